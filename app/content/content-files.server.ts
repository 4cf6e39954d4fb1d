import { readFile } from "node:fs/promises";
import path from "node:path";
import { siteConfig } from "~/services/config.server";

/**
 * Reads a file from the content directory. Names come from our code, never from
 * a URL, and must be plain file names or paths below it.
 */
export async function readContentFile(name: string): Promise<string> {
  const file = path.resolve(siteConfig.contentDir, name);
  if (!file.startsWith(siteConfig.contentDir + path.sep))
    throw new Error(`content name outside the content directory: ${name}`);
  return readFile(file, "utf8");
}

const cache = new Map<string, Promise<unknown>>();

/**
 * Derived content (parsed, sanitised) is computed once per process in
 * production, where the files ship with the image, and afresh on every request
 * in development so edits show up on reload.
 */
export function cachedContent<T>(key: string, compute: () => Promise<T>): Promise<T> {
  if (!siteConfig.isProduction) return compute();
  let entry = cache.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = compute();
    cache.set(key, entry);
  }
  return entry;
}
