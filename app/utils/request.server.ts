/**
 * True when the visitor reached us over https. The server builds the request
 * URL from the socket, or from X-Forwarded-Proto only when a trusted proxy
 * sent it (TRUST_PROXY), so the URL's own scheme is the answer.
 */
export function isHttpsRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}
