/** True when the visitor reached us over https, directly or through a TLS-terminating proxy. */
export function isHttpsRequest(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("X-Forwarded-Proto")?.split(",")[0]?.trim().toLowerCase();
  return forwarded === "https";
}
