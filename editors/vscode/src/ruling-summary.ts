// The answer of the server's `memoria.runRuling` command, `{ passed, failed, pending, errors }`
// (counts for the file, or for the one ruling a code lens ran), as one line for a notification.

export interface RulingSummary {
  ok: boolean;
  text: string;
}

const COUNTS = ["passed", "failed", "pending", "errors"] as const;

/** A line such as "2 passed, 1 failed"; undefined when the answer is not such counts. */
export function rulingSummary(result: unknown): RulingSummary | undefined {
  if (typeof result !== "object" || result === null) return undefined;
  const r = result as Record<string, unknown>;
  if (!COUNTS.some((k) => typeof r[k] === "number")) return undefined;
  const n = (k: (typeof COUNTS)[number]): number => (typeof r[k] === "number" ? r[k] : 0);
  const parts = COUNTS.filter((k) => n(k) > 0 || k === "passed").map((k) =>
    k === "errors" ? `${n(k)} error${n(k) === 1 ? "" : "s"}` : `${n(k)} ${k}`,
  );
  return { ok: n("failed") === 0 && n("errors") === 0, text: parts.join(", ") };
}
