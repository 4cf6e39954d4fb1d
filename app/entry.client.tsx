import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig } from "~/i18n/config";
import { loadTranslations } from "~/i18n/translations-backend";

// The server rendered the page in the language of the screen it matched and said so in <html lang>.
const lng = document.documentElement.lang;

void i18next
  .use(initReactI18next)
  // Both bundles have the same keys (tests/unit/translations.test.ts), so loading the fallback
  // language as well would only cost bytes. Its bundle is added once fetched, then the page hydrates.
  .init({ ...i18nConfig, lng, fallbackLng: false, resources: {} })
  .then(() => loadTranslations(i18next, lng))
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
