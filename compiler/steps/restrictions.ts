// Restrictions: as a step for a while (`1 of the opponent's characters cannot block this turn`),
// as a continuous effect (`this cannot be blocked`), and the play ban a player gets (`the
// opponent cannot play events … until end of turn`). Each AST restriction has one runtime
// restriction (or is refused) and may be against a kind of card (`cannot be blocked by X`).
import type {
  Filter as AstFilter,
  PlayBanUntil,
  QuerySelector,
  Restriction as AstRestriction,
  Selector as AstSelector,
  Span,
} from "../../grammar/ast.ts";
import type { Table } from "../../grammar/table.ts";
import { dispatch } from "../../grammar/table.ts";
import type { Effect, Filter, PlayBanWindow, Restriction } from "../../runtime/cards/definition.ts";
import { str } from "../emit/printer.ts";
import { pick, withChoices } from "../lower/choices.ts";
import { lowerPlayer } from "../lower/conditions.ts";
import { NOTHING, unsupported, type LowerContext } from "../lower/context.ts";
import { lowerFilter, lowerPlainSelector, lowerPrintedFilter } from "../lower/selectors.ts";
import { lowerDuration } from "../lower/durations.ts";
import type { Family, PartsWalker } from "./family.ts";

/** A play ban's filter with `same name as it`: the other filters are refused as on printed data. */
function banFilter(ctx: LowerContext, card: QuerySelector): Filter | undefined {
  const rest = card.filters.filter((f) => !(f.kind === "sameName" && f.as.kind === "It"));
  lowerPrintedFilter(ctx, { ...card, filters: rest }); // reports what the ban cannot test
  return lowerFilter(ctx, card);
}

/**
 * The cards a play ban (or a play permission, `what`) names: a kind of card known by its printed
 * data while in the hand (as a cost change's next card), never cards given by reference or by
 * number (refused).
 */
function printedKindOf(
  ctx: LowerContext,
  card: AstSelector,
  span: Span,
  what = "a play ban",
): QuerySelector | undefined {
  if (card.kind === "Query" && !card.quantity) return card;
  unsupported(ctx, span, `${what} on cards given by reference or by number`);
  return undefined;
}

/** How long a play ban holds, in the runtime's words (a turn past this one: its Duration's). */
const PLAY_BAN_UNTIL = {
  endOfTurn: "turn",
  endOfMainPhase: "mainPhase",
  inApproachPhase: "approachPhase",
  endOfOpponentsTurn: "opponentTurn",
  endOfOpponentsNextTurn: "nextOpponentTurn",
  endOfYourTurn: "yourTurn",
  endOfYourNextTurn: "nextYourTurn",
} as const satisfies Record<PlayBanUntil, PlayBanWindow>;

/** The runtime's restriction for each AST one; undefined (reported) where it has none. */
const runtimeRestrictions: Table<
  AstRestriction,
  "kind",
  Restriction | undefined,
  [LowerContext, Span]
> = {
  cannotLeave: () => "cannotLeave",
  cannotBeBlocked: () => "cannotBeBlocked",
  cannotBlock: () => "cannotBlock",
  canBlockWhileRested: () => "canBlockWhileRested",
  mustApproach: () => "mustApproach",
  cannotApproach: () => "cannotApproach",
  cannotApproachOrBlock: () => "cannotApproachOrBlock",
  cannotGivePoints: () => "cannotGivePoints",
  doesNotReady: (r) => (r.atStartOfTurn ? "notReadiedAtStart" : "doesNotReady"),
  cannotUseTexts: () => "cannotUseTexts",
  textsVoid: () => "textsVoid",
  // a continuous text of this card only (staticLower below): no restriction of the field's
  cannotEnter(_r, ctx, span) {
    unsupported(ctx, span, "`cannot enter` other than as this card's continuous text");
    return undefined;
  },
  cannotBeTargeted(r, ctx, span) {
    // 相手の…: only the opponent's cards; no owner: anyone's (the kind of card is `against`)
    const owner = r.by.kind === "Query" ? r.by.owner : undefined;
    if (owner === "your") {
      unsupported(ctx, span, "`cannot be targeted by` your own cards only");
      return undefined;
    }
    return owner === "opponent's" ? "untargetableByOpponent" : "untargetable";
  },
  doesNotLeave(r, ctx, span) {
    if (r.when === "battle") return "cannotLeaveByBattle";
    // 退場しない: neither a lost battle nor an effect puts it into the trash.
    if (r.when === undefined) return "cannotLeave";
    unsupported(
      ctx,
      span,
      `\`does not leave\` when ${r.when} (the runtime has only "cannot leave by battle")`,
    );
    return undefined;
  },
};

