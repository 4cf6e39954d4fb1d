import { z } from "zod";
import { withVariants } from "~/components/ui/picture.server";
import { readContentFile } from "~/content/content-files.server";
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

type StoredFounder = z.infer<typeof FounderSchema>;

let stored: Promise<StoredFounder[]> | undefined;

/** Founders are fixed content: read and validated once, a broken file fails loudly. */
export async function loadFounders(): Promise<StoredFounder[]> {
  stored ??= readContentFile("founders.json").then((text) => z.array(FounderSchema).min(1).parse(JSON.parse(text)));
  return stored;
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
