import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nFor, translatorFor } from "~/i18n/i18n.server";
import { serverI18nConfig } from "~/i18n/translations.server";
import { type Language, languages } from "~/routing/paths";

type UntypedT = (key: string, options?: object) => unknown;

/** i18next as it answers without the server's memo. */
function plainTranslator(lang: Language): UntypedT {
  const instance = createInstance();
  void instance.init({ ...serverI18nConfig, lng: lang, initImmediate: false });
  return instance.t as unknown as UntypedT;
}

// Calls as the pages make them: plain keys, numbers, lists, plurals, visitors' words, other options.
const calls: [string, Record<string, unknown>?][] = [
  ["site.name"],
  ["home.testimonials.rating", { rating: 4 }],
  ["footer.crisisLines", { returnObjects: true }],
  ["insights.results", { count: 1 }],
  ["insights.results", { count: 7 }],
  ["insights.noResults", { query: "<b>stress</b>" }],
  ["insights.noResults", { query: "søvn" }],
  ["site.name", { lng: "en" }],
  ["finnes.ikke", { defaultValue: "reserve" }],
];

describe("the server's translations", () => {
  for (const lang of languages) {
    it(`answer in ${lang} exactly as i18next does, the first time and every time after`, () => {
      const plain = plainTranslator(lang);
      const t = translatorFor(lang) as unknown as UntypedT;
      for (const [key, options] of [...calls, ...calls]) {
        const answer = plain(key, options);
        expect(t(key, options), `${key} ${JSON.stringify(options)}`).toEqual(answer);
        // Every call but the unknown key finds a text, so the comparison means something.
        if (key !== "finnes.ikke") expect(answer).not.toBe(key);
      }
      expect(i18nFor(lang).t).toBe(t);
    });
  }

  it("hand out a list that its receiver may change without changing the next answer", () => {
    const t = translatorFor("nb");
    const first = t("footer.crisisLines", { returnObjects: true });
    const length = first.length;
    first.pop();
    const second = t("footer.crisisLines", { returnObjects: true });
    expect(second).toHaveLength(length);
    expect(second).not.toBe(first);
  });
});
