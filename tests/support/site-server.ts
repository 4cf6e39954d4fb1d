import { execFile, spawn } from "node:child_process";
import { once } from "node:events";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { promisify } from "node:util";

/** The production server that `npm start` runs. */
const SERVER_ENTRY = "build/server.js";

/**
 * A DATA_DIR that cannot be created or written, not even by root (the tests
 * run as root, so permissions alone would not stop it): it lies below a device file.
 */
export const UNWRITABLE_DATA_DIR = "/dev/null/data";

export type SiteServer = {
  url: string;
  /** DATA_DIR: a fresh folder of its own unless the environment names one. */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  logs: () => string;
  /** The JSON log lines (one object each) of this event, so far. */
  events: (event: string) => Record<string, unknown>[];
  /** Resolves with the first log line (stdout or stderr) that contains `text`, written so far or later. */
  logLine: (text: string) => Promise<string>;
  /** SIGTERM (or the signal given: SIGKILL for a crash), then the exit code once the process is gone. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  /** stop (SIGTERM), for `await using`: what a test started is stopped even when it fails. */
  [Symbol.asyncDispose]: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A fresh CONTENT_DIR holding only these files (path: text) and, unless they replace it,
 * content/founders.json, which the site cannot start without.
 */
async function contentDirWith(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), "site-content-"));
  await copyFile(path.join(root, "content/founders.json"), path.join(folder, "founders.json"));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
    await writeFile(path.join(folder, file), text);
  }
  return folder;
}

/**
 * Starts the production build on a loopback port the system picks, and resolves once it listens.
 * With `content`, its content folder holds only those files (see contentDirWith); with `cwd`, it
 * runs in that folder instead of the project's.
 */
export async function startSite(
  env: Record<string, string> = {},
  { content, cwd = root }: { content?: Record<string, string>; cwd?: string } = {},
): Promise<SiteServer> {
  // Folders of its own, removed when it stops.
  const ownDirs = {
    DATA_DIR: env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), "site-data-"))),
    ...(content ? { CONTENT_DIR: await contentDirWith(content) } : {}),
  };
  const child = spawn(process.execPath, [path.join(root, SERVER_ENTRY)], {
    cwd,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...ownDirs, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiting = new Set<{ text: string; resolve: (line: string) => void }>();
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      for (const waiter of waiting) {
        if (!line.includes(waiter.text)) continue;
        waiting.delete(waiter);
        waiter.resolve(line);
      }
    });
  }
  const logs = () => lines.map((line) => `${line}\n`).join("");
  const events = (event: string) =>
    lines
      .filter((line) => line.includes(`"event":"${event}"`))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === event);
  const logLine = (text: string) =>
    new Promise<string>((resolve) => {
      const written = lines.find((line) => line.includes(text));
      if (written) resolve(written);
      else waiting.add({ text, resolve });
    });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode === null) child.kill(signal);
    const code = await exited;
    for (const [name, folder] of Object.entries(ownDirs)) {
      if (folder !== env[name]) await rm(folder, { recursive: true, force: true });
    }
    return code;
  };
  const listening = await Promise.race([logLine('"event":"server.listening"'), exited.then(() => null)]);
  if (!listening) {
    await stop();
    throw new Error(`The site exited before it listened:\n${logs()}`);
  }
  const { port } = JSON.parse(listening) as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir: ownDirs.DATA_DIR,
    logs,
    events,
    logLine,
    stop,
    [Symbol.asyncDispose]: async () => void (await stop()),
  };
}

type ScriptRun = { code: number; stdout: string; stderr: string };

/** Runs a script of the build (`npm run outbox`, `npm run preflight`) to its end: its exit code and output. */
export function runBuildScript(file: string, env: Record<string, string>, args: string[] = []): Promise<ScriptRun> {
  return promisify(execFile)(process.execPath, [path.join(root, "build", file), ...args], {
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
  })
    .then(({ stdout, stderr }) => ({ stdout, stderr, code: 0 }))
    .catch((error: ScriptRun) => error);
}
