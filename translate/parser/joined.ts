// A restriction joined by ず to what the same subject does next (K_ON2 03-115 「自分の全てのキャラは、
// ターン終了時まで妨害されず、アプローチでポイントを与える場合、代わりにカードを1枚引く」): the
// restriction for its duration, then the replacement said of the same subject, created for this
// turn (as 「このターン、…する場合、代わりに…」 is).
import type { Effect, EffectStep, Restriction, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { durationOf } from "./durations.ts";

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
}

/** 全ての… as the subject of an event: each such card (the quantity dropped). */
function subjectOf(topic: Selector): Selector {
  if (topic.kind !== "Query" || topic.quantity?.kind !== "all") return topic;
  const { quantity: _all, ...each } = topic;
  return each;
}
