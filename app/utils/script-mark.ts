import { createContext } from "react";

/**
 * A mark the server puts on the inline scripts it writes itself (Remix's context, module and
 * deferred-data scripts, scroll restoration), new for every render and removed before the page
 * leaves: the CSP hashes only scripts that carry it (ownInlineScripts), so a script that got into
 * the page any other way is not allowed to run. It rides in the nonce attribute, the one Remix
 * passes to every script it writes. In the browser there is none.
 */
export const ScriptMark = createContext<string | undefined>(undefined);
