import { gzipSync } from "node:zlib";
import { expect, test } from "../../support/fixtures";

/** Issue 8's budgets for what the home page makes a browser fetch (gzip sizes). */
const CSS_BUDGET = 25 * 1024;
const HTML_BUDGET = 60 * 1024;

for (const path of ["/", "/en", "/innsikt", "/about"]) {
  test(`${path} stays within the CSS and HTML budgets, loads nothing from other origins and sizes every image`, async ({
    page,
    request,
    baseURL,
  }) => {
    const foreign: string[] = [];
    const stylesheets: string[] = [];
    page.on("request", (loaded) => {
      if (!loaded.url().startsWith(baseURL ?? "")) foreign.push(loaded.url());
      if (loaded.resourceType() === "stylesheet") stylesheets.push(loaded.url());
    });
    await page.goto(path, { waitUntil: "networkidle" });
    expect(foreign).toEqual([]);

    const html = await (await request.get(path)).body();
    expect(gzipSync(html).length).toBeLessThanOrEqual(HTML_BUDGET);
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
  });
}
