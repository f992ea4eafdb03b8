// Later actions (rule 7.11 and others our sources give no rules for), read so that the card keeps
// them: the checker warns and lowering refuses (PM4001). No semantics are guessed here.
//   <cards>を〔POP〕する / 〔EPIC〕できる           a keyword used as a verb (PPTP 01-097, 01-065)
//   <card>を<character>にセットする / セットできる     a card attached by an effect (SG P-001)
//   …を、本来の名称が同じ<character>からレベルアップできる   〔レベルアップ〕 (TKRT P-017)
//   自分が持つコイン、または自分のカードの上に乗っているコインを1個増やす   (ORSK 01-001, P-001)
// (EXデッキから…を抜き出し、<character>にセットする is fromExDeck's, verbs.ts, with attachTo below.)
import type { Effect, EffectStep, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";

/** …できる (the potential form) makes the step the controller's `may`. */
const mayIf = (can: boolean, step: EffectStep): EffectStep =>
  can ? { kind: "May", player: "you", effect: step, span: step.span } : step;

export function defineLaterActions(g: ParserBase): void {
  const { rules } = g;

  /** [<cards>を]〔K〕する / 〔K〕できる: `[you may] perform "〔K〕" [on <cards>]`. */
  rules.keywordAction = g.define("keywordAction", (): EffectStep => {
    const start = g.lookahead(1);
    // the cards acted on, unless the keyword comes first (a gate: no LL(3) paths through selectors)
    const keywordFirst = (): boolean =>
      g.lookahead(1).tokenType === T.TagLit &&
      (g.lookahead(2).tokenType === T.Suru || g.lookahead(2).tokenType === T.Dekiru);
    const on = g.optionalIf(
      () => !keywordFirst(),
      () => {
        const written = g.rule(rules.selector);
        g.token(T.Wo);
        const late = optionalQuantity(g);
        return g.action(() => withLateQuantity(written, late) ?? g.fail("two quantities"));
      },
      2,
    );
    const keyword = g.token(T.TagLit);
    const can = g.oneOf([
      [T.Suru, false],
      [T.Dekiru, true],
    ]);
    return g.action(() => {
      const step: EffectStep = {
        kind: "Perform",
        action: keyword.image,
        ...(on ? { target: on } : {}),
        span: g.spanFrom(start),
      };
      return mayIf(can, step);
    });
  });

  /** <character>にセットする / セットできる: where a card is attached, and whether it may be. */
  rules.attachTo = g.define("attachTo", (): { to: Selector; can: boolean } => {
    const to = g.rule(rules.selector);
    g.token(T.Ni);
    const can = g.oneOf([
      [T.SetSuru, false],
      [T.SetDekiru, true],
    ]);
    return { to, can };
  });

  /** <card>を<character>にセットする: `attach <card> to <character>` (SG P-001). */
  rules.attach = g.define("attach", (): EffectStep => {
    const start = g.lookahead(1);
    const written = g.rule(rules.selector);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    g.optional(() => g.token(T.Comma), 3);
    const { to, can } = g.rule(rules.attachTo);
    return g.action(() => {
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
      return mayIf(can, { kind: "Attach", target, to, span: g.spanFrom(start) });
    });
  });

  /**
   * <card>を、[本来の名称が同じ]<character>からレベルアップする / レベルアップできる: `[you may]
   * level up <card> from <character> [by name]` (〔レベルアップ〕, rule 7.11).
   */
  rules.levelUpStep = g.define("levelUpStep", (): EffectStep => {
    const start = g.lookahead(1);
    const written = g.rule(rules.selector);
    g.token(T.Wo);
    const late = optionalQuantity(g);
    g.optional(() => g.token(T.Comma), 3);
    const same = g.optional(() => g.token(T.HonraiSameName), 2);
    const from = g.rule(rules.selector, 2);
    g.token(T.Kara);
    const can = g.choice<boolean>([
      { ALT: () => (g.token(T.LevelUpDekiru), true) },
      {
        ALT: () => {
          g.token(T.LevelUp);
          g.token(T.Suru);
          return false;
        },
      },
    ]);
    return g.action(() => {
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
      const step: EffectStep = {
        kind: "LevelUp",
        target,
        from,
        ...(same ? { sameName: true as const } : {}),
        span: g.spanFrom(start),
      };
      return mayIf(can, step);
    });
  });

  /**
   * <player>が持つコイン、または<player>のカードの上に乗っているコインをN個増やす: `increase
   * <player's> coins by N` — only the plain コイン of both, and one player for both.
   */
  rules.increaseCoins = g.define("increaseCoins", (): EffectStep => {
    const start = g.lookahead(1);
    const holder = g.rule(rules.owner);
    g.token(T.GaMotsu);
    const held = g.token(T.NamedCoin);
    g.token(T.Comma);
    g.token(T.Mataha);
    const owner = g.rule(rules.owner, 2);
    g.token(T.No);
    g.token(T.Card);
    g.token(T.NoUeniNotteiru);
    const onCards = g.token(T.NamedCoin, 2);
    g.token(T.Wo);
    const n = g.token(T.Num);
    g.token(T.Ko);
    g.token(T.Fuyasu);
    return g.action((): EffectStep => {
      if (held.image !== "コイン" || onCards.image !== "コイン")
        return g.fail("増やす of a named coin");
      if (holder !== owner) return g.fail("coins of two players");
      return {
        kind: "IncreaseCoins",
        player: holder === "your" ? "you" : "opponent",
        amount: { kind: "Number", value: Number(n.image) },
        span: g.spanFrom(start),
      };
    });
  });
}
