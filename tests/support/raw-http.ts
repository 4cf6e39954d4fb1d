import { once } from "node:events";
import http from "node:http";

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };
export type RawRequest = { method?: string; path: string; headers?: http.OutgoingHttpHeaders; body?: string };

/**
 * One request exactly as written: fetch would normalise the path ("/\\x" becomes "//x"), refuse
 * some methods and add Accept-Encoding, and hostile clients and proxies do none of that.
 */
export async function rawRequest(base: string, { method = "GET", path, headers = {}, body }: RawRequest) {
  const { hostname, port } = new URL(base);
  const request = http.request({ hostname, port, method, path, headers, setHost: !("Host" in headers) });
  request.end(body);
  // Rejects on the request's "error".
  const [response] = (await once(request, "response")) as [http.IncomingMessage];
  let text = "";
  for await (const chunk of response.setEncoding("utf8")) text += chunk;
  return { status: response.statusCode ?? 0, headers: response.headers, text } satisfies RawAnswer;
}
