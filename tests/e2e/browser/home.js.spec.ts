import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";
import { bundles } from "../../support/home-page";
import { watchForProblems } from "../../support/page-checks";

const text = bundles.nb.home;
const AUTO_ADVANCE_MS = 5_000;
const START = new Date("2026-01-05T09:00:00Z").getTime();

// A valid stored choice is applied, anything else is ignored without an error; a new choice is written back.
for (const [stored, applied] of [
  ["ungdom", "ungdom"],
  ['{"x":1}', "personlig"],
] as const) {
  test(`the stored audience ${stored} shows ${applied}, and a new choice is stored`, async ({ page }) => {
    const problems = watchForProblems(page);
    await page.addInitScript((value) => localStorage.setItem("selectedAudience", value), stored);
    await page.goto("/");
    await expect(page.getByRole("button", { name: text.testimonials.pause })).toBeVisible();
    await expect(page.getByRole("radio", { name: text.audience.options[applied].label })).toBeChecked();
    await expect(page.getByRole("heading", { name: bundles.nb.nextStep[applied].heading })).toBeVisible();

    // A choice applies at once (no button to send it), the business call to action holding the demo form.
    await page.getByRole("radio", { name: text.audience.options.bedrift.label }).check();
    await expect(page.getByRole("button", { name: text.audience.apply, exact: true })).toHaveCount(0);
    const businessCta = page.getByRole("region", { name: bundles.nb.nextStep.bedrift.heading });
    await expect(businessCta.getByRole("button", { name: bundles.nb.contact.submit })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("selectedAudience"))).toBe("bedrift");
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "audience");
    expect(cookie).toMatchObject({ value: "bedrift", path: "/", sameSite: "Lax" });
    expect(problems()).toEqual([]);
  });
}

const carouselList = (page: Page) => page.getByRole("list", { name: text.testimonials.listLabel });

/**
 * Which card the list shows first, once scrolling has come to rest at a card's
 * start or at the end of the list (-1 while it is between them).
 */
async function restingCard(page: Page): Promise<number> {
  return carouselList(page).evaluate((list) => {
    const cards = Array.from(list.children) as HTMLElement[];
    const origin = cards[0]?.offsetLeft ?? 0;
    const atEnd = list.scrollLeft >= list.scrollWidth - list.clientWidth - 1;
    const index = cards.findIndex((card) => Math.abs(card.offsetLeft - origin - list.scrollLeft) < 2);
    if (index >= 0) return index;
    return atEnd ? cards.findIndex((card) => card.offsetLeft - origin >= list.scrollLeft - 2) : -1;
  });
}

/** Leaves the carousel alone: pointer elsewhere, focus elsewhere. */
async function stepAway(page: Page) {
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("the testimonials carousel", () => {
  test.beforeEach(async ({ page }) => {
    // A paused clock: time moves only when a test says so, so the timer's phase is known.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(START + 1_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("button", { name: text.testimonials.pause })).toBeVisible();
    await stepAway(page);
  });

  test("shows three cards per row on large screens, two on medium, one on small", async ({ page }) => {
    const list = carouselList(page);
    const perRow = () =>
      list.evaluate((element) =>
        Math.round(element.clientWidth / (element.firstElementChild as HTMLElement).offsetWidth),
      );
    expect(await perRow()).toBe(3);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await perRow()).toBe(2);
    await expect(page.getByRole("button", { name: text.testimonials.next })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await perRow()).toBe(1);
    await expect(page.getByRole("button", { name: text.testimonials.next })).toBeHidden();
    await expect(page.getByRole("button", { name: text.testimonials.previous })).toBeHidden();
  });

  test("advances by one card every 5 seconds", async ({ page }) => {
    await page.clock.runFor(AUTO_ADVANCE_MS - 100);
    expect(await restingCard(page)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => restingCard(page)).toBe(1);
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect.poll(() => restingCard(page)).toBe(2);
  });

  test("wraps both ways: previous from the start, and onwards from the end", async ({ page }) => {
    await page.getByRole("button", { name: text.testimonials.previous }).click();
    // 18 testimonials, three in view: the last full view starts at the 16th.
    await expect.poll(() => restingCard(page)).toBe(15);
    await stepAway(page);
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect.poll(() => restingCard(page)).toBe(0);
    await page.getByRole("button", { name: text.testimonials.next }).click();
    await expect.poll(() => restingCard(page)).toBe(1);
  });

  test("stops from pause until play, and while the pointer is over it, it has keyboard focus or the tab is hidden", async ({
    page,
  }) => {
    await page.getByRole("button", { name: text.testimonials.pause }).click();
    await stepAway(page);
    await page.clock.runFor(3 * AUTO_ADVANCE_MS);
    expect(await restingCard(page)).toBe(0);
    await page.getByRole("button", { name: text.testimonials.play }).click();
    await stepAway(page);
    await page.clock.runFor(AUTO_ADVANCE_MS);
    await expect.poll(() => restingCard(page)).toBe(1);
    for (const [what, holdStill] of [
      ["the pointer is over it", () => carouselList(page).hover()],
      ["it has keyboard focus", () => carouselList(page).focus()],
      [
        "the tab is hidden",
        () =>
          page.evaluate(() => {
            Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
            document.dispatchEvent(new Event("visibilitychange"));
          }),
      ],
    ] as const) {
      await holdStill();
      await page.clock.runFor(3 * AUTO_ADVANCE_MS);
      expect(await restingCard(page), what).toBe(1);
      await stepAway(page);
    }
  });

  test("never moves by itself under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(page.getByRole("button", { name: text.testimonials.pause })).toHaveCount(0);
    await page.clock.runFor(3 * AUTO_ADVANCE_MS);
    expect(await restingCard(page)).toBe(0);
    await page.getByRole("button", { name: text.testimonials.next }).click();
    // Instant, not smooth, under reduced motion.
    expect(await restingCard(page)).toBe(1);
  });
});

test("a feature card leads to its section of the product page; back, the home page draws the testimonials itself", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: text.testimonials.pause })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole("link", { name: text.features.cards.mindfulness.title }).click();
  await expect(page).toHaveURL(/\/product#mindfulness$/);
  await expect(page.locator("#mindfulness")).toBeInViewport();
  // Back from a client-side navigation, the browser draws the page, testimonials and all.
  await page.goBack();
  await expect(carouselList(page).getByRole("listitem")).toHaveCount(18);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});
