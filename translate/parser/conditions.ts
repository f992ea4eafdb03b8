// Conditions: 自分の「X」がいる場合 (Exists), 自分の【Y】を持つキャラが3枚以上いる場合 (Count),
// 自分のターンの間 (Turn), このカードがアプローチに参加している場合 (Is), and the 《使用条件》 forms.
// A condition ends in 場合 or なら; なら marks the condition of a trigger (「登場した場合、…いるなら、」).
import type { Condition, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export interface ParsedCondition {
  condition: Condition;
  /** Written with なら: the condition of a trigger rather than of an effect. */
  nara: boolean;
}

export function defineConditions(g: ParserBase): void {
  const r = g.r;

  const ending = (idx: number): boolean =>
    g.alt(idx, [
      { ALT: () => { g.c(idx * 2 + 50, T.IruBaai); return false; } },
      { ALT: () => { g.c(idx * 2 + 51, T.IruNara); return true; } },
    ]);

  /** 自分の【Y】を持つキャラが3枚以上いる場合. */
  r.countCondition = g.def("countCondition", (): ParsedCondition => {
    const start = g.la(1);
    const of = g.s(0, r.selector);
    g.c(0, T.Ga);
    const n = g.c(1, T.Num);
    g.c(2, T.MaiIjou);
    const nara = ending(0);
    return g.act(() => ({
      condition: { kind: "Count", of, op: ">=", value: Number(n.image), span: g.spanFrom(start) },
      nara,
    }));
  });

  /** 自分の「X」がいる場合: the owner becomes the player who must have it. */
  r.existsCondition = g.def("existsCondition", (): ParsedCondition => {
    const start = g.la(1);
    const of = g.s(0, r.selector);
    g.c(0, T.Ga);
    // いる / いない (you have none): the negative is Not(Exists)
    // (no destructuring: during Chevrotain's recording phase the value is a placeholder)
    const form = g.alt<{ nara: boolean; negative: boolean }>(5, [
      { ALT: () => ({ nara: ending(1), negative: false }) },
      { ALT: () => { g.c(1, T.InaiBaai); return { nara: false, negative: true }; } },
      { ALT: () => { g.c(2, T.InaiNara); return { nara: true, negative: true }; } },
    ]);
    return g.act(() => {
      const { nara, negative } = form;
      const span = g.spanFrom(start);
      const condition = existsOf(of, span);
      if (!condition) return g.fail("「…がいる」 needs an owner and no quantity");
      return { condition: negative ? { kind: "Not" as const, condition, span } : condition, nara };
    });
  });

  /** アプローチに参加している場合 / 妨害に参加している場合, said of the topic. */
  r.isCondition = g.def("isCondition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.la(1);
    const subject = g.opt(0, () => { const s = g.s(0, r.selector); g.c(0, T.Ga); return s; });
    const state = g.alt(0, [
      { ALT: () => { g.c(1, T.ApproachSanka); return "approaching" as const; } },
      { ALT: () => { g.c(2, T.BlockSanka); return "blocking" as const; } },
    ]);
    g.c(3, T.ShiteiruBaai);
    return g.act(() => {
      const who = subject ?? topic;
      if (!who) return g.fail("a state condition needs a subject");
      return { condition: { kind: "Is", subject: who, state, span: g.spanFrom(start) }, nara: false };
    });
  });

  /**
   * [<subject>が]<selector>を妨害している場合 / …<selector>に妨害されている場合: the subject is
   * blocking one of them, or is blocked by one (`this is blocking a character with cost <= 1`).
   */
  r.battleCondition = g.def("battleCondition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.la(1);
    const subject = g.optG(0, g.bt(r.subjectGa), () => g.s(0, r.subjectGa));
    const other = g.s(1, r.sideSelector);
    const state = g.alt(0, [
      { ALT: () => { g.c(0, T.Wo); g.c(1, T.Block); g.c(2, T.ShiteiruBaai); return "blocking" as const; } },
      { ALT: () => { g.c(3, T.Ni); g.c(4, T.Block); g.c(5, T.SareteiruBaai); return "blocked" as const; } },
    ]);
    return g.act(() => {
      const who = subject ?? topic;
      if (!who) return g.fail("a battle condition needs a subject");
      if (other.kind !== "Query" || other.quantity) return g.fail("the other side of an approach is a query with no quantity");
      // 「…キャラに妨害されている」: any one such card (`blocked by a character …`)
      const any: Selector = { ...other, quantity: { kind: "any" } };
      return { condition: { kind: "Is", subject: who, state, other: any, span: g.spanFrom(start) }, nara: false };
    });
  });

  /** <selector>が — the subject of a condition. */
  r.subjectGa = g.def("subjectGa", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.Ga);
    return s;
  });

  /** 自分のターンの間 / 相手のターンの間. */
  r.turnCondition = g.def("turnCondition", (): ParsedCondition => {
    const start = g.la(1);
    const whose = g.s(0, r.owner);
    g.c(0, T.No);
    g.c(1, T.TurnNoAida);
    return g.act(() => ({ condition: { kind: "Turn", whose, span: g.spanFrom(start) }, nara: false }));
  });

  /** このカードを自分のターンにプレイした場合 (an event's text): it is your turn. */
  r.playedOnOwnTurn = g.def("playedOnOwnTurn", (): ParsedCondition => {
    const start = g.la(1);
    g.c(0, T.PlayedOnOwnTurn);
    return g.act(() => ({ condition: { kind: "Turn" as const, whose: "your" as const, span: g.spanFrom(start) }, nara: false }));
  });

  r.condition = g.def("condition", (topic: Selector | undefined): ParsedCondition => g.alt(0, [
    { GATE: () => g.la(1).tokenType === T.PlayedOnOwnTurn, ALT: () => g.s(4, r.playedOnOwnTurn) },
    { GATE: g.bt(r.turnCondition), ALT: () => g.s(0, r.turnCondition) },
    { GATE: g.bt(r.isCondition, topic), ALT: () => g.s(1, r.isCondition, topic) },
    { GATE: g.when([T.ShiteiruBaai, T.SareteiruBaai], r.battleCondition, topic), ALT: () => g.s(5, r.battleCondition, topic) },
    { GATE: g.bt(r.countCondition), ALT: () => g.s(2, r.countCondition) },
    { ALT: () => g.s(3, r.existsCondition) },
  ]));

  /** 《使用条件》:「A」「B」 (you have each) or 《使用条件》:自分の【Y】を持つキャラ5枚以上. */
  r.requirement = g.def("requirement", (): Condition => {
    const start = g.la(1);
    return g.alt(0, [
      { GATE: g.bt(r.requirementCount), ALT: () => g.s(0, r.requirementCount) },
      { ALT: () => {
        const names: { image: string; span: Condition["span"] }[] = [];
        g.rep(0, () => {
          const s = g.la(1);
          const n = g.c(0, T.NameLit);
          g.act(() => names.push({ image: n.image.slice(1, -1), span: g.spanFrom(s) }));
        });
        return g.act(() => {
          if (names.length === 0) return g.fail("empty 《使用条件》");
          const atoms: Condition[] = names.map((n) => ({
            kind: "Exists", player: "you", span: n.span,
            of: { kind: "Query", quantity: { kind: "any" }, noun: { kind: "name", name: n.image, span: n.span }, filters: [], span: n.span },
          }));
          return atoms.reduce((left, right) => ({ kind: "And", left, right, span: g.spanFrom(start) }));
        });
      } },
    ]);
  });

  r.requirementCount = g.def("requirementCount", (): Condition => {
    const start = g.la(1);
    const of = g.s(0, r.query);
    // The count is written as the query's own quantity: キャラ5枚以上.
    const n = g.c(0, T.Num);
    g.c(1, T.MaiIjou);
    return g.act(() => ({ kind: "Count", of, op: ">=", value: Number(n.image), span: g.spanFrom(start) }));
  });
}

/** `you have a X`: the selector's owner names the player; the selector itself is "any one". */
export function existsOf(of: Selector, span: Condition["span"]): Condition | undefined {
  if (of.kind !== "Query" || !of.owner || of.quantity) return undefined;
  const { owner, ...rest } = of;
  return { kind: "Exists", player: owner === "your" ? "you" : "opponent", of: { ...rest, quantity: { kind: "any" } }, span };
}
