import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
// The web-stream renderer, not renderToPipeableStream: React 18's Node writer
// pads a chunk with NUL bytes when a multi-byte character straddles its
// 2 KB buffer, which corrupts pages in Norwegian (and fails the HTML checker).
import { renderToReadableStream } from "react-dom/server.browser";
import { I18nextProvider } from "react-i18next";
import { startContactBackgroundWork } from "~/contact/delivery-retry.server";
import { i18nFor } from "~/i18n/i18n.server";
import { defaultLanguage, screenOfRoute } from "~/routing/paths";
import { siteConfig } from "~/services/config.server";
import { lowerModulePreloadPriority } from "~/services/module-preload.server";
import { applyPageCaching } from "~/services/page-sharing.server";
import { applySecurityHeaders, inlineScriptHashes } from "~/services/security-headers.server";
import { errorMessage, logEvent } from "~/utils/log.server";
import { isHttpsRequest } from "~/utils/request.server";

// server.js reads these from the build: what it refuses before routing, how it logs, and the
// work that runs beside requests.
export { httpPolicy } from "~/services/http-policy.server";
// The server's cache of rendered pages, around Remix's request handler.
export { withPageCache } from "~/services/page-cache.server";
// The launch check: settings still on a sample value, logged as warnings once at start.
export { logSampleSettings } from "~/services/preflight.server";
export { logEvent } from "~/utils/log.server";

/**
 * Starts what runs beside requests (the contact outbox's check and delivery
 * retries); the returned function stops it on SIGTERM. A delivery cut off
 * there is retried by the next start with the same idempotency key.
 */
export function startBackgroundWork(): () => Promise<void> {
  const stopContact = startContactBackgroundWork();
  return async () => stopContact();
}

const STREAM_TIMEOUT_MS = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // The language of the screen Remix matched, as the browser's useLanguage() reads it when it hydrates.
  const route = screenOfRoute(remixContext.staticHandlerContext.matches.at(-1)?.route.id);
  const i18n = i18nFor(route?.lang ?? defaultLanguage);

  let status = responseStatusCode;
  // Aborts a render that hangs; cleared once the document is complete, because aborting a
  // finished stream makes React close it twice (an error on Node's own web streams).
  const renderDeadline = new AbortController();
  const deadline = setTimeout(() => renderDeadline.abort(), STREAM_TIMEOUT_MS + 1_000);
  const body = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} abortDelay={STREAM_TIMEOUT_MS} />
    </I18nextProvider>,
    {
      signal: renderDeadline.signal,
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  // Every document arrives complete: visitors without JavaScript cannot run the
  // scripts that would swap streamed (deferred) parts into place, and crawlers
  // should read the whole page. Deferred data still shows its loading state
  // during client-side navigation.
  await body.allReady.finally(() => clearTimeout(deadline));

  // Complete already (allReady), so reading it whole costs no time to first byte.
  const html = lowerModulePreloadPriority(await new Response(body).text());
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  await applyPageCaching(request, responseHeaders, status);
  applySecurityHeaders(responseHeaders, {
    scriptHashes: inlineScriptHashes(html),
    https: isHttpsRequest(request),
    development: !siteConfig.isProduction,
  });
  return new Response(html, { headers: responseHeaders, status });
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

export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  response.headers.set("X-Content-Type-Options", "nosniff");
  // Resource routes (healthz, feeds, sitemap) set their own caching.
  if (!response.headers.has("Cache-Control")) await applyPageCaching(request, response.headers, response.status);
  return response;
};
