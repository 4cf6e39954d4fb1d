import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNamespace, i18nConfig } from "~/i18n/config";
import { TRANSLATIONS_PRELOAD_ID } from "~/i18n/translations-url";

// The server rendered the page in the language of the screen it matched and said so in <html lang>.
const lng = document.documentElement.lang;

/** Adds the page's translations, as JSON, from the address its head preloads (root.tsx). */
async function addPageTranslations(): Promise<void> {
  const preload = document.getElementById(TRANSLATIONS_PRELOAD_ID);
  if (!(preload instanceof HTMLLinkElement)) return;
  const response = await fetch(preload.href);
  if (response.ok) i18next.addResourceBundle(lng, defaultNamespace, await response.json());
}

void i18next
  .use(initReactI18next)
  // Both bundles have the same keys (tests/unit/translations.test.ts), so loading the fallback
  // language as well would only cost bytes. Its bundle is added once fetched, then the page hydrates.
  .init({ ...i18nConfig, lng, fallbackLng: false, resources: {} })
  .then(addPageTranslations)
  // Initialisation that fails ends all the same (the spec): the page still hydrates.
  .catch(() => undefined)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <I18nextProvider i18n={i18next}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </I18nextProvider>,
      );
    }),
  );
