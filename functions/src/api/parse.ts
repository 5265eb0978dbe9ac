import type { z } from "zod";
import { AppError } from "../lib/app-error.ts";
import { msg } from "../lib/messages/message.ts";

/**
 * Parses a request body with its contract schema. The first problem becomes
 * the message a person reads; every field's first problem is listed too.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??= describeIssue(issue);
  }
  const first = result.error.issues[0];
  throw new AppError("invalid-argument", first ? describeIssue(first) : msg("api.notValid"), fields);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join(".") : undefined;
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return field ? `${field} is required.` : "The request body is required.";
      // zod reports a number that is not whole as the type "int".
      if (issue.expected === "int" && typeof issue.input === "number") return field ? `${field} must be a whole number.` : "The request body must be a whole number.";
      return field ? `${field} must be ${withArticle(issue.expected)}.` : `The request body must be a JSON ${issue.expected}.`;
    case "unrecognized_keys":
      return `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`;
    case "invalid_value":
      return field ? `${field} must be one of: ${issue.values.map(String).join(", ")}.` : "The request is not valid.";
    default:
      return issue.message;
  }
}

/** "a number", "an array". */
const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun}`;
