import { z } from "zod";
import { type Audience, audiences } from "~/audience/audience";
import type { Language } from "~/routing/paths";
import { cachedContent, parseContentJson, readOptional } from "./content-files.server";

/**
 * content/prices.json (optional; docs/content.md): what Sinnsro costs after the free trial or pilot, per
 * audience, in each language, as the owner words it ("99 kr i måneden"). Shown where the trial is mentioned.
 */
const PricesSchema = z.record(
  z.enum(audiences),
  z.object({ nb: z.string().trim().min(1), en: z.string().trim().min(1) }),
);
type Prices = z.infer<typeof PricesSchema>;

/** The prices file; none when it is missing, and none (logged) when it is not valid. */
const loadPrices = () =>
  cachedContent("prices.json", async (read): Promise<Prices> => {
    const text = await readOptional(read, "prices.json");
    return (text === null ? null : parseContentJson(text, PricesSchema, "content.prices_invalid")) ?? {};
  });

/** Each audience's price in `lang`, where the file gives one. */
export async function pricesIn(lang: Language): Promise<Partial<Record<Audience, string>>> {
  const prices = await loadPrices();
  return Object.fromEntries(
    audiences.flatMap((audience) => (prices[audience] ? [[audience, prices[audience][lang]]] : [])),
  );
}

/** The audiences the launch check lists: those without a price. */
export async function audiencesWithoutPrice(): Promise<Audience[]> {
  const prices = await loadPrices();
  return audiences.filter((audience) => !prices[audience]);
}
