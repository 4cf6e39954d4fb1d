import "@remix-run/node";

declare module "@remix-run/node" {
  /** What server.js hands every loader and action. */
  interface AppLoadContext {
    /** The visitor's address (X-Forwarded-For only with TRUST_PROXY); absent when no server.js runs (unit tests). */
    clientIp?: string | null;
    requestId?: string;
  }
}
