import type { BrowserContext, Page } from "@playwright/test";
import { localizedPath } from "../../../app/routing/paths";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Every audience finds its next step in one click, every page ends with one.
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const languages = ["nb", "en"] as const;

/** The audience cookie the site has set, if any. */
const audienceCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "audience")?.value;

const demoForm = (page: Page) =>
  page.locator("form").filter({ has: page.locator('input[name="intent"][value="demo"]') });

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const lang of languages) {
      const text = bundles[lang];

      test(`${lang}: the demo form is one click from the home page's first view, at the business page's demo`, async ({
        page,
        context,
      }) => {
        await page.goto(localizedPath("home", lang));
        const forWork = page.getByRole("button", { name: new RegExp(text.home.audience.options.bedrift.label) });
        await expect(forWork).toBeInViewport();
        await forWork.click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath("business", lang)}#demo$`));
        const form = demoForm(page);
        await expect(form.getByLabel(text.contact.fields.companyRequired, { exact: true })).toBeInViewport();
        expect(await audienceCookie(context)).toBe("bedrift");
      });
    }
  });
}

// What does not depend on the screen's width, at the default one.
for (const lang of languages) {
  const text = bundles[lang];

  test(`${lang}: young people go from the hero to the youth page, and the choice is kept`, async ({
    page,
    context,
  }) => {
    await page.goto(localizedPath("home", lang));
    await page
      .getByRole("button", { name: new RegExp(text.home.audience.options.ungdom.label.replace(/[()]/g, "\\$&")) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath("youngPeople", lang)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.screens.youngPeople.heading);
    expect(await audienceCookie(context)).toBe("ungdom");
  });

  test(`${lang}: the business page holds the demo form and makes the visitor a business visitor`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.goto(localizedPath("business", lang));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.screens.business.heading);
    await page.getByRole("main").getByRole("link", { name: text.business.requestDemo, exact: true }).first().click();
    const form = demoForm(page);
    await expect(form.getByRole("button", { name: text.contact.submit })).toBeVisible();
    await expect(form.getByLabel(text.contact.fields.employees)).toBeVisible();
    for (const scale of ["PHQ-9", "GAD-7", "WHO-5"]) await expect(page.getByRole("main")).toContainText(scale);
    // The browser stores the choice; the server sets no cookie, so the page stays shared.
    expect(await audienceCookie(context)).toBe(javaScriptEnabled ? "bedrift" : undefined);
  });
}

// Every page's ending as the server writes it is checked in http/pages.spec.ts; here, that the
// browser keeps it, and offers a business visitor the demo instead of the sign-up.
test("a business visitor is offered the demo instead of the sign-up at the end of the pages that show the choice", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const last = page.locator("main > :last-child");
  await page.goto("/product");
  await expect(last).toHaveAttribute("data-next-step");
  await expect(last.locator('a[href*="intent=contact"]')).toHaveCount(1);
  await expect(last.locator('a[href^="https://signup.example.com"]')).toHaveCount(1);
  // The choice as the site stores it: the cookie, and in the browser localStorage (which wins
  // there). The server renders it on the pages that vary on it (home, vision); every other page
  // is the same for everyone, so shared caches keep it, and the browser shows the choice once its
  // script runs.
  await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL ?? "" }]);
  if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("selectedAudience", "bedrift"));
  const personalised = javaScriptEnabled ? ["/product", "/en/privacy", "/hvorfor"] : ["/hvorfor", "/en/why"];
  for (const path of personalised) {
    await page.goto(path);
    await expect(last.locator('a[href*="intent=demo"]'), path).toHaveCount(1);
    await expect(last.locator('a[href^="https://signup.example.com"]'), path).toHaveCount(0);
  }
  if (!javaScriptEnabled) {
    await page.goto("/product");
    await expect(last.locator('a[href^="https://signup.example.com"]')).toHaveCount(1);
  }
});

test.describe("the header", () => {
  test("has its action at 390 px beside the logo, the switcher and the menu, and in the open menu", async ({
    page,
    context,
    baseURL,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.getByRole("banner");
    const menu = header.getByRole("navigation", { name: bundles.nb.menu.navLabel });
    // A business visitor (cookie, read by the server on the home page) is offered the demo instead.
    for (const [action, href] of [
      [bundles.nb.menu.tryFree, "https://signup.example.com/?lang=nb"],
      [bundles.nb.menu.requestDemo, "/kontakt?intent=demo&audience=bedrift"],
    ] as const) {
      if (href.startsWith("/")) {
        await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL ?? "" }]);
        if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("selectedAudience", "bedrift"));
      }
      await page.goto("/");
      const inHeader = header.getByRole("link", { name: new RegExp(action) }).first();
      await expect(inHeader).toBeInViewport({ ratio: 1 });
      await expect(inHeader).toHaveAttribute("href", href);
      for (const neighbour of [header.locator("img").first(), header.locator("summary")]) {
        await expect(neighbour).toBeInViewport({ ratio: 1 });
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await menu.locator("summary").click();
      await expect(menu.getByRole("link", { name: new RegExp(action) })).toHaveAttribute("href", href);
      await expect(menu.getByRole("link", { name: new RegExp(action) })).toBeVisible();
    }
  });
});

test("a first submit of the demo form flags every invalid field, the company included", async ({ page }) => {
  const text = bundles.nb.contact;
  await page.goto("/bedrift");
  const form = demoForm(page);
  await form.getByRole("button", { name: text.submit }).click();
  for (const label of [text.fields.name, text.fields.email, text.fields.companyRequired, text.fields.message]) {
    await expect(page.getByLabel(label, { exact: true }).last()).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByRole("alert").first()).toContainText(text.errors.companyRequired);
});
