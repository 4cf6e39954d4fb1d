import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import type { ReactElement } from "react";
// renderToString for every complete document (see renderDocument). When a page
// still waits for something or failed in part, the web-stream renderer, not
// renderToPipeableStream: React 18's Node writer pads a chunk with NUL bytes
// when a multi-byte character straddles its 2 KB buffer, which corrupts pages
// in Norwegian (and fails the HTML checker).
import { renderToString } from "react-dom/server";
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/i18n/i18n.server";
import { applyPageCaching } from "~/routing/request.server";
import { applySecurityHeaders, ownInlineScripts } from "~/services/security-headers.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { isHttpsRequest } from "~/utils/request.server";
import { ScriptMark } from "~/utils/script-mark";

// The server (server/index.ts) reads these from the build: what runs beside requests (the
// leads' delivery, stopped on SIGTERM; a delivery cut off there is retried with the same
// idempotency key), each request's description, what it refuses before routing, the launch
// check (sample settings logged once at
// start), how it logs, and the scope its requests run in.
export { startContactBackgroundWork as startBackgroundWork } from "~/contact/delivery.server";
export { describeRequest } from "~/routing/request.server";
export * as httpPolicy from "~/services/http-policy.server";
export { logSampleSettings } from "~/services/preflight.server";
export { logEvent } from "~/utils/log.server";
export { requestScope } from "~/utils/request-context.server";

const STREAM_TIMEOUT_MS = 5_000;
// When a render that hangs is aborted, counted from the start of renderDocument.
const RENDER_DEADLINE_MS = STREAM_TIMEOUT_MS + 1_000;

// What React writes for a Suspense boundary it could not finish on the server
// (it failed, or still waited when renderToString ended): the browser would have
// to render it, and a visitor without JavaScript would see its fallback.
const CLIENT_RENDERED_BOUNDARY = "<!--$!-->";

/**
 * Whether the page's deferred loader data (the home page's testimonials) has
 * settled within `ms`. Settled before the render, it is written into the
 * page's context script (Remix's pre-resolved form) instead of a script after
 * the document; nothing else changes. Data still pending is left alone: the
 * streaming renderer then waits for it until the render deadline, as before.
 */
async function deferredDataSettles(context: EntryContext, signal: AbortSignal, ms: number): Promise<boolean> {
  const pending = Object.values(context.staticHandlerContext.activeDeferreds ?? {}).filter(
    (deferred) => !deferred.done,
  );
  if (pending.length === 0) return true;
  const settled = Promise.all(pending.map((deferred) => deferred.resolveData(signal))).then(() => true);
  // The wait is not cut short when the data comes first: it holds nothing, not even the process.
  return Promise.race([settled, sleep(ms, false, { ref: false })]);
}

/**
 * The document as one string, and the status it ends with.
 *
 * Every document arrives complete: visitors without JavaScript cannot run the
 * scripts that would swap streamed (deferred) parts into place, and crawlers
 * should read the whole page. Deferred data still shows its loading state
 * during client-side navigation.
 *
 * With the deferred data settled (deferredDataSettles), nothing in the tree
 * waits, and renderToString builds the document as strings: the web-stream
 * renderer does the same work but encodes each of its ~5,000 small chunks with
 * TextEncoder, only for the whole to be decoded again (about a third of the CPU
 * time of a page). Should anything still wait, suspend or throw, the page is
 * rendered with the web-stream renderer, which waits for it (until the
 * deadline), reports the error (onError) and sets the status.
 */
async function renderDocument(app: ReactElement, status: number, context: EntryContext, signal: AbortSignal) {
  const deadlineAt = Date.now() + RENDER_DEADLINE_MS;
  if (await deferredDataSettles(context, signal, STREAM_TIMEOUT_MS)) {
    let html: string | null = null;
    try {
      html = renderToString(app);
    } catch {
      // Rendered again below, where the error is reported (or what suspended is waited for).
    }
    // The legacy renderer writes no doctype for an <html> root; the streaming one does.
    if (html !== null && !html.includes(CLIENT_RENDERED_BOUNDARY)) return { html: `<!DOCTYPE html>${html}`, status };
  }

  // Aborts a render that hangs; cleared once the document is complete, because aborting a
  // finished stream makes React close it twice (an error on Node's own web streams).
  const renderDeadline = new AbortController();
  const deadline = setTimeout(() => renderDeadline.abort(), Math.max(0, deadlineAt - Date.now()));
  const body = await renderToReadableStream(app, {
    signal: renderDeadline.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await body.allReady.finally(() => clearTimeout(deadline));
  // Complete already (allReady), so reading it whole costs no time to first byte.
  return { html: await new Response(body).text(), status };
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  { description }: AppLoadContext,
) {
  const scriptMark = randomBytes(16).toString("hex");
  const rendered = await renderDocument(
    <I18nextProvider i18n={i18nFor(description.lang)}>
      <ScriptMark.Provider value={scriptMark}>
        <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} />
      </ScriptMark.Provider>
    </I18nextProvider>,
    responseStatusCode,
    remixContext,
    request.signal,
  );
  // Remix preloads every module at high priority, so on a slow phone the hydration code competes
  // with the stylesheet and the hero image, and Lighthouse counts it as render-blocking. The page
  // is complete without it: the stylesheet and images come first.
  const own = ownInlineScripts(rendered.html, scriptMark);
  const html = own.html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyPageCaching(description, responseHeaders, rendered.status);
  applySecurityHeaders(responseHeaders, own.hashes, isHttpsRequest(request));
  // Encoded here in one step: a string body costs undici a well-formedness scan and a TextEncoder pass.
  return new Response(Buffer.from(html), { headers: responseHeaders, status: rendered.status });
}

/**
 * One log line per error, with the stack inside the JSON (never printed over
 * several lines). A request the router refuses (405 for a post to a page
 * without a form, 404) is the client's mistake, not ours: a warning.
 * Nothing is logged for a request whose client has gone.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logEvent("warn", "request.refused", { status: error.status, method: request.method });
    return;
  }
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  logEvent("error", "request.error", {
    error: errorMessage(cause),
    ...(cause instanceof Error && cause.stack ? { stack: cause.stack } : {}),
  });
};

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  // Resource routes (healthz, feeds, sitemap) set their own caching.
  if (!response.headers.has("Cache-Control")) applyPageCaching(context.description, response.headers, response.status);
  return response;
};
