import { spawn } from "node:child_process";
import net from "node:net";
import { Redis } from "ioredis";
import { freePort } from "./site-server";

export type RedisServer = {
  port: number;
  url: string;
  /** The keys Redis holds now, sorted. */
  keys: () => Promise<string[]>;
  /** SIGTERM, then resolves once the process is gone. */
  stop: () => Promise<void>;
};

/** True once the server on the port answers PING (inline command, reply "+PONG"). */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    const done = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.setTimeout(500, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk;
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

/**
 * Debian's redis-server (.ci/run installs it) on a loopback port, on a free one
 * unless `port` is given (to start it again where instances expect it). It keeps
 * nothing on disk: every start is empty.
 */
export async function startRedis({ port }: { port?: number } = {}): Promise<RedisServer> {
  const listenOn = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(listenOn), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  // A process that could not be spawned never exits: it only reports an error.
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.once("error", () => resolve());
  });
  const failedToStart = new Promise<never>((_, reject) =>
    child.once("error", (error) =>
      reject(new Error(`redis-server could not be started (.ci/run installs it from Debian): ${error.message}`)),
    ),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const ready = (async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}:\n${output}`);
      if (await answersPing(listenOn)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not answer PING:\n${output}`);
  })();
  try {
    await Promise.race([ready, failedToStart]);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `redis://127.0.0.1:${listenOn}`;
  const keys = async () => {
    const client = new Redis(url);
    try {
      return (await client.keys("*")).sort();
    } finally {
      client.disconnect();
    }
  };
  return { port: listenOn, url, keys, stop };
}
