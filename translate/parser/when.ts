// The "when" of an ability that the older trigger files do not read: a count said inside the
// trigger clause (「自分の「A」または「B」のいずれか2枚が登場した場合」, SRBKM 01-111b). The count is
// the clause's own, so it needs no 同じターンの間に before it (triggers.ts oneTrigger).
import type { Condition, Filter, TriggerEvent } from "../../grammar/ast.ts";
import { thisTurnLead } from "./this-turn.ts";
import type { ParsedCondition } from "./results.ts";
import { existsOf } from "./conditions.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedTrigger } from "./results.ts";
import { anyOne } from "./triggers.ts";

export function defineWhen(g: ParserBase): void {
  const { rules } = g;

  /**
   * <selector>のいずれかN枚が<event>した場合, <selector>N枚以上が<event>した場合: the Nth such event
   * the text sees (the trigger's
   * `times`, counted as 同じターンの間に…N枚以上 is: COUNTED_EVENTS_ARE_THOSE_THE_TEXT_SAW). A played
   * card is not a subject (相手がカードをプレイした場合 has its own rule).
   */
  rules.anyOfCountTrigger = g.define("anyOfCountTrigger", (): ParsedTrigger => {
    const start = g.lookahead(1);
    const subject = g.rule(rules.selector);
    // <selector>N枚以上が<event>した場合 (PM_KG 01-055 相手のキャラ3枚以上が休息状態になった場合):
    // the same count, said as "N or more"
    const n = g.choice([
      {
        ALT: () => {
          g.token(T.NoIzureka);
          const k = g.token(T.Num);
          g.token(T.Mai);
          return k;
        },
      },
      {
        ALT: () => {
          const k = g.token(T.Num, 2);
          g.token(T.MaiIjou);
          return k;
        },
      },
    ]);
    g.token(T.Ga);
    const ev = g.rule(rules.event);
    return g.action((): ParsedTrigger => {
      if (ev.event === "cardPlayed") return g.fail("a count of played cards");
      if (subject.kind !== "Query") return g.fail("いずれか counts cards of a description");
      const trigger: TriggerEvent = {
        event: ev.event,
        subject: anyOne(subject),
        times: Number(n.image),
        span: g.spanFrom(start),
      };
      if (ev.byApproach) trigger.byApproach = true;
      if (ev.cause) trigger.cause = ev.cause;
      if (ev.area) trigger.area = ev.area;
      return { trigger, mode: ev.mode, countSaid: true };
    });
  });

  /**
   * このカードがアプローチしている間、<trigger> (KGY 01-032) / 自分の「X」がアプローチしている間、: the
   * trigger counts only while that holds, checked as the event happens — `this is approaching`, or
   * you have such a card approaching (the state SRBKM 02-060's …アプローチしている状態で reads).
   */
  rules.approachingWhileLead = g.define("approachingWhileLead", (): Condition => {
    const start = g.lookahead(1);
    const of = g.rule(rules.selector);
    g.token(T.Ga);
    g.token(T.Approach);
    g.token(T.ShiteiruAida);
    g.token(T.Comma);
    return g.action((): Condition => {
      const span = g.spanFrom(start);
      if (of.kind === "This") return { kind: "Is", subject: of, state: "approaching", span };
      if (of.kind !== "Query" || of.quantity)
        return g.fail("「…がアプローチしている間」 of this card or a card description");
      const state: Filter = { kind: "state", state: "approaching", span: of.span };
      return (
        existsOf({ ...of, filters: [...of.filters, state] }, span) ??
        g.fail("「…がアプローチしている間」 needs an owner")
      );
    });
  });

  /**
   * このターン[の間に]、相手によって自分のポイント置き場にカードが置かれている場合 (FA 01-030): a card
   * arrived in that pile earlier this turn, moved by that player (HappenedThisTurn of
   * `putIntoPointPile` with the cause `by a card of the opponent's`: that player's card or
   * approach, rules/move-cause.ts).
   */
  rules.pileHappened = g.define("pileHappened", (): ParsedCondition => {
    const start = g.lookahead(1);
    thisTurnLead(g);
    const who = g.rule(rules.owner);
    g.token(T.Yotte);
    const pile = g.rule(rules.pileOf);
    const subject = g.rule(rules.subjectGa);
    g.token(T.OkareteiruBaai);
    return g.action((): ParsedCondition => {
      if (subject.kind !== "Query" || subject.quantity || subject.zone)
        return g.fail("the card put into a pile is a kind of card");
      const owner = pile ?? "your";
      if (subject.owner && subject.owner !== owner)
        return g.fail("a card goes to its owner's point pile");
      const span = g.spanFrom(start);
      const event: TriggerEvent = {
        event: "putIntoPointPile",
        subject: anyOne({ ...subject, owner }),
        cause: { by: "card", whose: who },
        span,
      };
      return { condition: { kind: "HappenedThisTurn", event, span }, nara: false };
    });
  });
}
