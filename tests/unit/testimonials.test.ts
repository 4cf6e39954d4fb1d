import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestimonialsLoader, FALLBACK_TESTIMONIALS } from "~/testimonials/testimonials.server";

const review = (
  author: string,
) => `<article class="review"><div class="review-stars" aria-label="4 av 5 stjerner">★★★★☆</div>
  <p class="review-author">${author}</p><p class="review-text">Pusteøvelsene hjelper meg å roe ned før viktige møter på jobb.</p></article>`;

const contentDirs: string[] = [];

beforeEach(() => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mockRestore();
});

afterAll(async () => {
  await Promise.all(contentDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the testimonials a page shows", () => {
  // Each language's file on its pages, and the built-in ones without a file: tests/e2e/browser/feedback.nojs.spec.ts.
  it.each([
    ["an English page has no English file", { "feedback.html": review("Maria, 34") }, "en", "unreadable"],
    ["the file cannot be read", { "feedback.html": "directory" }, "nb", "unreadable"],
    ["the file is empty", { "feedback.html": "" }, "nb", "empty"],
    ["no review has an author", { "feedback.html": review("") }, "nb", "empty"],
  ] as const)("are the built-in ones when %s, and the log names the file", async (_, files, lang, problem) => {
    // A content folder of these files ("directory": a folder of that name, a file that cannot be read).
    const contentDir = await mkdtemp(path.join(tmpdir(), "testimonials-"));
    contentDirs.push(contentDir);
    for (const [name, content] of Object.entries(files)) {
      if (content === "directory") await mkdir(path.join(contentDir, name));
      else await writeFile(path.join(contentDir, name), content);
    }
    expect(await createTestimonialsLoader({ contentDir, isProduction: true })(lang)).toEqual(FALLBACK_TESTIMONIALS);
    const logged = vi
      .mocked(console.warn)
      .mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    const file = lang === "en" ? "feedback.en.html" : "feedback.html";
    expect(logged.map((line) => [line.event, line.file])).toEqual([[`testimonials.${problem}`, file]]);
  });
});
