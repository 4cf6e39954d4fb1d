import { Fragment, type ReactNode } from "react";

/**
 * The help lines the site names (113 medical emergency, 116 123 Mental Helse's
 * helpline, 116 111 Alarmtelefonen for barn og unge). Written with or without
 * the space; never inside a longer number.
 */
const HELP_LINE = /(?<!\d)(113|116 ?123|116 ?111)(?![\d])/g;

/** The number as a tel: link target (digits only). */
export function telHref(number: string): string {
  return `tel:${number.replace(/\D/g, "")}`;
}

export function PhoneLink({ number, className }: { number: string; className?: string }) {
  return (
    <a href={telHref(number)} className={className ?? "whitespace-nowrap font-semibold underline underline-offset-2"}>
      {number}
    </a>
  );
}

/** A sentence with every help line in it made a tel: link, so a phone can call it in one tap. */
export function WithPhoneLinks({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let done = 0;
  for (const match of text.matchAll(HELP_LINE)) {
    const at = match.index ?? 0;
    // Keys are positions in the text: stable for a given text.
    if (at > done) parts.push(<Fragment key={done}>{text.slice(done, at)}</Fragment>);
    parts.push(<PhoneLink key={at} number={match[0]} />);
    done = at + match[0].length;
  }
  if (done < text.length) parts.push(<Fragment key={done}>{text.slice(done)}</Fragment>);
  return <>{parts}</>;
}
