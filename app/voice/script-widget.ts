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
