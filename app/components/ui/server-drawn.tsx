import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { useLanguage } from "~/i18n/use-language";

// Set once the page has hydrated: drawings that appear after that are drawn in the browser.
let pageHydrated = false;

/**
 * Hydrating a page keeps the server's drawing of `children` as it is (React leaves the HTML of
 * an element given as dangerouslySetInnerHTML alone), so the page needs none of its code; a page
 * drawn in the browser (after a client-side navigation) loads it then, as it does when the
 * drawing changes (`drawing` names it: the same page in the other language keeps its
 * components). The wrapper takes no part in the layout (`contents`).
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

/**
 * A component for what never changes once drawn (no state, no handlers, no links to follow
 * in the browser): the app's screens, the home page's statements. Its code is in `load`'s module.
 */
export function serverDrawn<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  // Typed as what it draws: React.lazy's own type does not carry a generic component's props.
  const Drawing = lazy(async () => ({ default: await load() })) as unknown as ComponentType<Props>;
  return function Drawn(props: Props) {
    return (
      <ServerDrawn drawing={`${useLanguage()} ${JSON.stringify(props)}`}>
        <Drawing {...props} />
      </ServerDrawn>
    );
  };
}
