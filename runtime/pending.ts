// One entry per kind of pending decision (`state.pending`): the decisions `legalDecisions` lists
// for it, and how `apply` checks and performs one. Both sit side by side so the list and the
// validator cannot drift apart; a new kind of pending decision fails to compile until it has both.
// Where the full space is combinatorial (which cards to discard, trigger orders, choose-N) the list
// holds a bounded, representative set; `perform` accepts every legal decision, listed or not.
import { needsATarget, type TriggeredAbility } from "./cards/definition.ts";
import { card, checking, defOf, log, type Ctx } from "./core/ctx.ts";
import type { Decision } from "./core/decision.ts";
import { askedWhen } from "./core/asked-when.ts";
import { reject, type Rejection } from "./core/reject.ts";
import type { Pending, PlayerId } from "./core/state.ts";
import { checkActivate, doActivate } from "./rules/activate.ts";
import {
  approachers,
  blockers,
  doApproach,
  doBlock,
  doNoBlock,
  mustApproachFirst,
  mustApproachPending,
  teamUpPartners,
} from "./rules/approach.ts";
import { beginTurn, pushTrigger } from "./rules/flow.ts";
import { approachRefusal, blockRefusal } from "./rules/refusals.ts";
import { breakText, playBreak } from "./rules/keywords/break.ts";
import { playBanned } from "./rules/effects/restrictions.ts";
import { DECLARATION_NEEDS_A_TARGET, mulliganOrder } from "./rules/project-rulings.ts";
import { groupCombinations } from "./rules/groups.ts";
import { combinations, passAndDeclarations, targetCombos } from "./rules/legal-priority.ts";
import { checkPlay, doPlay, eventAbility, targetsOk } from "./rules/play.ts";
import { resume } from "./rules/resolution.ts";
import { drawCards, moveCard } from "./rules/zones.ts";

type PendingKind = Pending["kind"];
type PendingOf<K extends PendingKind> = Extract<Pending, { kind: K }>;

interface PendingHandler<K extends PendingKind> {
  /** The decisions open to the deciding player (bounded where the space is combinatorial). */
  legal(ctx: Ctx, pending: PendingOf<K>): Decision[];
  /** Check `d` and perform it on the draft; a rejection means nothing may be kept. */
  perform(ctx: Ctx, pending: PendingOf<K>, d: Decision): Rejection | null;
}

const other = (p: PlayerId): PlayerId => (1 - p) as PlayerId;

const wrongKind = (pending: Pending, d: Decision): Rejection =>
  reject(
    "decision/wrong-kind",
    `the game waits for a ${pending.kind} decision, not ${d.type}${askedWhen(d.type)}`,
  );

function isPermutation(xs: readonly number[], of: readonly number[]): boolean {
  return (
    xs.length === of.length && new Set(xs).size === xs.length && xs.every((x) => of.includes(x))
  );
}

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

/** A choice made while a text resolves: finished by the waiting effect (resolution.ts). */
const resolving = {
  perform: (ctx: Ctx, _pending: Pending, d: Decision): Rejection | null => resume(ctx, d),
};

