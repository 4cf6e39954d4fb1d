import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Without JavaScript the link is the server's (it repeats only the query pages read: caching.spec.ts)
// and ?lang redirects and stores the cookie (language.spec.ts), both over HTTP.
test("the switcher moves to the other language, keeping the whole query and the hash, and stores it", async ({
  page,
}) => {
  await page.goto("/personvern?ref=news&page=2#main");
  const switcher = page.getByRole("navigation", { name: bundles.nb.language.label });
  await expect(switcher.getByRole("link", { name: bundles.nb.language.nb })).toHaveAttribute("aria-current", "true");
  const english = switcher.getByRole("link", { name: bundles.nb.language.en });
  await expect(english).toHaveAttribute("href", "/en/privacy?ref=news&page=2&lang=en#main");
  await english.click();
  await expect(page).toHaveURL(/\/en\/privacy\?ref=news&page=2#main$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "lang");
  expect(cookie?.value).toBe("en");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
});
