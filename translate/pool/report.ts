// The text report of `memoria translate --encode-pool`: counts per outcome, then the cards
// written, the marked cards lowering refuses, and the cards not written with the reason.
import type { PoolEntry, PoolResult } from "./encode.ts";

const line = (e: PoolEntry, extra = ""): string => `  ${e.set} ${e.number} 「${e.name}」${extra}`;

export function formatPool(result: PoolResult, dryRun: boolean, verbose: boolean): string {
  const out: string[] = [];
  const counts = new Map<string, number>();
  for (const e of result.entries) counts.set(e.outcome, (counts.get(e.outcome) ?? 0) + 1);
  const refused = result.entries.filter((e) => e.refused !== undefined);
  out.push(
    `pool: ${[...counts]
      .sort()
      .map(([o, n]) => `${o} ${n}`)
      .join(", ")}; refused by the engine (kept, no module) ${refused.length}`,
  );
  const verb = dryRun ? "would change" : "changed";
  out.push(
    `${verb} ${result.changed.length} file(s)${result.changed.length ? `: ${result.changed.join(" ")}` : ""}`,
  );
  const section = (title: string, es: readonly PoolEntry[], extra: (e: PoolEntry) => string) => {
    if (es.length === 0) return;
    out.push(`${title} (${es.length}):`);
    for (const e of es) out.push(line(e, extra(e)));
  };
  section(
    "written",
    result.entries.filter((e) => ["new", "updated", "removed"].includes(e.outcome)),
    (e) => ` ${e.outcome}`,
  );
  section("refused by the engine", refused, (e) => `: ${e.refused}`);
  section(
    "kept",
    result.entries.filter((e) => e.outcome.startsWith("kept") && (verbose || e.reason)),
    (e) => `: ${e.outcome}${e.reason ? ` (${e.reason})` : ""}`,
  );
  const skipped = result.entries.filter((e) => e.outcome === "skipped");
  if (verbose) section("skipped", skipped, (e) => `: ${e.reason}`);
  else {
    const kinds = new Map<string, number>();
    for (const e of skipped) {
      const kind = (e.reason ?? "?").replace(/[:(].*$/s, "").trim();
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    out.push(
      `skipped ${skipped.length}: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(", ")} (--verbose lists them)`,
    );
  }
  return out.join("\n");
}
