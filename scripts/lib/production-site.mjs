// Shared by the measuring scripts (bench, lighthouse): the production build started as a
// real server on the embedded default, and the one performance document they write into.
import { spawn } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
const performanceDoc = path.join(root, "docs", "performance.md");

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (`build/server.js`) from the last build with no backend configured (unless
 * `env` says otherwise); resolves once /healthz answers. `stop` resolves once it has exited. `background` lowers the server's CPU priority, for measuring a browser on the same
 * machine: a visitor's phone does not share its processor with the server.
 */
export async function startProductionSite(name, { background = false, env = {} } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const command = background ? ["nice", ["-n", "19", process.execPath]] : [process.execPath, []];
  const child = spawn(command[0], [...command[1], path.join(root, "build/server.js")], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(os.tmpdir(), `${name}-data`),
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

/** The slug of the first local article, so the measured article always exists. */
export async function firstArticleSlug() {
  const names = await readdir(path.join(root, "content", "articles"));
  return names.find((name) => name.endsWith(".md"))?.replace(/\.md$/, "");
}

export function machineLine() {
  const cpus = os.cpus();
  return `Machine: ${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}. Run on ${new Date().toISOString().slice(0, 10)}.`;
}

/**
 * Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` in
 * docs/performance.md (appending it when missing), so each script owns its part.
 */
export async function writePerformanceSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = await readFile(performanceDoc, "utf8").catch(() => "# Performance\n");
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  await writeFile(performanceDoc, next);
  console.log(`Wrote the ${name} section of docs/performance.md`);
}
