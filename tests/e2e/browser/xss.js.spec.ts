import { expect, test } from "../../support/fixtures";
import { waitForHydration } from "../../support/page-checks";
import { type SiteServer, startSite } from "../../support/site-server";
// Known script-injection vectors (OWASP filter-evasion cheat sheet and relatives). Each one,
// if it ran, would open an alert or set window.__xss.
import xssVectors from "../../support/xss-vectors.json" with { type: "json" };

let site: SiteServer;

const body = xssVectors.map((vector, index) => `## Vektor ${index + 1}\n\n${vector}\n`).join("\n");

test.beforeAll(async () => {
  expect(xssVectors.length).toBeGreaterThanOrEqual(50);
  const frontMatter = '---\nid: xss\ntitle: "Fiendtlig innhold"\ncreated_at: "2026-01-01T00:00:00Z"\n---\n';
  site = await startSite(
    {},
    {
      content: {
        "articles/xss.md": `${frontMatter}${body}`,
        "product.html": xssVectors.join("\n<p>mellom</p>\n"),
      },
    },
  );
});

test.afterAll(async () => {
  await site?.stop();
});

// Without the CSP only the sanitiser stands between the content and the visitor.
test.use({ bypassCSP: true });

// One page per way content reaches a visitor: Markdown (an article; every content page is rendered
// the same way), HTML (the product page), and an article's title and excerpt in the list.
for (const target of ["/innsikt/xss", "/product", "/innsikt"]) {
  test(`${target}: nothing from ${xssVectors.length} injection vectors runs, even with the CSP switched off`, async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const response = await page.goto(`${site.url}${target}`);
    expect(response?.status()).toBe(200);
    // Loaded (every image has loaded or failed) and hydrating (Remix has made its router):
    // whatever the content could have set off on its own has run.
    await waitForHydration(page);
    // Give handlers a chance to fire: every element of the content is pointed at and focused.
    await page.locator("main *").evaluateAll((elements) => {
      for (const element of elements) {
        for (const type of ["mouseover", "mouseenter", "focus", "focusin"]) element.dispatchEvent(new Event(type));
        (element as HTMLElement).focus?.();
      }
    });
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
    const dangerous = await page
      .locator("main")
      .evaluate((main) =>
        [...main.querySelectorAll("*")].flatMap((element) =>
          [...element.attributes]
            .filter(
              (attribute) => /^on/i.test(attribute.name) || /^\s*(javascript|vbscript|data):/i.test(attribute.value),
            )
            .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
        ),
      );
    expect(dangerous).toEqual([]);
    const fromContent = ".prose script, .prose iframe, .prose object, .prose embed, .prose form, .prose style";
    expect(await page.locator(fromContent).count()).toBe(0);
  });
}
