// The production server (`npm start`): remix-serve's setup plus what a public
// site needs from the HTTP layer. Every request is cheap to refuse before it
// is routed: an over-long target (414), a method no page answers (405), a
// host or proxy header that does not parse (400), a cross-site form post
// (403), a body over its route's cap (413; the rest is discarded). The client
// address and scheme come from X-Forwarded-* only as far as TRUST_PROXY says.
// One JSON log line per request, also when the client hangs up, and a
// graceful stop on SIGTERM. What is refused, and how much a stop waits, is
// the app's decision (httpPolicy in the server build's entry module).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler, installGlobals, writeReadableStreamToWritable } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import getRawBody from "raw-body";

// Node's own fetch: the web-fetch polyfill crashes the process when a timed-out
// backend call is aborted ("Cannot cancel a stream that already has a reader").
installGlobals({ nativeFetch: true });
// Like remix-serve: production unless told otherwise (React reads this when the build loads).
process.env.NODE_ENV ??= "production";

// The app's log lines add the id of the request they belong to (app/utils/log.server.ts).
const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for("sinnsro.requestContext")] = requestContext;
const build = await import(path.resolve("build/index.js"));
// The app's own log line format (one JSON object per line) serves the server's lines too.
const { httpPolicy, logEvent, startBackgroundWork } = build.entry.module;
const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

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
 */
function forwarded(request, name) {
  const trust = request.app.get("trust proxy fn");
  const values = request
    .get(name)
    ?.split(",")
    .map((value) => value.trim());
  if (!values?.length || !trust(request.socket.remoteAddress, 0)) return undefined;
  const trustedHops = Math.max(1, request.ips.length);
  return values[Math.max(0, values.length - trustedHops)] || undefined;
}

/** The URL the visitor asked for, or null when its host or target cannot be a URL of ours. */
function requestUrl(request) {
  const host = forwarded(request, "x-forwarded-host") ?? request.get("host");
  const scheme = forwarded(request, "x-forwarded-proto")?.toLowerCase();
  const protocol = scheme === "https" || scheme === "http" ? scheme : request.socket.encrypted ? "https" : "http";
  if (!host || !HOST.test(host) || !request.originalUrl.startsWith("/")) return null;
  try {
    return new URL(`${protocol}://${host}${request.originalUrl}`);
  } catch {
    return null;
  }
}

// Remix's Express adapter builds its request from the raw stream and the unchecked
// Host; ours takes the URL worked out above and the body already read within its cap.
function remixRequest(request, response, signal) {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    for (const value of values ?? []) headers.append(name, value);
  }
  return new Request(response.locals.url, { method: request.method, headers, body: response.locals.body, signal });
}

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

/** "%" followed by anything but a UTF-8 escape makes the path unreadable (the router would log it in plain text). */
function hasValidEscapes(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** Browsers send Origin with form posts; one from another site is refused before Remix sees it. */
function isCrossSitePost(request, url) {
  if (request.method !== "POST") return false;
  const origin = request.get("origin");
  if (!origin) return request.get("sec-fetch-site") === "cross-site";
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== url.host;
  } catch {
    return true;
  }
}

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

app.use((request, response, next) => {
  const started = process.hrtime.bigint();
  const offered = request.get("x-request-id");
  const requestId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
  response.locals.requestId = requestId;
  // Every answer, static files and feeds included, is read as the type it declares.
  response.set("X-Content-Type-Options", "nosniff");
  // While stopping, a kept-alive connection carries no further request.
  if (stopping) response.set("Connection", "close");
  // "close" comes after "finish", and alone when the client hung up first: one line either way.
  response.once("close", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logEvent("info", "request", {
      requestId,
      method: request.method,
      path: request.path.slice(0, LOGGED_PATH_LENGTH),
      // An answer never begun has no status yet.
      status: response.headersSent ? response.statusCode : null,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  });
  requestContext.run({ requestId }, next);
});

app.use((request, response, next) => {
  if (httpPolicy.isTargetTooLong(request.originalUrl)) return refuse(request, response, 414);
  if (!httpPolicy.allowedMethods.includes(request.method)) {
    return refuse(request, response, 405, { Allow: httpPolicy.allowedMethods.join(", ") });
  }
  const url = requestUrl(request);
  if (!url || !hasValidEscapes(url.pathname)) return refuse(request, response, 400);
  if (isCrossSitePost(request, url)) return refuse(request, response, 403);
  response.locals.url = url;
  next();
});

app.use(compression());

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
app.use(express.static("public", { maxAge: "1h", index: false, redirect: false }));

// A body is read whole, up to its route's cap, before Remix sees the request:
// a declared length over the cap is answered before a byte is read, a longer
// stream as soon as it passes the cap.
app.use(async (request, response, next) => {
  if (request.method !== "POST") return next();
  try {
    response.locals.body = await getRawBody(request, {
      length: request.get("content-length"),
      limit: httpPolicy.bodyLimitBytes(request.path),
    });
    next();
  } catch (error) {
    if (error.type === "request.aborted") return;
    if (error.type === "entity.too.large") {
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
});

// app.use, not app.all("*"): Express would decode the path as a parameter and fail on "/%".
app.use(async (request, response, next) => {
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
});

// Remix answers its own errors with the error page; this is for the plumbing around it.
// A static file the client asked for badly ("/images/%C0") is its mistake: 400, a warning.
app.use((error, request, response, _next) => {
  const clientError = error?.status === 400;
  logEvent(clientError ? "warn" : "error", "request.failed", {
    requestId: response.locals.requestId,
    error: String(error?.message ?? error),
  });
  if (response.headersSent) return response.destroy();
  refuse(request, response, clientError ? 400 : 500);
});

const port = Number(process.env.PORT) || 3000;
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
