import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
// The web-stream renderer for every document, not renderToPipeableStream: React 18.3's Node writer
// pads a chunk with NUL bytes when a multi-byte character straddles its 2 KB buffer, which corrupts
// pages in Norwegian (https://github.com/facebook/react/issues/31134).
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";
import { startContactBackgroundWork } from "~/contact/delivery.server";
import { carriesFlash } from "~/contact/flash.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { RequestDescription } from "~/routing/request.server";
import { PRIVATE_NO_STORE } from "~/services/cache-control.server";
import { siteConfig } from "~/services/config.server";
import { logSampleSettings } from "~/services/preflight.server";
import { applySecurityHeaders, ownInlineScripts } from "~/services/security-headers.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { isHttpsRequest } from "~/utils/request.server";
import { isPrivate } from "~/utils/request-context.server";
import { ScriptMark } from "~/utils/script-mark";
import { STOP_CHANNEL } from "~/utils/server-channels";

// The app's work beside requests starts when the build loads, once per process: the leads'
// delivery, stopped when the server stops (a delivery cut off there is retried with the same
// idempotency key), and the launch check (settings still on a sample value are logged; the
// server starts anyway).
const stopBackgroundWork = startContactBackgroundWork();
subscribe(STOP_CHANNEL, (appStopping) => {
  if (Array.isArray(appStopping)) appStopping.push(stopBackgroundWork());
});
void logSampleSettings();

// A render that still waits after this is aborted: its unfinished parts are written as errors.
const RENDER_DEADLINE_MS = 6_000;

/**
 * Cache-Control and Vary of a page (its HTML or its data): shared caches may
 * keep a plain 200 of a shareable request that sets no cookie, carries no
 * flash message, stands in for no failed backend and was not marked personal,
 * for everyone (HTML_CACHE_CONTROL); anything else stays private.
 */
function applyPageCaching(request: Request, { shareable, vary }: RequestDescription, headers: Headers, status: number) {
  const shared =
    shareable &&
    status === 200 &&
    !headers.has("Set-Cookie") &&
    !carriesFlash(request.headers.get("Cookie")) &&
    !isPrivate();
  headers.set("Cache-Control", shared ? siteConfig.htmlCacheControl : PRIVATE_NO_STORE);
  if (vary.length > 0) headers.set("Vary", vary.join(", "));
}

/**
 * Every document, for browsers and crawlers alike, is sent complete (allReady):
 * visitors without JavaScript cannot run the scripts that would swap streamed
 * parts into place, and crawlers should read the whole page. Remix preloads its
 * modules at the default priority: its <Scripts> has no way to lower it, so
 * Lighthouse counts them as competing with the stylesheet on a slow phone.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  { description }: AppLoadContext,
) {
  let status = responseStatusCode;
  const scriptMark = randomBytes(16).toString("hex");
  // Aborts a render that hangs; cleared once the document is complete, because aborting a
  // finished stream makes React close it twice (an error on Node's own web streams).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), RENDER_DEADLINE_MS);
  const body = await renderToReadableStream(
    <I18nextProvider i18n={i18nFor(description.lang)}>
      <ScriptMark.Provider value={scriptMark}>
        <RemixServer context={remixContext} url={request.url} />
      </ScriptMark.Provider>
    </I18nextProvider>,
    {
      signal: deadline.signal,
      onError(error: unknown) {
        status = 500;
        logEvent("error", "render.failed", { error: errorMessage(error) });
      },
    },
  );
  await body.allReady.finally(() => clearTimeout(timer));
  const { html, hashes } = ownInlineScripts(await new Response(body).text(), scriptMark);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applyPageCaching(request, description, responseHeaders, status);
  applySecurityHeaders(responseHeaders, hashes, isHttpsRequest(request));
  // Encoded here in one step: a string body costs undici a well-formedness scan and a TextEncoder pass.
  return new Response(Buffer.from(html), { headers: responseHeaders, status });
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
    return logEvent("warn", "request.refused", { status: error.status, method: request.method });
  }
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  logEvent("error", "request.error", {
    error: errorMessage(cause),
    ...(cause instanceof Error && cause.stack ? { stack: cause.stack } : {}),
  });
};

export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  // Resource routes (healthz, feeds, sitemap) set their own caching.
  if (!response.headers.has("Cache-Control"))
    applyPageCaching(request, context.description, response.headers, response.status);
  return response;
};
