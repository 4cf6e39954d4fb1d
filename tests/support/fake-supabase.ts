import http from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";

/**
 * How the fake answers: the real wire format ("ok"), or a fault. "error500"
 * answers 500 in each service's own error format, "reset" drops every
 * connection at once, "huge" sends a 10 MB body, "wrongShape" answers valid
 * JSON of the wrong shape. "relayError" fails every Edge Function call in the
 * Supabase relay (in front of the function), the rest answers as in "ok".
 */
export type FakeMode = "ok" | "error500" | "stall" | "garbage" | "reset" | "huge" | "wrongShape" | "relayError";

type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };

/** What the fake's database and storage hold. */
type FakeData = {
  /** Rows of get_public_blog_articles (anything: the site must validate them). */
  articles: unknown[];
  /** get_public_generated_images rows by `${article id}/${source table}`. */
  generatedImages: Record<string, unknown[]>;
  /**
   * File names in the generated-images bucket, by folder (article id). A name
   * with a slash lies in a sub-folder, which the listing shows as a folder row.
   */
  storedImages: Record<string, string[]>;
  /** What send-contact-email answers in "ok" mode (the real one reports failures in `error`). */
  contactReply: unknown;
};

export type FakeSupabase = {
  url: string;
  anonKey: string;
  requests: RecordedRequest[];
  data: FakeData;
  setMode: (mode: FakeMode) => void;
  /** The body detect-language answers with in "ok" mode. */
  setDetectedLanguage: (answer: unknown) => void;
  /** The Idempotency-Key of every send-contact-email call answered as sent, in order. */
  delivered: string[];
  /** Paths of stalled or delayed calls the site gave up on (closed the connection), oldest first. */
  abandoned: string[];
  /** Holds every answer this long first (0: at once), as a slow backend would. */
  setDelay: (ms: number) => void;
  stop: () => Promise<void>;
  /** stop, for `await using`: what a test started is stopped even when it fails. */
  [Symbol.asyncDispose]: () => Promise<void>;
};

const ANON_KEY = "test-anon-key";

