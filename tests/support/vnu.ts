import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";

type VnuMessage = { type: string; subType?: string; message: string; url: string; lastLine?: number };

/** Runs the W3C Nu HTML checker once over many documents; returns its messages per document name. */
export async function validateHtml(documents: Record<string, string>): Promise<Record<string, VnuMessage[]>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  const files = await Promise.all(
    Object.entries(documents).map(async ([name, html], index) => {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, html);
      return { name, file };
    }),
  );
  const { stdout } = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--format", "json", "--stdout", "--exit-zero-always", ...files.map(({ file }) => file)],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
  return Object.fromEntries(
    files.map(({ name, file }) => [name, messages.filter((message) => message.url === pathToFileURL(file).href)]),
  );
}
