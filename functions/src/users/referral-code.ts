import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: codes are read aloud and typed from paper. */
const alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A random 8-character referral code; about 8.5e11 possibilities. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
