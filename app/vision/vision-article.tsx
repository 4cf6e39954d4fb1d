import { useT } from "~/i18n/use-language";

/** The built-in article shown when there is no hvorfor content file. */
export function VisionArticle() {
  const { t } = useT();
  const sections = t("vision.article", { returnObjects: true });
  return (
    <article className="prose prose-lg max-w-none prose-headings:text-brand-800">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
