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

/** A content directory holding `files` ("directory" makes a folder of that name, a file that cannot be read). */
async function contentWith(files: Record<string, string>) {
  const contentDir = await mkdtemp(path.join(tmpdir(), "testimonials-"));
  contentDirs.push(contentDir);
  for (const [name, content] of Object.entries(files)) {
    if (content === "directory") await mkdir(path.join(contentDir, name));
    else await writeFile(path.join(contentDir, name), content);
  }
  return contentDir;
}

async function testimonialsFrom(files: Record<string, string>, lang: "nb" | "en") {
  return createTestimonialsLoader({ contentDir: await contentWith(files), isProduction: true })(lang);
}

/** The warn lines the loader logged, as [event, file]. */
function warnings(): [unknown, unknown][] {
  return vi.mocked(console.warn).mock.calls.map(([line]) => {
    const { event, file } = JSON.parse(String(line)) as Record<string, unknown>;
    return [event, file];
  });
}

beforeEach(() => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  return () => warn.mockRestore();
});

afterAll(async () => {
  await Promise.all(contentDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the testimonials a page shows", () => {
  it("on English pages without an English file are the built-in ones, marked as Norwegian, never the Norwegian file's", async () => {
    const testimonials = await testimonialsFrom({ "feedback.html": review("Maria, 34") }, "en");
    expect(testimonials).toEqual(FALLBACK_TESTIMONIALS);
    expect(testimonials.every((testimonial) => testimonial.lang === "nb")).toBe(true);
    expect(warnings()).toEqual([["testimonials.unreadable", "feedback.en.html"]]);
  });

  it.each([
    ["the file is missing", {}, "testimonials.unreadable"],
    ["the file cannot be read", { "feedback.html": "directory" }, "testimonials.unreadable"],
    ["the file is empty", { "feedback.html": "" }, "testimonials.empty"],
    ["no review has an author", { "feedback.html": review("") }, "testimonials.empty"],
  ])("are the built-in ones when %s, and the log names the file", async (_, files, event) => {
    expect(await testimonialsFrom(files, "nb")).toEqual(FALLBACK_TESTIMONIALS);
    expect(warnings()).toEqual([[event, "feedback.html"]]);
  });
});

describe("an edited feedback file", () => {
  it("shows on the next request in development, and after a restart in production", async () => {
    for (const [isProduction, shownAfterEdit] of [
      [false, "Kari, 52"],
      [true, "Maria, 34"],
    ] as const) {
      const contentDir = await contentWith({ "feedback.html": review("Maria, 34") });
      const load = createTestimonialsLoader({ contentDir, isProduction });
      expect((await load("nb")).map((testimonial) => testimonial.author)).toEqual(["Maria, 34"]);
      await writeFile(path.join(contentDir, "feedback.html"), review("Kari, 52"));
      const afterEdit = (await load("nb")).map((testimonial) => testimonial.author);
      expect(afterEdit, isProduction ? "production" : "development").toEqual([shownAfterEdit]);
    }
  });

  it("is kept per language in production: English pages show feedback.en.html", async () => {
    const files = { "feedback.html": review("Maria, 34"), "feedback.en.html": review("Mary, 34") };
    const load = createTestimonialsLoader({ contentDir: await contentWith(files), isProduction: true });
    expect((await load("nb"))[0]?.author).toBe("Maria, 34");
    expect((await load("en"))[0]?.author).toBe("Mary, 34");
  });
});
