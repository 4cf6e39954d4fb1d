import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

const text = bundles.nb;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the contact dialog's Send button is in view without scrolling at ${viewport.width}×${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const start of ["/about", "/product"]) {
      await page.goto(start);
      await page.getByRole("main").getByRole("link", { name: text.nextStep.contact, exact: true }).click();
      const dialog = page.getByRole("dialog");
      const send = dialog.getByRole("button", { name: text.contact.submit });
      await expect(send).toBeInViewport({ ratio: 1 });
      // Still in view once every field shows its message (the form at its tallest).
      await send.click();
      await expect(dialog.getByLabel(text.contact.fields.message)).toHaveAttribute("aria-invalid", "true");
      await expect(send).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByText(text.contact.safetyNote.slice(0, 30))).toHaveCount(1);
      await page.keyboard.press("Escape");
    }
  });
}
