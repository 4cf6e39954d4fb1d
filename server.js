// The production server (`npm start`): remix-serve's setup plus what a public
// site needs from the HTTP layer: the client address for rate limits behind
// a trusted proxy, a 403 (not Remix's 500) for cross-site form posts, one
// JSON log line per request, and a graceful stop on SIGTERM.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import en from "./app/i18n/en.json" with { type: "json" };
import nb from "./app/i18n/nb.json" with { type: "json" };

// Node's own fetch: the web-fetch polyfill crashes the process when a timed-out
// backend call is aborted ("Cannot cancel a stream that already has a reader").
installGlobals({ nativeFetch: true });
// Like remix-serve: production unless told otherwise (React reads this when the build loads).
process.env.NODE_ENV ??= "production";

const SHUTDOWN_GRACE_MS = 10_000;
// The app's log lines add the id of the request they belong to (app/utils/log.server.ts).
const requestContext = new AsyncLocalStorage();
globalThis[Symbol.for("sinnsro.requestContext")] = requestContext;
const build = await import(path.resolve("build/index.js"));
const trustProxy = ["1", "true"].includes(process.env.TRUST_PROXY ?? "");

/** Browsers send Origin with form posts; one from another site is refused before Remix sees it. */
function isCrossSitePost(request) {
  if (["GET", "HEAD", "OPTIONS"].includes(request.method)) return false;
  const origin = request.get("origin");
  if (!origin) return request.get("sec-fetch-site") === "cross-site";
  if (origin === "null") return true;
  const host = (trustProxy && request.get("x-forwarded-host")?.split(",")[0]?.trim()) || request.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxy);
app.use(compression());

app.use((request, response, next) => {
  const started = process.hrtime.bigint();
  const requestId = request.get("x-request-id") || randomUUID();
  response.locals.requestId = requestId;
  response.on("finish", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    // The path only: query strings can carry what visitors typed.
    console.log(
      JSON.stringify({
        time: new Date().toISOString(),
        level: "info",
        event: "request",
        requestId,
        method: request.method,
        path: request.path,
        status: response.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      }),
    );
  });
  requestContext.run({ requestId }, next);
});

app.use((request, response, next) => {
  if (!isCrossSitePost(request)) return next();
  const english = request.path === "/en" || request.path.startsWith("/en/");
  response
    .status(403)
    .set("Cache-Control", "private, no-store")
    .type("text/plain; charset=utf-8")
    .send((english ? en : nb).contact.forbidden);
});

// Build assets are content-hashed and compressed at build time (scripts/compress-assets.mjs).
app.use(
  build.publicPath,
  expressStaticGzip(build.assetsBuildDirectory, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic: { immutable: true, maxAge: "1y" },
  }),
);
app.use(express.static("public", { maxAge: "1h" }));
app.all(
  "*",
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? "production",
    getLoadContext: (request, response) => ({ clientIp: request.ip ?? null, requestId: response.locals.requestId }),
  }),
);

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST;
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);

function onListen() {
  console.log(`[server] http://${host ?? "localhost"}:${port}`);
}

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    // Stop taking connections, let requests in flight finish, then leave.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
}
