import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

// Plain node:* imports only: `npm run bench` (scripts/bench.mjs) imports this file as it is.

export type Nginx = {
  /** The site through the proxy, e.g. http://127.0.0.1:41234 (the shipped config's https server, without TLS). */
  url: string;
  /** SIGTERM, then resolves once nginx and its workers are gone, its folder removed. */
  stop: () => Promise<void>;
};

const root = path.resolve(import.meta.dirname, "../..");
/** The config operators copy (docs/deploy.md). */
const SHIPPED_CONFIG = path.join(root, "deploy/nginx.conf");

/** A free loopback port, as the system picks it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Replaces `pattern` (which must occur) in `text`: the shipped config must still have the shape this expects. */
function replaceIn(text: string, pattern: RegExp, replacement: string | ((match: string) => string)): string {
  if (text.search(pattern) < 0) throw new Error(`deploy/nginx.conf no longer has ${pattern}`);
  return text.replace(pattern, replacement as string);
}

type Setting = { folder: string; port: number; redirectPort: number; upstreams: string[]; files?: string };

/**
 * The shipped config with only what must differ on a test machine, each rule explicit:
 * - workers as root when the test is root (they read its folders), no `user` otherwise;
 * - every path under /var or /run (pid, logs, the cache) inside `folder`;
 * - the https server listens on `port` without TLS (its `ssl_*` lines go), the http one on `redirectPort`;
 * - the upstream's servers are `upstreams`, in order, with the shipped parameters;
 * - with `files` (`npm run bench`'s yardstick), that folder is served as it is under /files/.
 */
function testConfig(shipped: string, { folder, port, redirectPort, upstreams, files }: Setting): string {
  let text = replaceIn(shipped, /^user .*;$/m, process.getuid?.() === 0 ? "user root;" : "");
  text = replaceIn(text, /(?<=\s)\/(?:var|run)\/[^\s;]+/g, (file) => path.join(folder, file));
  text = replaceIn(text, /listen 443 ssl http2;/, `listen 127.0.0.1:${port};`);
  text = replaceIn(text, /listen 80;/, `listen 127.0.0.1:${redirectPort};`);
  text = replaceIn(text, /^\s*ssl_.*\n/gm, "");
  const servers = [...text.matchAll(/^(\s*server )\S+( max_fails.*;.*)$/gm)];
  if (servers.length !== upstreams.length) throw new Error(`deploy/nginx.conf has ${servers.length} upstream servers`);
  for (const [index, [line, indent, rest]] of servers.entries()) {
    text = text.replace(line, `${indent}${upstreams[index]}${rest}`);
  }
  if (files) text = replaceIn(text, /^( *)location \/ \{$/m, `$1location /files/ { alias ${files}/; }\n$&`);
  return text;
}

/**
 * Debian's nginx (.ci/run installs it) in the foreground with the shipped config (testConfig) in
 * front of `upstreams` (host:port). Resolves once its workers run: the listening sockets are
 * open before the master starts them, and it says so on stderr (notice level).
 */
export async function startNginx(upstreams: string[], { files }: { files?: string } = {}): Promise<Nginx> {
  const folder = await mkdtemp(path.join(tmpdir(), "nginx-"));
  const [port, redirectPort] = [await freePort(), await freePort()];
  const config = testConfig(await readFile(SHIPPED_CONFIG, "utf8"), { folder, port, redirectPort, upstreams, files });
  for (const dir of ["var/log/nginx", "var/cache/nginx", "run"])
    await mkdir(path.join(folder, dir), { recursive: true });
  const configFile = path.join(folder, "nginx.conf");
  await writeFile(configFile, config);
  const child = spawn(
    "/usr/sbin/nginx",
    ["-p", folder, "-c", configFile, "-e", "stderr", "-g", "daemon off; error_log stderr notice;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let output = "";
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stderr }).on("line", (line) => {
      output += `${line}\n`;
      if (line.includes("start worker process")) resolve();
    });
    child.once("error", (error) =>
      reject(new Error(`nginx could not be started (.ci/run installs it): ${error.message}`)),
    );
    child.once("exit", (code) => reject(new Error(`nginx exited with ${code}:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(folder, { recursive: true, force: true });
  };
  await ready.catch(async (error) => {
    await stop();
    throw error;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop,
  };
}

/**
 * The settings of an instance behind the proxy, as docs/deploy.md runs it: the backend, Redis, one
 * secret for all, the proxy trusted; every visitor of a test comes from the proxy's one address.
 */
export const instanceBehindProxy = (backend: { url: string; anonKey: string }, redisUrl: string) => ({
  SUPABASE_URL: backend.url,
  SUPABASE_ANON_KEY: backend.anonKey,
  REDIS_URL: redisUrl,
  SESSION_SECRET: "shared-by-every-instance-of-the-site",
  TRUST_PROXY: "1",
  CONTACT_LIMIT_PER_ADDRESS: "1000",
});
