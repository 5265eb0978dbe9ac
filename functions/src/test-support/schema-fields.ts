import type { z } from "zod";

export type JsonType = "string" | "number" | "boolean" | "null" | "array" | "object";

/** A field of a request as JSON sees it: which JSON types it takes, and whether it may be left out. */
export interface JsonField {
  types: readonly JsonType[];
  required: boolean;
}

/**
 * The JSON types a schema accepts as input, read from the schema itself (so
 * the bad-input suite sends every other type, and never a type the contract
 * takes). Unwraps optional, default, nullable and pipes; a union takes what
 * any of its members takes.
 */
export function jsonTypesOf(schema: z.core.$ZodType): JsonType[] {
  const def = schema._zod.def;
  switch (def.type) {
    case "string":
    case "enum":
    case "template_literal":
      return ["string"];
    case "number":
    case "int":
      return ["number"];
    case "boolean":
      return ["boolean"];
    case "null":
      return ["null"];
    case "array":
    case "tuple":
      return ["array"];
    case "object":
    case "record":
      return ["object"];
    case "literal":
      return [...new Set((def as z.core.$ZodLiteralDef<z.core.util.Literal>).values.map(literalType))];
    case "union":
      return [...new Set((def as z.core.$ZodUnionDef).options.flatMap(jsonTypesOf))];
    case "nullable":
      return [...jsonTypesOf((def as z.core.$ZodNullableDef).innerType), "null"];
    case "optional":
    case "default":
    case "prefault":
    case "nonoptional":
    case "readonly":
    case "catch":
      return jsonTypesOf((def as z.core.$ZodOptionalDef).innerType);
    case "pipe":
      return jsonTypesOf((def as z.core.$ZodPipeDef).in);
    default:
      throw new Error(`schema-fields does not know the JSON types of a zod "${def.type}"; teach it.`);
  }
}

function literalType(value: z.core.util.Literal): JsonType {
  if (value === null) return "null";
  if (typeof value === "number" || typeof value === "bigint") return "number";
  if (typeof value === "boolean") return "boolean";
  return "string";
}

/** Each top-level field of an object schema (a request body or query). */
export function jsonFieldsOf(schema: z.core.$ZodType): Record<string, JsonField> {
  const def = schema._zod.def;
  if (def.type !== "object") throw new Error(`A request schema is a zod object, not a "${def.type}".`);
  const shape = (def as z.core.$ZodObjectDef).shape;
  return Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, { types: jsonTypesOf(field), required: field._zod.optin === undefined }]));
}