/** The other side of a restriction: who may not block it, whom it may not block. */
const againstOf: Table<AstRestriction, "kind", AstSelector | undefined> = {
  cannotLeave: () => undefined,
  cannotBeBlocked: (r) => r.by,
  cannotBlock: (r) => r.target,
  canBlockWhileRested: () => undefined,
  mustApproach: () => undefined,
  cannotApproach: () => undefined,
  cannotApproachOrBlock: () => undefined,
  cannotGivePoints: () => undefined,
  doesNotReady: () => undefined,
  cannotUseTexts: () => undefined,
  textsVoid: () => undefined,
  cannotEnter: () => undefined,
  cannotBeTargeted: (r) => r.by,
  doesNotLeave: () => undefined,
};

/** The restricted card, then the other side (every matching card: walked as a selector). */
function restrictionParts(s: { target: AstSelector; restriction: AstRestriction }, w: PartsWalker) {
  w.selector(s.target);
  const other = dispatch(againstOf, "kind", s.restriction);
  if (other) w.selector(other);
}

/**
 * `cannot be blocked by X` / `cannot block X`: the runtime's `against` filter. A query is a kind of
 * card; a reference (`cannot be blocked by it`, 指定したキャラには妨害されない; `cannot block the
 * approach of this`) is those very cards (`among`). A filter that refers to the resolution (the
 * chosen card, `count(it)` of the cards an earlier step trashed) is read with the resolution's
 * choices kept with the restriction (runtime effects/against-scope.ts).
 */
function against(ctx: LowerContext, r: AstRestriction): Filter | undefined {
  const other = dispatch(againstOf, "kind", r);
  if (!other) return undefined;
  const matching =
    other.kind === "Query" ? lowerFilter(ctx, other) : { among: lowerPlainSelector(ctx, other) };
  // 「X以外には妨害されない」: every blocker but X is refused (the runtime's negated filter)
  return matching && r.kind === "cannotBeBlocked" && r.except ? { not: matching } : matching;
}

