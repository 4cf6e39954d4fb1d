import { useLoaderData } from "@remix-run/react";
import { useAudience } from "~/audience/use-audience";
import { BusinessOfferSection } from "~/components/content/business-offer-section";
import { ContentBody } from "~/components/content/content-body";
import { NextStepSection } from "~/components/layout/next-step-section";
import { buttonClass, ScreenIntro } from "~/components/ui/elements";
import { ContactLink } from "~/contact/contact-link";
import { loadContentScreen } from "~/content/content-screen.server";
import { useT } from "~/i18n/use-language";

export const loader = loadContentScreen;

export { pageMeta as meta } from "~/seo/meta";

export default function VisionScreen() {
  const { content } = useLoaderData<typeof loader>();
  const { t } = useT();
  // The server renders from the audience cookie (so the section is there without JavaScript);
  // in the browser a choice kept only in localStorage counts too.
  const [audience] = useAudience();
  return (
    <>
      <ScreenIntro heading={t("screens.vision.heading")} intro={t("screens.vision.intro")}>
        {/* Decoration: the heading and intro say what it shows (two people on a path together). */}
        <img src="/images/vision/hvorfor.svg" alt="" width={800} height={450} className="mt-10 h-auto w-full" />
      </ScreenIntro>
      <ContentBody
        content={content}
        fallback={
          // The built-in article, shown when there is no hvorfor content file.
          <article className="prose prose-lg max-w-none prose-headings:text-brand-800">
            {t("vision.article", { returnObjects: true }).map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </article>
        }
      />
      {audience === "bedrift" ? (
        <BusinessOfferSection
          id="bedrift"
          actions={
            <>
              <ContactLink intent="demo" audience="bedrift" className={buttonClass()}>
                {t("vision.business.bookDemo")}
              </ContactLink>
              <ContactLink intent="contact" audience="bedrift" className={buttonClass("quiet")}>
                {t("vision.business.askAboutAgreement")}
              </ContactLink>
            </>
          }
        />
      ) : null}
      <NextStepSection />
    </>
  );
}
