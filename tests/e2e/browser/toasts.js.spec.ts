import { type FakeSupabase, startFakeSupabase } from "../../support/fake-supabase";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { type SiteServer, startSite, unwritableDataDir } from "../../support/site-server";

const text = bundles.nb.contact;
let fake: FakeSupabase;
let site: SiteServer;

let blockedDir: Awaited<ReturnType<typeof unwritableDataDir>>;

test.beforeAll(async () => {
  fake = await startFakeSupabase();
  fake.setMode("error500");
  // Neither kept (DATA_DIR lies below a regular file) nor delivered: every attempt fails visibly.
  blockedDir = await unwritableDataDir();
  site = await startSite({
    SUPABASE_URL: fake.url,
    SUPABASE_ANON_KEY: fake.anonKey,
    DATA_DIR: blockedDir.path,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await fake?.stop();
  await blockedDir?.remove();
});

test("shows at most three toasts at once, each for four seconds", async ({ page }) => {
  await page.clock.install();
  await page.goto(`${site.url}/about`);
  await page.getByRole("main").getByRole("link", { name: bundles.nb.nextStep.contact, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(text.fields.name).fill("Kari Nordmann");
  await dialog.getByLabel(text.fields.email).fill("kari@example.no");
  await dialog.getByLabel(text.fields.message).fill("Fire forsøk som ikke kommer fram.");
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
