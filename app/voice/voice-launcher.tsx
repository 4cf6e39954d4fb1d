import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import { loadVoiceWidget, type VoiceAssistantSetup } from "./voice-widget";

type State = "idle" | "loading" | "failed";

/**
 * Our own button for the voice assistant. Nothing of the third party is
 * requested until the visitor presses it; it needs JavaScript, so it only
 * appears after hydration.
 */
export function VoiceLauncher({ setup }: { setup: VoiceAssistantSetup | null }) {
  const { t, lang } = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<State>("idle");
  if (!setup || !hydrated) return null;

  const start = async () => {
    setState("loading");
    try {
      const widget = await loadVoiceWidget(setup.scriptUrl);
      widget.start({ agentId: setup.agentId, lang });
      setState("idle");
    } catch {
      setState("failed");
    }
  };

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden">
      {state === "failed" ? (
        <p role="status" className="max-w-xs rounded-lg bg-white p-3 text-red-800 text-sm shadow-lg">
          {t("voice.failed")}
        </p>
      ) : null}
      <button
        type="button"
        onClick={start}
        disabled={state === "loading"}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 disabled:opacity-80"
      >
        <Icon name="microphone-solid" className="size-5" />
        {state === "loading" ? t("voice.starting") : t("voice.launch")}
      </button>
    </div>
  );
}
