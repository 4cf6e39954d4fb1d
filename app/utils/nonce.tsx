import { createContext, useContext } from "react";

// The server hands each request's CSP nonce down to <Scripts>; in the browser
// the value is empty (browsers hide nonces from the DOM), which React accepts.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
