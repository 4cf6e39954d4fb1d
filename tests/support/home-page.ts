import en from "../../app/i18n/en.json" with { type: "json" };
import nb from "../../app/i18n/nb.json" with { type: "json" };

export const bundles = { nb, en } as const;
