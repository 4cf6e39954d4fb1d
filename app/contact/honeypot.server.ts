import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { siteConfig } from "~/services/config.server";
import { logEvent } from "~/utils/log.server";

/**
 * remix-utils' honeypot: a field hidden from people, so only bots fill it, beside the time its
 * form was rendered, encrypted with SESSION_SECRET (or a stable seed without it). The seed is the
 * same on every instance and across restarts, so a form rendered by another instance, before a
 * restart or kept by the proxy (up to 10 minutes) still submits: remix-utils refuses only a time it
 * cannot decrypt or one still to come, never an old one. Forms are dated a minute back, for
 * instances whose clocks differ a little.
 */
const fieldNames = { nameFieldName: "website__confirm", validFromFieldName: "from__confirm" };
const honeypot = new Honeypot({ ...fieldNames, encryptionSeed: siteConfig.honeypotSeed });
const CLOCK_SKEW_MS = 60_000;

export const HONEYPOT_FIELDS = Object.values(fieldNames);

/** The names and the encrypted time for a form rendered now (see HoneypotFields). */
export const honeypotInputProps = () => honeypot.getInputProps({ validFromTimestamp: Date.now() - CLOCK_SKEW_MS });

/**
 * "bot": the hidden field is filled (told it worked, nothing kept). "expired": the form's time is
 * missing or not ours (a page from before a deploy that changed the secret, another site's
 * copy): a person may have written it, so the form comes back to be sent again, never dropped.
 */
export function honeypotVerdict(form: FormData): "bot" | "expired" | null {
  if (form.get(fieldNames.nameFieldName)) {
    logEvent("info", "contact.spam");
    return "bot";
  }
  try {
    honeypot.check(form);
    return null;
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    logEvent("info", "contact.form_expired", { reason: error.message });
    return "expired";
  }
}
