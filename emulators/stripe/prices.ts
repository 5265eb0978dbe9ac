import type Stripe from "stripe";
import { listPage } from "./lists.ts";
import { priceObject, type PriceSeed } from "./model.ts";
import { noSuch, type Params } from "./params.ts";
import type { StandInState } from "./state.ts";

/** Prices are seeded (the stand-in's options, `addPrice`), never created over the API. */
export function addPrice(state: StandInState, seed: PriceSeed): Stripe.Price {
  const price = priceObject(seed, state.now());
  state.prices.set(price.id, price);
  return price;
}

export function retrievePrice(state: StandInState, id: string): Stripe.Price {
  const price = state.prices.get(id);
  if (!price) throw noSuch("price", id, "id", 404);
  return price;
}

export function listPrices(state: StandInState, p: Params): Stripe.ApiList<Stripe.Price> {
  const active = p.bool("active");
  const lookupKeys = p.strings("lookup_keys");
  const product = p.string("product");
  const type = p.string("type");
  const currency = p.string("currency");
  const interval = p.object("recurring")?.string("interval");
  const prices = [...state.prices.values()]
    .reverse()
    .filter((price) => active === undefined || price.active === active)
    .filter((price) => lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key)))
    .filter((price) => product === undefined || price.product === product)
    .filter((price) => type === undefined || price.type === type)
    .filter((price) => currency === undefined || price.currency === currency)
    .filter((price) => interval === undefined || price.recurring?.interval === interval);
  return listPage(prices, p, "/v1/prices", "price");
}
