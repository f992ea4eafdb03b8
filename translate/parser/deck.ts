// Deck templates: デッキの上のカードN枚を見る (LookAtTop) and the search template
// 「デッキの上のカードN枚を見て、その中にある<X>を抜き出し、表にしてから手札に加える」. The search
// is one Search step whose target lies in the top N cards (zone.top = N) or in the whole deck
// (デッキの中を全て見て); the sentence that follows (残りのカードを…デッキの下に移す / デッキを
// シャッフルする) is read by the sentence grammar and checked by the assembler.
import type { EffectStep, QuerySelector, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { TokenType } from "chevrotain";
import type { ParserBase } from "./base.ts";
import { optionalQuantity, withLateQuantity } from "./query.ts";
import type { Rule } from "./rules.ts";
import { pickList } from "./picks.ts";

export function defineDeck(g: ParserBase): void {
  const { rules } = g;

  /**
   * デッキの上のカードN枚を見る (`lookTop`), or its joining form …見て (`lookTopHead`): LookAtTop.
   * デッキの上のカードを<X>の枚数と同じ枚数見る (KMPD P-027): as many as X counts when the step
   * resolves (`look at the top count(X) cards of your deck`).
   */
  const lookAtTop = (name: string, verb: TokenType): Rule<EffectStep> =>
    g.define(name, (): EffectStep => {
      const start = g.lookahead(1);
      // two alternatives, not `counted ? … : g.rule(rules.deckTop)`: the grammar is recorded
      // once, and a call behind a condition on a parsed value is not recorded (the look then
      // started only with デッキの上, never with 相手の or デッキの下)
      const { counted, top, bottom } = g.choice<{
        counted?: Selector;
        top?: QuerySelector;
        bottom?: boolean;
      }>([
        {
          GATE: () =>
            (g.lookahead(1).tokenType === T.DeckTop || g.lookahead(1).tokenType === T.DeckBottom) &&
            g.lookahead(3).tokenType === T.Card &&
            g.lookahead(4).tokenType === T.Wo,
          ALT: () => {
            const end = g.oneOf(
              [
                [T.DeckTop, "top"],
                [T.DeckBottom, "bottom"],
              ],
              2,
            );
            g.token(T.No, 2);
            g.token(T.Card, 2);
            g.token(T.Wo, 2);
            const of = g.rule(rules.sideSelector);
            g.token(T.No, 3);
            g.token(T.Maisuu);
            g.token(T.ToOnajiMaisuu);
            return { counted: of, bottom: end === "bottom" };
          },
        },
        {
          ALT: () => {
            const t = g.rule(rules.deckTop);
            g.token(T.Wo);
            return { top: t };
          },
        },
      ]);
      g.token(verb);
      return g.action(() => {
        if (counted) {
          if (counted.kind === "Query" && counted.quantity)
            return g.fail("a counted description with a number");
          return {
            kind: "LookAtTop" as const,
            player: "you" as const,
            amount: { kind: "Count" as const, of: counted },
            ...(bottom ? { end: "bottom" as const } : {}),
            span: g.spanFrom(start),
          };
        }
        // デッキの下のカードN枚を見る: the bottom N (`look at the bottom N cards of your deck`)
        return {
          kind: "LookAtTop" as const,
          player: top?.zone?.owner === "opponent's" ? ("opponent" as const) : ("you" as const),
          amount: { kind: "Number" as const, value: top?.zone?.top ?? 0 },
          ...(top?.zone?.end === "bottom" ? { end: "bottom" as const } : {}),
          span: g.spanFrom(start),
        };
      });
    });
  rules.lookTop = lookAtTop("lookTop", T.Miru);
  rules.lookTopHead = lookAtTop("lookTopHead", T.Mite);

  /**
   * デッキの上のカードN枚を見て、任意の順番でデッキの上(下)に戻す: look, then put them all back in
   * the order the player chooses — a LookAtTop and a PutRest of every card looked at.
   */
  rules.lookRearrange = g.define("lookRearrange", (): EffectStep[] => {
    const look = g.rule(rules.lookTopHead);
    g.token(T.Comma);
    const restStart = g.lookahead(1);
    g.token(T.AnyOrder);
    const to = g.oneOf([
      [T.DeckTop, "deckTop"],
      [T.DeckBottom, "deckBottom"],
      [T.DeckTopOrBottom, "deckTopOrBottom"],
    ]);
    g.token(T.Ni);
    g.anyToken([T.Modosu, T.Utsusu], 2);
    return g.action((): EffectStep[] => {
      if (look.kind !== "LookAtTop" || look.player !== "you")
        // `put the rest` has no owner: the rest always goes to your deck
        return g.lacks(
          "putting the rest of a look at the opponent's deck back (PutRest has no owner)",
        );
      return [look, { kind: "PutRest", to, order: "chosen", span: g.spanFrom(restStart) }];
    });
  });

  /**
   * デッキの上のカードN枚を見て、その中にある<X>を<verb> (AHB 01-006 …デッキの下に移すことができる,
   * ORG2 02-078 任意の枚数のカードを捨て札にする): any verb of `<selector>を<verb>` on a pick among the
   * cards looked at — its target is the query in the top N (`trash any number of cards in the top 3
   * cards of your deck`), which lowering looks at and picks from; `put the rest` may follow.
   */
  rules.lookPick = g.define("lookPick", (): EffectStep => {
    const top = g.rule(rules.deckTop);
    g.token(T.Wo);
    g.token(T.Mite);
    g.token(T.Comma);
    g.token(T.SonoNaka);
    const step = g.rule(rules.objectStep);
    return g.action(() => inTop(step, top.zone) ?? g.fail("no pick among the cards looked at"));
  });

  /**
   * デッキの上のカードを<X>の枚数と同じ枚数見て、その中にある<Y>を抜き出し、表にしてから手札に加える
   * (KMPD P-027): the look, whose number is counted, then the search among the cards looked at —
   * two steps (`look at the top count(X) cards of your deck; search 1 Y among them …`), as the
   * search template's number is printed only.
   */
  rules.countedLookSearch = g.define("countedLookSearch", (): EffectStep[] => {
    const look = g.rule(rules.lookTopHead);
    g.token(T.Comma);
    const search = g.rule(rules.search);
    return g.action((): EffectStep[] => {
      if (look.kind !== "LookAtTop" || look.amount.kind !== "Count")
        return g.fail("a look at a printed number is the search template");
      if (search.kind !== "Search" || search.target.kind !== "Query" || !search.target.amongIt)
        return g.fail("no search among the cards looked at");
      return [look, search];
    });
  });

  rules.search = g.define("search", (): EffectStep => {
    const start = g.lookahead(1);
    const from = g.choice<QuerySelector | "amongIt" | undefined>([
      {
        ALT: () => {
          const t = g.rule(rules.deckTop);
          g.token(T.Wo);
          g.token(T.Mite);
          return t;
        },
      },
      {
        ALT: () => {
          g.token(T.DeckAll);
          return undefined;
        },
      },
      {
        ALT: () => {
          g.optional(() => {
            g.token(T.Own);
            g.token(T.No);
          });
          g.token(T.DeckAllWo);
          return undefined;
        },
      },
      // その中にある…を抜き出し (after a look said in its own sentence or before 見て、: KMPD P-027):
      // the pick is among the cards looked at (`among it`)
      {
        ALT: () => {
          g.token(T.SonoNaka, 7);
          return "amongIt" as const;
        },
      },
    ]);
    if (from !== "amongIt") g.token(T.Comma);
    const { first, more, late, reveal, extracted } = searchTail(g);
    return g.action(() => {
      const written =
        more.length === 0
          ? first
          : (pickList([first, ...more]) ??
            g.lacks("a list of picks 「A」N枚と「B」M枚 other than one card of each name"));
      const target = withLateQuantity(written, late) ?? g.fail("two quantities");
      if (target.owner || target.zone)
        return g.fail("a searched card has no owner or zone of its own");
      // デッキの上のカードN枚を見て: the target lies in the top N (zone.top, as the card language's
      // `search the top N cards of your deck for …`); デッキの中を全て見て: the whole deck, which the
      // step says (`search your deck for …`) — the target has no zone, as the card language reads it
      // その中にある…を手札に移す without 抜き出し (KSC 01-079, after 捨て札にした場合) moves a card among
      // what an earlier step acted on (lookPick's reading), not a search among the cards looked at
      if (from === "amongIt" && !extracted) return g.fail("a pick among it without 抜き出し");
      if (from === "amongIt")
        return {
          kind: "Search" as const,
          player: "you" as const,
          target: { ...target, amongIt: true as const },
          reveal,
          span: g.spanFrom(start),
        };
      const zone: QuerySelector["zone"] = from?.zone;
      return {
        kind: "Search" as const,
        player: "you" as const,
        target: zone ? { ...target, zone } : target,
        reveal,
        span: g.spanFrom(start),
      };
    });
  });
}

/**
 * The step with its target placed in the looked-at cards, or undefined when its target is not a
 * chosen number of cards of no zone of their own (その中にある always picks among those cards).
 */
function inTop(step: EffectStep, zone: QuerySelector["zone"]): EffectStep | undefined {
  if (step.kind === "May") {
    const inner = inTop(step.effect, zone);
    return inner && { ...step, effect: inner };
  }
  if (!("target" in step) || zone?.top === undefined) return undefined;
  const t = step.target;
  // `perform "〔POP〕"` may have no target (later-actions.ts)
  if (!t || t.kind !== "Query" || t.owner || t.zone) return undefined;
  const q = t.quantity;
  if (!q || q.kind === "all" || q.kind === "each" || q.kind === "any") return undefined;
  return { ...step, target: { ...t, zone } } as EffectStep;
}

/**
 * The part of the search template after 見て、: [その中にある]<X>[と<Y>…]を[N枚]抜き出し、[表にしてから]
 * 手札に加える — the picks and whether they are shown (rules search and countedLookSearch).
 */
function searchTail(g: ParserBase): {
  first: QuerySelector;
  more: QuerySelector[];
  late: ReturnType<typeof optionalQuantity>;
  reveal: boolean;
  /** 抜き出し was printed: a search, not a move of a card among cards an earlier step acted on. */
  extracted: boolean;
} {
  const { rules } = g;
  // 見て、「A」1枚と「B」1枚を抜き出し (OGR 01-112): the pick is among the looked-at cards unsaid
  g.optional(() => g.token(T.SonoNaka), 6);
  const first = g.rule(rules.query);
  // 「A」1枚と「B」1枚 (OGR 01-112, MMDK 03-052): a list of picks, one query each (picks.ts)
  const more: QuerySelector[] = [];
  g.repeat(() => {
    g.token(T.To);
    const q = g.rule(rules.query, 2);
    g.action(() => more.push(q));
  });
  g.token(T.Wo, 2);
  const late = optionalQuantity(g, 2);
  const { reveal, extracted } = g.choice(
    [
      {
        ALT: () => {
          g.token(T.Nukidashi);
          g.optional(() => g.token(T.Comma, 2), 3);
          const shown = g.optional(() => {
            g.token(T.Omote);
            return true;
          }, 4);
          return { reveal: shown ?? false, extracted: true };
        },
      },
      // その中にある…を表にしてから手札に加える (SEKN 01-120): the same search, said without 抜き出し
      {
        ALT: () => {
          const shown = g.optional(() => {
            g.token(T.Omote, 2);
            return true;
          }, 5);
          return { reveal: shown ?? false, extracted: false };
        },
      },
    ],
    2,
  );
  // 手札に移す (GP P-015, AHB2 01-094a) is 手札に加える: the card goes into its owner's hand
  g.choice(
    [
      { ALT: () => g.token(T.AddHand) },
      {
        ALT: () => {
          g.token(T.Hand);
          g.token(T.Ni);
          g.token(T.Utsusu);
        },
      },
    ],
    3,
  );
  return { first, more, late, reveal, extracted };
}
