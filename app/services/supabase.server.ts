import { createClient } from "@supabase/supabase-js";
import { siteConfig } from "./config.server";

/** The one Supabase client of the server, or null on the embedded default. */
export const supabase = siteConfig.supabase
  ? createClient(siteConfig.supabase.url, siteConfig.supabase.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    })
  : null;
