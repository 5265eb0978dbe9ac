import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** 8 random characters from that alphabet, about 8.5e11 possibilities: referral codes, and Family and circle invites after their prefix. */
export function newReadableCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A random referral code. */
export const newReferralCode = newReadableCode;
