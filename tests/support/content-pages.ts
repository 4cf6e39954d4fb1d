import { readFileSync } from "node:fs";
import path from "node:path";
import founders from "../../content/founders.json" with { type: "json" };
import { bundles } from "./home-page";

type Lang = "nb" | "en";

/** The first heading of a markdown content file, as the page shows it. */
function firstHeading(file: string): string {
  const source = readFileSync(path.resolve("content", file), "utf8");
  const heading = source.match(/^#{1,3} (.+?)(?: \{#[a-z-]+\})?$/m)?.[1];
  if (!heading) throw new Error(`no heading in content/${file}`);
  return heading.trim();
}

/** The title of the first review in a feedback file: the page shows the reviews, not the file's headings. */
function firstReviewTitle(file: string): string {
  const title = readFileSync(path.resolve("content", file), "utf8").match(
    /<h2 class="review-title">([^<]+)<\/h2>/,
  )?.[1];
  if (!title) throw new Error(`no review title in content/${file}`);
  return title.trim();
}

const kari = founders[0];

/**
 * Every content-backed page with a text that only its content file has and a
 * text that only its built-in fallback has.
 */
export function contentPages(lang: Lang) {
  const t = bundles[lang];
  const suffix = lang === "en" ? ".en" : "";
  const prefix = lang === "en" ? "/en" : "";
  return [
    {
      path: `${prefix}/product`,
      content: firstHeading(`product${suffix}.md`),
      fallback: t.product.fallback.featuresHeading,
    },
    {
      path: lang === "en" ? "/en/why" : "/hvorfor",
      content: firstHeading(`hvorfor${suffix}.md`),
      fallback: t.vision.article[0]?.heading ?? "",
    },
    {
      path: lang === "en" ? "/en/privacy" : "/personvern",
      content: firstHeading(`personvern${suffix}.md`),
      fallback: t.privacy.fallback[0] ?? "",
    },
    {
      path: lang === "en" ? "/en/security" : "/trygghet",
      content: firstHeading(`trygghet${suffix}.md`),
      fallback: t.security.fallback[0] ?? "",
    },
    {
      path: `${prefix}/feedback`,
      content: firstReviewTitle(`feedback${suffix}.html`),
      // A built-in testimonial (Norwegian on both languages); the files have an "Anonym bruker" too.
      fallback:
        "Jeg bruker dagboken nesten hver kveld. Det hjelper meg å sortere tankene før jeg legger meg, og jeg sover bedre.",
    },
    { path: `${prefix}/about`, content: firstHeading(`about${suffix}.md`), fallback: t.about.fallback },
    { path: `${prefix}/${kari?.slug}`, content: kari?.name ?? "", fallback: kari?.bullets[lang][0] ?? "" },
  ];
}
