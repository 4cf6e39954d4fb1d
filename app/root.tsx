import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useContext } from "react";
import { ClientOnly } from "remix-utils/client-only";
import { DEFAULT_AUDIENCE } from "~/audience/audience";
import { AudienceProvider } from "~/audience/use-audience";
import { signupUrlFor } from "~/components/layout/site-data";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { Icon } from "~/components/ui/elements";
import { ContactDialogOnRequest } from "~/contact/contact-link";
import { takeFlash } from "~/contact/flash.server";
import { honeypotInputProps } from "~/contact/honeypot.server";
import { pricesIn } from "~/content/prices.server";
import headingFont from "~/fonts/fraunces-latin-600.woff2";
import { translatorFor } from "~/i18n/i18n.server";
import { translationsVersion } from "~/i18n/translations.server";
import { TRANSLATIONS_PRELOAD_ID, translationsUrl } from "~/i18n/translations-url";
import { useT } from "~/i18n/use-language";
import { siteConfig } from "~/services/config.server";
import { showsSampleContent } from "~/services/preflight.server";
import stylesheet from "~/tailwind.css";
import { ScriptMark } from "~/utils/script-mark";
import { voiceAssistantFor } from "~/voice/voice-assistant.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  // Every page opens with a heading in the brand face: fetched with the stylesheet, not after it.
  { rel: "preload", href: headingFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { flash, setCookie } = await takeFlash(request);
  const { lang, audience } = context.description;
  const t = translatorFor(lang);
  return json(
    {
      siteUrl: siteConfig.siteUrl,
      siteName: t("site.name"),
      rssTitle: t("insights.rss"),
      appUrl: siteConfig.appUrl,
      signupUrl: signupUrlFor(siteConfig.signupUrl, lang),
      company: siteConfig.company,
      // Only pages that vary on it render the audience cookie (see describeRequest): every
      // other page stays the same for everyone, and the browser applies the choice once it runs.
      audience,
      voiceAssistant: voiceAssistantFor(lang),
      flash,
      honeypot: honeypotInputProps(),
      errorTitles: { notFound: t("screens.notFound.title"), error: t("error.title") },
      // Until the owner's content replaces the samples, every page says so and is not indexed.
      sampleContent: await showsSampleContent(),
      // What each audience pays after the free trial or pilot, where content gives it.
      prices: await pricesIn(lang),
      translationsVersion,
    },
    // Remix passes a loader's cookies on to the page whatever its headers.
    { headers: setCookie ? { "Set-Cookie": setCookie } : {} },
  );
}

/** Only used when an error reaches the root boundary; screens describe themselves. */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? data?.errorTitles.notFound : data?.errorTitles.error;
  return [{ title: title ?? "Sinnsro" }, { name: "robots", content: "noindex" }];
};

const VoiceAssistant = lazy(() => import("~/voice/elevenlabs-assistant"));

export function Layout({ children }: { children: ReactNode }) {
  const { t, lang } = useT();
  const data = useRouteLoaderData<typeof loader>("root");
  const voice = data?.voiceAssistant;
  const scriptMark = useContext(ScriptMark);
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <link
          id={TRANSLATIONS_PRELOAD_ID}
          rel="preload"
          as="fetch"
          crossOrigin="anonymous"
          href={translationsUrl(lang, data?.translationsVersion ?? "")}
        />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t("site.skipToContent")}
        </a>
        <AudienceProvider rendered={data?.audience ?? DEFAULT_AUDIENCE}>
          <SiteHeader />
          <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
            {data?.sampleContent ? (
              <p role="note" className="bg-warm-100 px-4 py-1.5 text-center text-sm text-warm-900">
                {t("site.sampleNotice")}
              </p>
            ) : null}
            {/* The message a form leaves for the page it redirects to, announced politely. */}
            <div role="status" className={data?.flash ? "bg-green-50" : "sr-only"}>
              {data?.flash?.kind === "contactSent" ? (
                <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-4 text-green-900">
                  <Icon name="check-circle" className="size-6 shrink-0" />
                  <p>
                    <strong>{t("contact.sentTitle")}</strong> {t("contact.sentText")}
                  </p>
                </div>
              ) : null}
            </div>
            {children}
          </main>
          <SiteFooter />
          {/* The voice assistant of the page's language, when it has an agent (none: nothing at all, see
              docs/voice-assistant.md). It needs JavaScript: its launcher and panel are loaded once the page
              has hydrated; nothing of the vendor before the visitor presses it. */}
          <Suspense fallback={null}>
            <ClientOnly>{() => (voice ? <VoiceAssistant setup={voice} /> : null)}</ClientOnly>
          </Suspense>
          {data ? <ContactDialogOnRequest /> : null}
        </AudienceProvider>
        <ScrollRestoration nonce={scriptMark} />
        <Scripts nonce={scriptMark} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Only pages that failed show it: no other page loads it.
const ErrorScreens = lazy(() => import("~/components/layout/error-screens"));

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorScreens notFound={isRouteErrorResponse(error) && error.status === 404} />
    </Suspense>
  );
}
