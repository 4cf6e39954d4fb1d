import { lazy, Suspense } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { VoiceAssistantSetup } from "./voice-assistant.server";

const VoiceLaunchers = lazy(() => import("./launchers"));

/**
 * The voice assistant of the page's language, when it has an agent (none:
 * nothing at all, see docs/voice-assistant.md). It needs JavaScript, so it
 * appears once the page has hydrated, its launcher loaded then; nothing more
 * of it, and nothing of the vendor, is requested before the visitor presses the launcher.
 */
export function VoiceLauncher({ setup }: { setup: VoiceAssistantSetup | null }) {
  const hydrated = useHydrated();
  if (!setup || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <VoiceLaunchers setup={setup} />
    </Suspense>
  );
}
