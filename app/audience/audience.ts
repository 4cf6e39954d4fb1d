import { readPreferenceCookie, serializePreferenceCookie } from "~/utils/preference-cookie.server";

export const audiences = ["personlig", "bedrift", "ungdom"] as const;
export type Audience = (typeof audiences)[number];
export const DEFAULT_AUDIENCE: Audience = "personlig";

/** The localStorage key the browser keeps the choice under, and the cookie that lets the server render it. */
export const AUDIENCE_STORAGE_KEY = "selectedAudience";
export const AUDIENCE_COOKIE_NAME = "audience";

/** A stored or submitted value counts only when it is one of the three audiences. */
export function parseAudience(value: unknown): Audience | null {
  return audiences.find((audience) => audience === value) ?? null;
}

// The Cookie header is read and written on the server only (the browser has no cookie library: see use-audience).
export function readAudienceCookie(cookieHeader: string | null): Audience | null {
  return parseAudience(readPreferenceCookie(cookieHeader, AUDIENCE_COOKIE_NAME));
}

export function serializeAudienceCookie(audience: Audience, options: { secure: boolean }): string {
  return serializePreferenceCookie(AUDIENCE_COOKIE_NAME, audience, options);
}
