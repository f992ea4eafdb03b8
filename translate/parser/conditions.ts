// Conditions: 自分の「X」がいる場合 (Exists), 自分の【Y】を持つキャラが3枚以上いる場合 (Count),
// 自分のターンの間 (Turn), このカードがアプローチに参加している場合 (Is), このターン、イベントカードが
// プレイされている場合 (PlayedThisTurn), and the 《使用条件》 forms.
// A condition ends in 場合 or なら; なら marks the condition of a trigger (「登場した場合、…いるなら、」).
import type { Comparison, Condition, Filter, QuerySelector, Selector } from "../../grammar/ast.ts";
import { CONDITION_JOINS, T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { maiBound, optionalBound } from "./bounds.ts";
import { everyHasAhead } from "./identity.ts";
import { thisTurnLead } from "./this-turn.ts";
import type { MoreName, ParsedCondition } from "./results.ts";
import { ownerOrYours } from "./owner.ts";

type Ending = { nara: boolean; join?: "and" | "or" };

export function defineConditions(g: ParserBase): void {
  const { rules } = g;

  /** いる場合 / いるなら, or a joining form: いて (and), いるか (or). */
  const ending = (occurrence: number): Ending =>
    g.choice<Ending>(
      [
        {
          ALT: () => {
            g.token(T.IruBaai, occurrence);
            return { nara: false };
          },
        },
        {
          ALT: () => {
            g.token(T.IruNara, occurrence);
            return { nara: true };
          },
        },
        // ある場合 / あるなら: said of cards that are not characters (自分の手札が4枚以上ある場合)
        {
          ALT: () => {
            g.token(T.AruBaai, occurrence);
            return { nara: false };
          },
        },
        {
          ALT: () => {
            g.token(T.AruNara, occurrence);
            return { nara: true };
          },
        },
        {
          ALT: () => {
            g.token(T.Ite, occurrence);
            return { nara: false, join: "and" as const };
          },
        },
        {
          ALT: () => {
            g.token(T.IruKa, occurrence);
            return { nara: false, join: "or" as const };
          },
        },
      ],
      occurrence,
    );

  /** している場合 / されている場合 (a state), or a joining form: していて / しているか … */
  const stateEnding = (occurrence: number, passive: boolean): { join?: "and" | "or" } =>
    g.choice<{ join?: "and" | "or" }>(
      [
        {
          ALT: () => {
            g.token(passive ? T.SareteiruBaai : T.ShiteiruBaai, occurrence);
            return {};
          },
        },
        {
          // している間 (GPF 03-040): "while", the same condition as している場合 (rule 7.2); only
          // the active form is printed
          GATE: () => !passive,
          ALT: () => {
            g.token(T.ShiteiruAida, occurrence);
            return {};
          },
        },
        {
          ALT: () => {
            g.token(passive ? T.Sareteite : T.Shiteite, occurrence);
            return { join: "and" as const };
          },
        },
        {
          ALT: () => {
            g.token(passive ? T.SareteiruKa : T.ShiteiruKa, occurrence);
            return { join: "or" as const };
          },
        },
      ],
      occurrence,
    );
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
  rules.countCondition = g.define("countCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const written = g.rule(rules.countSubject);
    // N枚以上 (at least: what cards print), N枚以下 (at most) or ちょうどN枚 (exactly: the
    // canonical form of `== N`)
    const amount = g.choice<{ n: string; op: "==" | ">=" | "<=" }>([
      {
        ALT: () => {
          const n = g.token(T.Num);
          const op = maiBound(g, 4);
          return { n: n.image, op };
        },
      },
      {
        ALT: () => {
          g.token(T.Choudo);
          const n = g.token(T.Num, 2);
          g.token(T.Mai);
          return { n: n.image, op: "==" as const };
        },
      },
      {
        // 自分の手札の枚数が0枚の場合 (ERMG P-008): a number said with no 以上 / 以下 is exact
        GATE: () => g.lookahead(2).tokenType === T.Mai && g.lookahead(3).tokenType === T.NoBaai,
        ALT: () => {
          const n = g.token(T.Num, 3);
          g.token(T.Mai, 2);
          return { n: n.image, op: "==" as const };
        },
      },
    ]);
    const form = g.choice<Ending & { removed: boolean; negative?: boolean }>(
      [
        { ALT: () => ({ ...ending(3), removed: false }) },
        // 4枚以上いない場合 (KGY 01-063): fewer than that
        {
          ALT: () => {
            g.token(T.InaiBaai);
            return { nara: false, removed: false, negative: true };
          },
        },
        {
          ALT: () => {
            g.token(T.RemovedBaai);
            return { nara: false, removed: true };
          },
        },
        // 手札の枚数が1枚以下の場合: a count said as a number, not as cards that are there
        {
          ALT: () => {
            g.token(T.NoBaai);
            return { nara: false, removed: false };
          },
        },
      ],
      2,
    );
    return g.action(() => {
      const of = form.removed ? inRemovedZone(written) : written;
      if (!of) return g.fail("ゲームから取り除かれている of a selector with a zone or no owner");
      const negated = { "==": "!=", ">=": "<", "<=": ">" } as const;
      const condition: Condition = {
        kind: "Count",
        of,
        op: form.negative ? negated[amount.op] : amount.op,
        value: Number(amount.n),
        span: g.spanFrom(start),
      };
      return joined({ condition, nara: form.nara }, form.join);
    });
  });

  /**
   * The cards counted: <selector>が, <selector>の枚数が (手札の枚数が), or the zone first:
   * 自分の捨て札置き場にイベントカードが (the cards of that kind in that zone).
   */
  rules.countSubject = g.define("countSubject", (): Selector =>
    g.choiceByGates([
      {
        GATE: () =>
          (g.lookahead(1).tokenType === T.Hand || g.lookahead(3).tokenType === T.Hand) &&
          g.backtrack(rules.handSubject)(),
        ALT: () => g.rule(rules.handSubject),
      },
      {
        GATE: () => g.occursAhead(T.Maisuu) && g.backtrack(rules.countOfNumber)(),
        ALT: () => g.rule(rules.countOfNumber),
      },
      {
        GATE: zoneFirstAhead,
        ALT: () => g.rule(rules.zoneFirstSubject),
      },
      { ALT: () => g.rule(rules.subjectGa) },
    ]),
  );

  /**
   * [自分の|相手の]手札が / 手札の枚数が: the cards in that hand (no owner: the text's controller's),
   * which a selector only names with a number (手札1枚).
   */
  rules.handSubject = g.define("handSubject", (): Selector => {
    const start = g.lookahead(1);
    const owner = ownerOrYours(g);
    g.token(T.Hand);
    g.optional(() => {
      g.token(T.No, 2);
      g.token(T.Maisuu);
    }, 2);
    g.token(T.Ga);
    return g.action(() => ({
      kind: "Query" as const,
      noun: { kind: "card" as const },
      filters: [],
      zone: { zone: "hand" as const, owner },
      span: g.spanFrom(start),
    }));
  });

  /** <selector>の枚数が: the number of those cards (手札の枚数が: the cards in your hand). */
  /**
   * 相手のポイント置き場にあるカードの枚数が自分のポイント置き場にあるカードの枚数より多い場合
   * (GP 01-069): a count compared with another count (`CountVs`); より少ない場合 for fewer.
   */
  rules.countVsCondition = g.define("countVsCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const of = g.rule(rules.countOfNumber);
    const mStart = g.lookahead(1);
    const other = g.rule(rules.selector);
    g.token(T.No);
    g.token(T.Maisuu);
    const op = g.oneOf([
      [T.YoriOoiBaai, ">" as const],
      [T.YoriSukunaiBaai, "<" as const],
    ]);
    return g.action((): ParsedCondition => {
      const span = g.spanFrom(start);
      const measure = { kind: "count" as const, of: other, span: g.spanFrom(mStart) };
      return { condition: { kind: "CountVs", of, op, with: measure, span }, nara: false };
    });
  });

  rules.countOfNumber = g.define("countOfNumber", (): Selector => {
    const s = g.rule(rules.selector);
    g.token(T.No);
    g.token(T.Maisuu);
    g.token(T.Ga);
    return s;
  });

  /** 自分の捨て札置き場にイベントカードが: the zone (and its owner) before the cards counted. */
  rules.zoneFirstSubject = g.define("zoneFirstSubject", (): Selector => {
    const of = g.rule(rules.zonePlaced);
    g.token(T.Ga);
    return of;
  });

  /** A zone-first gate: 自分のメインエリアに… / メインエリアに… ahead. */
  const zoneFirstAhead = (): boolean =>
    (g.lookahead(2).tokenType === T.No || g.lookahead(2).tokenType === T.Ni) &&
    g.backtrack(rules.zonePlaced)();

  rules.zonePlaced = g.define("zonePlaced", (): Selector => {
    // 自分のメインエリアに「X」, or the owner with the cards: メインエリアに自分の「X」 (SRBKM 02-030)
    const zoneOwner = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.No);
      return o;
    });
    const zone = g.rule(rules.zoneNoun);
    g.token(T.Ni);
    const of = g.rule(rules.query);
    return g.action(() => {
      if (of.zone || of.quantity) return g.fail("a zone named twice");
      if (zoneOwner && of.owner) return g.fail("an owner named twice");
      const owner = zoneOwner ?? of.owner;
      if (!owner) return g.fail("a zone with no owner");
      // the owner said with the cards stays theirs, as in メインエリアにいる自分の「X」
      return { ...of, zone: { zone, owner } };
    });
  });

  /** と「B」と「C」 after a first name: each further name of 「A」と「B」がいる (everyName). */
  rules.moreNames = g.define("moreNames", (): MoreName[] => {
    const more: MoreName[] = [];
    g.repeat(() => {
      g.token(T.To);
      const s = g.lookahead(1);
      const n = g.token(T.NameLit);
      g.action(() => more.push({ name: n.image.slice(1, -1), span: g.spanFrom(s) }));
    });
    return more;
  });

  /** 自分の「X」がいる場合: the owner becomes the player who must have it. */
  rules.existsCondition = g.define("existsCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    // 自分のメインエリアに「りつ」がいない場合 (KMR 01-093): the zone's owner is the player
    const first = g.choiceByGates(
      [
        {
          GATE: zoneFirstAhead,
          ALT: () => {
            const q = g.rule(rules.zonePlaced);
            return g.action((): Selector => {
              if (q.kind !== "Query" || !q.zone?.owner) return q;
              return { ...q, owner: q.zone.owner };
            });
          },
        },
        { ALT: () => g.rule(rules.selector) },
      ],
      3,
    );
    // 自分の「A」と「B」と「C」がいる場合 (SRBK 01-030): you have each of them
    const more = g.rule(rules.moreNames);
    g.token(T.Ga);
    const of = first;
    // いる / いない (you have none): the negative is Not(Exists)
    // (no destructuring: during Chevrotain's recording phase the value is a placeholder)
    const form = g.choice<Ending & { negative: boolean }>([
      { ALT: () => ({ ...ending(2), negative: false }) },
      {
        ALT: () => {
          g.token(T.InaiBaai);
          return { nara: false, negative: true };
        },
      },
      {
        ALT: () => {
          g.token(T.NaiBaai);
          return { nara: false, negative: true };
        },
      },
      {
        ALT: () => {
          g.token(T.InaiNara);
          return { nara: true, negative: true };
        },
      },
    ]);
    return g.action(() => {
      const { nara, negative } = form;
      const span = g.spanFrom(start);
      const condition = everyName(of, more, span);
      if (!condition) return g.fail("「…がいる」 needs an owner and no quantity");
      return joined(
        { condition: negative ? { kind: "Not" as const, condition, span } : condition, nara },
        form.join,
      );
    });
  });

  /**
   * アプローチに参加している場合 / 妨害に参加している場合 / 妨害されている場合 (its approach is
   * blocked), said of the subject or else of the topic. アプローチまたは妨害に参加している場合
   * (CP 01-005) is either of the first two: `this is approaching or this is blocking`.
   */
  rules.isCondition = g.define("isCondition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.lookahead(1);
    const subject = g.optional(() => g.rule(rules.subjectGa));
    type State = "approaching" | "blocking" | "blocked" | "either";
    const form = g.choice<{ state: State; join?: "and" | "or" }>([
      {
        ALT: () => {
          g.token(T.EitherSanka);
          return { state: "either" as const, ...stateEnding(5, false) };
        },
      },
      {
        ALT: () => {
          g.token(T.ApproachSanka);
          return { state: "approaching" as const, ...stateEnding(2, false) };
        },
      },
      {
        ALT: () => {
          g.token(T.BlockSanka);
          return { state: "blocking" as const, ...stateEnding(3, false) };
        },
      },
      {
        ALT: () => {
          g.token(T.Block);
          return { state: "blocked" as const, ...stateEnding(4, true) };
        },
      },
    ]);
    return g.action(() => {
      const who = subject ?? topic;
      if (!who) return g.fail("a state condition needs a subject");
      const span = g.spanFrom(start);
      const is = (state: Exclude<State, "either">): Condition => ({
        kind: "Is",
        subject: who,
        state,
        span,
      });
      const condition: Condition =
        form.state === "either"
          ? { kind: "Or", left: is("approaching"), right: is("blocking"), span }
          : is(form.state);
      return joined({ condition, nara: false }, form.join);
    });
  });

  /**
   * 捨て札にしたカードが「X」の場合: the card an earlier step chose (or this card) fits a
   * description — a query without owner, zone or number (Matches).
   */
  rules.matchesCondition = g.define("matchesCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const subject = g.rule(rules.subjectGa);
    const what = g.rule(rules.query);
    g.token(T.NoBaai);
    return g.action(() => {
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
  rules.statOfCondition = g.define("statOfCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const subject = g.rule(rules.selector);
    g.token(T.No);
    const statStart = g.lookahead(1);
    const value = g.rule(rules.statValue);
    g.token(T.NoBaai);
    return g.action(() => {
      if (subject.kind !== "It" && subject.kind !== "This")
        return g.fail("「…の使用コストの値がNの場合」 about a card that is not a reference");
      const span = g.spanFrom(start);
      const filter: Filter = { kind: "compare", ...value, span: g.spanFrom(statStart) };
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
  rules.battleCondition = g.define(
    "battleCondition",
    (topic: Selector | undefined): ParsedCondition => {
      const start = g.lookahead(1);
      const subject = g.optionalIf(g.backtrack(rules.subjectGa), () => g.rule(rules.subjectGa));
      const other = g.rule(rules.sideSelector);
      const form = g.choice<{ state: "blocking" | "blocked"; join?: "and" | "or" }>([
        {
          ALT: () => {
            g.token(T.Wo);
            g.token(T.Block);
            return { state: "blocking" as const, ...stateEnding(2, false) };
          },
        },
        {
          ALT: () => {
            g.token(T.Ni);
            g.token(T.Block, 2);
            return { state: "blocked" as const, ...stateEnding(3, true) };
          },
        },
      ]);
      return g.action(() => {
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
    },
  );

  /** <selector>が — the subject of a condition. */
  rules.subjectGa = g.define("subjectGa", (): Selector => {
    const s = g.rule(rules.selector);
    g.token(T.Ga);
    return s;
  });

  /**
   * 自分が経験コインを2個以上持つ場合 (`your "経験コイン" coins >= 2`): coins a player holds. Without
   * 以上 the number is exact (the canonical Japanese of `== N`; cards print 以上).
   */
  rules.coinsCondition = g.define("coinsCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ga);
    const coin = g.token(T.NamedCoin);
    g.token(T.Wo);
    const n = g.token(T.Num);
    g.token(T.Ko);
    const op = optionalBound(g, 2);
    // 持つ場合 (an effect's condition) / 持つなら (a trigger's, the canonical Japanese)
    const nara = g.choice<boolean>([
      { ALT: () => (g.token(T.MotsuBaai), false) },
      { ALT: () => (g.token(T.MotsuNara), true) },
    ]);
    return g.action((): ParsedCondition => {
      const condition: Condition = {
        kind: "PlayerCoins",
        player: who === "your" ? "you" : "opponent",
        coin: coin.image,
        op,
        value: Number(n.image),
        span: g.spanFrom(start),
      };
      return { condition, nara };
    });
  });

  /**
   * 自分が経験コインを2個以上持つ状態で / 自分がえくそだすっ!コインを持つ状態で (one or more): the
   * player holds them when a trigger's event happens.
   */
  rules.coinsWhile = g.define("coinsWhile", (): Condition => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ga);
    const coin = g.token(T.NamedCoin);
    const n = g.choice<{ n: string; op: Comparison }>([
      {
        ALT: () => {
          g.token(T.WoMotsuJoutaiDe);
          return { n: "1", op: ">=" };
        },
      },
      {
        ALT: () => {
          g.token(T.Wo);
          const v = g.token(T.Num);
          g.token(T.Ko);
          const op = optionalBound(g, 2);
          g.token(T.MotsuJoutaiDe);
          return { n: v.image, op };
        },
      },
    ]);
    g.optional(() => g.token(T.Comma), 3);
    return g.action((): Condition => ({
      kind: "PlayerCoins",
      player: who === "your" ? "you" : "opponent",
      coin: coin.image,
      op: n.op,
      value: Number(n.n),
      span: g.spanFrom(start),
    }));
  });

  /** 自分のターンの間 / 相手のターンの間. */
  rules.turnCondition = g.define("turnCondition", (): ParsedCondition => {
    const start = g.lookahead(1);
    const whose = g.rule(rules.owner);
    g.token(T.No);
    g.token(T.TurnNoAida);
    return g.action(() => ({
      condition: { kind: "Turn", whose, span: g.spanFrom(start) },
      nara: false,
    }));
  });

  /** このカードを自分の/相手のターンにプレイした場合 (an event's text): it is that player's turn. */
  rules.playedOnOwnTurn = g.define("playedOnOwnTurn", (): ParsedCondition => {
    const start = g.lookahead(1);
    const whose = g.oneOf([
      [T.PlayedOnOwnTurn, "your"],
      [T.PlayedOnOppTurn, "opponent's"],
    ]);
    return g.action(() => ({
      condition: { kind: "Turn" as const, whose, span: g.spanFrom(start) },
      nara: false,
    }));
  });

  /**
   * このターン、イベントカードがプレイされている場合: played this turn by the owner written, or by
   * either player when none is (an `or` of both players' PlayedThisTurn).
   */
  rules.playedThisTurn = g.define("playedThisTurn", (): ParsedCondition => {
    const start = g.lookahead(1);
    thisTurnLead(g);
    // <card>がプレイされている場合, or the player first: 自分が<card>をプレイしている場合
    const played = g.choiceByGates<{
      of: QuerySelector;
      by?: "your" | "opponent's";
      nara?: boolean;
    }>(
      [
        {
          GATE: () => g.lookahead(2).tokenType === T.Ga && g.occursAhead(T.PlayShiteiruBaai),
          ALT: () => {
            const by = g.rule(rules.owner);
            g.token(T.Ga);
            const of = g.rule(rules.query);
            g.token(T.Wo);
            g.token(T.PlayShiteiruBaai);
            return { of, by };
          },
        },
        {
          ALT: () => {
            const of = g.rule(rules.query, 2);
            g.token(T.Ga, 2);
            // プレイされているなら: the condition of the trigger before it (the canonical Japanese)
            const nara = g.oneOf(
              [
                [T.PlayedSoFar, false],
                [T.PlayedSoFarNara, true],
              ],
              3,
            );
            return { of, nara };
          },
        },
      ],
      2,
    );
    return g.action((): ParsedCondition => ({
      condition: playedBy(played.of, played.by, g.spanFrom(start)),
      nara: played.nara === true,
    }));
  });

  /**
   * <card>がプレイされているターンの間に (KMK 01-027, inside a trigger: 「…ターンの間に、アプローチに
   * 参加した場合」): the same condition as このターン、<card>がプレイされている場合.
   */
  rules.playedInTurn = g.define("playedInTurn", (): Condition => {
    const start = g.lookahead(1);
    const of = g.rule(rules.query);
    g.token(T.Ga);
    g.token(T.PlayedInTurn);
    g.optional(() => g.token(T.Comma));
    return g.action(() => playedBy(of, undefined, g.spanFrom(start)));
  });

  /** Played this turn by the owner written, or by either player when none is. */
  function playedBy(
    of: QuerySelector,
    by: "your" | "opponent's" | undefined,
    span: Condition["span"],
  ): Condition {
    if (of.quantity || of.zone) return g.fail("a played card is a kind of card");
    if (by && of.owner) return g.fail("the player and the card's owner both said");
    const { owner: own, ...rest } = of;
    const owner = by ?? own;
    const card: Selector = { ...rest, quantity: { kind: "any" } };
    const played = (player: "you" | "opponent"): Condition => ({
      kind: "PlayedThisTurn",
      player,
      card,
      span,
    });
    if (owner) return played(owner === "your" ? "you" : "opponent");
    return { kind: "Or", left: played("you"), right: played("opponent"), span };
  }

  /**
   * One condition, or several joined: 「A[し]ていて、Bいる場合」 is A and B, 「Aいるか、Bいる場合」
   * is A or B; and binds tighter than or (as in the card language), each operator to the left.
   */
  rules.condition = g.define("condition", (topic: Selector | undefined): ParsedCondition => {
    const start = g.lookahead(1);
    const atoms = [g.rule(rules.conditionAtom, [topic])];
    // the joining form was the last token read: another condition follows the comma
    g.repeatWhile(
      () => CONDITION_JOINS.has(g.lookahead(0).tokenType) && g.lookahead(1).tokenType === T.Comma,
      () => {
        g.token(T.Comma);
        const next = g.rule(rules.conditionAtom, [topic], 2);
        g.action(() => atoms.push(next));
      },
    );
    return g.action(
      () =>
        joinConditions(atoms, g.spanFrom(start)) ??
        g.fail("a condition that ends in a joining form (いて / いるか)"),
    );
  });

  /** <condition>、 — a condition and the comma that ends it, before what it is the condition of. */
  rules.conditionComma = g.define(
    "conditionComma",
    (topic: Selector | undefined): ParsedCondition => {
      const c = g.rule(rules.condition, [topic]);
      g.token(T.Comma);
      return c;
    },
  );

  /**
   * [<condition>、] — and [<condition>なら、], a trigger's only. Each is a rule of its own, with
   * nothing after the option: Chevrotain then computes its lookahead from the condition alone,
   * not through every effect that may follow it (the grammar analysis, bench/translate.ts).
   */
  rules.conditionIfAny = g.define(
    "conditionIfAny",
    (topic: Selector | undefined): ParsedCondition | undefined =>
      g.optionalIf(g.backtrack(rules.condition, topic), () =>
        g.rule(rules.conditionComma, [topic]),
      ),
  );
  rules.naraConditionIfAny = g.define("naraConditionIfAny", (): ParsedCondition | undefined =>
    g.optionalIf(g.backtrack(rules.naraCondition), () => g.rule(rules.conditionComma, [undefined])),
  );

  rules.conditionAtom = g.define("conditionAtom", (topic: Selector | undefined): ParsedCondition =>
    g.choiceByGates([
      // このカードが〔ブレイク〕している場合 / 手札以外からプレイされた場合 (limits.ts)
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.ThisCard &&
          g.lookahead(2).tokenType === T.Ga &&
          (g.lookahead(3).tokenType === T.HandIgaiKara ||
            (g.lookahead(3).image === "〔ブレイク〕" &&
              g.lookahead(4).tokenType === T.ShiteiruBaai)),
        ALT: () => g.rule(rules.playedFromCondition),
      },
      {
        // メインエリアにいる自分の全てのキャラが〔アクティブ〕を持つ場合 (identity.ts)
        GATE: () => everyHasAhead(g) && g.backtrack(rules.everyHasCondition)(),
        ALT: () => g.rule(rules.everyHasCondition),
      },
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.PlayedOnOwnTurn ||
          g.lookahead(1).tokenType === T.PlayedOnOppTurn,
        ALT: () => g.rule(rules.playedOnOwnTurn),
      },
      {
        GATE: () =>
          (g.lookahead(1).tokenType === T.ThisTurn ||
            g.lookahead(1).tokenType === T.ThisTurnNoAidaNi) &&
          g.occursAhead(T.PlayedSoFar, T.PlayedSoFarNara, T.PlayShiteiruBaai),
        ALT: () => g.rule(rules.playedThisTurn),
      },
      {
        // このターンの間に、カードを3枚以上引いている場合 (turn-counts.ts): the cards drawn, counted
        GATE: () =>
          g.lookahead(1).tokenType === T.ThisTurnNoAidaNi &&
          g.occursAhead(T.Hiiteiru) &&
          g.backtrack(rules.drawnCountCondition)(),
        ALT: () => g.rule(rules.drawnCountCondition),
      },
      {
        // このターン、相手によって自分のポイント置き場にカードが置かれている場合 (when.ts)
        GATE: () =>
          (g.lookahead(1).tokenType === T.ThisTurn ||
            g.lookahead(1).tokenType === T.ThisTurnNoAidaNi) &&
          g.occursAhead(T.OkareteiruBaai) &&
          g.backtrack(rules.pileHappened)(),
        ALT: () => g.rule(rules.pileHappened),
      },
      {
        // このターンの間に、<subject>が<event>している場合 (history.ts)
        GATE: () =>
          (g.lookahead(1).tokenType === T.ThisTurn ||
            g.lookahead(1).tokenType === T.ThisTurnNoAidaNi) &&
          g.backtrack(rules.happenedCondition)(),
        ALT: () => g.rule(rules.happenedCondition),
      },
      { GATE: g.backtrack(rules.turnCondition), ALT: () => g.rule(rules.turnCondition) },
      // その中に「X」が含まれていた場合 (found.ts): one of the cards acted on is an X
      {
        GATE: () => g.lookahead(1).tokenType === T.SonoNakaNi,
        ALT: () => g.rule(rules.includesCondition),
      },
      {
        GATE: g.backtrack(rules.isCondition, topic),
        ALT: () => g.rule(rules.isCondition, [topic]),
      },
      {
        GATE: g.backtrackIfAhead(
          [T.ShiteiruBaai, T.SareteiruBaai, ...CONDITION_JOINS.keys()],
          rules.battleCondition,
          topic,
        ),
        ALT: () => g.rule(rules.battleCondition, [topic]),
      },
      {
        GATE: g.backtrackIfAhead([T.YoriOoiBaai, T.YoriSukunaiBaai], rules.countVsCondition),
        ALT: () => g.rule(rules.countVsCondition),
      },
      { GATE: g.backtrack(rules.countCondition), ALT: () => g.rule(rules.countCondition) },
      {
        GATE: () => g.occursAhead(T.NoBaai) && g.backtrack(rules.matchesCondition)(),
        ALT: () => g.rule(rules.matchesCondition),
      },
      // そのカードの使用コストが…の枚数以下の場合 / <topic>は、使用コストが…より3以上高い場合 (measures.ts)
      {
        GATE: () => g.occursAhead(T.NoBaai, T.Baai) && g.backtrack(rules.measuredOfCondition)(),
        ALT: () => g.rule(rules.measuredOfCondition),
      },
      {
        GATE: () =>
          topic !== undefined &&
          g.occursAhead(T.NoBaai, T.Baai) &&
          g.backtrack(rules.topicMeasuredCondition, topic)(),
        ALT: () => g.rule(rules.topicMeasuredCondition, [topic]),
      },
      {
        GATE: () => g.occursAhead(T.NoBaai) && g.backtrack(rules.statOfCondition)(),
        ALT: () => g.rule(rules.statOfCondition),
      },
      {
        GATE: () => g.occursAhead(T.MotsuBaai, T.MotsuNara) && g.backtrack(rules.coinsCondition)(),
        ALT: () => g.rule(rules.coinsCondition),
      },
      { ALT: () => g.rule(rules.existsCondition) },
    ]),
  );

  /** 《使用条件》:「A」「B」 (you have each) or 《使用条件》:自分の【Y】を持つキャラ5枚以上. */
  rules.requirement = g.define("requirement", (): Condition => {
    const start = g.lookahead(1);
    // told apart by the gates: both gated forms begin with a selector (one token of lookahead)
    return g.choiceByGates([
      { GATE: g.backtrack(rules.requirementCount), ALT: () => g.rule(rules.requirementCount) },
      { GATE: g.backtrack(rules.requirementState), ALT: () => g.rule(rules.requirementState) },
      {
        ALT: () => {
          // 「A」「B」, 【Y】 (a character with it: WHN 01-104), 「A」+【Y】 (SEKN 01-120): you have each
          const names: { image: string; trait: boolean; span: Condition["span"] }[] = [];
          g.repeat(() => {
            g.optional(() => g.token(T.Plus));
            const s = g.lookahead(1);
            const n = g.anyToken([T.NameLit, T.TraitLit], 2);
            g.action(() =>
              names.push({
                image: n.image.slice(1, -1),
                trait: n.tokenType === T.TraitLit,
                span: g.spanFrom(s),
              }),
            );
          });
          return g.action(() => {
            if (names.length === 0) return g.fail("empty 《使用条件》");
            const atoms: Condition[] = names.map((n) => ({
              kind: "Exists",
              player: "you",
              span: n.span,
              of: {
                kind: "Query",
                quantity: { kind: "any" },
                noun: n.trait
                  ? { kind: "character" }
                  : { kind: "name", name: n.image, span: n.span },
                filters: n.trait ? [{ kind: "trait", traits: [n.image], span: n.span }] : [],
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

  /**
   * 《使用条件》:自分の「巴 マミ」がアプローチに参加している (MDK 01-113): a card in that state now —
   * the state condition without its 場合.
   */
  rules.requirementState = g.define("requirementState", (): Condition => {
    const start = g.lookahead(1);
    const subject = g.rule(rules.subjectGa);
    const state = g.choice<"approaching" | "blocking" | "blocked">([
      {
        ALT: () => {
          g.token(T.ApproachSanka);
          g.token(T.Shiteiru);
          return "approaching" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.BlockSanka);
          g.token(T.Shiteiru, 2);
          return "blocking" as const;
        },
      },
      {
        ALT: () => {
          g.token(T.Block);
          g.token(T.Sareteiru);
          return "blocked" as const;
        },
      },
    ]);
    return g.action(() => ({ kind: "Is", subject, state, span: g.spanFrom(start) }));
  });

  rules.requirementCount = g.define("requirementCount", (): Condition => {
    const start = g.lookahead(1);
    const of = g.rule(rules.query);
    // The count is written as the query's own quantity: キャラ5枚以上 (or 5枚以下: at most).
    const n = g.token(T.Num);
    const op = maiBound(g);
    return g.action(() => ({
      kind: "Count",
      of,
      op,
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

/**
 * 自分の「A」と「B」がいる: `you have a A and you have a B` — each further name is the first
 * selector with that name (its owner, zone and filters); only after a name.
 */
export function everyName(
  of: Selector,
  more: MoreName[],
  span: Condition["span"],
): Condition | undefined {
  const first = existsOf(of, span);
  if (!first || more.length === 0) return first;
  if (of.kind !== "Query" || of.noun.kind !== "name" || of.noun.alternatives) return undefined;
  const atoms = more.map((m) =>
    existsOf({ ...of, noun: { kind: "name", name: m.name, span: m.span } }, m.span),
  );
  if (atoms.some((a) => !a)) return undefined;
  return atoms.reduce<Condition>(
    (left, right) => ({ kind: "And", left, right: right!, span }),
    first,
  );
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

/**
 * [<condition>、]: a condition before what it is the condition of, read when one parses here
 * (`rules.conditionIfAny`; the call is the `occurrence`-th of that rule).
 */
export function optionalCondition(
  g: ParserBase,
  topic: Selector | undefined,
  occurrence = 1,
): ParsedCondition | undefined {
  return g.rule(g.rules.conditionIfAny, [topic], occurrence);
}
