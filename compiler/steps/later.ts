// Later actions (rule 7.11): `perform "改変"` (and a keyword performed, `perform "〔POP〕" on …`),
// `attach … to …`, `level up … from …`, `increase your coins by 1`, and the permissions of 〔レベルアップ〕. Our sources do not say what 改変 does, so the
// lowering refuses it (PM4001) rather than guess; the checker warns of it (PM3515, suspicious.ts).
import { NOTHING, unsupported } from "../lower/context.ts";
import type { Family } from "./family.ts";

export const laterSteps = {
  // 〔レベルアップ〕's permissions (TKRT P-018, P-024): what levelling up is, our sources do not say
  staticWalk: {
    MayLevelUp: (e, w) => w.selector(e.target),
    AnyNumberInExDeck: (e, w) => w.selector(e.target),
  },
  staticLower: {
    MayLevelUp(e, ctx) {
      unsupported(ctx, e.span, "levelling up (〔レベルアップ〕, rule 7.11: no known rules)");
      return [];
    },
    // the EX deck's deck building (DNMC2 02-085): our sources give no rules for the EX deck
    AnyNumberInExDeck(e, ctx) {
      unsupported(ctx, e.span, "the EX deck's contents (EXデッキ, rule 7.11: no known rules)");
      return [];
    },
  },
  walk: {
    Perform: (s, w) => {
      if (s.target) w.selector(s.target);
    },
    Attach: (s, w) => {
      w.selector(s.target);
      w.selector(s.to);
    },
    LevelUp: (s, w) => {
      w.selector(s.target);
      w.selector(s.from);
    },
    IncreaseCoins: (s, w) => w.amount(s.amount),
  },
  lower: {
    Perform(s, ctx) {
      unsupported(ctx, s.span, `performing ${s.action} (rule 7.11: no known rules)`);
      return NOTHING;
    },
    // rule 6.4 gives the playing of a support card only, not a card attached by an effect
    Attach(s, ctx) {
      unsupported(ctx, s.span, "attaching a card by an effect (rule 6.4 gives only playing one)");
      return NOTHING;
    },
    LevelUp(s, ctx) {
      unsupported(ctx, s.span, "levelling up (〔レベルアップ〕, rule 7.11: no known rules)");
      return NOTHING;
    },
    IncreaseCoins(s, ctx) {
      unsupported(ctx, s.span, "increasing coins (コインを増やす: no known rules)");
      return NOTHING;
    },
  },
  emit: {},
} satisfies Family;
