// @ts-check
// The site's server, for `npm start` and, under `remix dev`, for `npm run dev`:
// remix-serve's setup plus what a public site needs from the HTTP layer. Every
// request is cheap to refuse before it is routed: an over-long target (414), a
// method no page answers (405), a host or proxy header that does not parse
// (400), a cross-site form post (403), a body over its route's cap (413; the
// rest is discarded). The client address and scheme come from X-Forwarded-*
// only as far as TRUST_PROXY says. One JSON log line per request, also when
// the client hangs up, and a graceful stop on SIGTERM. What is refused, and how
// much a stop waits, is the app's decision (httpPolicy in the server build's
// entry module); this file is the plumbing around it.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  broadcastDevReady,
  createRequestHandler,
  installGlobals,
  writeReadableStreamToWritable,
} from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import getRawBody from "raw-body";

/**
 * The server build, whose entry module also exports what this server takes from the app.
 * @typedef {import("@remix-run/node").ServerBuild & { entry: { module: typeof import("./app/entry.server") } }} SiteBuild
 */
/**
 * What the plumbing learns about a request on its way to Remix: its id, the URL
 * the visitor asked for (once it parsed) and the body (once it was read within its cap).
 * @typedef {{ requestId: string, url: URL, body?: Buffer }} RequestState
 * @typedef {import("express").Request} Request
 * @typedef {import("express").Response<unknown, RequestState>} Response
 * @typedef {import("express").NextFunction} Next
 * @typedef {(request: Request, response: Response, next: Next) => void} Handler
 * @typedef {(request: Request, response: Response, next: Next) => Promise<void>} AsyncHandler
 * @typedef {(error: unknown, request: Request, response: Response, next: Next) => void} ErrorHandler
 */

// Node's own fetch: the web-fetch polyfill crashes the process when a timed-out
// backend call is aborted ("Cannot cancel a stream that already has a reader").
installGlobals({ nativeFetch: true });
// Like remix-serve: production unless told otherwise (React reads this when the build loads).
process.env.NODE_ENV ??= "production";

// The app's log lines add the id of the request they belong to (app/utils/log.server.ts).
/** @type {AsyncLocalStorage<{ requestId: string }>} */
const requestContext = new AsyncLocalStorage();
Reflect.set(globalThis, Symbol.for("sinnsro.requestContext"), requestContext);
// Imported once per process: under `remix dev` each rebuild restarts the server, so no request
// ever waits for a re-import.
/** @type {SiteBuild} */
const build = await import(path.resolve("build/index.js"));
// The app's own log line format (one JSON object per line) serves the server's lines too.
const { httpPolicy, logEvent, startBackgroundWork, withPageCache } = build.entry.module;
// Pages the same for every visitor are rendered once and answered from the app's cache.
const handleRemixRequest = withPageCache(createRequestHandler(build, process.env.NODE_ENV));

// A client-chosen request id is kept only when it is a short token; anything else gets our own.
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
// A host name, IPv4 or bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// How long a refused body is still read (and discarded) so that its 413 reaches the client.
const LINGER_AFTER_REFUSAL_MS = 2_000;
// Logs name the path, never its query (visitors type into it), and never more than this of it.
const LOGGED_PATH_LENGTH = 200;

/**
 * The value of an X-Forwarded-* header that a trusted proxy wrote: none unless
 * the peer is trusted, and of a list the entry of the outermost trusted proxy
 * (entries further left are whatever the client sent).
 * @param {Request} request
 * @param {string} name
 */
function forwarded(request, name) {
  /** @type {(address: string | undefined, hop: number) => boolean} Express compiles TRUST_PROXY into this. */
  const trust = request.app.get("trust proxy fn");
  const values = request
    .get(name)
    ?.split(",")
    .map((value) => value.trim());
  if (!values?.length || !trust(request.socket.remoteAddress, 0)) return undefined;
  const trustedHops = Math.max(1, request.ips.length);
  return values[Math.max(0, values.length - trustedHops)] || undefined;
}

/**
 * The URL the visitor asked for, or null when its host or target cannot be a URL of ours.
 * @param {Request} request
 */
