import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { useLanguage } from "~/i18n/use-language";

export type PhoneScreenName = "conversation" | "diary" | "programme" | "library" | "podcast" | "insights" | "voice";

export type AppScreenProps = {
  className?: string;
  /** On phones the frame may be cut off at this height, fading out, to keep the page short. */
  cropOnPhone?: boolean;
};

const PhoneScreenDrawing = lazy(() => import("./phone-screen-drawings"));

// Set once the page has hydrated: screens that appear after that are drawn in the browser.
let pageHydrated = false;

/**
 * The app's screens never change once drawn. Hydrating a page keeps the server's drawing as it
 * is (React leaves the HTML of an element given as dangerouslySetInnerHTML alone), so the page
 * needs none of their code; a page drawn in the browser (after a client-side navigation) loads
 * it then, as it does when the drawing changes (`drawing` names it: the same page in the other
 * language keeps its components). The wrapper takes no part in the layout (`contents`).
 */
function ServerDrawn({ drawing, children }: { drawing: string; children: ReactNode }) {
  const id = useId();
  const [server] = useState(() => ({
    drawing,
    html: pageHydrated || typeof document === "undefined" ? null : (document.getElementById(id)?.innerHTML ?? null),
  }));
  useEffect(() => {
    pageHydrated = true;
  }, []);
  const serverHtml = server.drawing === drawing ? server.html : null;
  return serverHtml === null ? (
    <div id={id} className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup of this element, read back from the page.
    <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />
  );
}

function phoneScreen(screen: PhoneScreenName) {
  return (props: AppScreenProps) => (
    <ServerDrawn drawing={`${screen} ${useLanguage()}`}>
      <PhoneScreenDrawing screen={screen} {...props} />
    </ServerDrawn>
  );
}

export const ConversationScreen = phoneScreen("conversation");
export const DiaryScreen = phoneScreen("diary");
export const ProgrammeScreen = phoneScreen("programme");
export const LibraryScreen = phoneScreen("library");
export const PodcastScreen = phoneScreen("podcast");
export const InsightsScreen = phoneScreen("insights");
export const VoiceScreen = phoneScreen("voice");
