import http from "node:http";
import type { AddressInfo } from "node:net";
import { createClient } from "@supabase/supabase-js";
import ws from "ws";

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
  /** Paths of stalled or delayed calls the site gave up on (closed the connection), oldest first. */
  abandoned: string[];
  /** Holds every answer this long first (0: at once), as a slow backend would. */
  setDelay: (ms: number) => void;
  stop: () => Promise<void>;
};

const ANON_KEY = "test-anon-key";

function json(response: http.ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function parseBody(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body || "{}") as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** PostgREST's error body: a Postgres or PostgREST code and message, details and hint (often null). */
function postgrestError(code: string, message: string, details: string | null = null) {
  return { code, details, hint: null, message };
}

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
  return json(
    response,
    404,
    postgrestError(
      "PGRST202",
      `Could not find the function public.${name} without parameters in the schema cache`,
      `Searched for the function public.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    ),
  );
}

const fileTime = "2026-01-01T00:00:00.000Z";

/**
 * Storage's list endpoint: POST /storage/v1/object/list/{bucket} with
 * { prefix, limit, offset, sortBy }. Like the real one it lists the folder's
 * own files and its sub-folders (rows with `id: null` and no metadata), sorted
 * by name, the limit applying to both.
 */
function answerStorageList(
  bucket: string,
  args: Record<string, unknown>,
  data: FakeData,
  response: http.ServerResponse,
) {
  if (bucket !== "generated-images") {
    return json(response, 400, { statusCode: "404", error: "Bucket not found", message: "Bucket not found" });
  }
  const names = data.storedImages[String(args.prefix ?? "")] ?? [];
  const folders = [...new Set(names.filter((name) => name.includes("/")).map((name) => name.split("/")[0] ?? ""))];
  const rows = [
    ...folders.map((name) => ({
      name,
      id: null,
      updated_at: null,
      created_at: null,
      last_accessed_at: null,
      metadata: null,
    })),
    ...names
      .filter((name) => !name.includes("/"))
      .map((name, index) => ({
        name,
        id: `file-${index}`,
        updated_at: fileTime,
        created_at: fileTime,
        last_accessed_at: fileTime,
        metadata: { size: 1024, mimetype: "image/png" },
      })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const limit = typeof args.limit === "number" ? args.limit : 100;
  return json(response, 200, rows.slice(0, limit));
}

/** A 500 as each service words it; Edge Functions answer with the function's own error body. */
function answerError500(path: string, response: http.ServerResponse) {
  if (path.startsWith("/rest/v1/")) {
    return json(response, 500, postgrestError("57014", "canceling statement due to statement timeout"));
  }
  if (path.startsWith("/storage/v1/")) {
    return json(response, 500, {
      statusCode: "500",
      code: "InternalError",
      error: "internal",
      message: "Internal Server Error",
    });
  }
  return json(response, 500, { error: "internal" });
}

/**
 * The relay's own failure, before the function runs: supabase-js tells it
 * from the function's errors by the `x-relay-error: true` header
 * (FunctionsRelayError).
 */
function answerRelayError(response: http.ServerResponse) {
  response.writeHead(502, { "Content-Type": "application/json", "x-relay-error": "true" });
  response.end(JSON.stringify({ error: "Function is unavailable: the relay could not reach it" }));
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
  const stalled = new Set<http.ServerResponse>();
  const abandoned: string[] = [];
  let delayMs = 0;

  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://fake");
      requests.push({ method: request.method ?? "GET", path: url.pathname, headers: request.headers, body });
      if (delayMs > 0) {
        // A slow answer: held like a stalled one (the site may hang up), then given.
        stalled.add(response);
        const timer = setTimeout(() => {
          if (stalled.delete(response)) answer(request, response, url, body);
        }, delayMs);
        response.on("close", () => {
          clearTimeout(timer);
          if (stalled.delete(response)) abandoned.push(url.pathname);
        });
        return;
      }
      answer(request, response, url, body);
    });
  });

  /** Answers one recorded request as the mode says. */
  function answer(request: http.IncomingMessage, response: http.ServerResponse, url: URL, body: string) {
    if (request.headers.apikey !== ANON_KEY) {
      response.writeHead(401, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ message: "Invalid API key" }));
      return;
    }
    if (mode === "stall") {
      stalled.add(response);
      response.on("close", () => {
        if (stalled.delete(response)) abandoned.push(url.pathname);
      });
      return;
    }
    if (mode === "error500") {
      answerError500(url.pathname, response);
      return;
    }
    if (mode === "relayError" && url.pathname.startsWith("/functions/v1/")) {
      answerRelayError(response);
      return;
    }
    if (mode === "garbage") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end("{not json");
      return;
    }
    if (mode === "reset") {
      request.socket.destroy();
      return;
    }
    if (mode === "huge") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(`[${'"x",'.repeat(2_500_000)}"x"]`);
      return;
    }
    if (mode === "wrongShape") {
      json(response, 200, [{ id: null, title: 42, lang: ["x"], url: "not a url" }, { unexpected: true }]);
      return;
    }
    if (request.method === "GET" && url.pathname === "/functions/v1/detect-language") {
      json(response, 200, detected);
      return;
    }
    if (request.method === "POST" && url.pathname === "/functions/v1/send-contact-email") {
      json(response, 200, data.contactReply);
      return;
    }
    const rpc = url.pathname.match(/^\/rest\/v1\/rpc\/([a-z_]+)$/);
    if (request.method === "POST" && rpc?.[1]) {
      answerRpc(rpc[1], parseBody(body), data, response);
      return;
    }
    const list = url.pathname.match(/^\/storage\/v1\/object\/list\/([a-z-]+)$/);
    if (request.method === "POST" && list?.[1]) {
      answerStorageList(list[1], parseBody(body), data, response);
      return;
    }
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ message: "not found" }));
  }

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
    setDelay: (ms) => {
      delayMs = ms;
    },
    stop: async () => {
      const closing = [...stalled];
      stalled.clear();
      for (const response of closing) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A server-side Supabase client (as the site makes one) pointed at any URL, e.g. the fake. */
export function supabaseClientFor(url: string, anonKey: string) {
  return createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}
