import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { refusalOf, openDomainStore, testClock, type DomainStore } from "../test-support/domain-test.ts";
import { createSignInCode, previewSignInCode, redeemSignInCode, revokeSignInCodes, signInCodeLifetimeMs } from "./sign-in-codes.ts";

/** One-time sign-in codes over the store, on a clock the test moves: they last ten minutes and die at sign-out. */
let domain: DomainStore;
const clock = testClock("2026-03-02T12:00:00Z");
const minute = 60_000;
const expired = "This sign-in link has expired or was already used. Ask for a new one.";

beforeEach(() => {
  domain = openDomainStore("sign-in-codes");
  clock.set("2026-03-02T12:00:00Z");
});
afterEach(async () => {
  await domain.close();
});

describe("sign-in codes", () => {
  it("last ten minutes at most", async () => {
    expect(signInCodeLifetimeMs).toBeLessThanOrEqual(10 * minute);
    const early = await createSignInCode(domain.store, "lois", clock.now());
    const late = await createSignInCode(domain.store, "lois", clock.now());
    expect(early.expiresAt.toISOString()).toBe("2026-03-02T12:10:00.000Z");

    clock.advance(10 * minute - 1);
    expect((await previewSignInCode(domain.store, early.code, clock.now())).uid).toBe("lois");
    expect(await redeemSignInCode(domain.store, early.code, clock.now())).toBe("lois");

    clock.advance(1);
    const tooLate = await refusalOf(previewSignInCode(domain.store, late.code, clock.now()));
    expect({ code: tooLate.code, message: tooLate.message }).toEqual({ code: "invalid-argument", message: expired });
    expect((await refusalOf(redeemSignInCode(domain.store, late.code, clock.now()))).message).toBe(expired);
  });

  it("can be looked at without being used up, and work once", async () => {
    const { code } = await createSignInCode(domain.store, "lois", clock.now());
    expect(await previewSignInCode(domain.store, code, clock.now())).toEqual({ uid: "lois", expiresAt: new Date("2026-03-02T12:10:00Z") });
    expect(await previewSignInCode(domain.store, code, clock.now())).toEqual({ uid: "lois", expiresAt: new Date("2026-03-02T12:10:00Z") });
    expect(await redeemSignInCode(domain.store, code, clock.now())).toBe("lois");
    expect((await refusalOf(previewSignInCode(domain.store, code, clock.now()))).message).toBe(expired);
    expect((await refusalOf(redeemSignInCode(domain.store, code, clock.now()))).message).toBe(expired);
  });

  it("die when their maker signs out, and only theirs", async () => {
    const first = await createSignInCode(domain.store, "lois", clock.now());
    const second = await createSignInCode(domain.store, "lois", clock.now());
    const someoneElses = await createSignInCode(domain.store, "eunice", clock.now());
    clock.advance(minute);

    expect(await revokeSignInCodes(domain.store, "lois")).toBe(2);
    for (const code of [first.code, second.code]) {
      expect((await refusalOf(previewSignInCode(domain.store, code, clock.now()))).message).toBe(expired);
      expect((await refusalOf(redeemSignInCode(domain.store, code, clock.now()))).message).toBe(expired);
    }
    expect(await redeemSignInCode(domain.store, someoneElses.code, clock.now())).toBe("eunice");
    expect(await revokeSignInCodes(domain.store, "lois")).toBe(0);
  });
});