function requestUrl(request) {
  const host = forwarded(request, "x-forwarded-host") ?? request.get("host");
  // This server speaks plain HTTP: https ends at a proxy, which says so in X-Forwarded-Proto.
  const scheme = forwarded(request, "x-forwarded-proto")?.toLowerCase();
  const protocol = scheme === "https" ? "https" : "http";
  // A request names one host: two Host headers are refused (Node would quietly keep the first).
  const hosts = request.headersDistinct.host ?? [];
  if (!host || hosts.length > 1 || !HOST.test(host) || !request.originalUrl.startsWith("/")) return null;
  try {
    return new URL(`${protocol}://${host}${request.originalUrl}`);
  } catch {
    return null;
  }
}

/**
 * Remix's Express adapter builds its request from the raw stream and the unchecked
 * Host; ours takes the URL worked out above and the body already read within its cap.
 * @param {Request} request
 * @param {Response} response
 * @param {AbortSignal} signal
 */
function remixRequest(request, response, signal) {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  // raw-body's Buffer lies on a plain ArrayBuffer; the DOM types only rule out a shared one.
  const body = /** @type {Uint8Array<ArrayBuffer> | undefined} */ (response.locals.body);
  return new Request(response.locals.url, { method: request.method, headers, body, signal });
}

/**
 * Writes Remix's answer (status, headers, streamed body) to the visitor.
 * @param {Response} response
 * @param {globalThis.Response} remixResponse
 */
async function sendRemixResponse(response, remixResponse) {
  response.statusMessage = remixResponse.statusText;
  response.status(remixResponse.status);
  // Set-Cookie may repeat; any other header from the app replaces the server's (nosniff is in both).
  for (const [name, value] of remixResponse.headers.entries()) {
    if (name === "set-cookie") response.append(name, value);
    else response.set(name, value);
  }
  if (remixResponse.body) await writeReadableStreamToWritable(remixResponse.body, response);
  else response.end();
}

/**
 * A path the router can read: "%" followed by anything but a UTF-8 escape
 * makes it unreadable (the router would log it in plain text), and an escaped
 * backslash is no path of ours (browsers send a typed one as "/"); decoded,
 * "/%5C" makes the router's own link encoding throw.
 * @param {string} pathname
 */
function isReadablePath(pathname) {
  try {
    return !decodeURIComponent(pathname).includes("\\");
  } catch {
    return false;
  }
}

/**
 * Answers a refused request with the app's plain-text reason, in the language of its path.
 * @param {Request} request
 * @param {Response} response
 * @param {Parameters<typeof httpPolicy.refusalText>[0]} status
 * @param {Record<string, string>} [headers]
 */
