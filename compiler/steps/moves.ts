// Moving and turning cards: trash, return to hand, rest, ready, put into/onto a zone (場に出る from
// off the field, a move on it), exile, swap a hand card with a point card; and the runtime's
// reattach (a support card moved to another character).
import type { EffectStep, Selector as AstSelector } from "../../grammar/ast.ts";
import type { Destination, Effect, Selector } from "../../runtime/cards/definition.ts";
import { str } from "../emit/printer.ts";
import { pick, target, withChoices } from "../lower/choices.ts";
import { NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import { isFieldZone, lowerZone, queryZone, refuseExDeck } from "../lower/selectors.ts";
import type { Family, PartsWalker } from "./family.ts";

type Move = Extract<EffectStep, { kind: "Move" }>;

const isDeckQuery = (s: AstSelector): boolean => s.kind === "Query" && s.zone?.zone === "deck";

/**
 * The two selectors of a swap as the two ends of one deck (`the top N cards of your deck` and `the
 * bottom N cards of your deck`, plain cards, no quantity of their own), or undefined.
 */
function deckEnds(
  a: AstSelector,
  b: AstSelector,
): { player: "you" | "opponent"; n: number } | undefined {
  if (a.kind !== "Query" || b.kind !== "Query") return undefined;
  const za = a.zone;
  const zb = b.zone;
  if (za?.zone !== "deck" || zb?.zone !== "deck" || za.top === undefined || za.top !== zb.top)
    return undefined;
  if ((za.end ?? "top") === (zb.end ?? "top") || za.owner !== zb.owner) return undefined;
  const plain = (q: typeof a) =>
    q.noun.kind === "card" && q.filters.length === 0 && !q.owner && !q.quantity;
  if (!plain(a) || !plain(b)) return undefined;
  return { player: za.owner === "opponent's" ? "opponent" : "you", n: za.top };
}

/** Where a moved card comes from: the field (a move) or elsewhere (場に出る, rule 6.1). */
function sourceIsField(s: AstSelector): "field" | "other" {
  if (s.kind === "This" && s.zone) return isFieldZone(lowerZone(s.zone.zone)) ? "field" : "other";
  if (s.kind === "This" || s.kind === "Host") return "field";
  if (s.kind === "It" || s.kind === "Drawn") return "other"; // drawn cards are in the hand
  return isFieldZone(queryZone(s)) && s.zone?.top === undefined ? "field" : "other";
}

function destination(
  ctx: LowerContext,
  step: Move,
  what: Selector,
  from: "field" | "other",
): Effect {
  const to = step.to;
  if (to.zone === "mainArea" || to.zone === "supportArea") {
    const area = to.zone === "mainArea" ? "main" : "support";
    if (step.rested && from === "field")
      unsupported(ctx, step.span, "moving a card on the field to another area rested");
    // From off the field this is 場に出る (rule 6.1, triggers `putOntoField`); on the field, a move.
    if (from === "field") return { do: "move", what, to: area };
    return step.rested
      ? { do: "putOntoField", what, area, rested: true }
      : { do: "putOntoField", what, area };
  }
  if (to.zone === "field") {
    // 場に出す (rule 6.1): no area named, its controller chooses (PUT_ONTO_FIELD_AREA_CHOSEN)
    if (from === "field") {
      unsupported(ctx, step.span, "putting a card on the field onto the field (name an area)");
      return NOTHING;
    }
    return step.rested
      ? { do: "putOntoField", what, area: "field", rested: true }
      : { do: "putOntoField", what, area: "field" };
  }
  if (step.rested) unsupported(ctx, step.span, "putting a card rested outside the field");
  if (to.zone === "exDeck") {
    refuseExDeck(ctx, step.span);
    return NOTHING;
  }
  const dest: Destination =
    to.zone === "deck"
      ? to.position === "top"
        ? "deckTop"
        : "deckBottom"
      : to.zone === "pointPile"
        ? "points"
        : to.zone;
  return step.faceDown
    ? { do: "move", what, to: dest, faceDown: true }
    : { do: "move", what, to: dest };
}

/** The step's object, chosen where it must be (choices.ts). */
const itsTarget = (s: { target: AstSelector }, w: PartsWalker) => w.selector(s.target);

/** `trash X`, `rest X`, …: one runtime effect on what the step acts on. */
const onTarget =
  (effect: "trash" | "returnToHand" | "rest" | "ready") =>
  (s: { target: AstSelector }, ctx: LowerContext): Effect => {
    const pre: Effect[] = [];
    return withChoices(pre, { do: effect, what: target(ctx, s.target, pre) });
  };

export const moveSteps = {
  // `this enters rested` (rule 6.1): read by the engine from the entering card's own texts
  staticWalk: {
    EntersRested: (e, w) => w.selector(e.target),
    PlayableFrom: (e, w) => w.selector(e.target),
  },
  staticLower: {
    EntersRested(e, ctx) {
      if (e.target.kind !== "This") {
        unsupported(ctx, e.span, "`enters rested` for a card other than this one");
        return [];
      }
      return [{ mod: "entersRested" }];
    },
    // `this may be played from exile` (SG 01-050): read by the engine from the card's own texts
    // while it is removed from the game (PLAY_FROM_REMOVED_WHEN_SAID)
    PlayableFrom(e, ctx) {
      if (e.target.kind !== "This") {
        unsupported(ctx, e.span, "`may be played from exile` for a card other than this one");
        return [];
      }
      return [{ mod: "playableFrom", zone: "removed" }];
    },
  },
  walk: {
    Trash: itsTarget,
    ReturnToHand: itsTarget,
    Rest: itsTarget,
    Ready: itsTarget,
    Move: itsTarget,
    Exile: itsTarget,
    Swap(s, w) {
      w.selector(s.hand);
      w.selector(s.point);
    },
  },
  lower: {
    Trash: onTarget("trash"),
    ReturnToHand: onTarget("returnToHand"),
    Rest: onTarget("rest"),
    Ready: onTarget("ready"),
    Move(s, ctx) {
      const pre: Effect[] = [];
      // `… and this is in exile: you may put this onto your field` (SG 01-077): this card while it
      // is still removed from the game, as `this in exile` (TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID)
      if (s.target.kind === "This" && !s.target.zone && ctx.thisInExile) {
        const exiled: Selector = {
          sel: "cards",
          owner: "you",
          zone: "removed",
          filter: { not: { other: true } },
        };
        return destination(ctx, s, exiled, "other");
      }
      const from = s.target.kind === "This" && ctx.thisInHand ? "other" : sourceIsField(s.target);
      return withChoices(pre, destination(ctx, s, target(ctx, s.target, pre), from));
    },
    Exile(s, ctx) {
      // ゲームから取り除く: the runtime's "removed" zone (face up, public).
      const pre: Effect[] = [];
      return withChoices(pre, { do: "move", what: target(ctx, s.target, pre), to: "removed" });
    },
    Swap(s, ctx) {
      // `swap the top 1 card of your deck with the bottom 1 card of your deck` (K_ON2 03-001)
      const ends = deckEnds(s.hand, s.point);
      if (ends) return { do: "swapDeckEnds", player: ends.player, n: ends.n };
      if (isDeckQuery(s.hand) || isDeckQuery(s.point)) {
        unsupported(ctx, s.span, "a swap of deck cards other than the top N with the bottom N");
        return NOTHING;
      }
      const pre: Effect[] = [];
      const hand = pick(ctx, s.hand, pre);
      const point = pick(ctx, s.point, pre);
      return withChoices(pre, { do: "swapHandPoint", hand, point });
    },
  },
  emit: {
    trash: (e, p) => p.call("trash", p.selector(e.what)),
    returnToHand: (e, p) => p.call("returnToHand", p.selector(e.what)),
    rest: (e, p) => p.call("rest", p.selector(e.what)),
    ready: (e, p) => p.call("ready", p.selector(e.what)),
    move(e, p) {
      if (e.to === "removed" && !e.faceDown) return p.call("exile", p.selector(e.what));
      return p.call("moveTo", p.selector(e.what), str(e.to), ...(e.faceDown ? ["true"] : []));
    },
    putOntoField: (e, p) =>
      p.call("putOntoField", p.selector(e.what), str(e.area), ...(e.rested ? ["true"] : [])),
    reattach: (e, p) => p.call("reattach", p.selector(e.what), p.selector(e.to)),
    swapHandPoint: (e, p) => p.call("swapHandPoint", p.selector(e.hand), p.selector(e.point)),
    swapDeckEnds: (e, p) => p.call("swapDeckEnds", String(e.n), str(e.player)),
  },
} satisfies Family;
