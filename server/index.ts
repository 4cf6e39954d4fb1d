// The site's server, for `npm start` and, under `remix dev`, for `npm run dev`:
// Remix through its official Express adapter, with the little a public site
// needs before it. Every request is cheap to refuse before it is routed: an
// over-long target (414), a method no page answers (405), a host or proxy
// header that does not parse (400), a cross-site form post (403), a body over
// its route's cap (413). X-Forwarded-* count only as far as TRUST_PROXY says.
// One JSON log line per request, also when the client hangs up, and a
// graceful stop on SIGTERM. It imports only stateless modules of the app (the
// route table's description of a request, the refusal rules, the log line's
// shape): configuration, logger and stores live in the build alone, which
// validates the settings as it loads and stops its own background work.
import { randomUUID } from "node:crypto";
import { channel } from "node:diagnostics_channel";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import ipaddr from "ipaddr.js";
import { describeRequest, type RequestContext, type RequestDescription } from "../app/routing/request.server";
import * as policy from "../app/services/http-policy.server";
import { writeLogLine } from "../app/utils/log-line";
import { REQUEST_CHANNEL, STOP_CHANNEL } from "../app/utils/server-channels";

/** What the plumbing learns about a request on its way to Remix. */
type Locals = { requestId: string; description: RequestDescription; bodyRefused?: boolean };
type Answer = Response<unknown, Locals>;

// Node's own fetch: the web-fetch polyfill crashes the process when a timed-out
// backend call is aborted ("Cannot cancel a stream that already has a reader").
installGlobals({ nativeFetch: true });
// Like remix-serve: production unless told otherwise (React reads this when the build loads).
process.env.NODE_ENV ??= "production";

// A start that fails says why in one log line: a bad setting fails the build's import.
function failStart(error: unknown): never {
  writeLogLine("error", "server.start_failed", { error: String(error) });
  process.exit(1);
}

// Imported once per process: under `remix dev` each rebuild restarts the server.
const build: ServerBuild = await import(new URL("./index.js", import.meta.url).href).catch(failStart);
// public/ lies beside build/, whatever folder the server was started from.
const installFolder = path.resolve(import.meta.dirname, "..");

const trustProxySetting = process.env.TRUST_PROXY?.trim().replace(/^false$/, "0") || "0";
// Express reads a number as hops to trust, a string as the proxies' addresses or ranges.
const trustProxy = /^\d+$/.test(trustProxySetting) ? Number(trustProxySetting) : trustProxySetting;

// A client-chosen request id is kept only when it is a short token; anything else gets our own.
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
// A host name, IPv4 or bracketed IPv6 address, with an optional port.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
// How long a refused body is still read (and discarded) so that its 413 reaches the client.
const LINGER_AFTER_REFUSAL_MS = 2_000;
// Accept-Language is passed on up to here: enough for any real browser's list, and bounded work
// for any header (remix-i18next checks each entry it is given with Intl).
const ACCEPT_LANGUAGE_BYTES = 256;
// Logs name the path, never its query (visitors type into it), and never more than this of it.
const LOGGED_PATH_LENGTH = 200;
// A stop lets requests in flight and a contact delivery under way finish (a call lasts at most
// CONTACT_TIMEOUT_MS, 10 s by default), and leaves after this at the latest: inside the
// container's 30 s stop timeout.
const STOP_DEADLINE_MS = 25_000;

/** Answers a refused request with the app's plain-text reason, in the language of its path. */
function refuse(response: Answer, status: policy.RefusalStatus, headers: Record<string, string> = {}) {
  response
    .status(status)
    .set({ "Cache-Control": "private, no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(policy.refusalText(status, response.req.path));
}

/**
 * A path the router can read: "%" followed by anything but a UTF-8 escape
 * makes it unreadable (the router would log it in plain text), and an escaped
 * backslash is no path of ours (browsers send a typed one as "/"); decoded,
 * "/%5C" makes the router's own link encoding throw.
 */
function isReadablePath(pathname: string): boolean {
  try {
    return !decodeURIComponent(pathname).includes("\\");
  } catch {
    return false;
  }
}

const requestChannel = channel(REQUEST_CHANNEL);
let stopping = false;
const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);

/** A request id, the log line (written when the answer ends or the client hangs up) and the request's scope. */
function identifyAndLog(request: Request, response: Answer, next: NextFunction) {
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
    writeLogLine("info", "request", {
      requestId,
      method: request.method,
      path: loggedPath,
      // An answer never begun has no status yet.
      status: response.headersSent ? response.statusCode : null,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      ...(response.writableFinished ? {} : { aborted: true }),
    });
  });
  // The rest of the request runs in the app's request scope (bound to this channel by the build).
  requestChannel.runStores({ requestId }, () => next());
}

let untrustedProxyReported = false;

