import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import type { Audience } from "~/audience/audience";
import { useT } from "~/i18n/use-language";
import { type Language, localizedPath } from "~/routing/paths";
import { isPlainClick } from "~/utils/plain-click";
import { openContactDialog } from "./contact-dialog";
import type { ContactIntent } from "./contact-schema";

/** The contact page, preset with intent and audience. */
export function contactHref(lang: Language, intent: ContactIntent, audience?: Audience): string {
  const query = new URLSearchParams({ intent });
  if (audience) query.set("audience", audience);
  return `${localizedPath("contact", lang)}?${query}`;
}

type Props = {
  intent: ContactIntent;
  audience?: Audience;
  className: string;
  /** Runs first, on any click (the voice panel ends its conversation before the form opens). */
  onClick?: () => void;
  children: ReactNode;
};

/**
 * A control that "opens the contact form": a link to the contact page, preset
 * with intent and audience, so it works without JavaScript. With JavaScript a
 * plain click opens the same form in the dialog instead, where there is one.
 */
export function ContactLink({ intent, audience, className, onClick, children }: Props) {
  const { lang } = useT();
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (isPlainClick(event) && openContactDialog({ intent, audience })) event.preventDefault();
  };
  return (
    <Link to={contactHref(lang, intent, audience)} className={className} onClick={openDialog}>
      {children}
    </Link>
  );
}
