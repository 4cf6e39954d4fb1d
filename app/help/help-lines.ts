// The one source of the help lines the site names (issue 35): each set in the order a visitor in
// distress should try them. Their names and when to call are in the bundles (help.lines.<number>).
export const helpLineSets = {
  adult: ["113", "116 117", "116 123", "22 40 00 40"],
  youth: ["116 111", "113", "116 123", "800 33 321"],
} as const;

export type HelpLineSet = keyof typeof helpLineSets;
export type HelpLine = (typeof helpLineSets)[HelpLineSet][number];

const everyLine = [...new Set(Object.values(helpLineSets).flat())];

/** Any help line in running text, with or without its spaces, never inside a longer number. */
export const HELP_LINE_PATTERN = new RegExp(
  `(?<!\\d)(${everyLine.map((line) => line.replaceAll(" ", " ?")).join("|")})(?!\\d)`,
);

/** A number dialled by its digits (tel: links in pages and in rendered content). */
export const telHref = (number: string) => `tel:${number.replace(/\D/g, "")}`;
