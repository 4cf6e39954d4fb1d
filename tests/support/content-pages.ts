import { readFileSync } from "node:fs";
import path from "node:path";
import { localizedPath } from "../../app/routing/paths";
import founders from "../../content/founders.json" with { type: "json" };
import { bundles } from "./home-page";

type Lang = "nb" | "en";

/** The first match's text in a content file: what the page shows from that file. */
function fromContent(file: string, pattern: RegExp): string {
  const text = readFileSync(path.resolve("content", file), "utf8").match(pattern)?.[1];
  if (!text) throw new Error(`nothing like ${pattern} in content/${file}`);
  return text.trim();
}

/**
 * Every content-backed page with a text that only its content file has and a
 * text that only its built-in fallback has.
 */
export function contentPages(lang: Lang) {
  const t = bundles[lang];
  const kari = founders[0];
  /** A markdown file's first heading. */
  const heading = (name: string) =>
    fromContent(`${name}${lang === "en" ? ".en" : ""}.md`, /^#{1,3} (.+?)(?: \{#[a-z-]+\})?$/m);
  // The feedback page shows the file's reviews, not its headings.
  const review = fromContent(`feedback${lang === "en" ? ".en" : ""}.html`, /<h2 class="review-title">([^<]+)<\/h2>/);
  return [
    { path: localizedPath("product", lang), content: heading("product"), fallback: t.product.fallback.featuresHeading },
    { path: localizedPath("vision", lang), content: heading("hvorfor"), fallback: t.vision.article[0]?.heading ?? "" },
    { path: localizedPath("privacy", lang), content: heading("personvern"), fallback: t.privacy.fallback[0] ?? "" },
    { path: localizedPath("security", lang), content: heading("trygghet"), fallback: t.security.fallback[0] ?? "" },
    { path: localizedPath("aiGuide", lang), content: heading("ai-veilederen"), fallback: t.aiGuide.fallback[0] ?? "" },
    {
      path: localizedPath("feedback", lang),
      content: review,
      // A built-in testimonial (Norwegian on both languages); the files have an "Anonym bruker" too.
      fallback:
        "Jeg bruker dagboken nesten hver kveld. Det hjelper meg å sortere tankene før jeg legger meg, og jeg sover bedre.",
    },
    { path: localizedPath("about", lang), content: heading("about"), fallback: t.about.fallback },
    {
      path: localizedPath("founder", lang, { founder: kari?.slug ?? "" }),
      content: kari?.name ?? "",
      fallback: kari?.bullets[lang][0] ?? "",
    },
  ];
}
