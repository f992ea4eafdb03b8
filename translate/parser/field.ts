// Putting cards onto the field out of a look at the deck (issue 13, field family):
//   デッキの上のカードN枚を見て、その中にある<X>を[休息状態で]場に出す / サポートエリアに出す (LAB 01-001,
//   SRBK 01-015), デッキの中を全て見て、その中にある<X>を抜き出し、場に出す (SZ2 01-039, ORG2 02-104),
//   …<X>2枚を抜き出し、メインエリアとサポートエリアにそれぞれ1枚ずつ出す (AMG 01-092).
// The card language says these as a Move of a query in the looked-at cards (`put 1 「X」 in the top
// 3 cards of your deck onto your field rested`, `… in your deck onto your field`), which lowering
// looks at and picks from. 場に出す names no area: its controller chooses, rule 6.1.
import type { Effect, EffectStep, QuerySelector, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";
import type { ParsedSentence } from "./results.ts";

type Destination =
  | { kind: "one"; zone: "field" | "supportArea" | "mainArea"; rested: boolean }
  /** メインエリアとサポートエリアにそれぞれN枚ずつ: N into each area, in the order printed. */
  | { kind: "each"; n: number; areas: readonly [Area, Area] };

type Area = "mainArea" | "supportArea";
const AREAS = [
  [T.MainArea, "mainArea"],
  [T.SupportArea, "supportArea"],
] as const;

export function defineField(g: ParserBase): void {
  const { rules } = g;

  rules.lookOntoField = g.define("lookOntoField", (): EffectStep => {
    const start = g.lookahead(1);
    // where the cards are looked at: the top N (zone.top) or the whole deck
    const zone = g.choice<NonNullable<QuerySelector["zone"]>>([
      {
        ALT: () => {
          const t = g.rule(rules.deckTop);
          g.token(T.Wo);
          g.token(T.Mite);
          return g.action(() => t.zone ?? g.fail("a look with no zone"));
        },
      },
      {
        ALT: () => {
          g.token(T.DeckAll);
          return { zone: "deck" as const, owner: "your" as const };
        },
      },
      {
        ALT: () => {
          g.optional(() => {
            g.token(T.Own);
            g.token(T.No);
          }, 4);
          g.token(T.DeckAllWo);
          return { zone: "deck" as const, owner: "your" as const };
        },
      },
    ]);
    g.token(T.Comma);
    g.token(T.SonoNaka);
    const written = g.rule(rules.query);
    g.token(T.Wo, 2);
    const late = optionalQuantity(g, 6);
    // 抜き出し[、]: taking the cards out of those looked at is what moving them means
    g.optional(() => {
      g.token(T.Nukidashi);
      g.optional(() => g.token(T.Comma, 2), 2);
    }, 5);
    const to = g.choice<Destination>(
      [
        {
          ALT: () => {
            const rested = g.optional(() => g.token(T.RestedDe), 3) !== undefined;
            const zone = g.oneOf(
              [
                [T.BaNiDasu, "field"],
                [T.SupportAreaNiDasu, "supportArea"],
                [T.MainAreaNiDasu, "mainArea"],
              ] as const,
              3,
            );
            return { kind: "one" as const, zone, rested };
          },
        },
        {
          ALT: () => {
            // the two areas in either order (サポートエリアとメインエリアに…): the order printed
            const first = g.oneOf(AREAS, 4);
            g.token(T.To);
            const second = g.oneOf(AREAS, 5);
            g.token(T.NiSorezore);
            const n = g.token(T.Num);
            g.token(T.MaiZutsuDasu);
            return { kind: "each" as const, n: Number(n.image), areas: [first, second] as const };
          },
        },
      ],
      2,
    );
    return g.action((): EffectStep => {
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
      if (target.kind !== "Query" || target.owner || target.zone)
        return g.fail("a card picked among those looked at has no owner or zone of its own");
      const q = target.quantity;
      if (!q || q.kind === "all" || q.kind === "each" || q.kind === "any")
        return g.fail("a pick among the cards looked at is a number of them");
      const span = g.spanFrom(start);
      const placed: Selector = { ...target, zone };
      if (to.kind === "one") {
        const move: EffectStep = {
          kind: "Move",
          target: placed,
          to: { zone: to.zone, owner: "you" },
          span,
        };
        if (to.rested) move.rested = true;
        return move;
      }
      // 2枚を抜き出し、…にそれぞれ1枚ずつ: the pick is split between the two areas; each Move
      // takes its own N, the first area printed first (the card language has no "split" destination)
      if (q.kind !== "exactly" || q.n !== 2 * to.n)
        return g.fail("それぞれN枚ずつ of a pick that is not twice N");
      if (to.areas[0] === to.areas[1]) return g.fail("それぞれ of one area twice");
      const each: Selector = { ...placed, quantity: { kind: "exactly", n: to.n } };
      return {
        kind: "Group",
        steps: to.areas.map((zone): EffectStep => ({
          kind: "Move",
          target: each,
          to: { zone, owner: "you" },
          span,
        })),
        span,
      };
    });
  });
}

/**
 * The effect of a text that works from the hand (このカードが手札にある状態で、…場合、…): this card
 * onto the field — `[you may] if this is in hand, put this onto your field [rested]`, so a card that
 * left the hand meanwhile is not put onto the field from elsewhere.
 */
export function defineHandOntoField(g: ParserBase): void {
  const { rules } = g;
  /**
   * [このカードを][休息状態で]場に出す[ことができる] (SG 01-027; ERMG P-002 says the object as the
   * sentence's topic: このカードは、…場合、場に出すことができる). The whole effect of the sentence.
   */
  rules.handOntoField = g.define("handOntoField", (topic: Selector | undefined): Effect => {
    const start = g.lookahead(1);
    const object = g.optional(() => {
      g.token(T.ThisCard);
      g.token(T.Wo);
      return true;
    });
    const rested = g.optional(() => g.token(T.RestedDe), 2) !== undefined;
    g.token(T.BaNiDasu);
    const may = g.optional(() => g.token(T.KotoGaDekiru), 3) !== undefined;
    return g.action((): Effect => {
      if (!object && topic?.kind !== "This") return g.fail("場に出す with no card to put");
      const span = g.spanFrom(start);
      const self: Selector = { kind: "This", span };
      const move: EffectStep = {
        kind: "Move",
        target: self,
        to: { zone: "field", owner: "you" },
        span,
      };
      if (rested) move.rested = true;
      const guarded: EffectStep = {
        kind: "Conditional",
        condition: { kind: "Is", subject: self, state: "inHand", span },
        effect: move,
        span,
      };
      const step: EffectStep = may
        ? { kind: "May", player: "you", effect: guarded, span }
        : guarded;
      return { steps: [{ link: "none", step }], span };
    });
  });
}

/**
 * A card revealed from the deck into the hand, or onto the field in its place (GPFN 04-035, DNMC
 * 01-008): 「デッキの上のカード1枚を表にしてから手札に移す。そのカードが「X」の場合、手札に移す代わりに
 * 場に出すことができる。」
 */
export function defineRevealToHand(g: ParserBase): void {
  const { rules } = g;

  /** <デッキの上のカードN枚>を表にしてから手札に移す / 手札に加える: reveal them, then `it` into the hand. */
  rules.revealToHand = g.define("revealToHand", (): EffectStep[] => {
    const start = g.lookahead(1);
    const top = g.rule(rules.deckTop);
    g.token(T.Wo);
    g.token(T.Omote);
    g.choice([
      { ALT: () => g.token(T.AddHand) },
      {
        ALT: () => {
          g.token(T.Hand);
          g.token(T.Ni);
          g.token(T.Utsusu);
        },
      },
    ]);
    return g.action((): EffectStep[] => {
      if (top.zone?.owner !== "your")
        return g.fail("a card of another player's deck into your hand");
      const span = g.spanFrom(start);
      return [
        { kind: "Reveal", target: top, span },
        { kind: "Move", target: { kind: "It", span }, to: { zone: "hand", owner: "owner" }, span },
      ];
    });
  });

  /**
   * <condition>場合、手札に移す代わりに[休息状態で]場に出すことができる: when the condition holds, the
   * card the step before put into the hand (`it`) may go onto the field instead — `if <condition>,
   * (put it onto your field or put it into its owner's hand) otherwise <that step>` (the assembler's
   * 代わりに link puts the step before as the other branch).
   */
  rules.insteadOntoField = g.define("insteadOntoField", (): ParsedSentence => {
    const start = g.lookahead(1);
    const c = g.rule(rules.conditionComma, [undefined]);
    g.choice([
      { ALT: () => g.token(T.AddHand) },
      {
        ALT: () => {
          g.token(T.Hand);
          g.token(T.Ni);
          g.token(T.Utsusu);
        },
      },
    ]);
    g.token(T.Kawarini);
    const rested = g.optional(() => g.token(T.RestedDe)) !== undefined;
    g.token(T.BaNiDasu);
    g.token(T.KotoGaDekiru);
    return g.action((): ParsedSentence => {
      if (c.nara) return g.fail("なら belongs to a trigger");
      const span = g.spanFrom(start);
      const it: Selector = { kind: "It", span };
      const onto: EffectStep = {
        kind: "Move",
        target: it,
        to: { zone: "field", owner: "you" },
        span,
      };
      if (rested) onto.rested = true;
      const hand: EffectStep = {
        kind: "Move",
        target: it,
        to: { zone: "hand", owner: "owner" },
        span,
      };
      const step: EffectStep = {
        kind: "Conditional",
        condition: c.condition,
        effect: { kind: "Choice", options: [onto, hand], span },
        span,
      };
      return {
        type: "continuation",
        link: "instead",
        effect: { steps: [{ link: "none", step }], span },
        after: "ToHand",
      };
    });
  });
}

/**
 * The effect of 手札に移す代わりに場に出す with `it` replaced by what `before` (the step that moved a
 * card into the hand, maybe a `may`) moved: a card of the trash is chosen by each option as by
 * that step (DNMC 01-008), a card an earlier step named stays `it` (GPFN 04-035).
 */
export function insteadOfHand(effect: Effect, before: EffectStep): Effect {
  const moved = before.kind === "May" ? before.effect : before;
  if (moved.kind !== "Move" || moved.target.kind === "It") return effect;
  const target = moved.target;
  const retarget = (step: EffectStep): EffectStep => {
    if (step.kind === "Move" && step.target.kind === "It") return { ...step, target };
    if (step.kind === "Choice") return { ...step, options: step.options.map(retarget) };
    if (step.kind === "Conditional") return { ...step, effect: retarget(step.effect) };
    return step;
  };
  return { ...effect, steps: effect.steps.map((s) => ({ ...s, step: retarget(s.step) })) };
}
