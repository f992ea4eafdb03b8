// Steps the AST gained later: a restriction for a while (ターン終了時まで退場しない, 妨害に参加する
// ことができない), reset AP/DP (…の値を、元に戻す), negate (相手のプレイ中のイベントカード1枚を
// 無効にする), swap (手札1枚と…カード1枚を置き換える), and 相手は、… (Must / the opponent's May).
import type { Duration, EffectStep, Restriction, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { turnRound } from "../perspective.ts";

export function defineLater(g: ParserBase): void {
  const r = g.r;

  /** <topic>は、[ターン終了時まで|このターン、]<restriction>. */
  r.restrict = g.def("restrict", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    const duration = g.opt(0, () =>
      g.alt<Duration>(0, [
        {
          ALT: () => {
            g.c(0, T.UntilEot);
            return { kind: "untilEndOfTurn" };
          },
        },
        {
          ALT: () => {
            g.c(1, T.ThisTurn);
            g.opt(1, () => g.c(2, T.Comma));
            return { kind: "thisTurn" };
          },
        },
      ]),
    );
    // The two selector-led restrictions are told apart by their ending: one token of lookahead
    // and the gates decide (LL(3) paths through selectors made the grammar analysis slow).
    const restriction = g.altG<Restriction>(1, [
      {
        ALT: () => {
          g.c(3, T.Taijou);
          g.c(4, T.Shinai);
          return { kind: "cannotLeave" };
        },
      },
      { GATE: g.when([T.Sarenai], r.cannotBeBlocked), ALT: () => g.s(1, r.cannotBeBlocked) },
      {
        ALT: () => {
          g.alt(2, [
            { ALT: () => g.c(5, T.CannotBlockLong) },
            { ALT: () => g.c(6, T.CannotBlockShort) },
          ]);
          return { kind: "cannotBlock" };
        },
      },
      { GATE: g.when([T.WoCannotBlock], r.cannotBlockWhom), ALT: () => g.s(0, r.cannotBlockWhom) },
      {
        ALT: () => {
          g.alt(3, [
            { ALT: () => g.c(7, T.CannotApproachLong) },
            { ALT: () => g.c(8, T.CannotApproachShort) },
            { ALT: () => g.c(9, T.CannotApproachBare) },
          ]);
          return { kind: "cannotApproach" };
        },
      },
    ]);
    return g.act(() => {
      if (!topic) return g.fail("a restriction needs a subject");
      const step: EffectStep = {
        kind: "Restrict",
        target: topic,
        restriction,
        span: g.spanFrom(start),
      };
      if (duration) step.duration = duration;
      return step;
    });
  });

  /** [<X>には]妨害されない: cannot be blocked (by X). */
  r.cannotBeBlocked = g.def("cannotBeBlocked", (): Restriction => {
    const by = g.optG(0, g.bt(r.blockedBy), () => g.s(0, r.blockedBy));
    g.c(0, T.Block);
    g.c(1, T.Sarenai);
    return by ? { kind: "cannotBeBlocked", by } : { kind: "cannotBeBlocked" };
  });

  /** <X>を妨害できない: may not block X's approach (the restriction names whom). */
  r.cannotBlockWhom = g.def("cannotBlockWhom", (): Restriction => {
    const blocked = g.s(0, r.selector);
    g.c(0, T.WoCannotBlock);
    return { kind: "cannotBlock", target: blocked };
  });

  /**
   * このターンのメインフェイズの間 / このターン、<player>は、<cards>をプレイできない (kgy 01-071): a
   * play ban. After 相手は、 the cards are said from that player's side (自分 = the opponent).
   */
  r.playBan = g.def("playBan", (): EffectStep => {
    const start = g.la(1);
    const until = g.alt(4, [
      {
        ALT: () => {
          g.c(13, T.ThisTurnMainPhase);
          return "endOfMainPhase" as const;
        },
      },
      {
        ALT: () => {
          g.c(14, T.ThisTurn);
          return "endOfTurn" as const;
        },
      },
    ]);
    g.c(15, T.Comma);
    const who = g.s(2, r.owner);
    g.c(16, T.Ha);
    g.opt(2, () => g.c(17, T.Comma));
    const card = g.s(3, r.query);
    g.c(18, T.Wo);
    g.c(19, T.CannotPlay);
    return g.act((): EffectStep => {
      if (card.quantity) return g.fail("a play ban on a number of cards");
      const player = who === "opponent's" ? ("opponent" as const) : ("you" as const);
      return {
        kind: "PlayBan",
        player,
        card: player === "opponent" ? turnRound(card) : card,
        until,
        span: g.spanFrom(start),
      };
    });
  });

  /** <selector>のAP/DPの値を、元に戻す; APまたはDPの値を: one of the two, the player's choice (a Choice of two resets). */
  r.resetStat = g.def("resetStat", (): EffectStep => {
    const start = g.la(1);
    const target = g.s(0, r.selector);
    g.c(0, T.No);
    const which = g.alt<"ap" | "dp" | "both" | "apOrDp">(0, [
      {
        ALT: () => {
          g.c(1, T.SetStatHead);
          return "both";
        },
      },
      {
        ALT: () => {
          g.c(2, T.ApNoAtaiWo);
          return "ap";
        },
      },
      {
        ALT: () => {
          g.c(3, T.DpNoAtaiWo);
          return "dp";
        },
      },
      {
        ALT: () => {
          g.c(6, T.ApOrDpNoAtaiWo);
          return "apOrDp";
        },
      },
    ]);
    g.opt(0, () => g.c(4, T.Comma));
    g.c(5, T.Reset);
    return g.act((): EffectStep => {
      const span = g.spanFrom(start);
      if (which !== "apOrDp") return { kind: "ResetStat", target, which, span };
      return {
        kind: "Choice",
        options: [
          { kind: "ResetStat", target, which: "ap", span },
          { kind: "ResetStat", target, which: "dp", span },
        ],
        span,
      };
    });
  });

  /** 相手のプレイ中のイベントカード1枚を無効にする. */
  r.negate = g.def("negate", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.Opp);
    g.c(1, T.No);
    g.c(2, T.PlayingEvent);
    g.opt(0, () => {
      g.c(3, T.Num);
      g.c(4, T.Mai);
    });
    g.c(5, T.Mukou);
    return g.act(() => ({
      kind: "Negate" as const,
      what: "event" as const,
      span: g.spanFrom(start),
    }));
  });

  /** <hand card>と<point card>を置き換える. */
  r.swap = g.def("swap", (): EffectStep => {
    const start = g.la(1);
    const hand = g.s(0, r.selector);
    g.c(0, T.To);
    const point = g.s(1, r.selector);
    g.c(1, T.Wo);
    g.c(2, T.Okikaeru);
    return g.act(() => ({ kind: "Swap" as const, hand, point, span: g.spanFrom(start) }));
  });
}

