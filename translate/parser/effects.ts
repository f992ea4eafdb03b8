// Effect steps. Most are "<selector>を<verb>" (休息状態にする, 手札に戻す, デッキの下に移す …) or
// "<topic>は、[ターン終了時まで] <gains>を得る"; a step may end in ことができる (you may). The topic
// (the は-phrase of the sentence) is passed down as an argument: it is the target of 得る and of
// intransitive verbs (活動状態になる, 手札に戻る).
import type { EffectStep, Gains, Keyword, Selector } from "../../grammar/ast.ts";
import { T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { parseStatMod, tagKeyword, unimplemented } from "./values.ts";

export type GainPart = Omit<Gains, "target" | "per">;

export function defineEffects(g: ParserBase): void {
  const r = g.r;

  r.gain = g.def("gain", (): GainPart =>
    g.alt(0, [
      {
        ALT: () => {
          const t = g.c(0, T.StatMod);
          return g.act(() => ({ stat: parseStatMod(t.image), keywords: [] }));
        },
      },
      {
        ALT: () => {
          g.c(1, T.UsageCost);
          const n = g.c(2, T.Signed);
          return g.act(() => ({ cost: Number(n.image), keywords: [] }));
        },
      },
      {
        ALT: () => {
          const t = g.c(3, T.TagLit);
          return g.act(() => {
            const name = t.image.slice(1, -1);
            const k: Keyword | undefined = tagKeyword(name);
            // 〔自由登場〕を得る: free entry granted while a condition holds (the card language's `gets
            // free entry`; the engine reads a granted keyword like a printed one)
            if (
              k &&
              (k.keyword === "active" || k.keyword === "tennen" || k.keyword === "freeEntry")
            )
              return { keywords: [k] };
            // 〔強引〕を得る: a later keyword granted verbatim (rule 7.11); a known keyword in another
            // form (〔天然+1〕) is a change we cannot express, not an unknown keyword.
            if (k || /^(アクティブ|天然|ブレイク|コンビ|自由登場|連携|逆境)/.test(name))
              return g.fail(`cannot grant ${t.image}`);
            return { keywords: [unimplemented({ name, text: t.image })] };
          });
        },
      },
      // 【音楽】を得る: a trait
      {
        ALT: () => {
          const t = g.c(4, T.TraitLit);
          return g.act(() => ({ keywords: [], traits: [t.image.slice(1, -1)] }));
        },
      },
    ]),
  );

  /** 〔アクティブ〕、+10/±0 — several gains of one 得る. */
  r.gainSet = g.def("gainSet", (): GainPart => {
    const parts = [g.s(0, r.gain)];
    g.rep(0, () => {
      g.c(0, T.Comma);
      const p = g.s(1, r.gain);
      g.act(() => parts.push(p));
    });
    return g.act(() => {
      const out: GainPart = { keywords: [] };
      for (const p of parts) {
        if ((p.stat && out.stat) || (p.cost !== undefined && out.cost !== undefined))
          return g.fail("the same gain twice");
        if (p.stat) out.stat = p.stat;
        if (p.cost !== undefined) out.cost = p.cost;
        out.keywords.push(...p.keywords);
        if (p.traits) out.traits = [...(out.traits ?? []), ...p.traits];
      }
      return out;
    });
  });

  /** [N枚につき、] [ターン終了時まで] <gains> [または <gains>]… を得る, said of the topic. */
  r.gets = g.def("gets", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    const per = g.opt(0, () => {
      const s = g.s(0, r.selector);
      g.c(0, T.NiTsuki);
      g.opt(1, () => g.c(1, T.Comma));
      return s;
    });
    const duration = g.opt(2, () => {
      g.c(2, T.UntilEot);
      return { kind: "untilEndOfTurn" as const };
    });
    const sets = [g.s(1, r.gainSet)];
    g.rep(0, () => {
      g.c(3, T.Mataha);
      const s = g.s(2, r.gainSet);
      g.act(() => sets.push(s));
    });
    g.c(4, T.WoEru);
    return g.act(() => {
      if (!topic) return g.fail("得る needs a subject (…は、)");
      const span = g.spanFrom(start);
      const options: EffectStep[] = sets.map((s) => {
        const step: EffectStep = { kind: "Gets", target: topic, ...s, span };
        if (per) step.per = stripQuantity(per);
        if (duration) step.duration = duration;
        return step;
      });
      return options.length === 1 ? options[0]! : { kind: "Choice", options, span };
    });
  });

  /**
   * 活動状態になる / 手札に戻る: the topic does it; 活動状態にする with no object: the topic is its
   * object (「自分のキャラ1枚は、…を得るとともに活動状態にすることができる」, hyakka 01-063).
   */
  r.intransitive = g.def("intransitive", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    const kind = g.alt(0, [
      {
        ALT: () => {
          g.c(0, T.ReadyNaru);
          return "Ready" as const;
        },
      },
      {
        ALT: () => {
          g.c(2, T.ReadySuru);
          return "Ready" as const;
        },
      },
      {
        ALT: () => {
          g.c(1, T.ReturnsHand);
          return "ReturnToHand" as const;
        },
      },
    ]);
    return g.act(() =>
      topic ? { kind, target: topic, span: g.spanFrom(start) } : g.fail("no subject"),
    );
  });

  /** [相手は、]カードをN枚引く. */
  r.draw = g.def("draw", (): EffectStep => {
    const start = g.la(1);
    const who = g.opt(0, () => {
      const o = g.s(0, r.owner);
      g.c(0, T.Ha);
      g.opt(1, () => g.c(1, T.Comma));
      return o;
    });
    g.c(2, T.Card);
    g.c(3, T.Wo);
    const n = g.c(4, T.Num);
    g.c(5, T.Mai);
    g.verb(0, T.Hiku, T.Hiki);
    return g.act(() => ({
      kind: "Draw" as const,
      player: who === "opponent's" ? ("opponent" as const) : ("you" as const),
      amount: { kind: "Number" as const, value: Number(n.image) },
      span: g.spanFrom(start),
    }));
  });

  /** このターン、自分が次にプレイする<selector>は、使用コスト-Nを得る. */
  r.costChange = g.def("costChange", (): EffectStep => {
    const start = g.la(1);
    g.c(0, T.ThisTurn);
    g.c(1, T.Comma);
    g.c(2, T.Own);
    g.c(3, T.Ga);
    g.c(4, T.NextPlay);
    const card = g.s(0, r.selector);
    g.c(5, T.Ha);
    g.opt(0, () => g.c(6, T.Comma));
    g.c(7, T.UsageCost);
    const n = g.c(8, T.Signed);
    g.c(9, T.WoEru);
    return g.act(() => {
      // 次にプレイする…キャラ1枚: the next card played is one card, not one chosen — the card
      // language's `the next character … you play` has no number; any other number is refused
      const q = card.kind === "Query" ? card.quantity : undefined;
      if (q && !(q.kind === "exactly" && q.n === 1))
        return g.fail("the next cards played, more than one");
      return {
        kind: "CostChange" as const,
        player: "you" as const,
        card: stripQuantity(card),
        delta: Number(n.image),
        span: g.spanFrom(start),
      };
    });
  });

  /** ターン終了時に<step>: a delayed step. */
  r.delayed = g.def("delayed", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    g.c(0, T.AtEot);
    const effect = g.s(0, r.step, topic);
    return g.act(() => ({
      kind: "Delayed" as const,
      when: "turnEnd" as const,
      effect,
      span: g.spanFrom(start),
    }));
  });

  /** <condition>場合、<step>. */
  r.conditional = g.def("conditional", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    const c = g.s(0, r.condition, topic);
    g.c(0, T.Comma);
    const inner = g.optG(0, g.bt(r.topic), () => g.s(2, r.topic)) ?? topic;
    const effect = g.s(1, r.step, inner);
    return g.act(() =>
      c.nara
        ? g.fail("なら belongs to a trigger")
        : { kind: "Conditional" as const, condition: c.condition, effect, span: g.spanFrom(start) },
    );
  });

  r.baseStep = g.def("baseStep", (topic: Selector | undefined): EffectStep =>
    g.altG(0, [
      { GATE: g.when([T.Hiku, T.Hiki], r.draw), ALT: () => g.s(0, r.draw) },
      {
        GATE: () =>
          g.la(1).tokenType === T.Opp && g.la(2).tokenType === T.Ha && g.bt(r.must).call(g),
        ALT: () => g.s(16, r.must),
      },
      { GATE: g.when([T.CannotPlay], r.playBan), ALT: () => g.s(20, r.playBan) },
      { GATE: g.when([T.Miru], r.lookTop), ALT: () => g.s(1, r.lookTop) },
      { GATE: g.when([T.SonoNaka], r.search), ALT: () => g.s(2, r.search) },
      {
        ALT: () => {
          const s = g.la(1);
          g.c(0, T.Shuffle);
          return g.act(() => ({
            kind: "Shuffle" as const,
            player: "you" as const,
            span: g.spanFrom(s),
          }));
        },
      },
      { GATE: g.when([T.NextPlay], r.costChange), ALT: () => g.s(3, r.costChange) },
      { GATE: g.when([T.AtEot], r.delayed, topic), ALT: () => g.s(4, r.delayed, topic) },
      {
        GATE: g.when(
          [
            T.IruBaai,
            T.ShiteiruBaai,
            T.TurnNoAida,
            T.PlayedOnOwnTurn,
            T.RemovedBaai,
            T.NoBaai,
            T.PlayedSoFar,
          ],
          r.conditional,
          topic,
        ),
        ALT: () => g.s(5, r.conditional, topic),
      },
      { GATE: g.when([T.CoinLit, T.NamedCoin], r.coins), ALT: () => g.s(6, r.coins) },
      {
        GATE: g.when([T.AgainJoin, T.AgainShort], r.approachAgain, topic),
        ALT: () => g.s(10, r.approachAgain, topic),
      },
      { GATE: g.when([T.Change], r.setStat), ALT: () => g.s(11, r.setStat) },
      { GATE: g.when([T.Reset], r.resetStat), ALT: () => g.s(12, r.resetStat) },
      { GATE: g.when([T.Mukou], r.negate), ALT: () => g.s(13, r.negate) },
      { GATE: g.when([T.Okikaeru], r.swap), ALT: () => g.s(14, r.swap) },
      {
        GATE: g.when(
          [
            T.Shinai,
            T.CannotBlockLong,
            T.CannotBlockShort,
            T.WoCannotBlock,
            T.CannotApproachLong,
            T.CannotApproachShort,
            T.CannotApproachBare,
            T.Sarenai,
          ],
          r.restrict,
          topic,
        ),
        ALT: () => g.s(15, r.restrict, topic),
      },
      { GATE: () => g.la(1).tokenType === T.HandKara, ALT: () => g.s(17, r.fromHandOntoField) },
      { GATE: () => g.la(1).tokenType === T.ExDeckKara, ALT: () => g.s(18, r.fromExDeck) },
      {
        GATE: () =>
          g.la(1).tokenType === T.Hand &&
          g.la(2).tokenType === T.NiAru &&
          g.la(3).tokenType === T.ThisCard,
        ALT: () => g.s(19, r.thisFromHandOntoField),
      },
      { GATE: g.when([T.Wo], r.objectStep), ALT: () => g.s(7, r.objectStep) },
      {
        GATE: g.when([T.ReadyNaru, T.ReadySuru, T.ReturnsHand], r.intransitive, topic),
        ALT: () => g.s(8, r.intransitive, topic),
      },
      { ALT: () => g.s(9, r.gets, topic) },
    ]),
  );

  /** <step>[ことができる]: ことができる makes it optional for the controller. */
  r.step = g.def("step", (topic: Selector | undefined): EffectStep => {
    const start = g.la(1);
    const step = g.s(0, r.baseStep, topic);
    const may = g.opt(0, () => g.c(0, T.KotoGaDekiru));
    return g.act(() =>
      may
        ? { kind: "May" as const, player: "you" as const, effect: step, span: g.spanFrom(start) }
        : step,
    );
  });
}

/** 1枚につき: "for each" counts every matching card, so the written 1枚 is not a quantity. */
function stripQuantity(s: Selector): Selector {
  if (s.kind !== "Query") return s;
  const { quantity: _q, ...rest } = s;
  return rest;
}
