import { type ComponentType, forwardRef, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Icon } from "~/components/ui/icon";
import { useT } from "~/i18n/use-language";
import type { ElevenLabsAssistantProps } from "./elevenlabs-assistant";
import { loadVoiceWidget } from "./script-widget";
import type { VoiceAssistantSetup } from "./voice-setup";

type LoadState = "idle" | "loading" | "failed";

/** The launcher's press: loads the voice assistant's code, saying so while it loads and if it cannot. */
function useLoadOnPress(load: () => Promise<void>) {
  const [state, setState] = useState<LoadState>("idle");
  const press = async () => {
    setState("loading");
    try {
      await load();
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return { state, press };
}

type LauncherProps = { state: LoadState; onPress: () => void };

/**
 * Our own button for the voice assistant, bottom right on every page whose
 * language has an agent, with a translated message when the assistant cannot
 * be loaded (pressing again retries).
 */
const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher({ state, onPress }, ref) {
  const { t } = useT();
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden">
      {state === "failed" ? (
        <p role="status" className="max-w-xs rounded-lg bg-white p-3 text-red-800 text-sm shadow-lg">
          {t("voice.state.unavailable")}
        </p>
      ) : null}
      <button
        ref={ref}
        type="button"
        onClick={onPress}
        disabled={state === "loading"}
        className="inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 disabled:opacity-80 sm:size-auto sm:min-h-12 sm:px-5 sm:py-3"
      >
        <Icon name="microphone-solid" className="size-6 sm:size-5" />
        {/* On a phone a round button, which covers less of the page; its name is still read out. */}
        <span className="sr-only sm:not-sr-only">{state === "loading" ? t("voice.starting") : t("voice.launch")}</span>
      </button>
    </div>
  );
});

/**
 * An ElevenLabs agent: the press loads our panel (elevenlabs-assistant.tsx),
 * which asks for the microphone and loads the vendor's client. Closing the
 * panel brings the launcher back.
 */
function ElevenLabsLauncher({ setup }: { setup: Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }> }) {
  const [Assistant, setAssistant] = useState<ComponentType<ElevenLabsAssistantProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const { state, press } = useLoadOnPress(async () => {
    const { ElevenLabsAssistant } = await import("./elevenlabs-assistant");
    setAssistant(() => ElevenLabsAssistant);
    setOpen(true);
  });

  useEffect(() => {
    if (open || !refocus) return;
    launcher.current?.focus();
    setRefocus(false);
  }, [open, refocus]);

  if (open && Assistant) {
    return (
      <Assistant
        setup={setup}
        onClose={(returnFocus) => {
          setRefocus(returnFocus);
          setOpen(false);
        }}
      />
    );
  }
  return <Launcher ref={launcher} state={state} onPress={press} />;
}

/** Another vendor's script, loaded on the first press; it brings its own interface. */
function ScriptLauncher({ setup }: { setup: Extract<VoiceAssistantSetup, { vendor: "script" }> }) {
  const { lang } = useT();
  const { state, press } = useLoadOnPress(async () => {
    const widget = await loadVoiceWidget(setup.scriptUrl);
    widget.start({ agentId: setup.agentId, lang });
  });
  return <Launcher state={state} onPress={press} />;
}

/**
 * The voice assistant of the page's language, when it has an agent (none:
 * nothing at all, see docs/voice-assistant.md). It needs JavaScript, so it
 * appears once the page has hydrated; nothing of it beyond the launcher, and
 * nothing of the vendor, is requested before the visitor presses the launcher.
 */
export function VoiceLauncher({ setup }: { setup: VoiceAssistantSetup | null }) {
  const hydrated = useHydrated();
  if (!setup || !hydrated) return null;
  return setup.vendor === "elevenlabs" ? <ElevenLabsLauncher setup={setup} /> : <ScriptLauncher setup={setup} />;
}
