import type { Audience } from "~/audience/audience";
import type { Language } from "~/routing/paths";

export type ContactIntent = "contact" | "demo";

// The contact page arrives with its issue (6) and then joins the route table;
// until then every control that opens the contact form links to the path it will have.
const contactPagePaths: Record<Language, string> = { nb: "/kontakt", en: "/en/contact" };

/** Where a control that "opens the contact form" leads, preset with intent and audience. */
export function contactHref(lang: Language, intent: ContactIntent, audience?: Audience): string {
  const query = new URLSearchParams({ intent });
  if (audience) query.set("audience", audience);
  return `${contactPagePaths[lang]}?${query}`;
}
