import { startTransition, useCallback, useEffect, useState } from "react";
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

/** Keeps the choice in the browser (localStorage) and in the cookie the server reads. */
export function storeAudience(audience: Audience): void {
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
    // A transition: parts of the page still hydrating (a lazily loaded form) are not thrown
    // away and rendered again because of it.
    if (stored) startTransition(() => setAudience(stored));
    storeAudience(current);
  }, [rendered]);

  const choose = useCallback((next: Audience) => {
    setAudience(next);
    storeAudience(next);
  }, []);

  return [audience, choose];
}
