// Steps the AST gained later: a restriction for a while (ターン終了時まで退場しない, 妨害に参加する
// ことができない), reset AP/DP (…の値を、元に戻す), negate (相手のプレイ中のイベントカード1枚を
// 無効にする), swap (手札1枚と…カード1枚を置き換える), and 相手は、… (Must / the opponent's May).
import type {
  Duration,
  EffectStep,
  QuerySelector,
  Restriction,
  Selector,
} from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { turnRound } from "../perspective.ts";
import { durationOf } from "./durations.ts";
import { banUntil } from "../../grammar/play-ban-until.ts";
import { sameAsAhead } from "./names.ts";

/** The endings of protection: の効果の対象にならない, の対象にならない. */
const TARGETED = [T.NoEffectNoTaishouNaranai, T.NoTaishouNaranai];

export function defineLater(g: ParserBase): void {
  const { rules } = g;

  /** <topic>は、[ターン終了時まで|このターン、]<restriction>. */
  rules.restrict = g.define("restrict", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    // …相手のターンの開始時では活動状態にならない: the start of that turn (read with its ending)
    let atStart = false;
    const duration = g.optional(() =>
      g.choice<Duration>([
        {
          ALT: () => {
            const until = g.token(T.Until);
            // ターン終了時まで、アプローチでポイントを与えることができない (kgb P-003)
            g.optional(() => g.token(T.Comma, 2), 3);
            return durationOf(until);
          },
        },
        {
          ALT: () => {
            // the start of whose turn: the restriction lasts to the end of that turn
            const until = g.oneOf<Duration>(
              [
                [T.NextOppTurnStartDeha, { kind: "untilEndOfOpponentsTurn", next: true }],
                [T.OppTurnStartDeha, { kind: "untilEndOfOpponentsTurn", next: false }],
                [T.NextOwnTurnStartDeha, { kind: "untilEndOfYourTurn", next: true }],
                [T.OwnTurnStartDeha, { kind: "untilEndOfYourTurn", next: false }],
              ],
              4,
            );
            atStart = true;
            return { ...until };
          },
        },
        {
          ALT: () => {
            g.token(T.ThisTurn);
            g.optional(() => g.token(T.Comma), 2);
            return { kind: "thisTurn" };
          },
        },
      ]),
    );
    // The two selector-led restrictions are told apart by their ending: one token of lookahead
    // and the gates decide (LL(3) paths through selectors made the grammar analysis slow).
    const restriction = g.choiceByGates<Restriction>(
      [
        {
          ALT: () => {
            g.token(T.Taijou);
            g.token(T.Shinai);
            return { kind: "cannotLeave" };
          },
        },
        {
          // ターン終了時まで…アプローチでは退場しない (PM_K-ON 01-110): not trashed by the battle of
          // an approach (8.5), as the continuous text of the same words (static.ts)
          GATE: () => g.lookahead(1).tokenType === T.Approach && g.lookahead(2).tokenType === T.De,
          ALT: () => {
            g.token(T.Approach);
            g.token(T.De);
            g.token(T.Ha);
            g.token(T.Taijou, 2);
            g.token(T.Shinai, 2);
            return { kind: "doesNotLeave", when: "battle" };
          },
        },
        {
          GATE: g.backtrackIfAhead([T.Sarenai], rules.cannotBeBlocked),
          ALT: () => g.rule(rules.cannotBeBlocked),
        },
        { ALT: () => g.rule(rules.plainRestriction) },
        {
          GATE: g.backtrackIfAhead([T.WoCannotBlock, T.WoCannotBlockLong], rules.cannotBlockWhom),
          ALT: () => g.rule(rules.cannotBlockWhom),
        },
        {
          GATE: g.backtrackIfAhead(TARGETED, rules.cannotBeTargeted),
          ALT: () => g.rule(rules.cannotBeTargeted),
        },
      ],
      2,
    );
    return g.action(() => {
      if (!topic) return g.fail("a restriction needs a subject");
      if (atStart && restriction.kind !== "doesNotReady")
        return g.fail("only 活動状態にならない is said of the start of a turn");
      const step: EffectStep = {
        kind: "Restrict",
        target: topic,
        restriction: atStart ? { kind: "doesNotReady", atStartOfTurn: true } : restriction,
        span: g.spanFrom(start),
      };
      if (duration) step.duration = duration;
      return step;
    });
  });

  /**
   * <X>のテキストは、[ターン終了時まで]無効になる (OREG3 P-018, SAGA 01-012): a restriction on those
   * cards for the duration said (none: the checker asks for one, as for any restriction step).
   */
  rules.textsVoid = g.define("textsVoid", (): EffectStep => {
    const start = g.lookahead(1);
    const target = g.rule(rules.selector);
    g.token(T.NoTextHa);
    g.optional(() => g.token(T.Comma));
    const until = g.optional(() => g.token(T.Until), 2);
    g.token(T.BecomesVoid);
    return g.action((): EffectStep => {
      const step: EffectStep = {
        kind: "Restrict",
        target,
        restriction: { kind: "textsVoid" },
        span: g.spanFrom(start),
      };
      if (until) step.duration = durationOf(until);
      return step;
    });
  });

  /** [<X>には]妨害されない: cannot be blocked (by X). */
  rules.cannotBeBlocked = g.define("cannotBeBlocked", (): Restriction => {
    const who = g.optionalIf(g.backtrack(rules.blockedBy), () => g.rule(rules.blockedBy));
    g.token(T.Block);
    g.token(T.Sarenai);
    if (!who) return { kind: "cannotBeBlocked" };
    return {
      kind: "cannotBeBlocked",
      by: who.by,
      ...(who.except ? { except: true as const } : {}),
    };
  });

  /** <X>を妨害できない / を妨害することができない: may not block X's approach (names whom). */
  rules.cannotBlockWhom = g.define("cannotBlockWhom", (): Restriction => {
    const blocked = g.rule(rules.selector);
    g.anyToken([T.WoCannotBlock, T.WoCannotBlockLong]);
    return { kind: "cannotBlock", target: blocked };
  });

  /**
   * <X>の効果の対象にならない / <X>の対象にならない (pm_kg 01-013, kmr 01-002): not a target of the
   * texts of X's cards (相手のイベントカード, 相手のカード, イベントカード).
   */
  rules.cannotBeTargeted = g.define("cannotBeTargeted", (): Restriction => {
    const by = g.rule(rules.query);
    g.anyToken(TARGETED);
    return g.action((): Restriction => {
      if (by.quantity || by.zone)
        return g.fail("protection from a kind of card, not from some cards");
      return { kind: "cannotBeTargeted", by };
    });
  });

  /**
   * A restriction said in one phrase, the same in a one-shot step and a continuous text: 妨害に
   * 参加できない, アプローチ(に参加)できない, アプローチと妨害に参加できない, アプローチでポイントを
   * 与えることができない, 可能な限りアプローチ(に参加)しなくてはならない.
   */
  rules.plainRestriction = g.define("plainRestriction", (): Restriction => {
    const kind = g.oneOf([
      [T.CannotBlockLong, "cannotBlock"],
      [T.CannotBlockShort, "cannotBlock"],
      [T.CannotApproachLong, "cannotApproach"],
      [T.CannotApproachShort, "cannotApproach"],
      [T.CannotApproachBare, "cannotApproach"],
      [T.CannotApproachOrBlockLong, "cannotApproachOrBlock"],
      [T.CannotApproachOrBlockShort, "cannotApproachOrBlock"],
      [T.CannotGivePointsLong, "cannotGivePoints"],
      [T.CannotGivePointsShort, "cannotGivePoints"],
      [T.MustApproach, "mustApproach"],
      [T.MustApproachShort, "mustApproach"],
      [T.NotReady, "doesNotReady"],
      [T.CannotUseTextsLong, "cannotUseTexts"],
      [T.CannotUseTextsShort, "cannotUseTexts"],
    ]);
    return { kind };
  });

  /**
   * このターンのメインフェイズの間 / このターン、<player>は、<cards>をプレイできない (kgy 01-071), or
   * <player>は[、]ターン終了時まで<cards>を… (ahb2 01-065a): a play ban. プレイ(することが)できない
   * bans cards; 登場させることができない / 登場できない bans playing characters (rule 6.1: 登場 is
   * playing a character; an effect that puts one onto the field is not banned). After 相手は、 the
   * cards are said from that player's side (自分 = the opponent).
   */
  rules.playBan = g.define("playBan", (): EffectStep => {
    const start = g.lookahead(1);
    const lead = g.optional(() => {
      const u = g.oneOf([
        [T.ThisTurnMainPhase, "endOfMainPhase"],
        [T.ThisTurn, "endOfTurn"],
      ]);
      g.token(T.Comma);
      return u;
    });
    const who = g.rule(rules.owner);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma, 2), 4);
    // ターン終了時まで, or past this turn: 次の相手のターン終了時まで… (play-ban-until.ts)
    const trailing = g.optional(() => {
      const until = g.token(T.Until);
      g.optional(() => g.token(T.Comma, 3), 2);
      return durationOf(until);
    }, 3);
    const card = g.rule(rules.query);
    // <player>は、<cards>のテキストを使用できない (SRBK 01-024): a restriction on those cards
    const verb = g.choice<"play" | "enter" | "texts">(
      [
        {
          ALT: () => {
            g.token(T.Wo);
            return g.oneOf(
              [
                [T.CannotPlay, "play"],
                [T.CannotPlayLong, "play"],
                [T.CannotEnterLong, "enter"],
                [T.CannotEnterShort, "enter"],
              ],
              2,
            );
          },
        },
        {
          ALT: () => {
            g.token(T.No);
            return g.oneOf(
              [
                [T.CannotUseTextsLong, "texts"],
                [T.CannotUseTextsShort, "texts"],
              ],
              3,
            );
          },
        },
      ],
      4,
    );
    return g.action((): EffectStep => {
      if (verb === "texts") {
        if (lead === "endOfMainPhase") return g.fail("texts unusable until end of main phase");
        const duration: Duration | undefined = lead ? { kind: "thisTurn" } : trailing;
        return textsOf(card, who, duration, g.spanFrom(start));
      }
      const until = lead ?? (trailing && (banUntil(trailing) ?? g.fail("a ban to a battle's end")));
      if (!until || (lead && trailing)) return g.fail("a play ban says how long, once");
      if (card.quantity) return g.fail("a play ban on a number of cards");
      if (verb === "enter" && !enters(card)) return g.fail("登場 is said of characters");
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

  /**
   * このターン、<player>は、メインフェイズ以外でも<cards>を登場させることができる (AHB P-011): the
   * player may play such characters this turn at every timing 〔自由登場〕 opens (PlayPermit). After
   * 相手は、 the cards are said from that player's side, as in a play ban.
   */
  rules.playPermit = g.define("playPermit", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.ThisTurn);
    g.token(T.Comma);
    const who = g.rule(rules.owner);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma, 2));
    g.token(T.MainPhaseIgaiDemo);
    const card = g.rule(rules.query);
    g.token(T.Wo);
    g.oneOf([
      [T.CanEnterLong, "long"],
      [T.CanEnterShort, "short"],
    ]);
    return g.action((): EffectStep => {
      if (card.quantity) return g.fail("a play permission for a number of cards");
      if (!enters(card)) return g.fail("登場 is said of characters");
      const player = who === "opponent's" ? ("opponent" as const) : ("you" as const);
      return {
        kind: "PlayPermit",
        player,
        card: player === "opponent" ? turnRound(card) : card,
        span: g.spanFrom(start),
      };
    });
  });

  /**
   * <selector>のAPとDP[の値]を / APの値とDPの値を、[ターン終了時まで]入れ替える: the two values
   * exchanged (SwapStats).
   */
  rules.swapStats = g.define("swapStats", (): EffectStep => {
    const start = g.lookahead(1);
    const target = g.rule(rules.selector);
    g.token(T.No);
    g.token(T.Ap);
    g.optional(() => g.token(T.NoAtai));
    g.token(T.To);
    g.choice([
      { ALT: () => g.token(T.DpNoAtaiWo) },
      {
        ALT: () => {
          g.token(T.Dp);
          g.token(T.Wo);
        },
      },
    ]);
    g.optional(() => g.token(T.Comma), 2);
    const until = g.optional(() => g.token(T.Until), 3);
    g.token(T.Irekaeru);
    return g.action((): EffectStep => {
      const step: EffectStep = { kind: "SwapStats", target, span: g.spanFrom(start) };
      if (until) step.duration = durationOf(until);
      return step;
    });
  });

  /** <selector>のAP/DPの値を、元に戻す; APまたはDPの値を: one of the two, the player's choice (a Choice of two resets). */
  rules.resetStat = g.define("resetStat", (): EffectStep => {
    const start = g.lookahead(1);
    const target = g.rule(rules.selector);
    g.token(T.No);
    const which = g.oneOf([
      [T.SetStatHead, "both"],
      [T.ApNoAtaiWo, "ap"],
      [T.DpNoAtaiWo, "dp"],
      [T.ApOrDpNoAtaiWo, "apOrDp"],
    ]);
    g.optional(() => g.token(T.Comma));
    g.anyToken([T.Reset, T.ResetOriginal], 2);
    return g.action((): EffectStep => {
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

  /**
   * 相手のプレイ中のイベントカード1枚を無効にする; 相手の捨て札置き場にあるカードと同じ名称のプレイ中の
   * イベントカード1枚を無効にする (SEKN 01-042): a name shared with a description (names.ts) before
   * the noun, and with no 相手の before プレイ中の the event is either player's (`negate an event`).
   */
  rules.negate = g.define("negate", (): EffectStep =>
    g.choice<EffectStep>([
      // そのカードのプレイを無効にし[、] (AW P-004, in a text triggered by the opponent's play):
      // the play the text answers — the opponent's event being played (the newest, as ever)
      {
        ALT: () => {
          const start = g.lookahead(1);
          g.token(T.SonoCardNoPlay);
          g.anyToken([T.Mukou, T.MukouShi], 5);
          return g.action(() => ({
            kind: "Negate" as const,
            what: "event" as const,
            span: g.spanFrom(start),
          }));
        },
      },
      { ALT: () => g.rule(rules.negatePlaying) },
    ]),
  );

  /**
   * ターン終了時まで、<card>がアプローチで与えるポイントはN点になる (SG 01-027): the static
   * `gives N points by approach` for a while (DealsPoints; rule 8.6).
   */
  rules.dealsPoints = g.define("dealsPoints", (): EffectStep => {
    const start = g.lookahead(1);
    const until = g.optional(() => {
      const u = g.token(T.Until);
      g.token(T.Comma);
      return u;
    });
    const target = g.rule(rules.subjectGa);
    g.token(T.PointsByApproachWa);
    const n = g.token(T.Num);
    g.token(T.TenNiNaru);
    return g.action(() => ({
      kind: "DealsPoints" as const,
      target,
      points: Number(n.image),
      ...(until ? { duration: durationOf(until) } : {}),
      span: g.spanFrom(start),
    }));
  });

  rules.negatePlaying = g.define("negatePlaying", (): EffectStep => {
    const start = g.lookahead(1);
    const same = g.optionalIf(
      () => sameAsAhead(g) && g.backtrack(rules.sameAsSide)(),
      () => g.rule(rules.sameAsSide),
    );
    const opp = g.optional(() => {
      g.token(T.Opp);
      g.token(T.No);
      return true;
    }, 2);
    g.token(T.PlayingEvent);
    g.optional(() => {
      g.token(T.Num);
      g.token(T.Mai);
    }, 3);
    g.anyToken([T.Mukou, T.MukouShi], 4);
    return g.action(() => ({
      kind: "Negate" as const,
      what: "event" as const,
      ...(opp ? {} : { whose: "any" as const }),
      ...(same ? { filters: [same] } : {}),
      span: g.spanFrom(start),
    }));
  });

  /**
   * 自分のデッキの上のカード1枚とデッキの下のカード1枚を入れ替える (K_ON2 03-001): the two ends of one
   * deck change places — a Swap of the two deck queries (lowered to swapDeckEnds).
   */
  rules.swapDeckEnds = g.define("swapDeckEnds", (): EffectStep => {
    const start = g.lookahead(1);
    const top = g.rule(rules.deckTop);
    g.token(T.To);
    const bottom = g.rule(rules.deckTop, 2);
    g.token(T.Wo);
    g.token(T.Irekaeru);
    return g.action(() => {
      const a = top.zone;
      const b = bottom.zone;
      // デッキの下 without an owner is the same deck's (自分のデッキの上の…とデッキの下の…)
      if ((a?.end ?? "top") === (b?.end ?? "top") || a?.top !== b?.top)
        return g.lacks("a swap of deck cards other than the top N with the bottom N");
      const owner = a?.owner;
      const fix = (q: typeof top): typeof top => ({ ...q, zone: { ...q.zone!, owner } });
      return { kind: "Swap" as const, hand: fix(top), point: fix(bottom), span: g.spanFrom(start) };
    });
  });

  /** <hand card>と<point card>を置き換える. */
  rules.swap = g.define("swap", (): EffectStep => {
    const start = g.lookahead(1);
    const hand = g.rule(rules.selector);
    g.token(T.To);
    g.optional(() => g.token(T.Comma)); // 手札1枚と、自分のポイント置き場にある… (SAK 01-016)
    const point = g.rule(rules.selector, 2);
    g.token(T.Wo);
    g.token(T.Okikaeru);
    return g.action(() => ({ kind: "Swap" as const, hand, point, span: g.spanFrom(start) }));
  });
}

/**
 * 相手は、<step>: the opponent performs the step and makes its choices (Must), or may perform it
 * (…ことができる: May of the opponent). Inside, 自分/相手 are said from the opponent's side, so the
 * owners are turned round to the card language's fixed point of view (the opponent's …).
 */
export function defineMust(g: ParserBase): void {
  const { rules } = g;
  rules.must = g.define("must", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.Opp);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    const inner = g.rule(rules.step, [undefined]);
    return g.action((): EffectStep => {
      const span = g.spanFrom(start);
      if (inner.kind === "May")
        return { kind: "May", player: "opponent", effect: turnRound(inner.effect), span };
      return { kind: "Must", player: "opponent", effect: turnRound(inner), span };
    });
  });
}

/** このターン、<topic>は、<restriction>: the duration said before the topic (このターン、…は、アプローチできない). */
export function defineLeadingDuration(g: ParserBase): void {
  const { rules } = g;
  rules.thisTurnTopic = g.define("thisTurnTopic", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.ThisTurn);
    g.token(T.Comma);
    const topic = g.rule(rules.topic);
    // このターン、自分の全てのキャラは+20/+20を得る (PPTP 01-041, SG 01-040): a gain for this turn,
    // the same as ターン終了時まで (both end at the end of the turn, rule 3.x's end phase)
    const step = g.choiceByGates<EffectStep>([
      {
        GATE: g.backtrack(rules.gets, topic),
        ALT: () => g.rule(rules.gets, [topic]),
      },
      // このターン、そのキャラは、もう一度アプローチに参加することができる (NG 01-073, KSC 01-001):
      // approaching again lasts for this turn by itself (the engine clears it at cleanup)
      {
        GATE: g.backtrack(rules.approachAgain, topic),
        ALT: () => g.rule(rules.approachAgain, [topic]),
      },
      { ALT: () => g.rule(rules.restrict, [topic]) },
    ]);
    return g.action(() => {
      if (step.kind === "ApproachAgain") return { ...step, span: g.spanFrom(start) };
      if ((step.kind !== "Restrict" && step.kind !== "Gets") || step.duration)
        return g.fail("このターン、<topic>は、 before a step with its own duration");
      return { ...step, duration: { kind: "thisTurn" as const }, span: g.spanFrom(start) };
    });
  });
}

/** Can the cards a ban of 登場 names be characters only (キャラ, 「X」, 【Y】)? */
function enters(card: QuerySelector): boolean {
  return card.noun.kind === "character" || card.noun.kind === "name";
}

/**
 * 「[このターン、]<player>は、<cards>のテキストを使用できない」: the cards (said from that player's
 * side, as in a play ban) cannot use texts, for the duration said before (none: the checker asks
 * for one, as for any restriction step). A player uses only the texts of their own cards (rule
 * 7.1): cards named without an owner (「相手は、指定されたキャラと同じ名称のキャラのテキストを…」,
 * SRBK 01-024) are that player's, not both players'.
 */
function textsOf(
  card: QuerySelector,
  who: string,
  duration: Duration | undefined,
  span: EffectStep["span"],
): EffectStep {
  const own: QuerySelector = card.owner ? card : { ...card, owner: "your" };
  const target = who === "opponent's" ? turnRound(own) : own;
  const step: EffectStep = {
    kind: "Restrict",
    target,
    restriction: { kind: "cannotUseTexts" },
    span,
  };
  if (duration) step.duration = duration;
  return step;
}
