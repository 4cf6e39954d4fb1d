import "i18next";
import type nb from "./nb.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof nb };
  }
}
