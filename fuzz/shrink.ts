// The shrinker: a failing input made minimal by deleting chunks — lines first, then characters,
// halving the chunk size — while it still fails the same way (the same kind and the same first
// word of the detail: an error's name, a diagnostic code). Bounded in tries and time, so a slow
// input cannot stall the run; what it reached by then is the reproducer.
import type { Finding } from "./core.ts";

export type Probe = (input: string) => Promise<Finding[]>;

/** What makes two findings "the same failure". */
export const signature = (f: Finding): string => `${f.kind} ${f.detail.split(" ")[0] ?? ""}`;

/** Try deleting each chunk of `units` (lines or characters); keep each deletion that still fails. */
async function pass(
  units: string[],
  joiner: string,
  same: (input: string) => Promise<boolean>,
  budget: { tries: number; until: number },
): Promise<string[]> {
  let size = Math.max(1, units.length >> 1);
  while (size >= 1) {
    for (let i = 0; i < units.length && budget.tries > 0 && Date.now() < budget.until;) {
      const candidate = [...units.slice(0, i), ...units.slice(i + size)];
      budget.tries--;
      if (candidate.length < units.length && (await same(candidate.join(joiner))))
        units = candidate;
      else i += size;
    }
    if (size === 1) break;
    size >>= 1;
  }
  return units;
}

export async function shrink(
  input: string,
  finding: Finding,
  probe: Probe,
  limits = { tries: 2000, ms: 8_000 },
): Promise<string> {
  const want = signature(finding);
  const same = async (s: string): Promise<boolean> => {
    try {
      return (await probe(s)).some((f) => signature(f) === want);
    } catch {
      return false;
    }
  };
  const budget = { tries: limits.tries, until: Date.now() + limits.ms };
  const lines = await pass(input.split("\n"), "\n", same, budget);
  const chars = await pass([...lines.join("\n")], "", same, budget);
  return chars.join("");
}
