/** A resource's answer: UTF-8 text of a type, kept by caches as `cacheControl` says. */
export function textResponse(body: string, type: string, cacheControl: string): Response {
  return new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": cacheControl } });
}
