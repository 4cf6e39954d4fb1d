import type { Audience } from "~/audience/audience";
import { type Language, localizedPath } from "~/routing/paths";
import type { ContactIntent } from "./contact-schema";

/**
 * Where a control that "opens the contact form" leads: the contact page,
 * preset with intent and audience. With JavaScript the same link opens the form in a dialog.
 */
export function contactHref(lang: Language, intent: ContactIntent, audience?: Audience): string {
  const query = new URLSearchParams({ intent });
  if (audience) query.set("audience", audience);
  return `${localizedPath("contact", lang)}?${query}`;
}
