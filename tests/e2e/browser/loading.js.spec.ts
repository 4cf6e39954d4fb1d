import { expect, test } from "../../support/fixtures";

// The bytes these pages weigh are budgets of `npm run bench`; here, what they load and in which order
// (every image's size, in every page's HTML: http/pages.spec.ts).

for (const [path, lang, firstImage] of [
  ["/", "nb"],
  ["/en", "en"],
  ["/about", "nb", "main img"],
  ["/innsikt", "nb", "main img"],
  ["/innsikt/ensomhet", "nb", "main article img"],
  ["/bedrift", "nb", "main img"],
] as const) {
  test(`${path} loads nothing from other origins, only its own language's translations, its images as it needs them, and blocks rendering on its one stylesheet only`, async ({
    page,
    baseURL,
  }) => {
    // Everything the page requests, by resource type.
    const requests: { url: string; type: string }[] = [];
    page.on("request", (request) => requests.push({ url: request.url(), type: request.resourceType() }));
    await page.goto(path, { waitUntil: "networkidle" });
    expect(requests.filter((loaded) => !loaded.url.startsWith(baseURL ?? "")).map((loaded) => loaded.url)).toEqual([]);
    const translations = requests.filter((loaded) => loaded.url.includes("/locales/"));
    expect(translations.map((loaded) => new URL(loaded.url).pathname)).toEqual([`/locales/${lang}.json`]);

    expect(requests.filter((loaded) => loaded.type === "stylesheet")).toHaveLength(1);

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
    if (!firstImage) return;

    // Its first image is fetched early, every photo in AVIF or WebP at the width it needs, the rest waits.
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
    expect(await page.locator(firstImage).first().getAttribute("fetchpriority")).toBe("high");
    expect(hero?.loading).not.toBe("lazy");
    for (const image of rest) expect(image.loading).toBe("lazy");
    // Illustrations are SVG, sharp at every width; a photo comes in the formats and widths the build made.
    for (const image of images.filter((candidate) => !candidate.src.endsWith(".svg"))) {
      expect(image.sources.map((source) => source.type)).toEqual(["image/avif", "image/webp"]);
      for (const source of image.sources) expect(source.srcset).toMatch(/^\/build\/img\/\S+ 160w, .+ \d+w$/);
    }
  });
}
