// Kinds phase: zones. Search reads the deck, turning point cards reads the point pile, a card
// returned to hand is not already there, a move changes zone; states and AP/DP filters only match
// cards that can have them; events are never on the field (rules 6.5, 10.1).
import type { Filter, QuerySelector, Restriction, Selector } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckContext, CheckRegistry } from "../context.ts";
import { describeSelector, isFieldZone, selectorType, zoneWord } from "../selector-types.ts";

function zoneOf(target: Selector, ctx: CheckContext) {
  return selectorType(target, ctx.card, ctx.symbols).zone;
}

function wrongZone(target: Selector, action: string, expected: string, ctx: CheckContext): void {
  ctx.report(diagnostics.wrongZone, target.span, {
    action,
    expected,
    target: describeSelector(target),
  });
}

/** The query a filter belongs to: its nearest selector ancestor. */
function queryOf(ctx: CheckContext): QuerySelector | undefined {
  const parent = ctx.ancestors.at(-1);
  return parent?.kind === "selector:Query" ? parent.node : undefined;
}

/**
 * Selectors under these nodes speak of a card being played, paid with or searched for, not of the
 * field, even without a zone: `if the opponent plays an event`, `the next 「X」 you play`, `the
 * opponent cannot play events …`.
 */
const OFF_FIELD_PARENTS: ReadonlySet<string> = new Set([
  "trigger:cardPlayed",
  "condition:PlayedThisTurn",
  "step:CostChange",
  "step:PlayBan",
  "static:SourceModifier",
  "step:Search",
  // `it is an event` (表にしたカードがイベントカードの場合, PPTP 01-017): a description of the card an
  // earlier step acted on, wherever it is (it has no zone, PM3020)
  "condition:Matches",
]);

function speaksOfField(
  query: QuerySelector,
  parent: { kind: string; node: unknown } | undefined,
): boolean {
  // `among it`: the cards an earlier step acted on, wherever they are now
  if (query.amongIt) return false;
  if (query.zone !== undefined || parent === undefined) return true;
  if (OFF_FIELD_PARENTS.has(parent.kind)) return false;
  // `cannot be targeted by the opponent's events`: a kind of card whose texts are meant, anywhere
  return !protectsFrom(parent, query);
}

/** Is `query` the kind of card a `cannot be targeted by` restriction (step or static) names? */
function protectsFrom(parent: { kind: string; node: unknown }, query: QuerySelector): boolean {
  if (parent.kind !== "step:Restrict" && parent.kind !== "static:Restriction") return false;
  const r = (parent.node as { restriction: Restriction }).restriction;
  return r.kind === "cannotBeTargeted" && r.by === query;
}

const FIELD_STATES: ReadonlySet<Extract<Filter, { kind: "state" }>["state"]> = new Set([
  "rested",
  "ready",
  "approaching",
  "blocking",
  "blocked",
]);

