import { z } from "zod";
import { endpoint } from "./endpoint.ts";
import { messageReplySchema } from "./message-reply.ts";

/** The contact form; the API parses the same schema. */
export const contactRequestSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Enter a valid email")),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(5000, "Message must be at most 5,000 characters"),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;


export const contactEndpoints = {
  /** Stores a message for the team; five an hour from one address. */
  send: endpoint({ method: "POST", path: "/contact", request: contactRequestSchema, reply: messageReplySchema, access: "public", errors: ["rate-limited"] }),
};
