// Well-formedness of the printed header: AP/DP only on main characters and in steps of 10 (rules
// 1.1, 1.2), at most four traits (1.2), cost and source within what any printed card shows.
import type { CardDecl } from "../../grammar/ast.ts";
import { diagnostics } from "../catalogue/index.ts";
import type { CheckRegistry } from "../context.ts";

/** Printed ranges seen on every known card; a wider real card means widening these, not the card. */
const COST_RANGE = { min: 0, max: 10 };
const SOURCE_RANGE = { min: 0, max: 3 };

const MAX_TRAITS = 4;

function printedStats(card: CardDecl): { name: "AP" | "DP"; value: number }[] {
  const stats: { name: "AP" | "DP"; value: number }[] = [];
  if (card.ap !== undefined) stats.push({ name: "AP", value: card.ap });
  if (card.dp !== undefined) stats.push({ name: "DP", value: card.dp });
  return stats;
}

export const cardDataChecks: CheckRegistry = {
  Card: [
    function statsOnlyOnCharacters(card, ctx) {
      if (card.cardKind === "character" || printedStats(card).length === 0) return;
      ctx.report(diagnostics.statsOnNonCharacter, card.span, {
        cardKind: card.cardKind,
        number: card.number,
      });
    },
    function statsComeInPairs(card, ctx) {
      if (card.cardKind !== "character" || (card.ap === undefined) === (card.dp === undefined))
        return;
      const [present, missing] = card.ap === undefined ? ["DP", "AP"] : ["AP", "DP"];
      ctx.report(diagnostics.halfStats, card.span, { number: card.number, present, missing });
    },
    function statsAreMultiplesOfTen(card, ctx) {
      for (const stat of printedStats(card)) {
        if (stat.value % 10 !== 0)
          ctx.report(diagnostics.statNotMultipleOfTen, card.span, {
            what: stat.name,
            value: stat.value,
          });
      }
    },
    function atMostFourTraits(card, ctx) {
      if (card.traits.length > MAX_TRAITS) {
        ctx.report(diagnostics.tooManyTraits, card.span, {
          number: card.number,
          count: card.traits.length,
        });
      }
    },
    function costAndSourceInRange(card, ctx) {
      for (const [what, value, range] of [
        ["cost", card.cost, COST_RANGE],
        ["source", card.source, SOURCE_RANGE],
      ] as const) {
        if (value < range.min || value > range.max) {
          ctx.report(diagnostics.costOutOfRange, card.span, {
            what,
            value,
            min: range.min,
            max: range.max,
          });
        }
      }
    },
  ],
};
