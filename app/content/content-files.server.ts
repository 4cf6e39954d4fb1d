import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { type SiteConfig, siteConfig } from "~/services/config.server";
import { errorMessage, logEvent } from "~/utils/log.server";

/** What reading content needs: where the files are, and whether they can change while the server runs. */
export type ContentSettings = Pick<SiteConfig, "contentDir" | "isProduction">;

export type ReadContentFile = (name: string) => Promise<string>;

/**
 * Derived content (parsed, sanitised) of one content directory, by key: in
 * production, where the files ship with the image, each key is computed once
 * and kept for the life of the process; in development it is computed afresh
 * on every call, so edits show up on reload. `compute` reads the directory's files.
 */
export function createContentCache({ contentDir, isProduction }: ContentSettings) {
  // Names come from our code, never from a URL.
  const read: ReadContentFile = (name) => readFile(path.join(contentDir, name), "utf8");
  const computed = new Map<string, Promise<unknown>>();
  return <T>(key: string, compute: (read: ReadContentFile) => Promise<T>): Promise<T> => {
    if (!isProduction) return compute(read);
    if (!computed.has(key)) computed.set(key, compute(read));
    return computed.get(key) as Promise<T>;
  };
}

/** The cache of the configured content directory (CONTENT_DIR), for content read in one place only. */
export const cachedContent = createContentCache(siteConfig);

/** An optional content file's text, or null when it is missing; a file that exists but cannot be read is logged too. */
export function readOptional(read: ReadContentFile, file: string): Promise<string | null> {
  return read(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") logEvent("warn", "content.unreadable", { file, error: errorMessage(error) });
    return null;
  });
}

/** A JSON content file's text read by `schema`; null when it is not valid, logged as `invalidEvent`. */
export function parseContentJson<T>(text: string, schema: z.ZodType<T, z.ZodTypeDef, unknown>, invalidEvent: string) {
  try {
    return schema.parse(JSON.parse(text));
  } catch (error) {
    logEvent("warn", invalidEvent, { error: errorMessage(error) });
    return null;
  }
}
