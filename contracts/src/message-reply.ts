import { z } from "zod";

/** The reply of an action whose only news is a sentence for the person: "You left the circle." */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
