// Turn history as a condition: このターンの間に[、]<subject>が<event>している場合 and このターン、… —
// an event of the kind a trigger names has happened earlier in this turn (HappenedThisTurn):
// キャラが退場している (KMR 01-028), 自分のキャラがアプローチでポイントを与えている (OGR 01-106),
// 自分の「X」が登場している (SEKN 01-060). The event words are the triggers' in their ている form.
import type { SubjectEvent, TriggerEvent } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import type { ParsedCondition } from "./results.ts";
import { thisTurnLead } from "./this-turn.ts";
import { anyOne } from "./triggers.ts";

export function defineHistory(g: ParserBase): void {
  const { rules } = g;

  rules.happenedCondition = g.define("happenedCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    thisTurnLead(g);
    const subject = g.rule(rules.subjectGa);
    let times: number | undefined;
    // アプローチで退場している / アプローチでポイントを与えている: through an approach (8.5, 8.6)
    const byApproach = g.optional(() => {
      g.token(T.Approach);
      g.token(T.De);
      return true;
    }, 2);
    const event = g.choice<SubjectEvent>(
      [
        // 緑のキャラが5回以上アプローチした場合 (ORSK 01-065): that many such events this turn
        {
          ALT: () => {
            const n = g.token(T.Num);
            g.token(T.KaiIjou);
            const ev = g.oneOf(
              [
                [T.Approach, "approaches"],
                [T.Block, "blocks"],
                [T.Touzyou, "enters"],
                [T.Taijou, "leaves"],
              ] as const,
              5,
            );
            g.token(T.ShitaBaai);
            g.action(() => (times = Number(n.image)));
            return ev;
          },
        },
        { ALT: () => happened(T.Touzyou, 1, "enters") },
        { ALT: () => happened(T.Taijou, 2, "leaves") },
        { ALT: () => happened(T.ApproachSanka, 3, "approaches") },
        { ALT: () => happened(T.BlockSanka, 4, "blocks") },
        {
          ALT: () => {
            g.token(T.Block);
            g.token(T.SareteiruBaai);
            return "isBlocked" as const;
          },
        },
        {
          ALT: () => {
            g.token(T.PointGivenBaai);
            return "givesPoint" as const;
          },
        },
      ],
      2,
    );
    return g.action((): ParsedCondition => {
      if (byApproach && (times !== undefined || (event !== "leaves" && event !== "givesPoint")))
        return g.fail("アプローチで before an event that is not 退場 or ポイントを与える");
      if (subject.kind === "Query" && (subject.quantity || subject.zone))
        return g.fail("the subject of an event is a kind of card, with no number or zone");
      const span = g.spanFrom(start);
      const ev: TriggerEvent = {
        event,
        subject: anyOne(subject),
        span,
        ...(byApproach ? { byApproach: true } : {}),
        ...(times !== undefined ? { times } : {}),
      };
      return { condition: { kind: "HappenedThisTurn", event: ev, span }, nara: false };
    });
  });

  /** <event stem>している場合. */
  function happened<E extends SubjectEvent>(
    stem: (typeof T)[keyof typeof T],
    occurrence: number,
    event: E,
  ): E {
    g.token(stem);
    g.token(T.ShiteiruBaai, occurrence);
    return event;
  }
}
