import { readFileSync } from "node:fs";
import type { z } from "zod";
import { errorMessage, logEvent } from "~/utils/log.server";

/**
 * Reads one of the lists the build writes next to the server build (image
 * variants, link-preview images, voice worklets). Null, with a warning logged
 * as `event`, when the file is missing or not what the schema says: a build
 * that skipped a step still serves, without what that step makes.
 */
export function readBuildManifest<T>(file: URL | string, schema: z.ZodType<T>, event: string): T | null {
  try {
    return schema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (error) {
    logEvent("warn", event, { reason: errorMessage(error) });
    return null;
  }
}
