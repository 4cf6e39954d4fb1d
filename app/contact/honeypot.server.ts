import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { siteConfig } from "~/services/config.server";
import { logEvent } from "~/utils/log.server";

/**
 * remix-utils' honeypot: a field hidden from people, so only bots fill it, beside the time its
 * form was rendered, encrypted with SESSION_SECRET. That secret is the same on every instance and
 * across restarts, so a form rendered by another instance, before a restart or kept by the proxy
 * (up to 10 minutes) still submits: remix-utils refuses only a time it cannot decrypt or one still
 * to come, never an old one. Forms are dated a minute back, for instances whose clocks differ a little.
 */
const fieldNames = { nameFieldName: "website__confirm", validFromFieldName: "from__confirm" };
const honeypot = new Honeypot({ ...fieldNames, encryptionSeed: siteConfig.sessionSecret });
const CLOCK_SKEW_MS = 60_000;

export const HONEYPOT_FIELDS = Object.values(fieldNames);

/** The names and the encrypted time for a form rendered now (see HoneypotFields). */
export const honeypotInputProps = () => honeypot.getInputProps({ validFromTimestamp: Date.now() - CLOCK_SKEW_MS });

/** Whether a posted form is a bot's: it filled the hidden field, or carries a time that is not ours. */
export function isSpam(form: FormData): boolean {
  try {
    honeypot.check(form);
    return false;
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    logEvent("info", "contact.spam", { reason: error.message });
    return true;
  }
}
