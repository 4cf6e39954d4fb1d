import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

// Every audience finds its next step in one click, every page ends with one.
const demoForm = (page: Page) =>
  page.locator("form").filter({ has: page.locator('input[name="intent"][value="demo"]') });

test("the business page holds the demo form and makes the visitor a business visitor", async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const text = bundles.en;
  await page.goto("/en/business");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.screens.business.heading);
  await page.getByRole("main").getByRole("link", { name: text.business.requestDemo, exact: true }).first().click();
  const form = demoForm(page);
  await expect(form.getByRole("button", { name: text.contact.submit })).toBeVisible();
  await expect(form.getByLabel(text.contact.fields.employees)).toBeVisible();
  for (const scale of ["PHQ-9", "GAD-7", "WHO-5"]) await expect(page.getByRole("main")).toContainText(scale);
  // The browser stores the choice, and the home page then shows it; the server sets no cookie, so
  // the page stays shared.
  const cookie = (await context.cookies()).find((candidate) => candidate.name === "audience");
  expect(cookie?.value).toBe(javaScriptEnabled ? "bedrift" : undefined);
  if (!javaScriptEnabled) return;
  await page.goto("/en");
  await expect(page.getByRole("radio", { name: text.home.audience.options.bedrift.label })).toBeChecked();
});

// Every page's ending as the server writes it is checked in http/pages.spec.ts; here, that the
// browser keeps it, and offers a business visitor the demo instead of the sign-up, and the vision
// page's business section.
test("a business visitor is offered the demo instead of the sign-up, and the vision page's business section", async ({
  page,
  context,
  baseURL,
  javaScriptEnabled,
}) => {
  const last = page.locator("main > :last-child");
  const signup = last.locator('a[href^="https://signup.example.com"]');
  const text = bundles.nb.vision.business;
  const section = page.getByRole("region", { name: text.heading });
  await page.goto("/hvorfor");
  await expect(section).toHaveCount(0);
  await expect(last).toHaveAttribute("data-next-step");
  await expect(last.locator('a[href*="intent=contact"]')).toHaveCount(1);
  await expect(signup).toHaveCount(1);
  // The choice as the site stores it: the cookie the server renders from on the pages that vary on
  // it (home, vision; every other page is the same for everyone, so shared caches keep it); in the
  // browser, localStorage alone is enough (it wins there), on every page once its script runs.
  if (javaScriptEnabled) await page.evaluate(() => localStorage.setItem("selectedAudience", "bedrift"));
  else await context.addCookies([{ name: "audience", value: "bedrift", url: baseURL ?? "" }]);
  const personalised = javaScriptEnabled ? ["/product", "/en/privacy", "/hvorfor"] : ["/en/why", "/hvorfor"];
  for (const path of personalised) {
    await page.goto(path);
    await expect(last.locator('a[href*="intent=demo"]'), path).toHaveCount(1);
    await expect(signup, path).toHaveCount(0);
  }
  await expect(section.getByRole("listitem")).toHaveCount(
    text.cards.length + text.benefits.length + text.security.length,
  );
  await expect(section.getByRole("link", { name: text.bookDemo })).toHaveAttribute(
    "href",
    "/kontakt?intent=demo&audience=bedrift",
  );
  await expect(section.getByRole("link", { name: text.askAboutAgreement })).toHaveAttribute(
    "href",
    "/kontakt?intent=contact&audience=bedrift",
  );
  if (javaScriptEnabled) return;
  await page.goto("/product");
  await expect(signup).toHaveCount(1);
});

// Help one tap away (which set on which page: http/pages.spec.ts): the header's entry opens the lines.
test("the header's help entry opens the help lines as tel: links, young people's first on their page", async ({
  page,
}) => {
  for (const [path, viewport, first] of [
    ["/ungdom", { width: 390, height: 844 }, "116 111"],
    ["/en", { width: 1280, height: 800 }, "113"],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    const header = page.getByRole("banner");
    await header.locator("summary").first().click();
    const line = header.getByRole("link", { name: first, exact: true });
    await expect(line).toBeInViewport({ ratio: 1 });
    await expect(line).toHaveAttribute("href", `tel:${first.replaceAll(" ", "")}`);
    await expect(header.locator("details[open] a[href^='tel:']").first()).toHaveText(first);
  }
});
