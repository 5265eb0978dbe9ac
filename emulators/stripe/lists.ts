import type Stripe from "stripe";
import { invalidRequest, noSuch, type Params } from "./params.ts";

/** A page of a list (newest first), with Stripe's `limit`, `starting_after` and `ending_before`. */
export function listPage<T extends { id: string }>(all: T[], p: Params, url: string, kind: string): Stripe.ApiList<T> {
  const limit = p.int("limit") ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest("Invalid limit: must be between 1 and 100", "limit");
  const after = p.string("starting_after");
  const before = p.string("ending_before");
  let items = all;
  if (after !== undefined) {
    const index = all.findIndex((item) => item.id === after);
    if (index < 0) throw noSuch(kind, after, "starting_after");
    items = all.slice(index + 1);
    return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
  }
  if (before !== undefined) {
    const index = all.findIndex((item) => item.id === before);
    if (index < 0) throw noSuch(kind, before, "ending_before");
    items = all.slice(0, index);
    return { object: "list", data: items.slice(Math.max(0, items.length - limit)), has_more: items.length > limit, url };
  }
  return { object: "list", data: items.slice(0, limit), has_more: items.length > limit, url };
}
