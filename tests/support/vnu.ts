import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

type VnuMessage = { type: string; message: string; url: string };

/** Runs the W3C Nu HTML checker once over many documents; returns its errors as "document name: message". */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  const names = new Map<string, string>();
  await Promise.all(
    Object.entries(documents).map(async ([name, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, html);
      names.set(pathToFileURL(file).href, name);
    }),
  );
  const { stdout } = await promisify(execFile)(
    "java",
    [
      "-jar",
      vnuJar,
      "--format",
      "json",
      "--stdout",
      "--exit-zero-always",
      ...[...names.keys()].map((url) => fileURLToPath(url)),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return messages
    .filter((message) => message.type === "error")
    .map((message) => `${names.get(message.url) ?? message.url}: ${message.message}`);
}
