import "i18next";
import type { Resources } from "./namespaces.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: false;
    resources: Resources;
    returnNull: false;
  }
}
