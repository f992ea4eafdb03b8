// 無効にする (R-P-6: 《拒否反応》 negates 《刀語》's event itself): used from an interrupt timing,
// it removes a declared item from the stack without resolving it. The newest matching item is
// hit, which with interrupts is the item being responded to (rule 4.2: last in, first out).
// Costs stay paid (they were paid at declaration) and a negated card goes to the trash like any
// played event (rule 6.5); a negated break play leaves its card in the point pile (rule 7.5).
import type { Effect, NegateKind } from "../cards/definition.ts";
import { card, log, own, type Ctx } from "../core/ctx.ts";
import type { Resolution, StackItem } from "../core/state.ts";
import { moveCard } from "./zones.ts";

type Negate = Extract<Effect, { do: "negate" }>;

function kindMatches(item: StackItem, k: NegateKind): boolean {
  if (k === "any") return true;
  if (k === "event") return item.kind === "event" || item.kind === "break";
  return item.kind === "ability" || item.kind === "trigger" || item.kind === "delayed";
}

export function execNegate(ctx: Ctx, r: Resolution, e: Negate): boolean {
  r.did = false;
  if (e.as !== undefined) r.vars = { ...r.vars, [e.as]: [] };
  const stack = ctx.s.stack;
  for (let i = stack.length - 1; i >= 0; i--) {
    const it = stack[i]!;
    if (e.whose === "opponent" && it.controller === r.item.controller) continue;
    if (!kindMatches(it, e.kind)) continue;
    own(ctx, "stack").splice(i, 1);
    log(ctx, { ev: "negate", card: it.source, what: it.kind });
    if (card(ctx, it.source).zone === "stack") moveCard(ctx, it.source, "trash");
    // the negated card, for a later `it` of the same text (wherever it went)
    if (e.as !== undefined) r.vars = { ...r.vars, [e.as]: [it.source] };
    r.did = true;
    return true;
  }
  return true;
}
