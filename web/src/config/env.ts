import { z } from "zod";

/**
 * Build-time configuration, parsed once at start-up so a missing value fails
 * loudly instead of half-working. `npm start` builds with `.env.local-stack`
 * (the Auth emulator); a deploy builds with the real project's values.
 */
const envSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().optional(),
  /** Set only for the local stack, e.g. http://127.0.0.1:9099. */
  VITE_AUTH_EMULATOR_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  /** Set only where the app runs against the Firestore emulator (the emulator suite), e.g. 127.0.0.1:8080. */
  VITE_FIRESTORE_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  VITE_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse(import.meta.env);
