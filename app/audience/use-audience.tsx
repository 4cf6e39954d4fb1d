import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useState } from "react";
import { readPreferenceCookieInBrowser, storePreferenceCookieInBrowser } from "~/utils/preference-cookie";
import { AUDIENCE_COOKIE_NAME, AUDIENCE_STORAGE_KEY, type Audience, DEFAULT_AUDIENCE, parseAudience } from "./audience";

// Storage can be switched off or full; the choice then simply lasts for this page.
function readStoredAudience(): Audience | null {
  try {
    return parseAudience(window.localStorage.getItem(AUDIENCE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Keeps the choice in the browser (localStorage) and in the cookie the server reads. */
function storeAudience(audience: Audience): void {
  try {
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, audience);
  } catch {
    // See readStoredAudience.
  }
  storePreferenceCookieInBrowser(AUDIENCE_COOKIE_NAME, audience);
}

type AudienceState = [Audience, (audience: Audience) => void];

const AudienceContext = createContext<AudienceState>([DEFAULT_AUDIENCE, () => {}]);

/**
 * The selected audience, one for the whole page (header, sections, next step),
 * starting from what the server rendered (the cookie on pages that vary on
 * it, the default elsewhere). After hydration a valid value in localStorage
 * wins, then the cookie, and the choice is copied to both, so the next server
 * render of a page that varies on it already shows it. That first change is a transition: parts of the
 * page still hydrating (a lazily loaded form) are not thrown away and
 * rendered again because of it.
 */
export function AudienceProvider({ rendered, children }: { rendered: Audience; children: ReactNode }) {
  const [audience, setAudience] = useState(rendered);

  useEffect(() => {
    // Pages that are the same for everyone render the default: the cookie still holds the choice.
    const chosen =
      readStoredAudience() ?? parseAudience(readPreferenceCookieInBrowser(AUDIENCE_COOKIE_NAME)) ?? rendered;
    startTransition(() => setAudience(chosen));
    storeAudience(chosen);
  }, [rendered]);

  // At once: a radio button the visitor clicks must show the choice in the same event.
  const choose = useCallback((next: Audience) => {
    setAudience(next);
    storeAudience(next);
  }, []);

  return <AudienceContext.Provider value={[audience, choose]}>{children}</AudienceContext.Provider>;
}

export const useAudience = () => useContext(AudienceContext);
