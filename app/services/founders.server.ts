import { z } from "zod";
import type { PictureImage } from "~/components/ui/picture";
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

const FoundersSchema = z.array(FounderSchema).min(1);

type StoredFounder = z.infer<typeof FounderSchema>;

/** A founder in one language, ready for a screen. */
export type Founder = {
  slug: string;
  name: string;
  role: StoredFounder["role"];
  title: string;
  bullets: string[];
  image: PictureImage;
  metaDescription: string;
};

let stored: Promise<StoredFounder[]> | undefined;

/** Founders are fixed content: read and validated once, a broken file fails loudly. */
async function loadFounders(): Promise<StoredFounder[]> {
  stored ??= readContentFile("founders.json").then((text) => FoundersSchema.parse(JSON.parse(text)));
  return stored;
}

function localize(founder: StoredFounder, lang: Language): Founder {
  return {
    slug: founder.slug,
    name: founder.name,
    role: founder.role,
    title: founder.title[lang],
    bullets: founder.bullets[lang],
    image: withVariants({ src: founder.image.src, alt: founder.image.alt[lang] }),
    metaDescription: founder.metaDescription[lang],
  };
}

export async function listFounders(lang: Language): Promise<Founder[]> {
  return (await loadFounders()).map((founder) => localize(founder, lang));
}

export async function findFounder(slug: string, lang: Language): Promise<Founder | null> {
  const founder = (await loadFounders()).find((candidate) => candidate.slug === slug);
  return founder ? localize(founder, lang) : null;
}

/** Every founder in the file, and whether it is still a sample (for the launch check). */
export async function listFounderSampleMarks(): Promise<{ slug: string; name: string; sample: boolean }[]> {
  return (await loadFounders()).map(({ slug, name, sample }) => ({ slug, name, sample: sample ?? false }));
}
