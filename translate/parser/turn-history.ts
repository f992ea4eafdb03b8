// What happened this turn, said before a trigger: 「<subject>が<event>したターンの間に、<trigger>」
// (KMG 06-045 「このカードが登場したターンの間に、このカード以外の自分の「羽川 翼」が登場した場合」)
// and 「このカードにレベルアップしたターンの間に、…」 (AW 01-070). The lead is a condition on the
// trigger: the event named has happened earlier in this turn (HappenedThisTurn, the language's
// `this turn <event>`), read when the trigger fires (rule 4.4).
import type { Condition, TriggerEvent } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { anyOne } from "./triggers.ts";

export function defineTurnHistory(g: ParserBase): void {
  const { rules } = g;

  rules.happenedTurnLead = g.define("happenedTurnLead", (): Condition => {
    const start = g.lookahead(1);
    const event = g.choiceByGates<TriggerEvent>([
      {
        // このカードにレベルアップしたターンの間に: 〔レベルアップ〕, rule 7.11 (kept, warned, refused)
        GATE: () => g.lookahead(2).tokenType === T.Ni,
        ALT: () => {
          const t = g.token(T.ThisCard);
          g.token(T.Ni);
          g.token(T.LevelUp);
          return g.action((): TriggerEvent => ({
            event: "levelUp",
            player: "you",
            card: { kind: "This", span: g.spanFrom(t) },
            span: g.spanFrom(t),
          }));
        },
      },
      {
        ALT: () => {
          const subject = g.rule(rules.subjectGa);
          const ev = g.rule(rules.eventStem);
          return g.action((): TriggerEvent => ({
            event: ev,
            subject: anyOne(subject),
            span: g.spanFrom(start),
          }));
        },
      },
    ]);
    g.token(T.ShitaTurnNoAidaNi);
    g.optional(() => g.token(T.Comma));
    return g.action((): Condition => ({
      kind: "HappenedThisTurn",
      event,
      span: g.spanFrom(start),
    }));
  });
}