export const zoneChecks: CheckRegistry = {
  "step:Search": [
    function searchReadsTheDeck(step, ctx) {
      const zone = step.target.kind === "Query" ? step.target.zone?.zone : undefined;
      if (zone === undefined || zone === "deck" || zone === "exDeck") return;
      wrongZone(step.target, "search", "in a deck", ctx);
    },
  ],
  "step:Swap": [
    function swapTakesHandAndPointPile(step, ctx) {
      const hand = zoneOf(step.hand, ctx);
      // the two ends of a deck (K_ON2 03-001, swapDeckEnds): both in the deck; lowering checks
      // that they are the top N and the bottom N of one deck
      if (hand === "deck" && zoneOf(step.point, ctx) === "deck") return;
      if (hand !== undefined && hand !== "hand")
        wrongZone(step.hand, "swap … with …", "in a hand (the first card)", ctx);
      const point = zoneOf(step.point, ctx);
      if (point !== undefined && point !== "pointPile")
        wrongZone(step.point, "swap … with …", "in a point pile (the second card)", ctx);
    },
  ],
  "step:TurnPoints": [
    function turnedCardsAreInThePointPile(step, ctx) {
      const zone = zoneOf(step.target, ctx);
      if (zone === undefined || zone === "pointPile") return;
      wrongZone(step.target, "turn … face up/down", "in a point pile", ctx);
    },
  ],
  "step:ReturnToHand": [
    function returnedCardsAreNotInHand(step, ctx) {
      if (zoneOf(step.target, ctx) !== "hand") return;
      wrongZone(step.target, "return … to hand", "outside the hand", ctx);
    },
  ],
  "step:Move": [
    function moveChangesZone(step, ctx) {
      const zone = zoneOf(step.target, ctx);
      const from = zone === "field" ? undefined : zone; // the field covers both areas: no conclusion
      if (from === undefined || from !== step.to.zone) return;
      if (from === "deck") return; // top of the deck to its bottom is a real move
      wrongZone(step.target, `put … into the ${zoneWord(from)}`, "from another zone", ctx);
    },
  ],
  "selector:Query": [
    function eventsAreNeverOnTheField(query, ctx) {
      if (!speaksOfField(query, ctx.ancestors.at(-1))) return;
      const { kinds, zone } = selectorType(query, ctx.card, ctx.symbols);
      if (!kinds || kinds.size === 0 || [...kinds].some((k) => k !== "event") || !isFieldZone(zone))
        return;
      ctx.report(diagnostics.eventOnField, query.span, { target: describeSelector(query) });
    },
  ],
  "filter:state": [
    function stateExistsInZone(filter, ctx) {
      const query = queryOf(ctx);
      if (!query || !speaksOfField(query, ctx.ancestors.at(-2))) return;
      const zone = query.zone?.zone ?? "field";
      const possible = FIELD_STATES.has(filter.state) ? isFieldZone(zone) : zone === "pointPile";
      if (!possible)
        ctx.report(diagnostics.stateOutsideField, filter.span, {
          zone: zoneWord(zone),
          state: filter.state,
        });
    },
  ],
  "filter:arrived": [
    function arrivedIsOnTheField(filter, ctx) {
      const query = queryOf(ctx);
      if (!query || !speaksOfField(query, ctx.ancestors.at(-2))) return;
      const zone = query.zone?.zone ?? "field";
      if (!isFieldZone(zone))
        ctx.report(diagnostics.stateOutsideField, filter.span, {
          zone: zoneWord(zone),
          state:
            filter.how === "entered"
              ? "entered this turn"
              : filter.how === "byEffect"
                ? "put onto the field by an effect this turn"
                : "put onto the field this turn",
        });
    },
  ],
  "filter:participated": [
    function participatedIsOnTheField(filter, ctx) {
      const query = queryOf(ctx);
      if (!query || !speaksOfField(query, ctx.ancestors.at(-2))) return;
      const zone = query.zone?.zone ?? "field";
      if (!isFieldZone(zone))
        ctx.report(diagnostics.stateOutsideField, filter.span, {
          zone: zoneWord(zone),
          state: `that ${filter.in === "block" ? "blocked" : "approached"} this turn`,
        });
    },
  ],
  "filter:stats": [
    function apDpPresenceOnCharacters(filter, ctx) {
      const query = queryOf(ctx);
      if (!query || (query.noun.kind !== "event" && query.noun.kind !== "support")) return;
      ctx.report(diagnostics.apDpPresenceOfNonCharacter, filter.span, {
        target: describeSelector(query),
        filter: filter.has ? "with ap/dp" : "without ap/dp",
      });
    },
  ],
  "filter:compare": [
    function statFilterOnCharacters(filter, ctx) {
      const query = queryOf(ctx);
      if (!query || (filter.stat !== "ap" && filter.stat !== "dp")) return;
      if (query.noun.kind !== "event" && query.noun.kind !== "support") return;
      ctx.report(diagnostics.statOfNonCharacter, filter.span, {
        target: describeSelector(query),
        stat: filter.stat.toUpperCase(),
      });
    },
  ],
};
