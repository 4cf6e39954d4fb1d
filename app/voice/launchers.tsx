import { type ComponentType, type RefObject, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/ui/elements";
import { useT } from "~/i18n/use-language";
import type { ElevenLabsAssistantProps } from "./elevenlabs-assistant";
import type { VoiceAssistantSetup } from "./voice-setup";

type LoadState = "idle" | "loading" | "failed";

/** The launcher's press: loads the voice assistant's code, saying so while it loads and if it cannot. */
function useLoadOnPress(load: () => Promise<void>) {
  const [state, setState] = useState<LoadState>("idle");
  const press = async () => {
    if (state === "loading") return;
    setState("loading");
    try {
      await load();
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return { state, press, dismiss: () => setState("idle") };
}

type LauncherProps = {
  state: LoadState;
  onPress: () => void;
  onDismiss: () => void;
  /** For a parent that gives focus back to the launcher. */
  buttonRef?: RefObject<HTMLButtonElement>;
};

/**
 * Our own button for the voice assistant, bottom right on every page whose
 * language has an agent: round on phones (it covers less of the page), with
 * its words from 640 px. While the assistant loads it spins and says so; when
 * it cannot be loaded a message says so (pressing again retries, or the
 * message can be hidden). It stays focusable throughout, so focus is never lost.
 */
function Launcher({ state, onPress, onDismiss, buttonRef }: LauncherProps) {
  const { t } = useT();
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const loading = state === "loading";
  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-2 print:hidden">
      <div role="status" className={state === "failed" ? "" : "sr-only"}>
        {state === "failed" ? (
          <p className="flex max-w-xs items-start gap-1 rounded-lg bg-white py-2 pr-1 pl-3 text-red-800 text-sm shadow-lg ring-1 ring-black/10">
            <span className="py-1">{t("voice.state.unavailable")}</span>
            <button
              type="button"
              onClick={() => {
                onDismiss();
                // The message and its button go: focus stays with the launcher.
                button.current?.focus();
              }}
              aria-label={t("voice.dismiss")}
              className="grid size-8 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100"
            >
              <Icon name="x-mark" className="size-5" />
            </button>
          </p>
        ) : loading ? (
          t("voice.starting")
        ) : null}
      </div>
      <button
        ref={button}
        type="button"
        onClick={onPress}
        aria-disabled={loading}
        className="relative inline-flex size-14 items-center justify-center gap-2 rounded-full bg-brand-700 font-semibold text-white shadow-lg hover:bg-brand-800 aria-disabled:opacity-80 sm:size-auto sm:min-h-12 sm:px-5 sm:py-3"
      >
        {loading ? (
          <span
            aria-hidden="true"
            className="absolute inset-1 rounded-full border-2 border-white/30 border-t-white motion-safe:animate-spin sm:hidden"
          />
        ) : null}
        <Icon name="microphone-solid" className="size-6 sm:size-5" />
        <span className="sr-only sm:not-sr-only">{loading ? t("voice.starting") : t("voice.launch")}</span>
      </button>
    </div>
  );
}

/**
 * An ElevenLabs agent: the press loads our panel (elevenlabs-assistant.tsx),
 * which asks for the microphone and loads the vendor's client. Closing the
 * panel brings the launcher back, with focus on it.
 */
function ElevenLabsLauncher({ setup }: { setup: Extract<VoiceAssistantSetup, { vendor: "elevenlabs" }> }) {
  const [Assistant, setAssistant] = useState<ComponentType<ElevenLabsAssistantProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [refocus, setRefocus] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const { state, press, dismiss } = useLoadOnPress(async () => {
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
        onClose={() => {
          setRefocus(true);
          setOpen(false);
        }}
      />
    );
  }
  return <Launcher buttonRef={launcher} state={state} onPress={press} onDismiss={dismiss} />;
}

/**
 * The generic adapter, for a vendor other than ElevenLabs: the contract with
 * its script (docs/voice-assistant.md) is that, once loaded, it provides
 * `window.VoiceWidget.start({ agentId, lang })` and brings its own interface.
 */
type VoiceWidgetApi = { start: (options: { agentId: string; lang: string }) => void };

declare global {
  interface Window {
    VoiceWidget?: VoiceWidgetApi;
  }
}

const loading = new Map<string, Promise<VoiceWidgetApi>>();

/** Adds the widget's script to the page once, on first use; a failed load may be retried. */
export function loadVoiceWidget(scriptUrl: string): Promise<VoiceWidgetApi> {
  let pending = loading.get(scriptUrl);
  if (!pending) {
    pending = new Promise<VoiceWidgetApi>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => (window.VoiceWidget ? resolve(window.VoiceWidget) : reject(new Error("no VoiceWidget")));
      script.onerror = () => reject(new Error(`could not load ${scriptUrl}`));
      document.head.append(script);
    }).catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, pending);
  }
  return pending;
}

/** Another vendor's script, loaded on the first press; it brings its own interface. */
function ScriptLauncher({ setup }: { setup: Extract<VoiceAssistantSetup, { vendor: "script" }> }) {
  const { lang } = useT();
  const { state, press, dismiss } = useLoadOnPress(async () => {
    const widget = await loadVoiceWidget(setup.scriptUrl);
    widget.start({ agentId: setup.agentId, lang });
  });
  return <Launcher state={state} onPress={press} onDismiss={dismiss} />;
}

/** The launcher for the page's agent: ours for ElevenLabs, or another vendor's script behind it. */
export default function VoiceLaunchers({ setup }: { setup: VoiceAssistantSetup }) {
  return setup.vendor === "elevenlabs" ? <ElevenLabsLauncher setup={setup} /> : <ScriptLauncher setup={setup} />;
}
