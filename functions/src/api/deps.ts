import type { Auth } from "firebase-admin/auth";
import type { Store } from "../store/port.ts";

/** What the API needs from the outside world; tests pass their own clock. */
export interface ApiDeps {
  store: Store;
  auth: Auth;
  now: () => Date;
}
