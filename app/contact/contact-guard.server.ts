import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { siteConfig } from "~/services/config.server";

/** The largest contact request body accepted (the issue: 32 KB). */
export const MAX_BODY_BYTES = 32 * 1024;

export class RequestRejected extends Error {
  constructor(
    readonly status: 413 | 429,
    readonly reason: "tooLarge" | "tooMany",
  ) {
    super(reason);
  }
}

/** Reads the body up to the limit (a lying or missing Content-Length included). */
async function readLimited(request: Request): Promise<Buffer<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new RequestRejected(413, "tooLarge");
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) throw new RequestRejected(413, "tooLarge");
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks) as Buffer<ArrayBuffer>;
}

/**
 * The submitted fields. A body that is not a form, or not UTF-8, gives an
 * empty form: the visitor then sees the form again with its messages.
 */
export async function readContactForm(request: Request): Promise<FormData> {
  const bytes = await readLimited(request);
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.startsWith("application/x-www-form-urlencoded")) {
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      const form = new FormData();
      for (const [key, value] of new URLSearchParams(text)) form.append(key, value);
      return form;
    }
    if (type.startsWith("multipart/form-data")) {
      return await new Response(new Blob([bytes]), { headers: { "Content-Type": type } }).formData();
    }
  } catch {
    // Falls through to the empty form.
  }
  return new FormData();
}

// The valid-from timestamp is left out: it is encrypted with a per-process
// seed, which would reject real visitors whose form came from another instance.
const honeypot = new Honeypot({ validFromFieldName: null, nameFieldName: "website__confirm" });

export function honeypotInputProps() {
  return honeypot.getInputProps();
}

/** True when a bot filled the hidden field. */
export function isSpam(form: FormData): boolean {
  try {
    honeypot.check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}

const limiter = new RateLimiterMemory({
  points: siteConfig.contactRateLimit.points,
  duration: Math.ceil(siteConfig.contactRateLimit.windowMs / 1000),
});

/**
 * One allowance per visitor address (server.js takes it from the socket, or
 * from X-Forwarded-For behind a trusted proxy). Without an address (remix
 * dev) there is nothing to count.
 */
export async function consumeContactAllowance(clientIp: string | null | undefined): Promise<void> {
  if (!clientIp) return;
  try {
    await limiter.consume(clientIp);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new RequestRejected(429, "tooMany");
    throw error;
  }
}
