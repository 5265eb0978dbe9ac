import { paths } from "../../config/paths.ts";

/** `/chat/<circleId>`: one circle's chat. */
export const circlePath = (circleId: string): string => `${paths.circles}/${encodeURIComponent(circleId)}`;

/** `/chat/join/<code>`: what an invite code opens, with a way to join. */
export const circleJoinPath = (code: string): string => `${paths.circles}/join/${encodeURIComponent(code)}`;

/**
 * The invite code in what someone typed or pasted: the code itself, or a
 * whole invite link (`https://…/chat/join/CIR-…`). Checked afterwards with
 * the contract's circleCodeSchema.
 */
export function codeFromInput(input: string): string {
  const trimmed = input.trim();
  const fromLink = /\/chat\/join\/([^/?#\s]+)/i.exec(trimmed)?.[1];
  if (!fromLink) return trimmed;
  try {
    return decodeURIComponent(fromLink);
  } catch {
    return fromLink;
  }
}
