import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "../../support/fixtures";

/** Budgets for what a page makes a browser fetch (gzip sizes). */
// Home, the heaviest, is 124 KB: it hydrates its statements and app screens like any component and
// carries its testimonials in its data.
const JS_BUDGET = 125 * 1024;
const CSS_BUDGET = 25 * 1024;
const HTML_BUDGET = 60 * 1024;

/** Loads a page and keeps the address of everything it requested, by resource type. */
async function visit(page: Page, path: string) {
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) => requests.push({ url: request.url(), type: request.resourceType() }));
  await page.goto(path, { waitUntil: "networkidle" });
  return requests;
}

for (const path of ["/", "/en"]) {
  test(`${path} runs at most ${JS_BUDGET / 1024} KB of JavaScript (gzip) until the network is idle, and loads only its own language's translations`, async ({
    page,
    request,
  }) => {
    // Every script file requested before the network is idle, without any interaction, and the
    // page's inline scripts (its data among them), each counted as gzip would send it.
    const requests = await visit(page, path);
    const scripts = new Set(requests.filter((loaded) => loaded.type === "script").map((loaded) => loaded.url));
    let files = 0;
    for (const url of scripts) files += gzipSync(await (await request.get(url)).body()).length;
    const html = await (await request.get(path)).text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1],
    );
    const inline = gzipSync(inlineScripts.join("")).length;
    const total = files + inline;
    console.log(
      `JavaScript on ${path}: ${(total / 1024).toFixed(1)} KB gzip (${(files / 1024).toFixed(1)} KB in ${scripts.size} files, ${(inline / 1024).toFixed(1)} KB inline)`,
    );
    expect(files).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(JS_BUDGET);

    const lang = path === "/" ? "nb" : "en";
    const translations = requests.filter((loaded) => loaded.url.includes("/locales/")).map((loaded) => loaded.url);
    expect(translations.map((url) => new URL(url).pathname)).toEqual([`/locales/${lang}.json`]);
  });
}

for (const path of ["/", "/en", "/innsikt", "/about"]) {
  test(`${path} stays within the CSS and HTML budgets, loads nothing from other origins, sizes every image, and blocks rendering on its one stylesheet only`, async ({
    page,
    request,
    baseURL,
  }) => {
    const requests = await visit(page, path);
    expect(requests.filter((loaded) => !loaded.url.startsWith(baseURL ?? "")).map((loaded) => loaded.url)).toEqual([]);

    const html = await (await request.get(path)).body();
    expect(gzipSync(html).length).toBeLessThanOrEqual(HTML_BUDGET);
    const stylesheets = requests.filter((loaded) => loaded.type === "stylesheet").map((loaded) => loaded.url);
    let css = 0;
    for (const url of stylesheets) css += gzipSync(await (await request.get(url)).body()).length;
    expect(stylesheets.length).toBe(1);
    expect(css).toBeLessThanOrEqual(CSS_BUDGET);

    const unsized = await page
      .locator("img")
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
          .map((image) => image.outerHTML),
      );
    expect(unsized).toEqual([]);

    const blocking = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus ===
            "blocking",
        )
        .map((entry) => new URL(entry.name).pathname),
    );
    expect(blocking).toHaveLength(1);
    expect(blocking[0]).toMatch(/^\/build\/_assets\/tailwind-[\w-]+\.css$/);
  });
}

for (const [path, first] of [
  ["/innsikt/ensomhet", "main article img"],
  ["/about", "main img"],
] as const) {
  test(`${path} fetches its first image early, every photo in AVIF or WebP at the width it needs, and lets the rest wait`, async ({
    page,
  }) => {
    await visit(page, path);
    const images = await page.locator("main img").evaluateAll((elements) =>
      elements.map((image) => {
        const img = image as HTMLImageElement;
        const sources = [...(img.parentElement?.tagName === "PICTURE" ? img.parentElement.children : [])]
          .filter((child) => child.tagName === "SOURCE")
          .map((source) => ({ type: source.getAttribute("type"), srcset: source.getAttribute("srcset") ?? "" }));
        return { src: img.getAttribute("src") ?? "", loading: img.getAttribute("loading"), sources };
      }),
    );
    const [hero, ...rest] = images;
    expect(await page.locator(first).first().getAttribute("fetchpriority")).toBe("high");
    expect(hero?.loading).not.toBe("lazy");
    for (const image of rest) expect(image.loading).toBe("lazy");
    // Illustrations are SVG, sharp at every width; a photo comes in the formats and widths the build made.
    for (const image of images.filter((candidate) => !candidate.src.endsWith(".svg"))) {
      expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of image.sources) expect(source.srcset).toMatch(/^\/build\/img\/\S+ 160w, .+ \d+w$/);
    }
  });
}

test("an internal link fetches the next page's data when the pointer rests on it, before the click", async ({
  page,
}) => {
  await page.goto("/", { waitUntil: "networkidle" });
  const link = page.locator('main a[href="/innsikt"], main a[href^="/product#"]').first();
  const prefetch = page.waitForRequest(
    (request) => request.url().includes("_data=") && !request.url().includes("__manifest"),
  );
  await link.hover();
  const data = await prefetch;
  expect(new URL(data.url()).pathname).toMatch(/^\/(innsikt|product)$/);
});
