import { cachedContent, readContentFile } from "~/content/content-files.server";
import type { Language } from "~/routing/paths";
import { logEvent } from "~/utils/log.server";
import { parseTestimonials } from "./parse-testimonials.server";
import type { Testimonial } from "./testimonial";

/** Spec §3: shown, in Norwegian on both languages, when the feedback file gives nothing. */
export const FALLBACK_TESTIMONIALS: readonly Testimonial[] = [
  {
    author: "Anonym bruker",
    quote:
      "Jeg bruker dagboken nesten hver kveld. Det hjelper meg å sortere tankene før jeg legger meg, og jeg sover bedre.",
    rating: 5,
    lang: "nb",
  },
  {
    author: "Teamleder, helsesektor",
    quote:
      "Teamet vårt har fått et felles språk for stress og restitusjon. At alt er anonymt gjorde at folk faktisk tok det i bruk.",
    rating: 5,
    lang: "nb",
  },
  {
    author: "Daglig leder",
    quote:
      "Vi startet med en gratis pilot og så tydelige tendenser i dashbordet etter to uker – uten at noen enkeltperson kunne identifiseres.",
    rating: 5,
    lang: "nb",
  },
];

/** Spec §7: the English file on English pages, the Norwegian one otherwise. */
export function feedbackFileName(lang: Language): string {
  return lang === "en" ? "feedback.en.html" : "feedback.html";
}

async function readTestimonials(lang: Language): Promise<readonly Testimonial[]> {
  const file = feedbackFileName(lang);
  try {
    const testimonials = parseTestimonials(await readContentFile(file));
    if (testimonials.length > 0) return testimonials;
    logEvent("warn", "testimonials.empty", { file });
  } catch (error) {
    logEvent("warn", "testimonials.unreadable", { file, error: String(error) });
  }
  return FALLBACK_TESTIMONIALS;
}

/** Never rejects: a missing, unreadable or empty feedback file gives the fallbacks (spec §4, §8). */
export function loadTestimonials(lang: Language): Promise<readonly Testimonial[]> {
  return cachedContent(`testimonials.${lang}`, () => readTestimonials(lang));
}
