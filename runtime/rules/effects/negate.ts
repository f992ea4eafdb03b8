// 無効にする (R-P-6: 《拒否反応》 negates 《刀語》's event itself): used from an interrupt timing,
// it removes a declared item from the stack without resolving it. The newest matching item is
// hit, which with interrupts is the item being responded to (rule 4.2: last in, first out;
// NEGATE_HITS_NEWEST_MATCHING_ITEM). Costs stay paid (they were paid at declaration) and a negated
// card goes to the trash like any played event (rule 6.5); a negated break play leaves its card in
// the point pile (rule 7.5).
import type { Effect, Filter, NegateKind } from "../../cards/definition.ts";
import { card, log, own } from "../../core/ctx.ts";
import type { StackItem } from "../../core/state.ts";
import { NEGATE_HITS_NEWEST_MATCHING_ITEM } from "../project-rulings.ts";
import { matches } from "../selectors.ts";
import { moveCard } from "../zones.ts";
import type { EffectFamily } from "./handler.ts";

// ---- builders (re-exported by cards/builders.ts)
/** 無効にする (R-P-6): negate the newest stack item of that kind (from an interrupt timing). */
export const negate = (
  kind: NegateKind = "event",
  whose: "opponent" | "any" = "opponent",
  as?: string,
  filter?: Filter,
): Effect => ({
  do: "negate",
  kind,
  whose,
  ...(as === undefined ? {} : { as }),
  ...(filter ? { filter } : {}),
});

function kindMatches(item: StackItem, k: NegateKind): boolean {
  if (k === "any") return true;
  if (k === "event") return item.kind === "event" || item.kind === "break";
  return item.kind === "ability" || item.kind === "trigger" || item.kind === "delayed";
}

// ---- handlers
export const negateEffects = {
  negate: {
    run(ctx, r, e, scope) {
      r.did = false;
      if (e.as !== undefined) r.vars = { ...r.vars, [e.as]: [] };
      const stack = ctx.s.stack;
      for (let k = 0; k < stack.length; k++) {
        // NEGATE_HITS_NEWEST_MATCHING_ITEM: the newest first (else the oldest first)
        const i = NEGATE_HITS_NEWEST_MATCHING_ITEM ? stack.length - 1 - k : k;
        const it = stack[i]!;
        if (e.whose === "opponent" && it.controller === r.item.controller) continue;
        if (!kindMatches(it, e.kind)) continue;
        // 「…と同じ名称のプレイ中のイベントカード」: the item's card (on the stack) must pass
        if (e.filter && !matches(ctx, it.source, e.filter, scope)) continue;
        own(ctx, "stack").splice(i, 1);
        log(ctx, { ev: "negate", card: it.source, what: it.kind });
        if (card(ctx, it.source).zone === "stack") moveCard(ctx, it.source, "trash");
        // the negated card, for a later `it` of the same text (wherever it went)
        if (e.as !== undefined) r.vars = { ...r.vars, [e.as]: [it.source] };
        r.did = true;
        return true;
      }
      return true;
    },
  },
} satisfies EffectFamily;