const PENDING = {
  over: {
    legal: () => [],
    perform: () => reject("game/over", "the game is over"),
  },
  goFirst: {
    legal: (_ctx, pd) => [
      { type: "goFirst", player: pd.player, first: true },
      { type: "goFirst", player: pd.player, first: false },
    ],
    perform(ctx, pending, d) {
      if (d.type !== "goFirst") return wrongKind(pending, d);
      const s = ctx.s;
      s.firstPlayer = d.first ? d.player : other(d.player);
      s.turnPlayer = s.firstPlayer;
      s.step = "mulligan";
      s.pending = { kind: "mulligan", player: mulliganOrder(s.firstPlayer)[0] };
      log(ctx, { ev: "choice", player: d.player, text: d.first ? "goes first" : "goes second" });
      return null;
    },
  },
  mulligan: {
    legal: (ctx, pd) => [
      { type: "mulligan", player: pd.player, redraw: false },
      {
        type: "mulligan",
        player: pd.player,
        redraw: true,
        order: ctx.s.players[pd.player].hand.slice(),
      },
    ],
    perform(ctx, pending, d) {
      if (d.type !== "mulligan") return wrongKind(pending, d);
      const s = ctx.s;
      const ps = s.players[d.player];
      log(ctx, { ev: "mulligan", player: d.player, redraw: d.redraw });
      if (d.redraw) {
        const order = d.order ?? ps.hand.slice();
        if (!isPermutation(order, ps.hand))
          return reject("mulligan/bad-order", "the order must list every hand card once");
        for (const id of order) moveCard(ctx, id, "deck"); // rule 2.3: to the bottom, no shuffle
        drawCards(ctx, d.player, 7);
      }
      ps.mulliganDone = true;
      // Rule 2.3 [project]: the first of the pair decides first, then the other.
      const [firstToDecide, secondToDecide] = mulliganOrder(s.firstPlayer);
      if (d.player === firstToDecide) s.pending = { kind: "mulligan", player: secondToDecide };
      else {
        s.turn = 0;
        beginTurn(ctx, s.firstPlayer);
      }
      return null;
    },
  },
  priority: {
    legal: (ctx, pd) => passAndDeclarations(ctx, { type: "pass", player: pd.player }),
    perform(ctx, pending, d) {
      const s = ctx.s;
      if (d.type === "pass") {
        s.passes++;
        s.priority = other(d.player);
        if (ctx.keepsEvents) log(ctx, { ev: "pass", player: d.player, auto: false });
        return null;
      }
      // [perf: a listed decision is not checked again] (apply.ts applyListed)
      if (d.type === "play") {
        const bad = ctx.listed ? null : checking(ctx, checkPlay, d);
        if (bad) return bad;
        doPlay(ctx, d);
        return null;
      }
      if (d.type === "activate") {
        const bad = ctx.listed ? null : checking(ctx, checkActivate, d);
        if (bad) return bad;
        doActivate(ctx, d);
        return null;
      }
      return wrongKind(pending, d);
    },
  },
  approach: {
    legal(ctx, pd) {
      const out: Decision[] = [];
      for (const a of approachers(ctx)) {
        if (mustApproachFirst(ctx, a, -1) === null)
          out.push({ type: "approach", player: pd.player, card: a });
        for (const partner of teamUpPartners(ctx, a))
          if (mustApproachFirst(ctx, a, partner) === null)
            out.push({ type: "approach", player: pd.player, card: a, partner });
      }
      if (!mustApproachPending(ctx)) out.push({ type: "endApproach", player: pd.player });
      return out;
    },
    perform(ctx, pending, d) {
      if (d.type === "endApproach") {
        if (mustApproachPending(ctx))
          return reject("approach/must-approach", "a character that must approach still can");
        ctx.s.step = "end";
        if (ctx.keepsEvents) log(ctx, { ev: "phase", phase: "end" });
        return null;
      }
      if (d.type !== "approach") return wrongKind(pending, d);
      const cannot = approachRefusal(ctx, d.card);
      if (cannot !== null) return reject("approach/illegal", cannot);
      const partner = d.partner ?? -1;
      if (partner >= 0 && !teamUpPartners(ctx, d.card).includes(partner))
        return reject("approach/illegal-partner", "rule 7.9: not a legal team-up partner");
      const first = mustApproachFirst(ctx, d.card, partner);
      if (first !== null) return reject("approach/must-approach", first);
      doApproach(ctx, d.card, partner);
      return null;
    },
  },
  block: {
    legal: (ctx, pd) => [
      { type: "noBlock", player: pd.player },
      ...blockers(ctx).map((b): Decision => ({ type: "block", player: pd.player, card: b })),
    ],
    perform(ctx, pending, d) {
      if (d.type === "noBlock") {
        doNoBlock(ctx);
        return null;
      }
      if (d.type !== "block") return wrongKind(pending, d);
      const cannot = blockRefusal(ctx, d.card);
      if (cannot !== null) return reject("block/illegal", cannot);
      doBlock(ctx, d.card);
      return null;
    },
  },
  pickDp: {
    legal: (_ctx, pd) =>
      pd.options.map((c): Decision => ({ type: "pickDp", player: pd.player, card: c })),
    perform(ctx, pending, d) {
      if (d.type !== "pickDp") return wrongKind(pending, d);
      if (!pending.options.includes(d.card))
        return reject("target/illegal", "pick one of the team-up pair");
      ctx.s.battle = { ...ctx.s.battle!, dpOf: d.card };
      ctx.s.step = "blockWindow";
      return null;
    },
  },
  handLimit: {
    legal: (ctx, pd) =>
      combinations(ctx.s.players[pd.player].hand, pd.n, 16).map((cards): Decision => ({
        type: "discard",
        player: pd.player,
        cards,
      })),
    perform(ctx, pending, d) {
      if (d.type !== "discard") return wrongKind(pending, d);
      const hand = ctx.s.players[d.player].hand;
      if (
        d.cards.length !== pending.n ||
        new Set(d.cards).size !== d.cards.length ||
        !d.cards.every((c) => hand.includes(c))
      )
        return reject(
          "hand/bad-discard",
          `discard exactly ${pending.n} different cards from your hand (rule 3.4)`,
        );
      for (const c of d.cards) moveCard(ctx, c, "trash");
      log(ctx, { ev: "discard", player: d.player, cards: [...d.cards] });
      ctx.s.step = "cleanup";
      return null;
    },
  },
  orderTriggers: {
    legal: (_ctx, pd) =>
      permutations(pd.items.length, 24).map((order): Decision => ({
        type: "order",
        player: pd.player,
        order,
      })),
    perform(ctx, pending, d) {
      if (d.type !== "order") return wrongKind(pending, d);
      if (!isPermutation(d.order, pending.items))
        return reject("trigger/bad-order", "the order must list every trigger once");
      // order[0] resolves first, so it is pushed last (rule 4.2 last in, first out).
      const old = ctx.s.triggers;
      ctx.s.triggers = d.order
        .slice()
        .reverse()
        .map((i) => old[i]!);
      ctx.s.triggersOrdered = true;
      return null;
    },
  },
  triggerTargets: {
    legal(ctx, pd) {
      const t = pd.trigger;
      const a = defOf(ctx, t.source).abilities?.[t.ability] as TriggeredAbility;
      return targetCombos(ctx, a.targets ?? [], {
        source: t.source,
        controller: t.controller,
        eventCard: t.eventCard,
      }).map((targets): Decision => ({ type: "targets", player: pd.player, targets }));
    },
    perform(ctx, pending, d) {
      if (d.type !== "targets") return wrongKind(pending, d);
      const t = pending.trigger;
      const a = defOf(ctx, t.source).abilities?.[t.ability] as TriggeredAbility;
      const bad = targetsOk(
        ctx,
        a.targets ?? [],
        { source: t.source, controller: t.controller, eventCard: t.eventCard },
        d.targets,
        false,
      );
      if (bad) return bad;
      pushTrigger(ctx, d.targets);
      return null;
    },
  },
  break: {
    legal(ctx, pd) {
      const out: Decision[] = [{ type: "noBreak", player: pd.player }];
      for (const c of pd.options) {
        const ev = eventAbility(defOf(ctx, c));
        if (!ev || playBanned(ctx, pd.player, c, true)) continue;
        for (const targets of targetCombos(ctx, ev.ability.targets ?? [], {
          source: c,
          controller: pd.player,
        })) {
          // Rule 4.2 [project] DECLARATION_NEEDS_A_TARGET: the break is declared like an event, so
          // a target with no legal card makes it undeclarable; offering it would be rejected.
          const specs = ev.ability.targets ?? [];
          if (
            DECLARATION_NEEDS_A_TARGET &&
            specs.some((x, i) => needsATarget(x) && !targets[i]?.length)
          )
            continue;
          out.push({ type: "break", player: pd.player, card: c, targets });
        }
      }
      return out;
    },
    perform(ctx, pending, d) {
      if (d.type === "noBreak") {
        ctx.s.breaks = ctx.s.breaks.filter((b) => card(ctx, b).owner !== d.player);
        log(ctx, { ev: "choice", player: d.player, text: "no break" });
        return null;
      }
      if (d.type !== "break") return wrongKind(pending, d);
      if (!pending.options.includes(d.card))
        return reject("break/illegal", "that card cannot break now");
      const text = breakText(ctx, d.card);
      if (!text) return reject("break/illegal", "nothing to play");
      if (playBanned(ctx, d.player, d.card, true))
        return reject("play/banned", "a text forbids playing this card now");
      const bad = targetsOk(
        ctx,
        text.ability.targets ?? [],
        { source: d.card, controller: d.player },
        d.targets,
      );
      if (bad) return bad;
      playBreak(ctx, d.player, d.card, text.index, d.targets ?? []);
      return null;
    },
  },
  choose: {
    legal(ctx, pd) {
      const out: Decision[] = [];
      // 同じ名称の… (groups.ts): only choices whose cards relate so
      const combos = (k: number, cap: number): number[][] =>
        pd.group
          ? groupCombinations(ctx, pd.group, pd.options, k, cap)
          : combinations(pd.options, k, cap);
      for (let k = pd.max; k >= pd.min && out.length < 24; k--)
        for (const cards of combos(k, 24 - out.length))
          out.push({ type: "choose", player: pd.player, cards });
      return out;
    },
    ...resolving,
  },
  may: {
    legal: (_ctx, pd) => [
      { type: "may", player: pd.player, accept: true },
      { type: "may", player: pd.player, accept: false },
    ],
    ...resolving,
  },
  option: {
    legal: (_ctx, pd) =>
      Array.from({ length: pd.count }, (_, index): Decision => ({
        type: "option",
        player: pd.player,
        index,
      })),
    ...resolving,
  },
} satisfies { [K in PendingKind]: PendingHandler<K> };

