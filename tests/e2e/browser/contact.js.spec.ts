import { fillContactForm, openContactFromAbout } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { analyze } from "../../support/page-checks";

const text = bundles.nb.contact;

test("the dialog keeps focus inside, closes with Escape and gives focus back to the link", async ({ page }) => {
  await openContactFromAbout(page);
  const link = page.getByRole("main").getByRole("link", { name: bundles.nb.nextStep.contact, exact: true });
  const dialog = page.getByRole("dialog", { name: bundles.nb.screens.contact.heading });
  await expect(dialog).toBeVisible();
  // The page behind it is audited in pages.js.spec.ts.
  expect(await analyze(page, "dialog")).toEqual([]);
  // The page behind a modal dialog is inert: Tab visits the dialog's controls and, past the
  // last one, the browser's own UI (the document body is then active), never the page.
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press("Tab");
    const focusStaysIn = await dialog.evaluate(
      (element) => element.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(focusStaysIn).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/about$/);
});

test("shows 'Sender…' on a disabled button while sending, then thanks the visitor in a toast", async ({ page }) => {
  // The post waits until the test has seen the button while sending.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/kontakt**", async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  await openContactFromAbout(page);
  const dialog = page.getByRole("dialog");
  await fillContactForm(dialog, "Hei! Jeg har et spørsmål om appen.");
  await dialog.getByRole("button", { name: text.submit }).click();
  await expect(dialog.getByRole("button", { name: text.submitting })).toBeDisabled();
  release();
  await expect(page.getByRole("status").filter({ hasText: text.sentTitle })).toBeVisible();
  await expect(dialog).toBeHidden();
});

// The dialog opened once and resized: its layout is its CSS's at each size.
test("the contact dialog's Send button is in view without scrolling at 390×844 and 1280×800, also with every field's message", async ({
  page,
}) => {
  const viewports = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  await page.setViewportSize({ width: 390, height: 844 });
  await openContactFromAbout(page);
  const dialog = page.getByRole("dialog");
  const send = dialog.getByRole("button", { name: text.submit });
  for (const tallest of [false, true]) {
    // Then once every field shows its message: the form at its tallest.
    if (tallest) await send.click();
    if (tallest) await expect(dialog.getByLabel(text.fields.message)).toHaveAttribute("aria-invalid", "true");
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expect(send, `${viewport.width}×${viewport.height}`).toBeInViewport({ ratio: 1 });
    }
  }
  await expect(dialog.getByText(text.safetyNote.slice(0, 30))).toHaveCount(1);
});
