import { describe, expect, it } from "vitest";
import { signInFormSchema, signUpFormSchema } from "./auth.ts";

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
};

describe("sign-in form", () => {
  it("asks for both fields", () => {
    expect(firstMessages(signInFormSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: "Email is required",
      password: "Password is required",
    });
  });

  it("checks the email and the 6-character minimum", () => {
    expect(firstMessages(signInFormSchema.safeParse({ email: "abc", password: "12345" }))).toEqual({
      email: "Enter a valid email",
      password: "Password must be at least 6 characters",
    });
    expect(signInFormSchema.safeParse({ email: " ruth@example.com ", password: "123456" }).data?.email).toBe("ruth@example.com");
  });
});

describe("sign-up form", () => {
  const valid = { name: "Ruth", email: "ruth@example.com", password: "Moab#1234", repeatPassword: "Moab#1234", referral: "" };

  it("accepts a valid form and treats an empty referral as none", () => {
    const result = signUpFormSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data?.referral).toBeUndefined();
  });

  it("uses the spec's messages", () => {
    expect(firstMessages(signUpFormSchema.safeParse({ name: " ", email: "", password: "", repeatPassword: "" }))).toMatchObject({
      name: "Name is required",
      email: "Email is required",
      password: "Password is required",
      repeatPassword: "Confirm your password",
    });
    expect(firstMessages(signUpFormSchema.safeParse({ ...valid, email: "ruth@", password: "abcdefgh", repeatPassword: "abcdefgh" }))).toEqual({
      email: "Invalid email",
      password: "Must be 8+ chars, include letter, number & special char",
    });
    expect(firstMessages(signUpFormSchema.safeParse({ ...valid, repeatPassword: "Moab#12345" }))).toEqual({ repeatPassword: "Passwords must match" });
  });

  it("needs a letter, a digit and a special character", () => {
    for (const password of ["12345678!", "abcdefg1", "abcdefg!"]) {
      expect(signUpFormSchema.safeParse({ ...valid, password, repeatPassword: password }).success).toBe(false);
    }
  });

  it("normalises referral codes and rejects malformed ones", () => {
    expect(signUpFormSchema.safeParse({ ...valid, referral: " abcd2345 " }).data?.referral).toBe("ABCD2345");
    expect(signUpFormSchema.safeParse({ ...valid, referral: "ABC" }).success).toBe(false);
  });
});

describe("sign-up password match", () => {
  it("reports a mismatch even while other fields are still invalid", () => {
    const result = signUpFormSchema.safeParse({ name: "", email: "x", password: "short", repeatPassword: "different" });
    expect(firstMessages(result)).toMatchObject({ repeatPassword: "Passwords must match", name: "Name is required" });
  });
});