function refuse(request, response, status, headers = {}) {
  response
    .status(status)
    .set({ "Cache-Control": "private, no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(httpPolicy.refusalText(status, request.path));
}

let stopping = false;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", httpPolicy.trustProxy);

/** @type {Handler} */
const identifyAndLog = (request, response, next) => {
  const started = process.hrtime.bigint();
  const offered = request.get("x-request-id");
  const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
  response.locals.requestId = requestId;
  // Every answer, static files and feeds included, is read as the type it declares.
  response.set("X-Content-Type-Options", "nosniff");
  // While stopping, a kept-alive connection carries no further request.
  if (stopping) response.set("Connection", "close");
  // The path as the visitor asked: mounts and the precompressed-file lookup rewrite request.url later.
  const loggedPath = request.path.slice(0, LOGGED_PATH_LENGTH);
  // "close" comes after "finish", and alone when the client hung up first: one line either way.
  response.once("close", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logEvent("info", "request", {
      requestId,
      method: request.method,
      path: loggedPath,
      // An answer never begun has no status yet.
      status: response.headersSent ? response.statusCode : null,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  });
  requestContext.run({ requestId }, next);
};

/** @type {Handler} */
const refuseUnroutable = (request, response, next) => {
  if (httpPolicy.isTargetTooLong(request.originalUrl)) return refuse(request, response, 414);
  if (!httpPolicy.allowedMethods.includes(request.method)) {
    return refuse(request, response, 405, { Allow: httpPolicy.allowedMethods.join(", ") });
  }
  const url = requestUrl(request);
  if (!url || !isReadablePath(url.pathname)) return refuse(request, response, 400);
  const post = {
    method: request.method,
    host: url.host,
    origin: request.get("origin"),
    fetchSite: request.get("sec-fetch-site"),
  };
  if (httpPolicy.isCrossSitePost(post)) return refuse(request, response, 403);
  response.locals.url = url;
  next();
};

/**
 * A body is read whole, up to its route's cap, before Remix sees the request:
 * a declared length over the cap is answered before a byte is read, a longer
 * stream as soon as it passes the cap.
 * @type {AsyncHandler}
 */
const readBodyWithinCap = async (request, response, next) => {
  if (request.method !== "POST") return next();
  try {
    response.locals.body = await getRawBody(request, {
      length: request.get("content-length"),
      // The URL's path, with "." and ".." segments resolved as the router sees them.
      limit: httpPolicy.bodyLimitBytes(response.locals.url.pathname),
    });
    next();
  } catch (error) {
    const { type } = /** @type {import("raw-body").RawBodyError} */ (error);
    if (type === "request.aborted") return;
    if (type === "entity.too.large") {
      // Closing on unread data makes TCP reset the connection, and the client
      // loses our answer with it. So the rest is read and thrown away (no
      // memory kept) for a short while, enough for the client to read the 413
      // and stop sending, and only then is the connection cut.
      request.resume();
      setTimeout(() => request.socket.destroy(), LINGER_AFTER_REFUSAL_MS).unref();
      return refuse(request, response, 413);
    }
    refuse(request, response, 400);
  }
};

/** @type {AsyncHandler} */
const handToRemix = async (request, response, next) => {
  const abort = new AbortController();
  response.once("close", () => {
    if (!response.writableFinished) abort.abort();
  });
  try {
    const context = { clientIp: request.ip ?? null, requestId: response.locals.requestId };
    await sendRemixResponse(response, await handleRemixRequest(remixRequest(request, response, abort.signal), context));
  } catch (error) {
    next(error);
  }
};

/**
 * Remix answers its own errors with the error page; this is for the plumbing around it.
 * A static file the client asked for badly is its mistake, and a warning: a path that does
 * not decode ("/images/%C0", 400) or a range past the file's end (416, with the Content-Range
 * that serve-static worked out).
 * @type {ErrorHandler}
 */
const answerPlumbingError = (error, request, response, _next) => {
  // serve-static's errors (http-errors) carry the status and the headers to answer with.
  const details = /** @type {{ status?: unknown, headers?: Record<string, string> }} */ (
    error instanceof Error ? error : {}
  );
  const clientError = details.status === 400 || details.status === 416 ? details.status : null;
  logEvent(clientError ? "warn" : "error", "request.failed", {
    requestId: response.locals.requestId,
    error: error instanceof Error ? error.message : String(error),
  });
  if (response.headersSent) return void response.destroy();
  refuse(request, response, clientError ?? 500, clientError === 416 ? (details.headers ?? {}) : {});
};

app.use(identifyAndLog, refuseUnroutable, compression());
// Build assets are content-hashed and compressed at build time (scripts/compress-assets.mjs).
// No directory redirects: "/build" would get a slash that the site then takes away again.
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", redirect: false },
  }),
);
// Every file in public/ has an extension; a page path (no "." in its last segment) skips the
// lookup: for a page, serve-static stats a file that is not there, then builds (with a stack
// trace) and throws away a 404 error, on every request.
const publicFiles = express.static("public", { maxAge: "1h", index: false, redirect: false });
app.use((request, response, next) => {
  if (!request.path.slice(request.path.lastIndexOf("/")).includes(".")) return next();
  publicFiles(request, response, next);
});
// app.use, not app.all("*"): Express would decode the path as a parameter and fail on "/%".
app.use(readBodyWithinCap, handToRemix, answerPlumbingError);

// PORT=0 takes any free port (the tests do); unset or empty, 3000.
const port = process.env.PORT ? Number(process.env.PORT) : 3000;
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
// A client gets 10 s to send its headers and 30 s for the whole request (a contact form is at
// most 32 KB), not Node's 60 s and 5 min: slow senders cannot hold connections for long.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
const stopBackgroundWork = startBackgroundWork();
// Settings still on a sample value (npm run preflight) are warnings here: the server starts anyway.
void build.entry.module.logSampleSettings();

function onListen() {
  console.log(`[server] http://${host ?? "localhost"}:${port}`);
  // The port actually taken (PORT=0 asks the system for a free one): tests wait for this line.
  const address = server.address();
  logEvent("info", "server.listening", { port: typeof address === "object" && address ? address.port : port });
  // Under `remix dev` (which sets its address here), tell it this build is served: it then
  // reloads the browsers. A rebuild restarts this process, which imports the new build.
  if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Stop taking connections, let requests in flight finish (the grace outlasts
    // the slowest, a contact delivery with its retry), then leave.
    stopping = true;
    server.close(async () => {
      await stopBackgroundWork();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), httpPolicy.shutdownGraceMs).unref();
  });
}
