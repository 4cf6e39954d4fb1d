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