/**
 * A request whose X-Forwarded-For is dropped: from a loopback or private peer with TRUST_PROXY 0
 * it comes from our own proxy, and every visitor then has the proxy's address (one contact
 * allowance for all). Logged once per process.
 */
function noteUntrustedForwarding(peer = "") {
  if (untrustedProxyReported || trustProxy !== 0 || !ipaddr.isValid(peer)) return;
  untrustedProxyReported = ["loopback", "private", "uniqueLocal", "linkLocal"].includes(ipaddr.process(peer).range());
  if (untrustedProxyReported) writeLogLine("warn", "config.untrusted_proxy", { peer, fix: "set TRUST_PROXY" });
}

/**
 * X-Forwarded-* as far as TRUST_PROXY believes them: from a peer that is not
 * a trusted proxy, none; of a trusted one's list, the entry the outermost
 * trusted proxy wrote (entries further left are whatever the client sent).
 * Express and the adapter then read the visitor's scheme, host and address from them.
 */
function keepTrustedForwarding(request: Request) {
  const trusted = request.app.get("trust proxy fn")(request.socket.remoteAddress, 0);
  const trustedHops = Math.max(1, request.ips.length);
  if (!trusted && request.get("x-forwarded-for")) noteUntrustedForwarding(request.socket.remoteAddress);
  for (const name of ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto"]) {
    const values = request.get(name)?.split(/\s*,\s*/);
    if (!trusted || !values?.length) delete request.headers[name];
    else if (name !== "x-forwarded-for") request.headers[name] = values[Math.max(0, values.length - trustedHops)];
  }
  // This server speaks plain HTTP: https ends at a proxy, which says so. Any other word is http.
  const proto = request.get("x-forwarded-proto");
  if (proto) request.headers["x-forwarded-proto"] = proto.toLowerCase() === "https" ? "https" : "http";
}

/**
 * A body refused with 413: Remix, if it is reading, gets an error rather than a body cut short.
 * Closing on unread data makes TCP reset the connection, and the client would lose the 413 with
 * it; so the rest is read and thrown away (no memory kept) for a short while, and only then is
 * the connection cut. `answer`: whether this answers the request (else its route does).
 */
function refuseBody(request: Request, response: Answer, answer = true) {
  response.locals.bodyRefused = answer;
  // Remix may have answered already (a post to a page without a form gets 405 unread).
  if (answer && !response.headersSent) refuse(response, 413);
  if (request.listenerCount("error") > 0) request.emit("error", new Error("request body over its cap"));
  request.resume();
  // Only a body still arriving then is cut off: a finished one leaves the connection to the
  // client's next request.
  setTimeout(() => request.complete || request.socket.destroy(), LINGER_AFTER_REFUSAL_MS).unref();
}

/** What no page needs is answered here, before any routing, at almost no cost. */
function refuseUnroutable(request: Request, response: Answer, next: NextFunction) {
  if (policy.isTargetTooLong(request.originalUrl)) return refuse(response, 414);
  if (!policy.allowedMethods.includes(request.method)) {
    return refuse(response, 405, { Allow: policy.allowedMethods.join(", ") });
  }
  // No page reads the body of a GET or HEAD: one that comes with a body is refused unread.
  if (policy.isBodyNotAllowed(request.method, request.get("content-length"), request.get("transfer-encoding"))) {
    return refuseBody(request, response);
  }
  keepTrustedForwarding(request);
  const host = request.get("x-forwarded-host") ?? request.get("host");
  // A request names one host: two Host headers are refused (Node would quietly keep the first).
  const hosts = request.headersDistinct.host ?? [];
  if (!host || hosts.length > 1 || !HOST.test(host) || !request.originalUrl.startsWith("/")) {
    return refuse(response, 400);
  }
  // The URL the visitor asked for. Its path is checked before the static files too: their
  // middleware would answer an escape that does not decode with the bare error message.
  const url = URL.parse(`${request.protocol}://${host}${request.originalUrl}`);
  if (!url || !isReadablePath(url.pathname)) return refuse(response, 400);
  // Remix refuses a form post whose Origin does not name the Host (or X-Forwarded-Host) exactly as
  // written, while Origin and our own check go through the URL parser, which writes a host in
  // lower case and without its scheme's default port: a proxy writing "host:443" or "Host" made
  // every post an empty 500. From here on the request names its host as the URL does.
  request.headers.host = url.host;
  delete request.headers["x-forwarded-host"];
  if (
    request.method === "POST" &&
    policy.isCrossSitePost(url.host, request.get("origin"), request.get("sec-fetch-site"))
  ) {
    return refuse(response, 403);
  }
  const languages = request.get("accept-language");
  if (languages) request.headers["accept-language"] = languages.slice(0, ACCEPT_LANGUAGE_BYTES);
  response.locals.description = describeRequest(url, request.method, { get: (name) => request.get(name) ?? null });
  next();
}

