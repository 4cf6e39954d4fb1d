import { z } from "zod";
import { withVariants } from "~/components/ui/picture.server";
import { cachedContent } from "~/content/content-files.server";
import type { Language } from "~/routing/paths";

const Localized = <T extends z.ZodTypeAny>(schema: T) => z.object({ nb: schema, en: schema });

const FounderSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1),
  role: z.enum(["founder", "cofounder"]),
  title: Localized(z.string().min(1)),
  bullets: Localized(z.array(z.string().min(1)).length(3)),
  image: z.object({ src: z.string().startsWith("/"), alt: Localized(z.string().min(1)) }),
  metaDescription: Localized(z.string().min(1)),
  // The placeholder founders shipped with the site; `npm run preflight` lists them until replaced.
  sample: z.boolean().optional(),
});
const FoundersFile = z.array(FounderSchema).min(1);

type StoredFounder = z.infer<typeof FounderSchema>;

/** Founders are content like the pages' bodies (read once in production); a broken file fails loudly. */
export function loadFounders(): Promise<StoredFounder[]> {
  return cachedContent("founders", async (read) => FoundersFile.parse(JSON.parse(await read("founders.json"))));
}

/** A founder in one language, ready for a screen. */
export type Founder = ReturnType<typeof localize>;

function localize({ sample: _, title, bullets, image, metaDescription, ...founder }: StoredFounder, lang: Language) {
  return {
    ...founder,
    title: title[lang],
    bullets: bullets[lang],
    image: withVariants({ src: image.src, alt: image.alt[lang] }),
    metaDescription: metaDescription[lang],
  };
}

export async function listFounders(lang: Language): Promise<Founder[]> {
  return (await loadFounders()).map((founder) => localize(founder, lang));
}

export async function findFounder(slug: string, lang: Language): Promise<Founder | null> {
  const founder = (await loadFounders()).find((candidate) => candidate.slug === slug);
  return founder ? localize(founder, lang) : null;
}
