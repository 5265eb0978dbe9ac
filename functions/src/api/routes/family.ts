import {
  familyActivityRequestSchema,
  familyInviteRequestSchema,
  familyJoinRequestSchema,
  familyLeaveRequestSchema,
  familyOverviewRequestSchema,
  familyRemoveRequestSchema,
  familyRevokeRequestSchema,
  familySettingsRequestSchema,
} from "@berea/contracts/family";
import type { Request } from "express";
import { createFamilyInvite, familyOverview, joinFamily, leaveFamily, removeFamilyMember, revokeFamilyInvite, setFamilySwitches } from "../../family/family.ts";
import { familyActivity } from "../../family/parental-view.ts";
import type { ApiDeps } from "../deps.ts";
import { parseBody } from "../parse.ts";
import { requireCaller } from "../session.ts";

/** `POST /api/family/<action>`: overview, invite, revoke, join, remove, leave, settings, activity. Signed-in users only. */
export function familyHandlers(api: ApiDeps) {
  const deps = { store: api.store, now: api.now };
  return {
    overview: async (req: Request) => {
      parseBody(familyOverviewRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return familyOverview(deps, caller.uid);
    },
    invite: async (req: Request) => {
      const body = parseBody(familyInviteRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return createFamilyInvite(deps, caller.uid, body);
    },
    revoke: async (req: Request) => {
      const { code } = parseBody(familyRevokeRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return revokeFamilyInvite(deps, caller.uid, code);
    },
    join: async (req: Request) => {
      const { code } = parseBody(familyJoinRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return joinFamily(deps, caller.uid, code);
    },
    remove: async (req: Request) => {
      const { memberUid } = parseBody(familyRemoveRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return removeFamilyMember(deps, caller.uid, memberUid);
    },
    leave: async (req: Request) => {
      parseBody(familyLeaveRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return leaveFamily(deps, caller.uid);
    },
    settings: async (req: Request) => {
      const body = parseBody(familySettingsRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return setFamilySwitches(deps, caller.uid, body);
    },
    activity: async (req: Request) => {
      const { timeZone } = parseBody(familyActivityRequestSchema, req.body);
      const caller = await requireCaller(api.auth, req);
      return familyActivity(deps, caller.uid, timeZone);
    },
  };
}

export const familyActions = ["overview", "invite", "revoke", "join", "remove", "leave", "settings", "activity"] as const;
