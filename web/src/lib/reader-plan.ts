import { useQuery } from "@tanstack/react-query";
import { isSignedOutError } from "./session.ts";
import { userDataQueryOptions } from "./user-data.ts";

/** Who is reading, as far as the library cares: Premium and Family download PDFs and read every article in full. */
export type ReaderPlan = "premium" | "free" | "signed-out" | "unknown";

/** The caller's plan from their profile; "unknown" while it loads or when it could not be read. */
export function useReaderPlan(): ReaderPlan {
  const user = useQuery({ ...userDataQueryOptions, retry: false });
  if (user.data) return user.data.paymentPlan > 0 ? "premium" : "free";
  if (isSignedOutError(user.error)) return "signed-out";
  return "unknown";
}
