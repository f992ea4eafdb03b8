// Plain-data literals (filters, conditions, static effects) printed as TypeScript, with every
// string through stringLiteral. Builder calls for the parts that have one live in calls.ts; this
// printer calls back into them through `nested` so a literal can hold a builder call.
import { propertyKey, stringLiteral } from "./literal.ts";

/** Printer for a value that may be data or need a builder call (a selector inside a literal, …). */
export type Nested = (key: string, value: unknown) => string | undefined;

export function literal(value: unknown, nested?: Nested): string {
  if (value === undefined) return "undefined";
  if (value === null) return "null";
  if (typeof value === "string") return stringLiteral(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot emit the number ${value}`);
    return Object.is(value, -0) ? "0" : String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, nested)).join(", ")}]`;
  if (typeof value === "object") {
    const parts: string[] = [];
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (v === undefined) continue;
      parts.push(`${propertyKey(k)}: ${nested?.(k, v) ?? literal(v, nested)}`);
    }
    return `{ ${parts.join(", ")} }`;
  }
  throw new Error(`cannot emit a ${typeof value}`);
}
