import { hash } from "node:crypto";
import { siteConfig } from "./config.server";

/** A script element: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;

/**
 * The inline scripts the server wrote itself, found by this render's mark (see ScriptMark):
 * the CSP sources of their text (the sha256 a browser computes over the UTF-8 bytes between the
 * tags), and the page without the mark. A script element without the mark, however it got into
 * the page, gets no hash and does not run. JSON-LD is not marked: browsers never run it.
 * React and Remix escape "<" inside the scripts they write, so a script's text ends at the first "</script".
 */
export function ownInlineScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const markAttribute = ` nonce="${mark}"`;
  const own = Array.from(html.matchAll(SCRIPT)).flatMap(([, attributes = "", text = ""]) =>
    attributes.includes(markAttribute) && !/\ssrc=/.test(attributes) ? [text] : [],
  );
  return {
    html: html.replaceAll(markAttribute, ""),
    hashes: [...new Set(own)].map((text) => `'sha256-${hash("sha256", text, "base64")}'`),
  };
}

/**
 * Where images may come from besides this site: Supabase Storage when it is
 * configured (public URLs are `${SUPABASE_URL}/storage/v1/object/public/…`).
 * The sanitiser keeps only content images from here, so none shows broken.
 */
export const remoteImageOrigins = siteConfig.supabase ? [new URL(siteConfig.supabase.url).origin] : [];

/**
 * What the configured voice assistant connects to, worked out once like the configuration. Every
 * page, not only those of a language with an agent: a page keeps the policy it was loaded with
 * while the visitor moves on, in the browser, to pages of the other language.
 */
const voiceOrigins = siteConfig.voice ? [siteConfig.voice.socketOrigin] : [];

/**
 * Headers every HTML response carries, given the hashes of the page's own
 * inline scripts (ownInlineScripts) and whether the visitor came over https.
 *
 * The page's policy: scripts run only when the page itself wrote them (their
 * hashes), or when such a script loaded them ('strict-dynamic': the build's
 * modules, the contact form's code, the voice assistant's script), never from
 * a list of hosts, and never an inline script an attacker slipped in. No
 * nonce: a page shared caches keep is the same for every visitor, and a nonce
 * shared by all of them would protect nothing. 'self' is only for browsers
 * without 'strict-dynamic' (CSP 2), which ignore it otherwise.
 */
export function applySecurityHeaders(headers: Headers, scriptHashes: readonly string[], https: boolean): void {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'strict-dynamic'", ...scriptHashes],
    "style-src": ["'self'"],
    // No other origin: article HTML must not load trackers. Nothing of ours uses data: images.
    "img-src": ["'self'", ...remoteImageOrigins],
    "font-src": ["'self'"],
    // The dev server's live reload talks over a websocket.
    "connect-src": ["'self'", ...voiceOrigins, ...(siteConfig.isProduction ? [] : ["ws:"])],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (https) policy.push("upgrade-insecure-requests");
  headers.set("Content-Security-Policy", policy.join("; "));
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=(), microphone=(self)");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
