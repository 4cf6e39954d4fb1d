import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb;

// The dialog opened once and resized: its layout is its CSS's at each size.
test("the contact dialog's Send button is in view without scrolling at 390×844 and 1280×800, also with every field's message", async ({
  page,
}) => {
  const viewports = [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ];
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  await page.getByRole("main").getByRole("link", { name: text.nextStep.contact, exact: true }).click();
  const dialog = page.getByRole("dialog");
  const send = dialog.getByRole("button", { name: text.contact.submit });
  for (const tallest of [false, true]) {
    // Then once every field shows its message: the form at its tallest.
    if (tallest) await send.click();
    if (tallest) await expect(dialog.getByLabel(text.contact.fields.message)).toHaveAttribute("aria-invalid", "true");
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await expect(send, `${viewport.width}×${viewport.height}`).toBeInViewport({ ratio: 1 });
    }
  }
  await expect(dialog.getByText(text.contact.safetyNote.slice(0, 30))).toHaveCount(1);
});
