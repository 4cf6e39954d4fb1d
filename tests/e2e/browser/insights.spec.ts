import { cardLinks } from "../../support/articles";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb.insights;

async function shownCards(page: import("@playwright/test").Page): Promise<string[]> {
  return cardLinks(await page.locator("main").innerHTML());
}

test("searching starts again at page 1 and keeps the query in the URL and the page links", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/innsikt?page=2");
  const search = page.getByRole("searchbox", { name: text.search.label });
  await search.fill("eksamen");
  // With JavaScript the list filters as the visitor types; without, the form is submitted.
  if (!javaScriptEnabled) await page.getByRole("button", { name: text.search.submit }).click();
  await expect(page).toHaveURL(/\/innsikt\?q=eksamen$/);
  await expect.poll(() => shownCards(page)).toContain("/innsikt/eksamenspress");
  await expect.poll(async () => (await shownCards(page)).length).toBeLessThan(10);
  await expect(search).toHaveValue("eksamen");

  await search.fill("zzqxy");
  if (!javaScriptEnabled) await page.getByRole("button", { name: text.search.submit }).click();
  await expect(page.getByRole("status").filter({ hasText: "zzqxy" })).toBeVisible();
  await expect.poll(() => shownCards(page)).toEqual([]);
});

test("an article image that cannot be loaded shows the placeholder, with or without JavaScript", async ({
  page,
  javaScriptEnabled,
}) => {
  // Every version of a cover fails: the original and its AVIF/WebP variants.
  await page.route(/\/(images\/articles|build\/img)\//, (route) =>
    route.request().url().endsWith("placeholder.svg") ? route.fallback() : route.abort(),
  );
  await page.goto("/innsikt");
  const images = page.locator("main article img");
  await expect(images.first()).toBeVisible();
  // Every card has a cover, and the lower ones load (and fail) only when they come near: with
  // JavaScript, the first fail before the app listens, the rest after.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  // The script puts the placeholder in the image's place; without it, the placeholder is drawn behind the broken image.
  const allShowPlaceholder = () =>
    images.evaluateAll(
      (elements, script) =>
        elements.every((element) => {
          const image = element as HTMLImageElement;
          const behind =
            image.naturalWidth === 0 && getComputedStyle(image).backgroundImage.includes("/placeholder.svg");
          return image.complete && (script ? image.currentSrc.endsWith("/placeholder.svg") : behind);
        }),
      javaScriptEnabled,
    );
  await expect.poll(allShowPlaceholder).toBe(true);
});
