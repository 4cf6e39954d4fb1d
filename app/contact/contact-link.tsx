import { Link, useLocation } from "@remix-run/react";
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useState } from "react";
import type { Audience } from "~/audience/audience";
import { useT } from "~/i18n/use-language";
import { localizedPath } from "~/routing/paths";
import { isPlainClick } from "~/utils/plain-click";
import type { ContactIntent } from "./contact-schema";

/** The form a contact link asks the dialog to show. */
export type DialogPreset = { intent: ContactIntent; audience?: Audience };

// The page's one dialog, while it can open: contact links ask it through here.
let showDialog: ((preset: DialogPreset) => void) | null = null;

// Loads with the first contact link that asks for it: most visits open no dialog.
const ContactDialog = lazy(() => import("./contact-dialog").then((module) => ({ default: module.ContactDialog })));

/**
 * The page's contact dialog (root), showing the preset of the last link that asked for it. Links
 * can ask once JavaScript has taken over, except on the contact page, whose own form is there
 * (the link then leads to it).
 */
export function ContactDialogOnRequest() {
  const { lang } = useT();
  const onContactPage = useLocation().pathname === localizedPath("contact", lang);
  const [preset, setPreset] = useState<DialogPreset | null>(null);
  useEffect(() => {
    if (onContactPage) return;
    showDialog = setPreset;
    return () => {
      showDialog = null;
    };
  }, [onContactPage]);
  return preset ? (
    <Suspense fallback={null}>
      <ContactDialog preset={preset} />
    </Suspense>
  ) : null;
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
  // The contact page, preset with intent and audience.
  const href = `${localizedPath("contact", lang)}?${new URLSearchParams(audience ? { intent, audience } : { intent })}`;
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (isPlainClick(event) && showDialog) {
      event.preventDefault();
      showDialog({ intent, audience });
    }
  };
  return (
    <Link to={href} className={className} onClick={openDialog}>
      {children}
    </Link>
  );
}