export const restrictionSteps = {
  walk: {
    Restrict: restrictionParts,
    // a kind of card, not a choice: `it` after it does not refer to it
    PlayBan: (s, w) => w.counted(() => w.selector(s.card)),
    // a kind of card, as a ban's
    PlayPermit: (s, w) => w.counted(() => w.selector(s.card)),
    // a player and a number: nothing chosen, nothing walked
    ApproachLimit: () => {},
  },
  lower: {
    Restrict(s, ctx) {
      const pre: Effect[] = [];
      const who = pick(ctx, s.target, pre);
      const r = dispatch(runtimeRestrictions, "kind", s.restriction, ctx, s.span);
      if (!r) return NOTHING;
      const duration = lowerDuration(s.duration);
      const other = against(ctx, s.restriction);
      const base = { do: "restrict", who, restriction: r, duration } as const;
      return withChoices(pre, other ? { ...base, against: other } : base);
    },
    PlayBan(s, ctx) {
      const card = printedKindOf(ctx, s.card, s.span);
      if (!card) return NOTHING;
      // 「そのカードと同じ名称のイベントカード」 (AW P-004): a card in the hand is a card, so a name
      // shared with a card an earlier step bound (`same name as it`) is tested on it (the ban
      // keeps the bound cards, runtime playBanned); every other comparison stays refused
      const sameAsIt = (f: AstFilter): boolean => f.kind === "sameName" && f.as.kind === "It";
      const ban = {
        do: "banPlay",
        player: lowerPlayer(s.player),
        filter:
          (card.filters.some(sameAsIt) ? banFilter(ctx, card) : lowerPrintedFilter(ctx, card)) ??
          {},
        until: PLAY_BAN_UNTIL[s.until],
      } as const;
      return s.from ? { ...ban, from: s.from } : ban;
    },
    PlayPermit(s, ctx) {
      // a kind of card tested on each card when it is played, as a ban's (never cards by
      // reference or by number); only characters enter (rule 6.1: 登場)
      const card = printedKindOf(ctx, s.card, s.span, "a play permission");
      if (!card) return NOTHING;
      if (card.noun.kind === "event" || card.noun.kind === "support") {
        unsupported(ctx, s.span, "a play permission for cards other than characters");
        return NOTHING;
      }
      const filter = lowerPrintedFilter(ctx, card) ?? {};
      return { do: "permitPlay", player: lowerPlayer(s.player), filter };
    },
    ApproachLimit(s, ctx) {
      // the engine keeps a limit for the turn it is made in (rule 8.7: approaches are a turn's)
      const d = s.duration?.kind;
      if (d !== "thisTurn" && d !== "untilEndOfTurn") {
        unsupported(ctx, s.span, "an approach limit that lasts past this turn");
        return NOTHING;
      }
      if (s.count < 1) {
        unsupported(ctx, s.span, "an approach limit of 0 characters");
        return NOTHING;
      }
      return { do: "limitApproach", player: lowerPlayer(s.player), count: s.count };
    },
  },
  emit: {
    restrict: (e, p) =>
      p.call(
        "restrict",
        p.selector(e.who),
        str(e.restriction),
        str(e.duration),
        ...(e.against ? [p.data(e.against)] : []),
      ),
    banPlay: (e, p) =>
      p.call(
        "banPlay",
        str(e.player),
        p.data(e.filter),
        str(e.until),
        ...(e.from ? [str(e.from)] : []),
      ),
    permitPlay: (e, p) => p.call("permitPlay", str(e.player), p.data(e.filter)),
    limitApproach: (e, p) => p.call("limitApproach", str(e.player), String(e.count)),
  },
  staticWalk: {
    Restriction: restrictionParts,
    // a kind of card, not a choice (as the step's)
    PlayBan: (e, w) => w.counted(() => w.selector(e.card)),
  },
  staticLower: {
    PlayBan(e, ctx) {
      const card = printedKindOf(ctx, e.card, e.span);
      if (!card) return [];
      if (e.players.some((p) => p !== "you" && p !== "opponent")) {
        unsupported(ctx, e.span, "a standing play ban on a player other than you or the opponent");
        return [];
      }
      if (new Set(e.players).size !== e.players.length) {
        unsupported(ctx, e.span, "a play ban that names a player twice");
        return [];
      }
      const filter = lowerPrintedFilter(ctx, card) ?? {};
      // 場に出す is said of characters (rule 6.1): a ban on putting any other card is refused
      if (e.onto && filter.kind !== "character") {
        unsupported(ctx, e.span, "a ban on putting cards other than characters onto the field");
        return [];
      }
      const players = e.players.map(lowerPlayer);
      return [
        e.onto
          ? { mod: "banPlay", players, filter, onto: "field" }
          : { mod: "banPlay", players, filter },
      ];
    },
    Restriction(e, ctx) {
      // `this cannot enter [the main area]`: read by the engine from the card's own texts when it
      // is played from the hand (rule 6.1), like `enters rested`
      if (e.restriction.kind === "cannotEnter" && e.target.kind === "This")
        return [
          e.restriction.area
            ? { mod: "cannotEnter", area: e.restriction.area === "mainArea" ? "main" : "support" }
            : { mod: "cannotEnter" },
        ];
      const r = dispatch(runtimeRestrictions, "kind", e.restriction, ctx, e.span);
      if (!r) return [];
      const who = lowerPlainSelector(ctx, e.target);
      const other = against(ctx, e.restriction);
      return [
        other
          ? { mod: "restriction", who, restriction: r, against: other }
          : { mod: "restriction", who, restriction: r },
      ];
    },
  },
} satisfies Family;
