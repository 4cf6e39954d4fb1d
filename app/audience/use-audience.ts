import { useCallback, useEffect, useState } from "react";
import { storePreferenceCookieInBrowser } from "~/utils/preference-cookie";
import { AUDIENCE_COOKIE_NAME, AUDIENCE_STORAGE_KEY, type Audience, parseAudience } from "./audience";

// Storage can be switched off or full; the choice then simply lasts for this page.
function readStoredAudience(): Audience | null {
  try {
    return parseAudience(window.localStorage.getItem(AUDIENCE_STORAGE_KEY));
  } catch {
    return null;
  }
}

function storeAudience(audience: Audience): void {
  try {
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, audience);
  } catch {
    // See readStoredAudience.
  }
  storePreferenceCookieInBrowser(AUDIENCE_COOKIE_NAME, audience);
}

/**
 * The selected audience, starting from what the server rendered (its cookie).
 * After hydration a valid value in localStorage wins and is copied to the
 * cookie, so the next server render already shows it.
 */
export function useAudience(rendered: Audience): [Audience, (audience: Audience) => void] {
  const [audience, setAudience] = useState(rendered);

  useEffect(() => {
    const stored = readStoredAudience();
    const current = stored ?? rendered;
    if (stored) setAudience(stored);
    storeAudience(current);
  }, [rendered]);

  const choose = useCallback((next: Audience) => {
    setAudience(next);
    storeAudience(next);
  }, []);

  return [audience, choose];
}
