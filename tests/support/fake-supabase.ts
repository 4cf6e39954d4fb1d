import http from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake answers: the real wire format, a failure, a stall or garbage. */
export type FakeMode = "ok" | "error500" | "stall" | "garbage";

export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

export type FakeSupabase = {
  url: string;
  anonKey: string;
  requests: RecordedRequest[];
  setMode: (mode: FakeMode) => void;
  /** The body detect-language answers with in "ok" mode. */
  setDetectedLanguage: (answer: unknown) => void;
  stop: () => Promise<void>;
};

const ANON_KEY = "test-anon-key";

/**
 * A Supabase stand-in on loopback that speaks the same HTTP as the real
 * service (Edge Functions under /functions/v1), records every request and can
 * be told to fail, stall or return garbage.
 */
export async function startFakeSupabase(): Promise<FakeSupabase> {
  let mode: FakeMode = "ok";
  let detected: unknown = { lang: "nb" };
  const requests: RecordedRequest[] = [];
  const stalled = new Set<http.ServerResponse>();

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, body });
      if (request.headers.apikey !== ANON_KEY) {
        response.writeHead(401, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ message: "Invalid API key" }));
        return;
      }
      if (mode === "stall") {
        stalled.add(response);
        response.on("close", () => stalled.delete(response));
        return;
      }
      if (mode === "error500") {
        response.writeHead(500, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: "internal" }));
        return;
      }
      if (mode === "garbage") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end("{not json");
        return;
      }
      if (request.method === "GET" && url.pathname === "/functions/v1/detect-language") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(detected));
        return;
      }
      response.writeHead(404, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ message: "not found" }));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: ANON_KEY,
    requests,
    setMode: (next) => {
      mode = next;
    },
    setDetectedLanguage: (answer) => {
      detected = answer;
    },
    stop: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
