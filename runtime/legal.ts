// legalDecisions: the choices open to the deciding player, enumerated from the state. Where the
// full space is combinatorial (which cards pay, which cards to discard, trigger orders) the list
// holds a bounded, representative set; apply accepts every legal decision, listed or not, and
// `paymentOptions` enumerates payments for one card.
import { getDb } from "./cards/database.ts";
import type { TriggeredAbility } from "./cards/definition.ts";
import { defOf, readCtx, type Ctx } from "./core/ctx.ts";
import type { Decision } from "./core/decision.ts";
import type { GameState } from "./core/state.ts";
import { approachers, blockers, mustApproachPending, teamUpPartners } from "./rules/approach.ts";
import { enumeratePayments, playRequirement } from "./rules/costs.ts";
import { eventAbility, costToPlay } from "./rules/play.ts";
import { combinations, priorityDeclarations, targetCombos } from "./rules/legal-priority.ts";

function permutations(n: number, cap: number): number[][] {
  const out: number[][] = [];
  const rec = (cur: number[], rest: number[]): void => {
    if (out.length >= cap) return;
    if (rest.length === 0) {
      out.push(cur);
      return;
    }
    for (let i = 0; i < rest.length; i++)
      rec(
        [...cur, rest[i]!],
        rest.filter((_, j) => j !== i),
      );
  };
  rec(
    [],
    Array.from({ length: n }, (_, i) => i),
  );
  return out;
}

function ctxFor(state: GameState): Ctx | null {
  const db = getDb(state.db);
  return db ? readCtx(state, db) : null;
}

// The list computed while `apply` settled its newest state (flow.ts), keyed by that state object.
// One slot is enough: a caller asks for the legal decisions of the state apply just returned.
let lastState: GameState | null = null;
let lastList: Decision[] = [];

export function rememberLegal(state: GameState, list: Decision[]): void {
  lastState = state;
  lastList = list;
}

export function legalDecisions(state: GameState): Decision[] {
  if (state === lastState) return lastList.slice();
  const ctx = ctxFor(state);
  if (!ctx) return [];
  const s = ctx.s;
  const pd = s.pending;
  switch (pd.kind) {
    case "over":
      return [];
    case "goFirst":
      return [
        { type: "goFirst", player: pd.player, first: true },
        { type: "goFirst", player: pd.player, first: false },
      ];
    case "mulligan":
      return [
        { type: "mulligan", player: pd.player, redraw: false },
        {
          type: "mulligan",
          player: pd.player,
          redraw: true,
          order: s.players[pd.player].hand.slice(),
        },
      ];
    case "priority":
      return [{ type: "pass", player: pd.player }, ...priorityDeclarations(ctx, pd.player)];
    case "approach": {
      const out: Decision[] = [];
      for (const a of approachers(ctx)) {
        out.push({ type: "approach", player: pd.player, card: a });
        for (const partner of teamUpPartners(ctx, a))
          out.push({ type: "approach", player: pd.player, card: a, partner });
      }
      if (!mustApproachPending(ctx)) out.push({ type: "endApproach", player: pd.player });
      return out;
    }
    case "block":
      return [
        { type: "noBlock", player: pd.player },
        ...blockers(ctx).map((b): Decision => ({ type: "block", player: pd.player, card: b })),
      ];
    case "pickDp":
      return pd.options.map((c): Decision => ({ type: "pickDp", player: pd.player, card: c }));
    case "handLimit":
      return combinations(s.players[pd.player].hand, pd.n, 16).map((cards): Decision => ({
        type: "discard",
        player: pd.player,
        cards,
      }));
    case "orderTriggers":
      return permutations(pd.items.length, 24).map((order): Decision => ({
        type: "order",
        player: pd.player,
        order,
      }));
    case "triggerTargets": {
      const t = pd.trigger;
      const a = defOf(ctx, t.source).abilities?.[t.ability] as TriggeredAbility;
      return targetCombos(ctx, a.targets ?? [], {
        source: t.source,
        controller: t.controller,
        eventCard: t.eventCard,
      }).map((targets): Decision => ({ type: "targets", player: pd.player, targets }));
    }
    case "break": {
      const out: Decision[] = [{ type: "noBreak", player: pd.player }];
      for (const c of pd.options) {
        const ev = eventAbility(defOf(ctx, c));
        if (!ev) continue;
        for (const targets of targetCombos(ctx, ev.ability.targets ?? [], {
          source: c,
          controller: pd.player,
        }))
          out.push({ type: "break", player: pd.player, card: c, targets });
      }
      return out;
    }
    case "choose": {
      const out: Decision[] = [];
      for (let k = pd.max; k >= pd.min && out.length < 24; k--)
        for (const cards of combinations(pd.options, k, 24 - out.length))
          out.push({ type: "choose", player: pd.player, cards });
      return out;
    }
    case "may":
      return [
        { type: "may", player: pd.player, accept: true },
        { type: "may", player: pd.player, accept: false },
      ];
    case "option":
      return Array.from({ length: pd.count }, (_, index): Decision => ({
        type: "option",
        player: pd.player,
        index,
      }));
  }
}

/** Every minimal legal payment (up to `cap`) for playing `cardId` now (rule 5). */
export function paymentOptions(state: GameState, cardId: number, cap = 64): number[][] {
  const ctx = ctxFor(state);
  const c = state.cards[cardId];
  if (!ctx || !c) return [];
  return enumeratePayments(
    ctx,
    c.owner,
    playRequirement(ctx, cardId, costToPlay(ctx, c.owner, cardId)),
    cap,
  );
}
