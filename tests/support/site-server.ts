import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type SiteServer = {
  url: string;
  /** Seconds of CPU time (user + system) the server process has used so far, from /proc. */
  cpuSeconds: () => Promise<number>;
  /** Everything the server printed so far (stdout and stderr). */
  logs: () => string;
  /** SIGTERM, then the exit code once the process is gone. */
  stop: () => Promise<number | null>;
};

const root = path.resolve(import.meta.dirname, "../..");

/** A loopback port nothing listens on (at the moment of asking). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The site exited with ${child.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The site did not become healthy:\n${logs()}`);
}

/** Starts the production build (`npm start`'s command) on a free loopback port. */
export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, "build/server.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(root, "tests/.output/data", String(port)),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const logs = () => output;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  try {
    await waitForHealth(url, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  const cpuSeconds = async () => {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in clock ticks (100 a second).
    const stat = await readFile(`/proc/${child.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return { url, cpuSeconds, logs, stop };
}

/**
 * A DATA_DIR that cannot be created or written, not even by root (the tests
 * run as root, so permissions alone would not stop it): it lies below a regular file.
 */
export async function unwritableDataDir(): Promise<{ path: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(path.join(tmpdir(), "blocked-data-"));
  await writeFile(path.join(folder, "a-file"), "");
  return { path: path.join(folder, "a-file", "data"), remove: () => rm(folder, { recursive: true, force: true }) };
}
