// Shared by the measuring scripts (bench, lighthouse): the production build started as a
// real server on the embedded default.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

// npm runs every script from the project's folder; so does preflight, bundled into build/.
export const root = process.cwd();

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (`build/server.js`) from the last build with no backend configured (unless
 * `env` says otherwise); resolves once /healthz answers. `stop` resolves once it has exited. `background` lowers the server's CPU priority, for measuring a browser on the same
 * machine: a visitor's phone does not share its processor with the server.
 * @param {string} name
 * @param {{ background?: boolean; env?: Record<string, string> }} [options]
 */
export async function startProductionSite(name, { background = false, env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = path.join(root, "build/server.js");
  const [command, args] = background ? ["nice", ["-n", "19", process.execPath, server]] : [process.execPath, [server]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      // A fresh folder each start: no lead store left by an earlier run.
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `${name}-data-`)),
      ...env,
    },
    stdio: "ignore",
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        return { base, pid: child.pid, stop: () => child.kill("SIGTERM") && exited };
      }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the server did not start");
}

/**
 * CPU seconds (user + system) a process has used so far: /proc/<pid>/stat counts in 1/100 s.
 * @param {number | undefined} pid
 */
export async function cpuSeconds(pid) {
  const fields = ((await readFile(`/proc/${pid}/stat`, "utf8")).split(") ")[1] ?? "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The slug of the first local article, so the measured article always exists. */
export async function firstArticleSlug() {
  const names = await readdir(path.join(root, "content", "articles"));
  return names.find((name) => name.endsWith(".md"))?.replace(/\.md$/, "");
}

export function machineLine() {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. Run on ${new Date().toISOString().slice(0, 10)}.`;
}
