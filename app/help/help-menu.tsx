import { useMatches } from "@remix-run/react";
import { closesOnLeave } from "~/components/layout/main-menu";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import { HELP_LINE_PATTERN, type HelpLine, type HelpLineSet, helpLineSets, telHref } from "./help-lines";

const phoneLinkClass = "whitespace-nowrap font-semibold underline underline-offset-2";

/** A sentence of the bundles with every help line in it a tel: link, so a phone can call it in one tap. */
export function WithPhoneLinks({ text }: { text: string }) {
  // Split on the help lines (a capturing group): they are the odd parts; the text stays as it is.
  return text.split(HELP_LINE_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: positions in the text, stable for a given text.
      <a key={index} href={telHref(part)} className={phoneLinkClass}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** The set a page asks for in its loader data (`helpLines`: the youth page, articles for young people), else adults'. */
export function useHelpLineSet(): HelpLineSet {
  const asked = useMatches().map((match) => (match.data as { helpLines?: HelpLineSet } | undefined)?.helpLines);
  return asked.includes("youth") ? "youth" : "adult";
}

/** The help lines of a set, each number a tel: link beside its name, for a phone to call in one tap. */
export function HelpLines({ set, className }: { set: HelpLineSet; className?: string }) {
  const { t } = useT();
  return (
    <ul className={className}>
      {helpLineSets[set].map((line: HelpLine) => (
        <li key={line}>
          <a href={telHref(line)} className="whitespace-nowrap font-semibold text-brand-800 underline">
            {line}
          </a>{" "}
          {t(`help.lines.${line}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * "Need help now?" in the header of every page: a <details> panel of the help lines, so it opens with
 * one tap without JavaScript; once hydrated it closes like the menu (Escape too). The lifebuoy and "Hjelp nå"
 * (below 375 px the lifebuoy alone), so the header keeps its room; on phones the panel spans the header.
 */
export function HelpMenu() {
  const { t } = useT();
  return (
    <details className="sm:relative" {...closesOnLeave}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center whitespace-nowrap gap-1.5 rounded-md px-2 font-medium text-brand-800 text-sm hover:bg-gray-100 [&::-webkit-details-marker]:hidden">
        <Icon name="lifebuoy" className="size-5 shrink-0" />
        <span className="sr-only">{t("help.heading")}</span>
        <span aria-hidden="true" className="max-[374px]:hidden">
          {t("help.short")}
        </span>
      </summary>
      <div className="absolute mt-2 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-lg max-sm:inset-x-2 max-sm:top-14 sm:right-0 sm:w-80">
        <p className="font-semibold text-brand-900">{t("help.heading")}</p>
        <p className="mt-1 text-gray-700">{t("help.intro")}</p>
        <HelpLines set={useHelpLineSet()} className="mt-3 flex flex-col gap-2" />
      </div>
    </details>
  );
}
