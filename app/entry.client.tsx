import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n/config";
import { translationsBackend, translationsVersionOfPage } from "~/i18n/translations-backend";

void i18next
  .use(initReactI18next)
  .use(translationsBackend(translationsVersionOfPage()))
  .init({
    ...i18nConfig,
    // The server rendered the page in the language of the screen it matched and said so in <html lang>.
    lng: document.documentElement.lang,
    // Both bundles have the same keys (tests/unit/translations.test.ts), so loading the
    // fallback language as well would only cost bytes.
    fallbackLng: false,
    // Load right away instead of on the next tick, so hydration starts as soon as they are here.
    initImmediate: false,
  })
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
