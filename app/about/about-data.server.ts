import type { ServerT } from "~/i18n/i18n.server";
import { type Language, localizedPath } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import type { Founder } from "~/services/founders.server";

/** The organisation as structured data describes it, in the page's language. */
export function organizationFacts(t: ServerT) {
  return { name: t("site.name"), siteUrl: siteConfig.siteUrl, description: t("screens.home.description") };
}

/** A founder's page as an absolute URL on the public site. */
export function founderUrl(founder: Founder, lang: Language): string {
  return new URL(localizedPath("founder", lang, { founder: founder.slug }), siteConfig.siteUrl).href;
}
