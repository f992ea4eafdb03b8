// A list or an alternative of selectors before one verb, in canonical Japanese: the steps of a
// group (「AとBを<verb>」) or of a choice (「A、またはBを<verb>」) that differ only in their target
// are said once, the targets joined — the form the translator reads back (parser/lists.ts).
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { sameMeaning } from "../ast-util.ts";
import type { Ja } from "./context.ts";
import { jaSelector } from "./selectors-ja.ts";

/** The steps' targets joined by `join` before their one verb; undefined when they differ otherwise. */
export function jaList(steps: EffectStep[], ja: Ja, join: "と、" | "、または"): string | undefined {
  const [first] = steps;
  if (steps.length < 2 || !first || !("target" in first)) return undefined;
  const rest = (s: EffectStep): unknown => ({ ...s, target: undefined });
  if (steps.some((s) => s.kind !== first.kind || !sameMeaning(rest(s), rest(first))))
    return undefined;
  const targets = steps.map((s) => jaSelector((s as { target: Selector }).target));
  const last = ja.step(steps.at(-1)!);
  const lastTarget = targets.at(-1)!;
  if (!last.startsWith(lastTarget)) return undefined;
  return `${targets.slice(0, -1).join(join)}${join}${last}`;
}
