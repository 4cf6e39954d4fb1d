import { spawn } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";

export type RedisServer = {
  /** The unix socket it listens on. */
  socket: string;
  /** REDIS_URL for the site: ioredis takes the socket from the `path` parameter. */
  url: string;
  /** The keys Redis holds now, sorted. */
  keys: () => Promise<string[]>;
  /** SIGTERM, then resolves once the process is gone. */
  stop: () => Promise<void>;
  /** stop, for `await using`. */
  [Symbol.asyncDispose]: () => Promise<void>;
};

/**
 * Debian's redis-server (.ci/run installs it) on a unix socket of its own, no
 * TCP port (so no port to find free), in a new folder unless `socket` is given
 * (to start it again where the sites expect it). It keeps nothing on disk:
 * every start is empty.
 */
export async function startRedis({ socket }: { socket?: string } = {}): Promise<RedisServer> {
  const listenOn = socket ?? path.join(await mkdtemp(path.join(tmpdir(), "redis-")), "redis.sock");
  const child = spawn(
    "redis-server",
    ["--port", "0", "--unixsocket", listenOn, "--unixsocketperm", "700", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      output += `${line}\n`;
      // "… ready to accept connections at <socket>" (Redis 7.0), "Ready to accept connections unix" (7.2).
      if (/ready to accept connections/i.test(line)) resolve();
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.once("exit", (code) => reject(new Error(`redis-server exited with ${code}:\n${output}`)));
    // A process that could not be spawned never exits: it only reports an error.
    child.once("error", (error) =>
      reject(new Error(`redis-server could not be started (.ci/run installs it from Debian): ${error.message}`)),
    );
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  await ready.catch(async (error) => {
    await stop();
    throw error;
  });
  const url = `redis://localhost?path=${encodeURIComponent(listenOn)}`;
  const keys = async () => {
    const client = new Redis({ path: listenOn });
    try {
      return (await client.keys("*")).sort();
    } finally {
      client.disconnect();
    }
  };
  return { socket: listenOn, url, keys, stop, [Symbol.asyncDispose]: stop };
}
