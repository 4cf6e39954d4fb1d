import { parse, serialize } from "cookie";
import { PREFERENCE_COOKIE } from "./preference-cookie";

export function serializePreferenceCookie(name: string, value: string, { secure }: { secure: boolean }): string {
  return serialize(name, value, { ...PREFERENCE_COOKIE, secure });
}

export function readPreferenceCookie(cookieHeader: string | null, name: string): string | undefined {
  return parse(cookieHeader ?? "")[name];
}
