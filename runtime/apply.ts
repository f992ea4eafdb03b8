// The engine's two entry points: createGame and apply. apply never mutates its input and never
// throws: it returns the next state (waiting on exactly one decision, or over) with the step's
// events, or a rejection `{ ok:false, reason:'area/reason', message }`.
import { getDb } from "./cards/database.ts";
import type { TriggeredAbility } from "./cards/definition.ts";
import { card, defOf, log, makeCtx, type Ctx } from "./core/ctx.ts";
import type { ApplyResult, Decision } from "./core/decision.ts";
import { reject, type Rejection } from "./core/reject.ts";
import { decisionShapeProblem } from "./core/decision-shape.ts";
import type { GameState, PlayerId } from "./core/state.ts";
import { checkActivate, doActivate } from "./rules/activate.ts";
import {
  approachers,
  blockers,
  canApproach,
  doApproach,
  doBlock,
  doNoBlock,
  mustApproachPending,
  teamUpPartners,
} from "./rules/approach.ts";
import { resume } from "./rules/resolution.ts";
import { advance, beginTurn, pushTrigger } from "./rules/flow.ts";
import { rememberLegal } from "./legal.ts";
import { checkPlay, doPlay, targetsOk } from "./rules/play.ts";
import { breakText, playBreak } from "./rules/keywords/break.ts";
import { createInitialState, openingDraw, type GameOptions } from "./rules/setup.ts";
import { drawCards, moveCard } from "./rules/zones.ts";

export type { GameOptions };

export function createGame(opts: GameOptions): ApplyResult {
  try {
    const init = createInitialState(opts);
    if ("ok" in init) return init;
    const ctx = makeCtx(init.state, opts.cards);
    log(ctx, { ev: "setup", first: ctx.s.pending.kind === "goFirst" ? ctx.s.pending.player : 0 });
    openingDraw(ctx);
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    return reject("engine/internal-error", e instanceof Error ? e.message : String(e));
  }
}

const other = (p: PlayerId): PlayerId => (1 - p) as PlayerId;

function isPermutation(xs: readonly number[], of: readonly number[]): boolean {
  return (
    xs.length === of.length && new Set(xs).size === xs.length && xs.every((x) => of.includes(x))
  );
}

