// Conditions: 自分の「X」がいる場合 (Exists), 自分の【Y】を持つキャラが3枚以上いる場合 (Count),
// 自分のターンの間 (Turn), このカードがアプローチに参加している場合 (Is), このターン、イベントカードが
// プレイされている場合 (PlayedThisTurn), and the 《使用条件》 forms.
// A condition ends in 場合 or なら; なら marks the condition of a trigger (「登場した場合、…いるなら、」).
import type { Condition, Filter, QuerySelector, Selector } from "../../grammar/ast.ts";
import { CONDITION_JOINS, T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";

export interface ParsedCondition {
  condition: Condition;
  /** Written with なら: the condition of a trigger rather than of an effect. */
  nara: boolean;
  /** Written in a joining form (…がいて、 and; …がいるか、 or): another condition follows. */
  join?: "and" | "or";
}

type Ending = { nara: boolean; join?: "and" | "or" };

export function defineConditions(g: ParserBase): void {
  const r = g.r;

  /** いる場合 / いるなら, or a joining form: いて (and), いるか (or). */
  const ending = (idx: number): Ending =>
    g.alt<Ending>(idx, [
      {
        ALT: () => {
          g.c(idx * 4 + 50, T.IruBaai);
          return { nara: false };
        },
      },
      {
        ALT: () => {
          g.c(idx * 4 + 51, T.IruNara);
          return { nara: true };
        },
      },
      {
        ALT: () => {
          g.c(idx * 4 + 52, T.Ite);
          return { nara: false, join: "and" as const };
        },
      },
      {
        ALT: () => {
          g.c(idx * 4 + 53, T.IruKa);
          return { nara: false, join: "or" as const };
        },
      },
    ]);

  /** している場合 / されている場合 (a state), or a joining form: していて / しているか … */
  const stateEnding = (idx: number, passive: boolean): { join?: "and" | "or" } =>
    g.alt<{ join?: "and" | "or" }>(20 + idx, [
      {
        ALT: () => {
          g.c(100 + idx * 3, passive ? T.SareteiruBaai : T.ShiteiruBaai);
          return {};
        },
      },
      {
        ALT: () => {
          g.c(101 + idx * 3, passive ? T.Sareteite : T.Shiteite);
          return { join: "and" as const };
        },
      },
      {
        ALT: () => {
          g.c(102 + idx * 3, passive ? T.SareteiruKa : T.ShiteiruKa);
          return { join: "or" as const };
        },
      },
    ]);
  const joined = <P extends { condition: Condition; nara: boolean }>(
    p: P,
    join: "and" | "or" | undefined,
  ): P & { join?: "and" | "or" } => (join ? { ...p, join } : p);

  /**
   * 自分の【Y】を持つキャラが3枚以上いる場合; 自分の「X」が7枚以上ゲームから取り除かれている場合
   * counts the cards of that owner in the removed-from-game zone. ちょうど3枚 (exactly 3) is no
   * printed form: it is how the canonical Japanese writes `count(…) == 3`, which cards print only as
   * …がいない場合 (none: read as `not you have …`).
   */
  r.countCondition = g.def("countCondition", (): ParsedCondition => {
    const start = g.la(1);
    const written = g.s(0, r.selector);
    g.c(0, T.Ga);
    // N枚以上 (at least: what cards print) or ちょうどN枚 (exactly: the canonical form of `== N`)
    const amount = g.alt<{ n: string; exactly: boolean }>(2, [
      {
        ALT: () => {
          const n = g.c(1, T.Num);
          g.c(2, T.MaiIjou);
          return { n: n.image, exactly: false };
        },
      },
      {
        ALT: () => {
          g.c(4, T.Choudo);
          const n = g.c(5, T.Num);
          g.c(6, T.Mai);
          return { n: n.image, exactly: true };
        },
      },
    ]);
    const form = g.alt<Ending & { removed: boolean }>(1, [
      { ALT: () => ({ ...ending(0), removed: false }) },
      {
        ALT: () => {
          g.c(3, T.RemovedBaai);
          return { nara: false, removed: true };
        },
      },
    ]);
    return g.act(() => {
      const of = form.removed ? inRemovedZone(written) : written;
      if (!of) return g.fail("ゲームから取り除かれている of a selector with a zone or no owner");
      const condition: Condition = {
        kind: "Count",
        of,
        op: amount.exactly ? "==" : ">=",
        value: Number(amount.n),
        span: g.spanFrom(start),
      };
      return joined({ condition, nara: form.nara }, form.join);
    });
  });

  /** 自分の「X」がいる場合: the owner becomes the player who must have it. */
  r.existsCondition = g.def("existsCondition", (): ParsedCondition => {
    const start = g.la(1);
    const of = g.s(0, r.selector);
    g.c(0, T.Ga);
    // いる / いない (you have none): the negative is Not(Exists)
    // (no destructuring: during Chevrotain's recording phase the value is a placeholder)
    const form = g.alt<Ending & { negative: boolean }>(5, [
      { ALT: () => ({ ...ending(1), negative: false }) },
      {
        ALT: () => {
          g.c(1, T.InaiBaai);
          return { nara: false, negative: true };
        },
      },
      {
        ALT: () => {
          g.c(2, T.InaiNara);
          return { nara: true, negative: true };
        },
      },
    ]);
    return g.act(() => {
      const { nara, negative } = form;
      const span = g.spanFrom(start);
      const condition = existsOf(of, span);
      if (!condition) return g.fail("「…がいる」 needs an owner and no quantity");
      return joined(
        { condition: negative ? { kind: "Not" as const, condition, span } : condition, nara },
        form.join,
      );
    });
  });

  /**
   * アプローチに参加している場合 / 妨害に参加している場合 / 妨害されている場合 (its approach is
   * blocked), said of the subject or else of the topic.
   */
  r.isCondition = g.def("isCondition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.la(1);
    const subject = g.opt(0, () => {
      const s = g.s(0, r.selector);
      g.c(0, T.Ga);
      return s;
    });
    const form = g.alt<{ state: "approaching" | "blocking" | "blocked"; join?: "and" | "or" }>(0, [
      {
        ALT: () => {
          g.c(1, T.ApproachSanka);
          return { state: "approaching" as const, ...stateEnding(0, false) };
        },
      },
      {
        ALT: () => {
          g.c(2, T.BlockSanka);
          return { state: "blocking" as const, ...stateEnding(1, false) };
        },
      },
      {
        ALT: () => {
          g.c(3, T.Block);
          return { state: "blocked" as const, ...stateEnding(2, true) };
        },
      },
    ]);
    return g.act(() => {
      const who = subject ?? topic;
      if (!who) return g.fail("a state condition needs a subject");
      return joined(
        {
          condition: { kind: "Is", subject: who, state: form.state, span: g.spanFrom(start) },
          nara: false,
        },
        form.join,
      );
    });
  });

  /**
   * 捨て札にしたカードが「X」の場合: the card an earlier step chose (or this card) fits a
   * description — a query without owner, zone or number (Matches).
   */
  r.matchesCondition = g.def("matchesCondition", (): ParsedCondition => {
    const start = g.la(1);
    const subject = g.s(0, r.selector);
    g.c(0, T.Ga);
    const what = g.s(1, r.query);
    g.c(1, T.NoBaai);
    return g.act(() => {
      if (subject.kind !== "It" && subject.kind !== "This")
        return g.fail("「…が<description>の場合」 about a card that is not a reference");
      if (what.quantity || what.owner || what.zone)
        return g.fail("a description with a number, owner or zone");
      const span = g.spanFrom(start);
      return {
        condition: {
          kind: "Matches" as const,
          subject,
          what: { ...what, quantity: { kind: "any" as const } },
          span,
        },
        nara: false,
      };
    });
  });

  /** そのカードの使用コストの値が0の場合: a stat of the referenced card (Matches a card with it). */
  r.statOfCondition = g.def("statOfCondition", (): ParsedCondition => {
    const start = g.la(1);
    const subject = g.s(0, r.selector);
    g.c(0, T.No);
    const fStart = g.la(1);
    const stat = g.alt(0, [
      {
        ALT: () => {
          g.c(1, T.UsageCost);
          return "cost" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.SourceCost);
          return "source" as const;
        },
      },
      {
        ALT: () => {
          g.c(3, T.Ap);
          return "ap" as const;
        },
      },
      {
        ALT: () => {
          g.c(4, T.Dp);
          return "dp" as const;
        },
      },
    ]);
    g.opt(0, () => g.c(5, T.NoAtai));
    g.c(6, T.Ga);
    const n = g.c(7, T.Num);
    const op =
      g.opt(1, () =>
        g.alt(1, [
          {
            ALT: () => {
              g.c(8, T.Ika);
              return "<=" as const;
            },
          },
          {
            ALT: () => {
              g.c(9, T.Ijou);
              return ">=" as const;
            },
          },
        ]),
      ) ?? "==";
    g.c(10, T.NoBaai);
    return g.act(() => {
      if (subject.kind !== "It" && subject.kind !== "This")
        return g.fail("「…の使用コストの値がNの場合」 about a card that is not a reference");
      const span = g.spanFrom(start);
      const filter: Filter = {
        kind: "compare",
        stat,
        op,
        value: Number(n.image),
        span: g.spanFrom(fStart),
      };
      const what: QuerySelector = {
        kind: "Query",
        quantity: { kind: "any" as const },
        noun: { kind: "card" as const },
        filters: [filter],
        span,
      };
      return { condition: { kind: "Matches" as const, subject, what, span }, nara: false };
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
    const form = g.alt<{ state: "blocking" | "blocked"; join?: "and" | "or" }>(0, [
      {
        ALT: () => {
          g.c(0, T.Wo);
          g.c(1, T.Block);
          return { state: "blocking" as const, ...stateEnding(3, false) };
        },
      },
      {
        ALT: () => {
          g.c(3, T.Ni);
          g.c(4, T.Block);
          return { state: "blocked" as const, ...stateEnding(4, true) };
        },
      },
    ]);
    return g.act(() => {
      const who = subject ?? topic;
      if (!who) return g.fail("a battle condition needs a subject");
      if (other.kind !== "Query" || other.quantity)
        return g.fail("the other side of an approach is a query with no quantity");
      // 「…キャラに妨害されている」: any one such card (`blocked by a character …`)
      const any: Selector = { ...other, quantity: { kind: "any" } };
      return joined(
        {
          condition: {
            kind: "Is",
            subject: who,
            state: form.state,
            other: any,
            span: g.spanFrom(start),
          },
          nara: false,
        },
        form.join,
      );
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
    return g.act(() => ({
      condition: { kind: "Turn", whose, span: g.spanFrom(start) },
      nara: false,
    }));
  });

  /** このカードを自分のターンにプレイした場合 (an event's text): it is your turn. */
  r.playedOnOwnTurn = g.def("playedOnOwnTurn", (): ParsedCondition => {
    const start = g.la(1);
    g.c(0, T.PlayedOnOwnTurn);
    return g.act(() => ({
      condition: { kind: "Turn" as const, whose: "your" as const, span: g.spanFrom(start) },
      nara: false,
    }));
  });

  /**
   * このターン、イベントカードがプレイされている場合: played this turn by the owner written, or by
   * either player when none is (an `or` of both players' PlayedThisTurn).
   */
  r.playedThisTurn = g.def("playedThisTurn", (): ParsedCondition => {
    const start = g.la(1);
    g.c(0, T.ThisTurn);
    g.c(1, T.Comma);
    const of = g.s(0, r.query);
    g.c(2, T.Ga);
    g.c(3, T.PlayedSoFar);
    return g.act((): ParsedCondition => {
      if (of.quantity || of.zone) return g.fail("a played card is a kind of card");
      const span = g.spanFrom(start);
      const { owner, ...rest } = of;
      const card: Selector = { ...rest, quantity: { kind: "any" } };
      const by = (player: "you" | "opponent"): Condition => ({
        kind: "PlayedThisTurn",
        player,
        card,
        span,
      });
      if (owner) return { condition: by(owner === "your" ? "you" : "opponent"), nara: false };
      return {
        condition: { kind: "Or", left: by("you"), right: by("opponent"), span },
        nara: false,
      };
    });
  });

  /**
   * One condition, or several joined: 「A[し]ていて、Bいる場合」 is A and B, 「Aいるか、Bいる場合」
   * is A or B; and binds tighter than or (as in the card language), each operator to the left.
   */
  r.condition = g.def("condition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.la(1);
    const atoms = [g.s(0, r.conditionAtom, topic)];
    // the joining form was the last token read: another condition follows the comma
    g.repG(
      0,
      () => CONDITION_JOINS.has(g.la(0).tokenType) && g.la(1).tokenType === T.Comma,
      () => {
        g.c(0, T.Comma);
        const next = g.s(1, r.conditionAtom, topic);
        g.act(() => atoms.push(next));
      },
    );
    return g.act(
      () =>
        joinConditions(atoms, g.spanFrom(start)) ??
        g.fail("a condition that ends in a joining form (いて / いるか)"),
    );
  });

  r.conditionAtom = g.def("conditionAtom", (topic: Selector | undefined): ParsedCondition =>
    g.altG(0, [
      { GATE: () => g.la(1).tokenType === T.PlayedOnOwnTurn, ALT: () => g.s(4, r.playedOnOwnTurn) },
      {
        GATE: () => g.la(1).tokenType === T.ThisTurn && g.ahead(T.PlayedSoFar),
        ALT: () => g.s(5, r.playedThisTurn),
      },
      { GATE: g.bt(r.turnCondition), ALT: () => g.s(0, r.turnCondition) },
      { GATE: g.bt(r.isCondition, topic), ALT: () => g.s(1, r.isCondition, topic) },
      {
        GATE: g.when(
          [T.ShiteiruBaai, T.SareteiruBaai, ...CONDITION_JOINS.keys()],
          r.battleCondition,
          topic,
        ),
        ALT: () => g.s(8, r.battleCondition, topic),
      },
      { GATE: g.bt(r.countCondition), ALT: () => g.s(2, r.countCondition) },
      {
        GATE: () => g.ahead(T.NoBaai) && g.bt(r.matchesCondition).call(g),
        ALT: () => g.s(5, r.matchesCondition),
      },
      {
        GATE: () => g.ahead(T.NoBaai) && g.bt(r.statOfCondition).call(g),
        ALT: () => g.s(6, r.statOfCondition),
      },
      { ALT: () => g.s(3, r.existsCondition) },
    ]),
  );

  /** 《使用条件》:「A」「B」 (you have each) or 《使用条件》:自分の【Y】を持つキャラ5枚以上. */
  r.requirement = g.def("requirement", (): Condition => {
    const start = g.la(1);
    return g.alt(0, [
      { GATE: g.bt(r.requirementCount), ALT: () => g.s(0, r.requirementCount) },
      {
        ALT: () => {
          const names: { image: string; span: Condition["span"] }[] = [];
          g.rep(0, () => {
            const s = g.la(1);
            const n = g.c(0, T.NameLit);
            g.act(() => names.push({ image: n.image.slice(1, -1), span: g.spanFrom(s) }));
          });
          return g.act(() => {
            if (names.length === 0) return g.fail("empty 《使用条件》");
            const atoms: Condition[] = names.map((n) => ({
              kind: "Exists",
              player: "you",
              span: n.span,
              of: {
                kind: "Query",
                quantity: { kind: "any" },
                noun: { kind: "name", name: n.image, span: n.span },
                filters: [],
                span: n.span,
              },
            }));
            return atoms.reduce((left, right) => ({
              kind: "And",
              left,
              right,
              span: g.spanFrom(start),
            }));
          });
        },
      },
    ]);
  });

  r.requirementCount = g.def("requirementCount", (): Condition => {
    const start = g.la(1);
    const of = g.s(0, r.query);
    // The count is written as the query's own quantity: キャラ5枚以上.
    const n = g.c(0, T.Num);
    g.c(1, T.MaiIjou);
    return g.act(() => ({
      kind: "Count",
      of,
      op: ">=",
      value: Number(n.image),
      span: g.spanFrom(start),
    }));
  });
}

/**
 * Conditions read in a row, each but the last in a joining form: and-runs first, then or between
 * them, each to the left — 「Aいて、Bいるか、Cいる場合」 is (A and B) or C. Undefined when the last
 * is itself a joining form.
 */
function joinConditions(
  atoms: ParsedCondition[],
  span: Condition["span"],
): ParsedCondition | undefined {
  const last = atoms[atoms.length - 1]!;
  if (last.join) return undefined;
  if (atoms.length === 1) return last;
  let or: Condition | undefined;
  let and: Condition | undefined;
  for (const a of atoms) {
    and = and ? { kind: "And", left: and, right: a.condition, span } : a.condition;
    if (a.join === "and") continue;
    or = or ? { kind: "Or", left: or, right: and, span } : and;
    and = undefined;
  }
  return { condition: or!, nara: last.nara };
}

/** 自分の「X」が…ゲームから取り除かれている: the owner word becomes the owner of the removed zone. */
function inRemovedZone(s: Selector): Selector | undefined {
  if (s.kind !== "Query" || s.zone || !s.owner || s.quantity) return undefined;
  const { owner, ...rest } = s;
  return { ...rest, zone: { zone: "removed", owner } };
}

/** `you have a X`: the selector's owner names the player; the selector itself is "any one". */
export function existsOf(of: Selector, span: Condition["span"]): Condition | undefined {
  if (of.kind !== "Query" || !of.owner || of.quantity) return undefined;
  const { owner, ...rest } = of;
  return {
    kind: "Exists",
    player: owner === "your" ? "you" : "opponent",
    of: { ...rest, quantity: { kind: "any" } },
    span,
  };
}
