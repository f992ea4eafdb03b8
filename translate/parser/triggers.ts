// Trigger clauses: <subject>が <event> 場合 (once per turn, mode "if") or するごとに (every time,
// mode "eachTime"). The subject may be left out when the sentence has a topic: in
// 「このカードは、アプローチに参加した場合、…」 the topic このカード is the one who approaches.
import type { Condition, Selector, SubjectEvent, TriggerEvent } from "../../grammar/ast.ts";
import { existsOf } from "./conditions.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export type Mode = "if" | "eachTime";

export interface ParsedTrigger {
  trigger: TriggerEvent;
  mode: Mode;
  /** 自分の「X」がいる状態で登場した場合: a condition written inside the trigger clause. */
  condition?: Condition;
}

export type EventOut = { event: SubjectEvent | "cardPlayed"; mode: Mode; byApproach?: boolean };

export function defineTriggers(g: ParserBase): void {
  const r = g.r;

  /** した場合 → if, するごとに → eachTime. */
  const modeOf = (idx: number): Mode =>
    g.alt(idx + 10, [
      { ALT: () => { g.c(idx * 2 + 60, T.ShitaBaai); return "if" as const; } },
      { ALT: () => { g.c(idx * 2 + 61, T.SuruGotoni); return "eachTime" as const; } },
    ]);

  r.event = g.def("event", (): EventOut => g.alt<EventOut>(0, [
    { ALT: () => { g.c(0, T.Touzyou); return { event: "enters" as const, mode: modeOf(0) }; } },
    { ALT: () => { g.c(1, T.EitherSanka); return { event: "approachesOrBlocks" as const, mode: modeOf(1) }; } },
    { ALT: () => { g.c(2, T.ApproachSanka); return { event: "approaches" as const, mode: modeOf(2) }; } },
    { ALT: () => { g.c(3, T.BlockSanka); return { event: "blocks" as const, mode: modeOf(3) }; } },
    { ALT: () => { g.c(4, T.Taijou); return { event: "leaves" as const, mode: modeOf(4) }; } },
    { ALT: () => { g.c(5, T.Block); g.c(6, T.SaretaBaai); return { event: "isBlocked" as const, mode: "if" as const }; } },
    { ALT: () => { g.c(7, T.Block); return { event: "blocks" as const, mode: modeOf(5) }; } },
    { ALT: () => {
      // アプローチでポイントを与えた場合 / アプローチによって…: only a point given by approaching
      const byApproach = g.opt(0, () => {
        g.c(8, T.Approach);
        g.alt(6, [{ ALT: () => g.c(9, T.De) }, { ALT: () => g.c(10, T.Yotte) }]);
        return true;
      });
      const mode = g.alt(7, [
        { ALT: () => { g.c(11, T.PointGave); return "if" as const; } },
        { ALT: () => { g.c(12, T.PointGives); return "eachTime" as const; } },
      ]);
      return byApproach ? { event: "givesPoint" as const, mode, byApproach } : { event: "givesPoint" as const, mode };
    } },
    { ALT: () => { g.c(13, T.Approach); return { event: "approaches" as const, mode: modeOf(8) }; } },
    { ALT: () => { g.c(14, T.PutOnField); return { event: "putOntoField" as const, mode: "if" as const }; } },
    { ALT: () => { g.c(15, T.PlayedIf); return { event: "cardPlayed" as const, mode: "if" as const }; } },
  ]));

  r.trigger = g.def("trigger", (topic: Selector | undefined): ParsedTrigger => {
    const start = g.la(1);
    const subject = g.optG(0, g.bt(r.triggerSubject), () => g.s(0, r.triggerSubject));
    const condition = g.optG(1, g.bt(r.whileCondition), () => g.s(2, r.whileCondition));
    const ev = g.s(1, r.event);
    const out = g.act((): ParsedTrigger => {
      const who = subject ?? topic;
      if (!who) return g.fail("a trigger needs a subject");
      const span = g.spanFrom(start);
      if (ev.event === "cardPlayed") {
        // 相手のイベントカードがプレイされた場合: the owner is the player who plays it
        if (who.kind !== "Query" || !who.owner || !subject) return g.fail("a played card needs an owner");
        const { owner, ...card } = who;
        return {
          trigger: { event: "cardPlayed", player: owner === "your" ? "you" : "opponent", card: anyOne(card), span },
          mode: ev.mode,
        };
      }
      const trigger: TriggerEvent = ev.byApproach
        ? { event: ev.event, subject: anyOne(who), span, byApproach: true }
        : { event: ev.event, subject: anyOne(who), span };
      return { trigger, mode: ev.mode };
    });
    return g.act(() => (condition ? { ...out, condition } : out));
  });

  /** <selector>が[、] — the subject of a trigger. */
  r.triggerSubject = g.def("triggerSubject", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.Ga);
    g.opt(0, () => g.c(1, T.Comma));
    return s;
  });

  /** 自分の「X」がいる状態で — you have X when the event happens. */
  r.whileCondition = g.def("whileCondition", (): Condition => {
    const start = g.la(1);
    const of = g.s(0, r.selector);
    g.c(0, T.Ga);
    g.c(1, T.IruJoutaiDe);
    return g.act(() => existsOf(of, g.spanFrom(start)) ?? g.fail("「…がいる状態で」 needs an owner"));
  });
}

/** A trigger subject without a number is "any one such card": 自分のキャラが登場するごとに. */
export function anyOne(s: Selector): Selector {
  if (s.kind !== "Query" || s.quantity) return s;
  return { ...s, quantity: { kind: "any" } };
}