/**
 * The entry of `pending`'s kind. [perf: named fields] a switch, not `PENDING[pending.kind]`: a
 * computed read with fourteen different keys goes through V8's generic (megamorphic) keyed lookup
 * on every decision listed and every decision performed; a case is a compare and a constant.
 */
function handlerOf(pending: Pending): PendingHandler<PendingKind> {
  const h = PENDING as Record<PendingKind, PendingHandler<PendingKind>>;
  switch (pending.kind) {
    case "over":
      return h.over;
    case "goFirst":
      return h.goFirst;
    case "mulligan":
      return h.mulligan;
    case "priority":
      return h.priority;
    case "approach":
      return h.approach;
    case "block":
      return h.block;
    case "pickDp":
      return h.pickDp;
    case "handLimit":
      return h.handLimit;
    case "orderTriggers":
      return h.orderTriggers;
    case "triggerTargets":
      return h.triggerTargets;
    case "break":
      return h.break;
    case "choose":
      return h.choose;
    case "may":
      return h.may;
    case "option":
      return h.option;
  }
}

/** The decisions open to the deciding player now. */
export function pendingDecisions(ctx: Ctx): Decision[] {
  return handlerOf(ctx.s.pending).legal(ctx, ctx.s.pending);
}

/** Check `d` against what the game waits for and perform it on the draft (apply). */
export function performDecision(ctx: Ctx, d: Decision): Rejection | null {
  return handlerOf(ctx.s.pending).perform(ctx, ctx.s.pending, d);
}
