import { readFileSync } from "node:fs";
import path from "node:path";
import founders from "../../content/founders.json" with { type: "json" };
import { bundles } from "./home-page";

type Lang = "nb" | "en";

/** The first heading of a content file, as the page shows it. */
function firstHeading(file: string): string {
  const source = readFileSync(path.resolve("content", file), "utf8");
  const markdown = source.match(/^#{1,3} (.+?)(?: \{#[a-z-]+\})?$/m)?.[1];
  const html = source.match(/<h1>([^<]+)<\/h1>/)?.[1];
  const heading = markdown ?? html;
  if (!heading) throw new Error(`no heading in content/${file}`);
  return heading.trim();
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
    { path: `${prefix}/feedback`, content: firstHeading(`feedback${suffix}.html`), fallback: "– Anonym bruker" },
    { path: `${prefix}/about`, content: firstHeading(`about${suffix}.md`), fallback: t.about.fallback },
    { path: `${prefix}/${kari?.slug}`, content: kari?.name ?? "", fallback: kari?.bullets[lang][0] ?? "" },
  ];
}