/**
 * 相手は、<step>: the opponent performs the step and makes its choices (Must), or may perform it
 * (…ことができる: May of the opponent). Inside, 自分/相手 are said from the opponent's side, so the
 * owners are turned round to the card language's fixed point of view (the opponent's …).
 */
export function defineMust(g: ParserBase): void {
  const r = g.r;
  r.must = g.def("must", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.Opp);
    g.c(1, T.Ha);
    g.opt(0, () => g.c(2, T.Comma));
    const inner = g.s(0, r.step, undefined);
    return g.act((): EffectStep => {
      const span = g.spanFrom(start);
      if (inner.kind === "May")
        return { kind: "May", player: "opponent", effect: turnRound(inner.effect), span };
      return { kind: "Must", player: "opponent", effect: turnRound(inner), span };
    });
  });
}

/** このターン、<topic>は、<restriction>: the duration said before the topic (このターン、…は、アプローチできない). */
export function defineLeadingDuration(g: ParserBase): void {
  const r = g.r;
  r.thisTurnTopic = g.def("thisTurnTopic", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.ThisTurn);
    g.c(1, T.Comma);
    const topic = g.s(0, r.topic);
    const step = g.s(1, r.restrict, topic);
    return g.act(() => {
      if (step.kind !== "Restrict" || step.duration)
        return g.fail("このターン、<topic>は、 before a step with its own duration");
      return { ...step, duration: { kind: "thisTurn" as const }, span: g.spanFrom(start) };
    });
  });
}
