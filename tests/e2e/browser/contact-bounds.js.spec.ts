import { fillContactForm, openContactFromAbout } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb.contact;

test("a post over the body cap shows the form's translated message in the dialog too", async ({ page }) => {
  await openContactFromAbout(page);
  const dialog = page.getByRole("dialog");
  await fillContactForm(dialog, "Hei! Jeg har et spørsmål om appen.");
  // The form's own rules keep a browser's post far below the cap: a field of no meaning carries the rest.
  await dialog.locator("form").evaluate((form) => {
    const padding = Object.assign(document.createElement("input"), { type: "hidden", name: "padding" });
    form.append(Object.assign(padding, { value: "x".repeat(70 * 1024) }));
  });
  await dialog.getByRole("button", { name: text.submit }).click();
  await expect(dialog.getByText(text.tooLarge)).toBeVisible();
  await expect(dialog.getByLabel(text.fields.name)).toHaveValue("Kari Nordmann");
});