/** Perform `d` on the draft; a rejection means nothing may be kept. */
function perform(ctx: Ctx, d: Decision): Rejection | null {
  const s = ctx.s;
  const pending = s.pending;
  const wrong = (): Rejection =>
    reject("decision/wrong-kind", `the game waits for a ${pending.kind} decision, not ${d.type}`);
  switch (pending.kind) {
    case "over":
      return reject("game/over", "the game is over");
    case "goFirst": {
      if (d.type !== "goFirst") return wrong();
      s.firstPlayer = d.first ? d.player : other(d.player);
      s.turnPlayer = s.firstPlayer;
      s.step = "mulligan";
      s.pending = { kind: "mulligan", player: s.firstPlayer };
      log(ctx, { ev: "choice", player: d.player, text: d.first ? "goes first" : "goes second" });
      return null;
    }
    case "mulligan": {
      if (d.type !== "mulligan") return wrong();
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
      if (d.player === s.firstPlayer) s.pending = { kind: "mulligan", player: other(d.player) };
      else {
        s.turn = 0;
        beginTurn(ctx, s.firstPlayer);
      }
      return null;
    }
    case "priority": {
      if (d.type === "pass") {
        s.passes++;
        s.priority = other(d.player);
        log(ctx, { ev: "pass", player: d.player, auto: false });
        return null;
      }
      if (d.type === "play") {
        const bad = checkPlay(ctx, d);
        if (bad) return bad;
        doPlay(ctx, d);
        return null;
      }
      if (d.type === "activate") {
        const bad = checkActivate(ctx, d);
        if (bad) return bad;
        doActivate(ctx, d);
        return null;
      }
      return wrong();
    }
    case "approach": {
      if (d.type === "endApproach") {
        if (mustApproachPending(ctx))
          return reject("approach/must-approach", "a character that must approach still can");
        s.step = "end";
        log(ctx, { ev: "phase", phase: "end" });
        return null;
      }
      if (d.type !== "approach") return wrong();
      if (!approachers(ctx).includes(d.card) || !canApproach(ctx, d.card))
        return reject("approach/illegal", `card ${d.card} cannot approach now (rule 8.3)`);
      const partner = d.partner ?? -1;
      if (partner >= 0 && !teamUpPartners(ctx, d.card).includes(partner))
        return reject("approach/illegal-partner", "rule 7.9: not a legal team-up partner");
      doApproach(ctx, d.card, partner);
      return null;
    }
    case "block": {
      if (d.type === "noBlock") {
        doNoBlock(ctx);
        return null;
      }
      if (d.type !== "block") return wrong();
      if (!blockers(ctx).includes(d.card))
        return reject("block/illegal", `card ${d.card} cannot block (rule 8.4)`);
      doBlock(ctx, d.card);
      return null;
    }
    case "pickDp": {
      if (d.type !== "pickDp") return wrong();
      if (!pending.options.includes(d.card))
        return reject("target/illegal", "pick one of the team-up pair");
      s.battle = { ...s.battle!, dpOf: d.card };
      s.step = "blockWindow";
      return null;
    }
    case "handLimit": {
      if (d.type !== "discard") return wrong();
      const hand = s.players[d.player].hand;
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
      s.step = "cleanup";
      return null;
    }
    case "orderTriggers": {
      if (d.type !== "order") return wrong();
      if (!isPermutation(d.order, pending.items))
        return reject("trigger/bad-order", "the order must list every trigger once");
      // order[0] resolves first, so it is pushed last (rule 4.2 last in, first out).
      const old = s.triggers;
      s.triggers = d.order
        .slice()
        .reverse()
        .map((i) => old[i]!);
      s.triggersOrdered = true;
      return null;
    }
    case "triggerTargets": {
      if (d.type !== "targets") return wrong();
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
    }
    case "break": {
      if (d.type === "noBreak") {
        s.breaks = s.breaks.filter((b) => card(ctx, b).owner !== d.player);
        log(ctx, { ev: "choice", player: d.player, text: "no break" });
        return null;
      }
      if (d.type !== "break") return wrong();
      if (!pending.options.includes(d.card))
        return reject("break/illegal", "that card cannot break now");
      const text = breakText(ctx, d.card);
      if (!text) return reject("break/illegal", "nothing to play");
      const bad = targetsOk(
        ctx,
        text.ability.targets ?? [],
        { source: d.card, controller: d.player },
        d.targets,
      );
      if (bad) return bad;
      playBreak(ctx, d.player, d.card, text.index, d.targets ?? []);
      return null;
    }
    case "choose":
    case "may":
    case "option":
      return resume(ctx, d);
  }
}

export function apply(state: GameState, decision: Decision): ApplyResult {
  try {
    if (!state || typeof state !== "object" || !state.pending)
      return reject("state/invalid", "not a game state");
    const shape = decisionShapeProblem(decision);
    if (shape) return reject("decision/invalid", shape);
    const db = getDb(state.db);
    if (!db)
      return reject("state/unknown-card-db", `card database "${state.db}" is not registered`);
    const pending = state.pending;
    if (pending.kind === "over") return reject("game/over", "the game is over");
    if (decision.player !== pending.player)
      return reject(
        "priority/not-your-turn",
        `player ${pending.player} is to decide (${pending.kind}), not player ${decision.player}`,
      );
    const ctx = makeCtx(state, db);
    const bad = perform(ctx, decision);
    if (bad) return bad;
    ctx.s.decisions++;
    advance(ctx);
    if (ctx.legal) rememberLegal(ctx.s, ctx.legal);
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (e) {
    return reject("engine/internal-error", e instanceof Error ? `${e.message}` : String(e));
  }
}
