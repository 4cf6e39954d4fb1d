import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

type VnuMessage = { type: string; message: string; url: string };

/** Runs the W3C Nu HTML checker once over many documents; returns its errors as "document name: message". */
export async function htmlErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  const entries = Object.entries(documents).map(([name, html], index) => ({
    name,
    html,
    file: path.join(dir, `page-${index}.html`),
  }));
  await Promise.all(entries.map(({ file, html }) => writeFile(file, html)));
  const { stdout } = await promisify(execFile)(
    "java",
    // A short run: the JIT's first tier only, with the stack the checker asks for then. Its guess of
    // each document's language only warns, and costs most of the run.
    [
      ...["-Xss4m", "-XX:TieredStopAtLevel=1", "-jar", vnuJar],
      ...["--no-langdetect", "--format", "json", "--stdout", "--exit-zero-always"],
      ...entries.map(({ file }) => file),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  const nameOf = (url: string) => entries.find(({ file }) => pathToFileURL(file).href === url)?.name ?? url;
  return messages
    .filter((message) => message.type === "error")
    .map((message) => `${nameOf(message.url)}: ${message.message}`);
}
