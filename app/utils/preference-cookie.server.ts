import { parse, serialize } from "cookie";
import { PREFERENCE_COOKIE } from "./preference-cookie";

export const serializePreferenceCookie = (name: string, value: string, { secure }: { secure: boolean }) =>
  serialize(name, value, { ...PREFERENCE_COOKIE, secure });

export const readPreferenceCookie = (cookieHeader: string | null, name: string): string | undefined =>
  parse(cookieHeader ?? "")[name];
