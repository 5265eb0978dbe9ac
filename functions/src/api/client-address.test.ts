import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { clientAddress, trustedProxyHopsFromEnv } from "./client-address.ts";

const request = (forwardedFor: string | string[] | undefined, peer = "::ffff:10.0.0.9") =>
  ({ headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: peer } }) as unknown as Request;

describe("clientAddress", () => {
  it("without a trusted proxy, is the socket's peer whatever X-Forwarded-For says", () => {
    expect(clientAddress(request("198.51.100.1, 203.0.113.7"), 0)).toBe("10.0.0.9");
    expect(clientAddress(request(undefined, "2001:db8::1"), 0)).toBe("2001:db8::1");
  });

  it("behind one proxy, is the entry it appended (the last), however many the client wrote before it", () => {
    expect(clientAddress(request("203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(request("198.51.100.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(request("1.1.1.1,2.2.2.2 , 3.3.3.3,203.0.113.7"), 1)).toBe("203.0.113.7");
    // Two header lines are one list, in order.
    expect(clientAddress(request(["198.51.100.1", "203.0.113.7"]), 1)).toBe("203.0.113.7");
  });

  it("behind two, is the entry before the last; with fewer entries than hops, the one nearest the app", () => {
    expect(clientAddress(request("198.51.100.1, 203.0.113.7, 35.191.0.1"), 2)).toBe("203.0.113.7");
    expect(clientAddress(request("203.0.113.7"), 2)).toBe("203.0.113.7");
    expect(clientAddress(request(undefined), 1)).toBe("10.0.0.9");
    expect(clientAddress(request(" , "), 1)).toBe("10.0.0.9");
  });
});

describe("trustedProxyHopsFromEnv", () => {
  it("is 1 on Cloud Functions (K_SERVICE), 0 elsewhere, and BEREA_TRUSTED_PROXY_HOPS when set", () => {
    expect(trustedProxyHopsFromEnv({ K_SERVICE: "api" })).toBe(1);
    expect(trustedProxyHopsFromEnv({})).toBe(0);
    expect(trustedProxyHopsFromEnv({ K_SERVICE: "api", BEREA_TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    expect(trustedProxyHopsFromEnv({ BEREA_TRUSTED_PROXY_HOPS: "0" })).toBe(0);
  });

  it("refuses a setting that is not a small whole number, rather than guessing", () => {
    expect(() => trustedProxyHopsFromEnv({ BEREA_TRUSTED_PROXY_HOPS: "first" })).toThrow(/whole number from 0 to 5/);
    expect(() => trustedProxyHopsFromEnv({ BEREA_TRUSTED_PROXY_HOPS: "-1" })).toThrow();
  });
});
