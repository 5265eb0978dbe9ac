import { describe, expect, it } from "vitest";
import { signInThenPath } from "../../config/paths.ts";
import { circleJoinPath, circlePath, codeFromInput } from "./circle-links.ts";

describe("circle links", () => {
  it("builds the chat, invite and sign-in-then-return addresses", () => {
    expect(circlePath("c1")).toBe("/chat/c1");
    expect(circleJoinPath("CIR-7K3QX9PD")).toBe("/chat/join/CIR-7K3QX9PD");
    expect(signInThenPath("/chat/join/CIR-7K3QX9PD")).toBe("/login?next=%2Fchat%2Fjoin%2FCIR-7K3QX9PD");
  });

  it("finds the code in a pasted invite link, or takes what was typed", () => {
    expect(codeFromInput(" https://berea.app/chat/join/CIR-7K3QX9PD ")).toBe("CIR-7K3QX9PD");
    expect(codeFromInput("berea.app/chat/join/cir-7k3qx9pd?ref=abc")).toBe("cir-7k3qx9pd");
    expect(codeFromInput(" cir-7k3qx9pd ")).toBe("cir-7k3qx9pd");
  });
});