/** Answers with JSON; a string goes as it is (bodies that are not JSON). */
function json(response: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}) {
  response.writeHead(status, { "Content-Type": "application/json", ...headers });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

function parseBody(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body || "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** PostgREST's error body: a Postgres or PostgREST code and message, details and hint (often null). */
const postgrestError = (code: string, message: string) => ({ code, details: null, hint: null, message });

/** PostgREST functions under /rest/v1/rpc/{name}: POST with the arguments as a JSON object. */
function answerRpc(name: string, args: Record<string, unknown>, data: FakeData, response: http.ServerResponse) {
  if (name === "get_public_blog_articles") return json(response, 200, data.articles);
  if (name === "get_public_blog_article") {
    const found = data.articles.filter((row) => (row as { id?: unknown })?.id === args._id);
    return json(response, 200, found);
  }
  if (name === "get_public_generated_images") {
    return json(response, 200, data.generatedImages[`${args._article_id}/${args._source_table}`] ?? []);
  }
  const message = `Could not find the function public.${name} in the schema cache`;
  return json(response, 404, postgrestError("PGRST202", message));
}

/**
 * Storage's list endpoint of the generated-images bucket: POST /storage/v1/object/list/generated-images with
 * { prefix, limit, offset, sortBy }. Like the real one it lists the folder's
 * own files and its sub-folders (rows with `id: null` and no metadata), sorted
 * by name, the limit applying to both.
 */
function answerStorageList(args: Record<string, unknown>, data: FakeData, response: http.ServerResponse) {
  const names = data.storedImages[String(args.prefix ?? "")] ?? [];
  const folders = new Set(names.filter((name) => name.includes("/")).map((name) => name.split("/")[0] ?? ""));
  const at = (time: string | null) => ({ updated_at: time, created_at: time, last_accessed_at: time });
  const rows = [
    ...[...folders].map((name) => ({ name, id: null, ...at(null), metadata: null })),
    ...names
      .filter((name) => !name.includes("/"))
      .map((name, index) => ({
        name,
        id: `file-${index}`,
        ...at("2026-01-01T00:00:00.000Z"),
        metadata: { size: 1024, mimetype: "image/png" },
      })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return json(response, 200, rows.slice(0, typeof args.limit === "number" ? args.limit : 100));
}

/** A 500 as each service words it; Edge Functions answer with the function's own error body. */
function answerError500(path: string, response: http.ServerResponse) {
  if (path.startsWith("/rest/v1/")) {
    return json(response, 500, postgrestError("57014", "canceling statement due to statement timeout"));
  }
  if (path.startsWith("/storage/v1/")) {
    const body = { statusCode: "500", code: "InternalError", error: "internal", message: "Internal Server Error" };
    return json(response, 500, body);
  }
  return json(response, 500, { error: "internal" });
}

/**
 * A Supabase stand-in on loopback that speaks the same HTTP as the real
 * service (Edge Functions under /functions/v1, PostgREST RPC under
 * /rest/v1/rpc, Storage under /storage/v1), records every request and can
 * be told to fail, stall or return garbage.
 */
export async function startFakeSupabase(): Promise<FakeSupabase> {
  let mode: FakeMode = "ok";
  let detected: unknown = { lang: "nb" };
  const data: FakeData = { articles: [], generatedImages: {}, storedImages: {}, contactReply: { success: true } };
  const requests: RecordedRequest[] = [];
  const held = new Set<http.ServerResponse>();
  const abandoned: string[] = [];
  const delivered: string[] = [];
  let delayMs = 0;

  /** Holds an answer (for `ms`, or for ever when stalled); a site that hangs up meanwhile abandoned it. */
  function hold(response: http.ServerResponse, path: string, ms?: number, then?: () => void) {
    held.add(response);
    const timer = ms === undefined ? undefined : setTimeout(() => held.delete(response) && then?.(), ms);
    response.on("close", () => {
      clearTimeout(timer);
      if (held.delete(response)) abandoned.push(path);
    });
  }

  const server = http.createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const url = new URL(request.url ?? "/", "http://fake");
    requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, body });
    // A slow answer: held like a stalled one (the site may hang up), then given.
    if (delayMs > 0) hold(response, url.pathname, delayMs, () => answer(request, response, url, body));
    else answer(request, response, url, body);
  });

  /** Answers one recorded request as the mode says. */
  function answer(request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: string) {
    const route = `${request.method} ${url.pathname}`;
    if (request.headers.apikey !== ANON_KEY) return json(response, 401, { message: "Invalid API key" });
    if (mode === "stall") return hold(response, url.pathname);
    if (mode === "error500") return answerError500(url.pathname, response);
    // The relay's own failure, before the function runs: supabase-js tells it from the
    // function's errors by the `x-relay-error: true` header (FunctionsRelayError).
    if (mode === "relayError" && url.pathname.startsWith("/functions/v1/")) {
      const error = "Function is unavailable: the relay could not reach it";
      return json(response, 502, { error }, { "x-relay-error": "true" });
    }
    if (mode === "garbage") return json(response, 200, "{not json");
    if (mode === "reset") return request.socket.destroy();
    if (mode === "huge") return json(response, 200, `[${'"x",'.repeat(2_500_000)}"x"]`);
    if (mode === "wrongShape") {
      return json(response, 200, [{ id: null, title: 42, lang: ["x"], url: "not a url" }, { unexpected: true }]);
    }
    if (route === "GET /functions/v1/detect-language") return json(response, 200, detected);
    if (route === "POST /functions/v1/send-contact-email") {
      const reply = data.contactReply as { error?: unknown } | null;
      if (!reply?.error) delivered.push(String(request.headers["idempotency-key"]));
      return json(response, 200, reply);
    }
    const rpc = route.match(/^POST \/rest\/v1\/rpc\/([a-z_]+)$/)?.[1];
    if (rpc) return answerRpc(rpc, parseBody(body), data, response);
    if (route === "POST /storage/v1/object/list/generated-images") {
      return answerStorageList(parseBody(body), data, response);
    }
    json(response, 404, { message: "not found" });
  }

  const stop = async () => {
    const closing = [...held];
    held.clear();
    for (const response of closing) response.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: ANON_KEY,
    requests,
    data,
    setMode: (next) => {
      mode = next;
    },
    setDetectedLanguage: (answer) => {
      detected = answer;
    },
    abandoned,
    delivered,
    setDelay: (ms) => {
      delayMs = ms;
    },
    stop,
    [Symbol.asyncDispose]: stop,
  };
}

/** A server-side Supabase client (as the site makes one) pointed at any URL, e.g. the fake. */
export function supabaseClientFor(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
}
