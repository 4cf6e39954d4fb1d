import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const REVIEW = `<article class="review"><div class="review-stars" aria-label="4 av 5 stjerner">★★★★☆</div>
  <p class="review-author">Maria, 34</p><p class="review-text">Pusteøvelsene hjelper meg å roe ned før viktige møter på jobb.</p></article>`;

const contentDirs: string[] = [];

async function loadTestimonialsFrom(files: Record<string, string | "directory">, lang: "nb" | "en") {
  const contentDir = await mkdtemp(path.join(tmpdir(), "testimonials-"));
  contentDirs.push(contentDir);
  for (const [name, content] of Object.entries(files)) {
    if (content === "directory") await mkdir(path.join(contentDir, name));
    else await writeFile(path.join(contentDir, name), content);
  }
  vi.resetModules();
  vi.stubEnv("CONTENT_DIR", contentDir);
  const module = await import("~/testimonials/testimonials.server");
  return { testimonials: await module.loadTestimonials(lang), fallbacks: module.FALLBACK_TESTIMONIALS };
}

describe("loadTestimonials", () => {
  beforeAll(() => {
    // The loader logs what it falls back from; keep the test output readable.
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await Promise.all(contentDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("reads feedback.html on Norwegian pages", async () => {
    const { testimonials } = await loadTestimonialsFrom({ "feedback.html": REVIEW }, "nb");
    expect(testimonials).toEqual([
      { author: "Maria, 34", quote: "Pusteøvelsene hjelper meg å roe ned før viktige møter på jobb.", rating: 4 },
    ]);
  });

  it("reads feedback.en.html on English pages", async () => {
    const english = REVIEW.replace("Maria, 34", "Mary, 34");
    const { testimonials } = await loadTestimonialsFrom({ "feedback.html": REVIEW, "feedback.en.html": english }, "en");
    expect(testimonials.map((testimonial) => testimonial.author)).toEqual(["Mary, 34"]);
  });

  it.each([
    ["the file is missing", {}],
    ["the file is empty", { "feedback.html": "" }],
    ["no review survives the rules", { "feedback.html": REVIEW.replace("Maria, 34", "") }],
    ["the file cannot be read", { "feedback.html": "directory" as const }],
  ])("gives the three Norwegian fallbacks when %s", async (_, files) => {
    const { testimonials, fallbacks } = await loadTestimonialsFrom(files, "nb");
    expect(testimonials).toBe(fallbacks);
    expect(fallbacks.map((testimonial) => testimonial.author)).toEqual([
      "Anonym bruker",
      "Teamleder, helsesektor",
      "Daglig leder",
    ]);
    expect(fallbacks.every((testimonial) => testimonial.rating === 5 && testimonial.lang === "nb")).toBe(true);
    expect(fallbacks.every((testimonial) => testimonial.quote.length > 40)).toBe(true);
  });

  it("does not use the Norwegian file for English pages", async () => {
    const { testimonials, fallbacks } = await loadTestimonialsFrom({ "feedback.html": REVIEW }, "en");
    expect(testimonials).toBe(fallbacks);
  });
});
