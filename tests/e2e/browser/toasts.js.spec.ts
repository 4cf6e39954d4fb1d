import { fillContactForm, openContactFromAbout } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { UNWRITABLE_DATA_DIR } from "../../support/site-server";

const text = bundles.nb.contact;

test.use({ backedEnv: { DATA_DIR: UNWRITABLE_DATA_DIR } });

test("shows at most three toasts at once, each for four seconds", async ({ page, fake, backedSite }) => {
  // Neither kept (DATA_DIR cannot be written) nor delivered: every attempt fails visibly.
  fake.setMode("error500");
  await page.clock.install();
  await openContactFromAbout(page, backedSite.url);
  const dialog = page.getByRole("dialog");
  await fillContactForm(dialog, "Fire forsøk som ikke kommer fram.");
  const toasts = page.getByRole("alert").getByRole("listitem");
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await dialog.getByRole("button", { name: text.submit }).click();
    await expect(toasts).toHaveCount(Math.min(attempt, 3));
    await expect(dialog.getByRole("button", { name: text.submit })).toBeEnabled();
  }
  await expect(toasts.first()).toContainText(text.failedTitle);
  await page.clock.runFor(4_100);
  await expect(toasts).toHaveCount(0);
});
