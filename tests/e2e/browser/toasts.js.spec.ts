import { fillContactForm, openContactFromAbout } from "../../support/contact-form";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { UNWRITABLE_DATA_DIR } from "../../support/site-server";

const text = bundles.nb.contact;

// Six failed attempts by one sender: more than a sender may send in ten minutes.
test.use({ backedEnv: { DATA_DIR: UNWRITABLE_DATA_DIR, CONTACT_LIMIT_PER_SENDER: "10" } });

test("shows at most three toasts at once, above the open dialog, each for four seconds or until closed", async ({
  page,
  fake,
  backedSite,
}) => {
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
  // A click lands only on what is on top: the dialog's backdrop would take it.
  await toasts.first().getByRole("button", { name: text.close }).click();
  await expect(toasts).toHaveCount(2);
  await expect(dialog).toBeVisible();
  await page.clock.runFor(4_100);
  await expect(toasts).toHaveCount(0);
});

test("a failure after the dialog was closed opens it again, with the toast and the values", async ({
  page,
  fake,
  backedSite,
}) => {
  fake.setMode("error500");
  await openContactFromAbout(page, backedSite.url);
  const dialog = page.getByRole("dialog");
  await fillContactForm(dialog, "Lukket mens den ble sendt.");
  // The sending is held until the visitor has closed the dialog.
  let release = () => {};
  const closed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === "/kontakt",
    async (route) => {
      await closed;
      await route.continue();
    },
  );
  await dialog.getByRole("button", { name: text.submit }).click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  release();
  await expect(page.getByRole("alert").getByRole("listitem")).toContainText(text.failedTitle);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox").last()).toHaveValue("Lukket mens den ble sendt.");
});
