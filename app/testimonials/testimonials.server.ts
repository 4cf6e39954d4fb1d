import { type ContentSettings, createContentCache } from "~/content/content-files.server";
import type { Language } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { parseTestimonials } from "./parse-testimonials.server";
import type { Testimonial } from "./testimonial";

/** Shown, in Norwegian on both languages, when the feedback file gives nothing. */
export const FALLBACK_TESTIMONIALS = (
  [
    [
      "Anonym bruker",
      "Jeg bruker dagboken nesten hver kveld. Det hjelper meg å sortere tankene før jeg legger meg, og jeg sover bedre.",
    ],
    [
      "Teamleder, helsesektor",
      "Teamet vårt har fått et felles språk for stress og restitusjon. At alt er anonymt gjorde at folk faktisk tok det i bruk.",
    ],
    [
      "Daglig leder",
      "Vi startet med en gratis pilot og så tydelige tendenser i dashbordet etter to uker – uten at noen enkeltperson kunne identifiseres.",
    ],
  ] as const
).map(([author, quote]): Testimonial => ({ author, quote, rating: 5, lang: "nb" }));

/**
 * Reads the testimonials of a content directory's feedback files. Never
 * rejects: a missing, unreadable or empty file, or one without a usable
 * review, gives the built-in ones and a warning in the log; visitors see
 * nothing of it.
 */
export function createTestimonialsLoader(settings: ContentSettings) {
  const cached = createContentCache(settings);
  return (lang: Language): Promise<readonly Testimonial[]> =>
    cached(lang, async (read) => {
      // The English file on English pages, the Norwegian one otherwise.
      const file = lang === "en" ? "feedback.en.html" : "feedback.html";
      try {
        const testimonials = parseTestimonials(await read(file));
        if (testimonials.length > 0) return testimonials;
        logEvent("warn", "testimonials.empty", { file });
      } catch (error) {
        logEvent("warn", "testimonials.unreadable", { file, error: errorMessage(error) });
      }
      return FALLBACK_TESTIMONIALS;
    });
}

/** The testimonials of the configured content directory (CONTENT_DIR). */
export const loadTestimonials = createTestimonialsLoader(siteConfig);
