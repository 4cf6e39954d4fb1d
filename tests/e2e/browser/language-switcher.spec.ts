import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";

test("the switcher links to the other language, keeping the query pages read (with JavaScript, all of it and the hash, in the same page)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/personvern?ref=news&page=2#main");
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }));
  const switcher = page.getByRole("navigation", { name: bundles.nb.language.label });
  await expect(switcher.getByRole("link", { name: bundles.nb.language.nb })).toHaveAttribute("aria-current", "true");
  const english = switcher.getByRole("link", { name: bundles.nb.language.en });
  // The server's page is shared with every query (the proxy keeps one copy): it repeats only what pages read.
  const [query, hash] = javaScriptEnabled ? ["ref=news&page=2", "#main"] : ["page=2", ""];
  await expect(english).toHaveAttribute("href", `/en/privacy?${query}&lang=en${hash}`);
  await english.click();
  await expect(page).toHaveURL(new RegExp(`/en/privacy\\?${query}${hash}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  if (javaScriptEnabled) expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "lang");
  expect(cookie?.value).toBe("en");
  expect(cookie?.sameSite).toBe("Lax");
  expect(cookie?.path).toBe("/");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
});
