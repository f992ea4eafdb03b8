// Bind phase: each card can be identified — it has a title, its title and number are unique
// (rule 1.3), and a combi name declares two real names (rule 7.6).
import type { CardDecl } from "../../grammar/ast.ts";
import { combiHalves, identityOf, sameCardKey } from "../bind.ts";
import { diagnostics } from "../catalogue/index.ts";
import { contentKey } from "../content-key.ts";
import type { CheckRegistry } from "../context.ts";

/** What every printing of one card shows alike (rarity, flavor and layout may differ). */
const GAME_DATA: Record<string, (card: CardDecl) => unknown> = {
  name: (c) => c.name,
  kind: (c) => c.cardKind,
  color: (c) => c.color,
  cost: (c) => c.cost,
  source: (c) => c.source,
  "AP/DP": (c) => [c.ap, c.dp],
  traits: (c) => [...c.traits].sort(),
  texts: (c) => c.abilities,
};

function differingField(a: CardDecl, b: CardDecl): string | undefined {
  return Object.entries(GAME_DATA).find(
    ([, read]) => contentKey(read(a)) !== contentKey(read(b)),
  )?.[0];
}

export const cardIdentityChecks: CheckRegistry = {
  Card: [
    function hasTitle(card, ctx) {
      if (card.title === undefined)
        ctx.report(diagnostics.missingTitle, card.span, { number: card.number });
    },
    function numberIsUnique(card, ctx) {
      if (card.title === undefined) return; // PM2008 already says what is wrong
      const first = ctx.symbols.identities.get(identityOf(card));
      if (!first || first === card) return;
      ctx.report(
        diagnostics.duplicateNumber,
        card.span,
        { number: card.number, title: card.title },
        [{ message: `first card numbered ${card.number}`, span: first.span }],
      );
    },
    function variantsAgree(card, ctx) {
      if (card.title === undefined) return;
      const base = ctx.symbols.printings.get(sameCardKey(card))?.[0];
      if (!base || base === card || base.number === card.number) return; // the first, or PM2007
      const field = differingField(base, card);
      if (field === undefined) return;
      ctx.report(
        diagnostics.variantDiffers,
        card.span,
        { number: card.number, base: base.number, field },
        [{ message: `the printing ${base.number}`, span: base.span }],
      );
    },
    function combiNameHasTwoHalves(card, ctx) {
      const halves = combiHalves(card.name);
      if (halves.length === 1) return;
      // 「文乃&理珠&うるか&真冬&あすみ」 (BBD P-003): a name of several names, each a name of the card
      if (halves.length >= 2 && halves.every((h) => h !== "")) return;
      ctx.report(diagnostics.malformedCombiName, card.nameSpan, { name: card.name });
    },
  ],
};
