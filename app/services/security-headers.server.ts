import crypto from "node:crypto";
import { type SiteConfig, siteConfig } from "./config.server";

export function createNonce(): string {
  return crypto.randomBytes(16).toString("base64");
}

/**
 * Where images may come from besides this site: Supabase Storage when it is
 * configured (public URLs are `${SUPABASE_URL}/storage/v1/object/public/…`).
 * The sanitiser keeps only content images from here, so none shows broken.
 */
export function remoteImageOriginsFor(supabase: SiteConfig["supabase"]): readonly string[] {
  return supabase ? [new URL(supabase.url).origin] : [];
}

/** The configured site's image origins, worked out once like the configuration they come from. */
export const remoteImageOrigins = remoteImageOriginsFor(siteConfig.supabase);

type Options = {
  nonce: string;
  https: boolean;
  development: boolean;
  /** Origins of third-party scripts we load on demand (the voice assistant). */
  scriptOrigins?: string[];
  /** Origins images may come from besides this site. */
  imageOrigins?: readonly string[];
};

export function contentSecurityPolicy({
  nonce,
  https,
  development,
  scriptOrigins = [],
  imageOrigins = remoteImageOrigins,
}: Options): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...scriptOrigins],
    "style-src": ["'self'"],
    // No other origin: article HTML must not load trackers. Nothing of ours uses data: images.
    "img-src": ["'self'", ...imageOrigins],
    "font-src": ["'self'"],
    // The dev server's live reload talks over a websocket.
    "connect-src": development ? ["'self'", "ws:"] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Headers every HTML response carries. */
export function applySecurityHeaders(headers: Headers, options: Options): void {
  headers.set("Content-Security-Policy", contentSecurityPolicy(options));
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)");
  if (options.https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
