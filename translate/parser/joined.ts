// A restriction joined by ず to what the same subject does next (K_ON2 03-115 「自分の全てのキャラは、
// ターン終了時まで妨害されず、アプローチでポイントを与える場合、代わりにカードを1枚引く」): the
// restriction for its duration, then the replacement said of the same subject, created for this
// turn (as 「このターン、…する場合、代わりに…」 is).
import type { Effect, EffectStep, Restriction, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { durationOf } from "./durations.ts";
import { JOINED_CLAUSE_SHARES_DURATION } from "../../runtime/rules/project-rulings.ts";

export function defineJoined(g: ParserBase): void {
  const { rules } = g;

  /**
   * このターンのメインフェイズの間、<topic>は、<restriction> (SRBKM 02-045): the restriction until
   * the end of this turn's main phase (as このターン、<topic>は、… is for the turn, later.ts).
   */
  rules.mainPhaseTopic = g.define("mainPhaseTopic", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.ThisTurnMainPhase);
    g.token(T.Comma);
    const topic = g.rule(rules.topic);
    const step = g.rule(rules.restrict, [topic]);
    return g.action((): EffectStep => {
      if (step.kind !== "Restrict" || step.duration)
        return g.fail("このターンのメインフェイズの間、 before a step with its own duration");
      return { ...step, duration: { kind: "untilEndOfMainPhase" }, span: g.spanFrom(start) };
    });
  });

  /** <topic>は、[ターン終了時まで][<X>には]妨害されず、<event>する場合、代わりに<body>. */
  rules.blockedThenInstead = g.define("blockedThenInstead", (): Effect => {
    const start = g.lookahead(1);
    const topic = g.rule(rules.topic);
    const until = g.optional(() => g.token(T.Until));
    const who = g.optionalIf(g.backtrack(rules.blockedBy), () => g.rule(rules.blockedBy), 2);
    g.token(T.Block);
    g.token(T.Sarezu);
    const restrictSpan = g.action(() => g.spanFrom(start));
    g.token(T.Comma);
    const eventStart = g.lookahead(1);
    // the event is each card's own (a character of yours, not all of them at once)
    const t = g.rule(rules.trigger, [subjectOf(topic)]);
    g.token(T.Comma, 2);
    g.token(T.Kawarini);
    const effect = g.rule(rules.body, [undefined]);
    return g.action((): Effect => {
      if (t.mode !== "instead") return g.fail("代わりに goes with an event before it happens");
      if (t.condition) return g.fail("a joined replacement with a condition of its own");
      const restriction: Restriction = who
        ? { kind: "cannotBeBlocked", by: who.by, ...(who.except ? { except: true as const } : {}) }
        : { kind: "cannotBeBlocked" };
      const restrict: EffectStep = {
        kind: "Restrict",
        target: topic,
        restriction,
        span: restrictSpan,
      };
      if (until) restrict.duration = durationOf(until);
      const created: EffectStep = {
        kind: "CreateTrigger",
        trigger: t.trigger,
        mode: "instead",
        effect,
        span: g.spanFrom(eventStart),
      };
      return {
        steps: [
          { link: "none", step: restrict },
          { link: "none", step: created },
        ],
        span: g.spanFrom(start),
      };
    });
  });

  /**
   * <topic>は、[ターン終了時まで]<X>を妨害できず、<player>は、指定されたキャラのテキストを使用できない
   * (OREG3 03-005 「相手のキャラ1枚は、ターン終了時まで「雪ノ下 雪乃」を妨害できず、相手は、指定された
   * キャラのテキストを使用できない」): the chosen card may not block X, and its texts may not be used
   * (`1 of the opponent's characters cannot block the approach of 「雪ノ下 雪乃」 until end of turn;
   * it cannot use texts until end of turn`). 指定されたキャラ is the topic's card (`it`); the player
   * is that card's controller (the only one who could use its texts). The clause after ず says no
   * duration of its own: it shares the first's ([project] JOINED_CLAUSE_SHARES_DURATION).
   */
  rules.cannotBlockThenTexts = g.define("cannotBlockThenTexts", (): Effect => {
    const start = g.lookahead(1);
    const topic = g.rule(rules.topic);
    const until = g.optional(() => g.token(T.Until));
    const whom = g.rule(rules.selector);
    g.token(T.WoCannotBlockZu);
    const firstSpan = g.action(() => g.spanFrom(start));
    g.token(T.Comma);
    const second = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma, 2), 2);
    const of = g.rule(rules.selector, [], 2);
    g.token(T.No);
    g.anyToken([T.CannotUseTextsLong, T.CannotUseTextsShort]);
    return g.action((): Effect => {
      if (topic.kind !== "Query" || !topic.quantity || topic.quantity.kind === "all")
        return g.fail("妨害できず、…指定されたキャラ… after a chosen card");
      if (of.kind !== "It") return g.fail("the texts of the card just chosen (指定されたキャラ)");
      // the texts' user is the chosen card's controller: 相手のキャラ → 相手は
      const owner = topic.owner ?? "your";
      if (who !== owner) return g.fail("the texts of a card its controller may not use");
      const duration = until ? durationOf(until) : undefined;
      const block: EffectStep = {
        kind: "Restrict",
        target: topic,
        restriction: { kind: "cannotBlock", target: whom },
        span: firstSpan,
      };
      const texts: EffectStep = {
        kind: "Restrict",
        target: of,
        restriction: { kind: "cannotUseTexts" },
        span: g.spanFrom(second),
      };
      if (duration) {
        block.duration = duration;
        if (JOINED_CLAUSE_SHARES_DURATION) texts.duration = { ...duration };
      }
      return {
        steps: [
          { link: "none", step: block },
          { link: "none", step: texts },
        ],
        span: g.spanFrom(start),
      };
    });
  });
}

/** 全ての… as the subject of an event: each such card (the quantity dropped). */
function subjectOf(topic: Selector): Selector {
  if (topic.kind !== "Query" || topic.quantity?.kind !== "all") return topic;
  const { quantity: _all, ...each } = topic;
  return each;
}