/**
 * A form post may carry its route's cap: a stream is refused as soon as it passes the cap, and a
 * declared length over it before a byte is read, unless the route answers over-cap posts itself
 * (the contact form: the action then reads what came within the cap, and sees the error).
 */
function capBody(request: Request, response: Answer, next: NextFunction) {
  if (request.method !== "POST") return next();
  const { bodyLimitBytes: limit, answersOverCap } = response.locals.description;
  if (!answersOverCap && Number(request.get("content-length") ?? 0) > limit) return refuseBody(request, response);
  let received = 0;
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    request.off("data", count);
    refuseBody(request, response, !answersOverCap);
  };
  request.on("data", count);
  next();
}

/** The request as described once (refuseUnroutable), for every loader, action and the entry. */
const getLoadContext = (request: Request, response: Response): RequestContext => ({
  description: response.locals.description,
  clientIp: request.ip ?? null,
});

/**
 * Remix answers its own errors with the error page; this is for the plumbing around it.
 * A static file the client asked for badly is its mistake, and a warning: a path that does
 * not decode ("/images/%C0", 400) or a range past the file's end (416, with the Content-Range
 * that serve-static worked out).
 */
function answerPlumbingError(error: unknown, _request: Request, response: Answer, _next: NextFunction) {
  // A body refused with 413 leaves Remix answering a request that has had its answer.
  if (response.locals.bodyRefused) return;
  // serve-static's errors (http-errors) carry the status, and for 416 the Content-Range to answer with.
  const status: unknown = Reflect.get(Object(error), "status");
  const range: unknown = Reflect.get(Object(error), "headers")?.["Content-Range"];
  const clientError = status === 400 || status === 416 ? status : null;
  writeLogLine(clientError ? "warn" : "error", "request.failed", {
    requestId: response.locals.requestId,
    error: error instanceof Error ? error.message : String(error),
  });
  if (response.headersSent) return void response.destroy();
  refuse(response, clientError ?? 500, typeof range === "string" ? { "Content-Range": range } : {});
}

app.use(identifyAndLog, refuseUnroutable, compression());
// Build assets are content-hashed and compressed at build time (scripts/compress-assets.mjs).
// No directory redirects: "/build" would get a slash that the site then takes away again.
app.use(
  build.publicPath,
  expressStaticGzip(path.resolve(installFolder, build.assetsBuildDirectory), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y", redirect: false },
  }),
);
// Every file in public/ has an extension; a page path (no "." in its last segment) skips the
// lookup: for a page, serve-static stats a file that is not there, then builds (with a stack
// trace) and throws away a 404 error, on every request.
const publicFiles = express.static(path.join(installFolder, "public"), { maxAge: "1h", index: false, redirect: false });
app.use((request, response, next) => {
  if (!request.path.slice(request.path.lastIndexOf("/")).includes(".")) return next();
  publicFiles(request, response, next);
});
// app.use, not app.all("*"): Express would decode the path as a parameter and fail on "/%".
app.use(capBody, createRequestHandler({ build, getLoadContext }), answerPlumbingError);

// A client gets 10 s to send its headers and 30 s for the whole request (a contact form is at
// most 64 KB), not Node's 60 s and 5 min: slow senders cannot hold connections for long. Node
// checks these every `connectionsCheckingInterval` (30 s by default, which would let a slow
// sender stay 40 s): every second here.
const server = createServer(
  { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
  app,
);
// A port taken or not ours to take (EADDRINUSE, EACCES) stops the start.
server.once("error", failStart);
// PORT and HOST were validated by the build's configuration as it loaded (a bad value failed the start above).
server.listen({ port: Number(process.env.PORT || 3000), host: process.env.HOST?.trim() || undefined }, () => {
  server.off("error", failStart);
  // The port actually taken (PORT=0 picks a free one): tests and tools read it from this line.
  writeLogLine("info", "server.listening", { port: (server.address() as AddressInfo).port });
  // Under `remix dev` (which sets its address here), tell it this build is served: it then
  // reloads the browsers. A rebuild restarts this process, which imports the new build.
  if (process.env.REMIX_DEV_ORIGIN) void broadcastDevReady(build);
});

// A stop takes no new connections, lets requests in flight finish and the app stop its own work
// (the build adds it to the list published on STOP_CHANNEL), then ends the process; at the deadline
// at the latest. A repeated signal changes nothing.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // The app stops its own work (the leads' delivery, its Redis connections) only once every
    // request has had its answer: a contact request still in flight needs the lead store.
    server.close(() => {
      const appStopping: Promise<unknown>[] = [];
      channel(STOP_CHANNEL).publish(appStopping);
      void Promise.allSettled(appStopping).then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), STOP_DEADLINE_MS).unref();
  });
}
