import type { timeZoneEndpoints } from "@berea/contracts/time-zone";
import { changeTimeZone, timeZoneSettings } from "../../users/time-zone-change.ts";
import type { ApiDeps } from "../deps.ts";
import type { AreaHandlers } from "../mount.ts";

/** `POST /api/time-zone` and `/time-zone/change`: the zone the user's days count in (settings). */
export function timeZoneHandlers({ store, now }: ApiDeps): AreaHandlers<typeof timeZoneEndpoints> {
  return {
    get: ({ timeZone }, { caller }) => timeZoneSettings(store, caller.uid, timeZone, now()),
    change: ({ timeZone }, { caller }) => changeTimeZone(store, caller.uid, timeZone, now()),
  };
}
