import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import ws from "ws";
import { siteConfig } from "./config.server";

let client: SupabaseClient | null | undefined;

/** The one Supabase client of the server, or null on the embedded default. */
export function getSupabase(): SupabaseClient | null {
  if (client === undefined) {
    client = siteConfig.supabase
      ? createClient(siteConfig.supabase.url, siteConfig.supabase.anonKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
          // Node 20 has no global WebSocket; supabase-js refuses to start without one.
          realtime: { transport: ws as unknown as typeof WebSocket },
        })
      : null;
  }
  return client;
}
