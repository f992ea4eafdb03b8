// Effect steps. Most are "<selector>を<verb>" (休息状態にする, 手札に戻す, デッキの下に移す …) or
// "<topic>は、[ターン終了時まで] <gains>を得る"; a step may end in ことができる (you may). The topic
// (the は-phrase of the sentence) is passed down as an argument: it is the target of 得る and of
// intransitive verbs (活動状態になる, 手札に戻る).
import type { Amount, Duration, EffectStep, Keyword, Selector } from "../../grammar/ast.ts";
import { PLAY_BAN_ENDINGS, RESTRICTION_ENDINGS, T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { durationOf } from "./durations.ts";
import { listAhead } from "./lists.ts";
import { parseStatMod, perAmount, type PerEach, tagKeyword, unimplemented } from "./values.ts";
import type { GainPart } from "./results.ts";
import { optionPlaceholder } from "./options.ts";

export function defineEffects(g: ParserBase): void {
  const { rules } = g;

  rules.gain = g.define("gain", (): GainPart =>
    g.choice<GainPart>([
      {
        ALT: () => {
          const t = g.token(T.StatMod);
          return g.action(() => ({ stat: parseStatMod(t.image), keywords: [] }));
        },
      },
      {
        ALT: () => {
          g.token(T.UsageCost);
          const n = g.token(T.Signed);
          return g.action(() => ({ cost: Number(n.image), keywords: [] }));
        },
      },
      {
        ALT: () => {
          const t = g.token(T.TagLit);
          return g.action(() => {
            const name = t.image.slice(1, -1);
            const k: Keyword | undefined = tagKeyword(name);
            // 〔自由登場〕を得る: free entry granted while a condition holds (the card language's `gets
            // free entry`; the engine reads a granted keyword like a printed one)
            if (
              k &&
              (k.keyword === "active" ||
                k.keyword === "tennen" ||
                k.keyword === "freeEntry" ||
                k.keyword === "gaman")
            )
              return { keywords: [k] };
            // 〔天然+2〕を得る: a change of the tennen number (`gets tennen +2`)
            const change = /^天然([+-]\d+)$/.exec(name);
            if (change) return { keywords: [], tennen: Number(change[1]) };
            // 〔強引〕を得る: a later keyword granted verbatim (rule 7.11)
            if (k || /^(アクティブ|天然|ブレイク|コンビ|自由登場|連携|逆境)/.test(name))
              return g.fail(`cannot grant ${t.image}`);
            return { keywords: [unimplemented({ name, text: t.image })] };
          });
        },
      },
      // 【音楽】を得る: a trait
      {
        ALT: () => {
          const t = g.token(T.TraitLit);
          return g.action(() => ({ keywords: [], traits: [t.image.slice(1, -1)] }));
        },
      },
    ]),
  );

  /** 〔アクティブ〕、+10/±0 or 〔アクティブ〕〔我慢〕 — several gains of one 得る. */
  rules.gainSet = g.define("gainSet", (): GainPart => {
    const parts = [g.rule(rules.gain)];
    g.repeat(() => {
      // keyword boxes follow each other without a comma: 〔アクティブ〕〔我慢〕、+30/+30
      g.optional(() => g.token(T.Comma));
      const p = g.rule(rules.gain, 2);
      g.action(() => parts.push(p));
    });
    return g.action(() => {
      const out: GainPart = { keywords: [] };
      for (const p of parts) {
        if (
          (p.stat && out.stat) ||
          (p.cost !== undefined && out.cost !== undefined) ||
          (p.tennen !== undefined && out.tennen !== undefined)
        )
          return g.fail("the same gain twice");
        if (p.stat) out.stat = p.stat;
        if (p.cost !== undefined) out.cost = p.cost;
        if (p.tennen !== undefined) out.tennen = p.tennen;
        out.keywords.push(...p.keywords);
        if (p.traits) out.traits = [...(out.traits ?? []), ...p.traits];
      }
      return out;
    });
  });

  /**
   * [N枚につき、] [ターン終了時まで] <gains> [または <gains>]… を得る, said of the topic. The
   * duration may also come first (ターン終了時まで捨て札にしたカード1枚につき+10/+10を得る).
   */
  rules.gets = g.define("gets", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    // 自分の全てのキャラは、このターン、+20/+20を得る: このターン is a duration too (the canonical
    // Japanese of `… this turn`; printed before the subject, later.ts reads it there)
    const early = g.optional(() => {
      const d = g.choice<Duration>(
        [
          { ALT: () => durationOf(g.token(T.Until, 2)) },
          {
            ALT: () => {
              g.token(T.ThisTurn, 2);
              return { kind: "thisTurn" };
            },
          },
        ],
        2,
      );
      g.optional(() => g.token(T.Comma), 4);
      return d;
    }, 5);
    const per = g.optional(() => g.rule(rules.perEach));
    const late = g.optional(() => durationOf(g.token(T.Until)), 3);
    const duration = early ?? late;
    const sets = [g.rule(rules.gainSet)];
    g.repeat(() => {
      g.token(T.Mataha);
      const s = g.rule(rules.gainSet, 2);
      g.action(() => sets.push(s));
    });
    g.token(T.WoEru);
    return g.action(() => {
      // TRDR 01-107 prints the same duration on both sides of a count (「ターン終了時まで…1枚につき、
      // ターン終了時まで+10/+10を得る」): one duration said twice; two different ones are refused.
      if (early && late && !(per && sameDuration(early, late))) return g.fail("two durations");
      // 4枚につき+10/+10: a stat change for every 4 cards has no form in the language yet
      if (per && per.every !== 1) return g.lacks("a change for every N cards (N > 1)");
      if (!topic) return g.fail("得る needs a subject (…は、)");
      const span = g.spanFrom(start);
      const options: EffectStep[] = sets.map((s) => {
        const step: EffectStep = { kind: "Gets", target: topic, ...s, span };
        if (per) step.per = per.of;
        if (duration) step.duration = duration;
        return step;
      });
      return options.length === 1 ? options[0]! : { kind: "Choice", options, span };
    });
  });

  /**
   * 活動状態になる / 手札に戻る: the topic does it; 活動状態にする with no object: the topic is its
   * object (「自分のキャラ1枚は、…を得るとともに活動状態にすることができる」, hyakka 01-063);
   * 活動状態にできる, its short potential form, is a `may` (「…を得るとともに、ターン終了時に活動状態に
   * できる」, SRBKM 02-105: at end of turn the controller may ready it).
   */
  rules.intransitive = g.define("intransitive", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    const kind = g.oneOf([
      [T.ReadyNaru, "Ready"],
      [T.ReadySuru, "Ready"],
      [T.ReadyDekiru, "ReadyMay"],
      [T.RestNaru, "Rest"],
      [T.ReturnsHand, "ReturnToHand"],
      [T.MovesDeckBottom, "DeckBottom"],
      [T.MovesDeckTop, "DeckTop"],
    ]);
    return g.action((): EffectStep => {
      if (!topic) return g.fail("no subject");
      const span = g.spanFrom(start);
      // デッキの下(上)に移る: the topic goes to that end of its owner's deck (as …に移す would put it)
      if (kind === "DeckBottom" || kind === "DeckTop")
        return {
          kind: "Move",
          target: topic,
          to: { zone: "deck", owner: "owner", position: kind === "DeckTop" ? "top" : "bottom" },
          span,
        };
      if (kind === "ReadyMay")
        return { kind: "May", player: "you", effect: { kind: "Ready", target: topic, span }, span };
      return { kind, target: topic, span };
    });
  });

  /** [相手は、]カードをN枚引く. */
  /**
   * <selector>[N枚]につき[、]: for each card of a selector, or of what an earlier step acted on
   * (捨て札にしたカード1枚につき: `for each it`; the 1枚 of a reference counts one card each).
   */
  rules.perEach = g.define("perEach", (): PerEach => {
    const s = g.rule(rules.selector);
    // 休息状態にしたキャラの枚数1枚につき (SEKN 01-112): the same count, said with の枚数
    g.optional(() => {
      g.token(T.No);
      g.token(T.Maisuu);
    }, 3);
    const n = g.optional(() => {
      const t = g.token(T.Num);
      g.token(T.Mai);
      return t;
    });
    g.token(T.NiTsuki);
    g.optional(() => g.token(T.Comma), 2);
    return g.action(() => {
      if (n && (s.kind === "Query" || n.image !== "1")) return g.fail("two numbers for each");
      // 4枚につき is one for every 4 cards: the count divided by 4 (`count(X) / 4`)
      const q = s.kind === "Query" ? s.quantity : undefined;
      if (q && q.kind !== "exactly") return g.fail("for each: an exact number of cards");
      return { of: stripQuantity(s), every: q?.n ?? 1 };
    });
  });

  /**
   * 手札が2枚になるまでカードを引く (TRDR 01-113) / 手札が、Xの枚数と同じ枚数になるまで (TKRT
   * P-013): draw what the hand lacks of that size (`draw until your hand is 2`).
   */
  rules.drawToHand = g.define("drawToHand", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.Hand);
    g.token(T.Ga);
    g.optional(() => g.token(T.Comma));
    const size = g.choice<Amount>(
      [
        {
          ALT: () => {
            const n = g.token(T.Num);
            g.token(T.Mai);
            return g.action(() => ({ kind: "Number" as const, value: Number(n.image) }));
          },
        },
        {
          ALT: () => {
            const of = g.rule(rules.selector);
            g.token(T.No);
            g.token(T.Maisuu);
            g.token(T.ToOnajiMaisuu);
            return g.action(() => perAmount({ of: stripQuantity(of), every: 1 }));
          },
        },
      ],
      2,
    );
    g.token(T.NiNaruMade);
    g.token(T.Card);
    g.token(T.Wo);
    g.verb(T.Hiku, T.Hiki);
    return g.action(() => ({
      kind: "Draw" as const,
      player: "you" as const,
      amount: { kind: "HandTo" as const, player: "you" as const, size },
      span: g.spanFrom(start),
    }));
  });

  /**
   * <selector>N枚につき、<step>: the step once for every N cards (SAK 01-099: 3枚につき、…1枚を
   * 表向きにすることができる; KGY 01-089: 手に移したカード1枚につき、…を置く). A draw (`draw
   * count(X)`) and a stat change (`gets … for each X`) hold their own count and are not read here.
   */
  rules.repeatStep = g.define("repeatStep", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    const per = g.rule(rules.perEach);
    // 表にした「るん」1枚につき、妨害に参加しているキャラ1枚は、… (Ach 01-005): the step's own subject
    const own = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic), 4);
    const step = g.rule(rules.step, [own ?? topic]);
    return g.action(() => {
      // 表にした「るん」1枚につき、妨害に参加しているキャラ1枚は、…を得る (Ach 01-005): the count
      // before a subject that chooses a card is a repeat, a card chosen each time; a count after
      // the subject (…は、X1枚につき、…を得る) is the change's own (`gets … for each X`)
      if (step.kind === "Gets" && !(own && choosesEachTime(own)))
        return g.fail("a stat change counts its cards itself");
      return {
        kind: "Repeat" as const,
        times: perAmount(per),
        effect: step,
        span: g.spanFrom(start),
      };
    });
  });

  rules.draw = g.define("draw", (): EffectStep => {
    const start = g.lookahead(1);
    // 捨て札にしたカード1枚につき、カードを1枚引く: draw one card for each (`draw count(it)`)
    const per = g.optional(() => g.rule(rules.perEach), 3);
    const who = g.optional(() => {
      const o = g.rule(rules.owner);
      g.token(T.Ha);
      g.optional(() => g.token(T.Comma), 2);
      return o;
    });
    g.token(T.Card);
    g.token(T.Wo);
    const n = g.token(T.Num);
    g.token(T.Mai);
    g.verb(T.Hiku, T.Hiki);
    return g.action(() => {
      if (per && n.image !== "1") return g.lacks("N cards for each: a count times N");
      return {
        kind: "Draw" as const,
        player: who === "opponent's" ? ("opponent" as const) : ("you" as const),
        amount: per ? perAmount(per) : { kind: "Number" as const, value: Number(n.image) },
        span: g.spanFrom(start),
      };
    });
  });

  /** 改変を行う (SG 01-063): `perform "改変"`, a later action (rule 7.11). */
  rules.perform = g.define("perform", (): EffectStep => {
    const action = g.token(T.Kaihen);
    g.token(T.WoOkonau);
    return g.action(() => ({
      kind: "Perform" as const,
      action: action.image,
      span: g.spanFrom(action),
    }));
  });

  /** 相手に1ポイント与える (AW 01-004, TKR 01-001): `give 1 point to the opponent` (rule 7.5). */
  rules.givePoints = g.define("givePoints", (): EffectStep => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    g.token(T.Ni);
    const n = g.token(T.Num);
    g.token(T.PointGive);
    return g.action(() => ({
      kind: "GivePoints" as const,
      player: who === "your" ? ("you" as const) : ("opponent" as const),
      amount: { kind: "Number" as const, value: Number(n.image) },
      span: g.spanFrom(start),
    }));
  });

  /**
   * 自分は、ジョーロコインを1個得る (`you get 1 "ジョーロコイン" coin`) / 自分が持つクエストコインを3個
   * にする (`you set "クエストコイン" coins to 3`): coins a player holds, not on a card.
   */
  rules.playerCoins = g.define("playerCoins", (): EffectStep => {
    const start = g.lookahead(1);
    const who = g.rule(rules.owner);
    const step = g.choice<{ coin: string; n: string; mode: "get" | "set" }>([
      {
        ALT: () => {
          g.token(T.Ha);
          g.optional(() => g.token(T.Comma));
          const coin = g.token(T.NamedCoin);
          g.token(T.Wo);
          const n = g.token(T.Num);
          g.token(T.KoEru);
          return { coin: coin.image, n: n.image, mode: "get" as const };
        },
      },
      {
        ALT: () => {
          g.token(T.GaMotsu);
          const coin = g.token(T.NamedCoin, 2);
          g.token(T.Wo, 2);
          const n = g.token(T.Num, 2);
          g.token(T.KoNiSuru);
          return { coin: coin.image, n: n.image, mode: "set" as const };
        },
      },
    ]);
    return g.action(() => ({
      kind: "PlayerCoins" as const,
      player: who === "your" ? ("you" as const) : ("opponent" as const),
      coin: step.coin,
      mode: step.mode,
      amount: { kind: "Number" as const, value: Number(step.n) },
      span: g.spanFrom(start),
    }));
  });

  /** このターン、自分[相手]が次にプレイする<selector>は、使用コスト-Nを得る. */
  rules.costChange = g.define("costChange", (): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.ThisTurn);
    g.token(T.Comma);
    // 相手が次にプレイする…: the opponent's next card (a burden, as 「相手の手札にある全てのカードは…」)
    const who = g.choice([
      { ALT: () => (g.token(T.Own), "you" as const) },
      { ALT: () => (g.token(T.Opp), "opponent" as const) },
    ]);
    g.token(T.Ga);
    g.token(T.NextPlay);
    const card = g.rule(rules.selector);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma, 2));
    // …は、休息状態にしたキャラの枚数1枚につき、使用コスト-1を得る (SEKN 01-112, GPFN 03-017)
    const per = g.optionalIf(g.backtrack(rules.perEach), () => g.rule(rules.perEach), 3);
    g.token(T.UsageCost);
    const n = g.token(T.Signed);
    g.token(T.WoEru);
    return g.action(() => {
      if (per && per.every !== 1) return g.lacks("a cost change for every N cards");
      // 次にプレイする…キャラ1枚: the next card played is one card, not one chosen — the card
      // language's `the next character … you play` has no number; any other number is refused
      const q = card.kind === "Query" ? card.quantity : undefined;
      if (q && !(q.kind === "exactly" && q.n === 1))
        return g.fail("the next cards played, more than one");
      return {
        kind: "CostChange" as const,
        player: who,
        card: stripQuantity(card),
        delta: Number(n.image),
        ...(per ? { per: per.of } : {}),
        span: g.spanFrom(start),
      };
    });
  });

  /** ターン終了時に<step>: a delayed step. */
  rules.delayed = g.define("delayed", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    g.token(T.AtEot);
    // ターン終了時に、そのキャラの上にある…を取り除く (ERMG 01-078): the comma changes nothing
    g.optional(() => g.token(T.Comma));
    // ターン終了時にこのカードと、…キャラ1枚を活動状態にする: the delay covers the whole list
    const effect = g.choiceByGates<EffectStep>([
      {
        GATE: () => !topic && listAhead(g) && g.backtrack(rules.listStep)(),
        ALT: () => {
          const l = g.rule(rules.listStep);
          return g.action(() => l.step);
        },
      },
      { ALT: () => g.rule(rules.step, [topic]) },
    ]);
    return g.action(() => ({
      kind: "Delayed" as const,
      when: "turnEnd" as const,
      effect,
      span: g.spanFrom(start),
    }));
  });

  /**
   * <condition>場合、<step>; the step may also be このターン、<topic>は、<gain> (DNMC2 P-003) or
   * <topic>は、活動状態になるとともに、もう一度アプローチ… (NG 01-005: the group of both steps).
   */
  rules.conditional = g.define("conditional", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    const c = g.rule(rules.conditionComma, [topic]);
    const inner = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic)) ?? topic;
    const from = g.lookahead(1);
    const effect = g.choiceByGates<EffectStep>([
      // このターン、相手は、キャラを3枚以上アプローチに参加させることができない (limits.ts, AW 01-110)
      {
        GATE: () =>
          !inner &&
          g.backtrackIfAhead([T.SaseruCannot, T.CannotPlay, T.CannotPlayLong], rules.playerLimit)(),
        ALT: () => {
          const steps = g.rule(rules.playerLimit);
          return g.action(() =>
            steps.length === 1
              ? steps[0]!
              : { kind: "Group" as const, steps, span: g.spanFrom(from) },
          );
        },
      },
      {
        GATE: () =>
          !inner &&
          g.lookahead(1).tokenType === T.ThisTurn &&
          g.lookahead(2).tokenType === T.Comma &&
          g.backtrack(rules.thisTurnTopic)(),
        ALT: () => g.rule(rules.thisTurnTopic),
      },
      {
        GATE: g.backtrackIfAhead([T.Totomoni], rules.readyAgain, inner),
        ALT: () => {
          const steps = g.rule(rules.readyAgain, [inner]);
          return g.action(() => ({ kind: "Group" as const, steps, span: g.spanFrom(from) }));
        },
      },
      { ALT: () => g.rule(rules.step, [inner]) },
    ]);
    return g.action(() =>
      c.nara
        ? g.fail("なら belongs to a trigger")
        : { kind: "Conditional" as const, condition: c.condition, effect, span: g.spanFrom(start) },
    );
  });

  /**
   * 以下から1つ選択する。「A。」「B。」: one of the quoted options (a `Choice`). Each option is held
   * as a placeholder until the sentence is read; options.ts then reads each quoted text.
   */
  rules.chooseBelow = g.define("chooseBelow", (): EffectStep => {
    const start = g.lookahead(1);
    const head = g.token(T.ChooseBelow);
    const options: string[] = [];
    g.repeat(() => {
      // an option quoting a name inside it is one token of its own (tokens.ts: OptionLit)
      const o = g.anyToken([T.NameLit, T.OptionLit], 2);
      g.action(() => options.push(o.image.slice(1, -1)));
    });
    return g.action(() => {
      const n = Number(/\d+/.exec(head.image)![0]);
      // 以下から2つ選択する (PPTP P-001): several different options (`choose 2: A or B or C`)
      if (n < 1 || n > options.length)
        return g.fail(`以下から${n}つ選択する with ${options.length} quoted options`);
      if (options.length < 2) return g.fail("以下から1つ選択する without two quoted options");
      const span = g.spanFrom(start);
      return {
        kind: "Choice" as const,
        ...(n > 1 ? { pick: n } : {}),
        options: options.map((text) => ({
          kind: "Todo" as const,
          text: optionPlaceholder(text),
          span,
        })),
        span,
      };
    });
  });

  rules.baseStep = g.define("baseStep", (topic: Selector | undefined): EffectStep =>
    g.choiceByGates([
      {
        GATE: () => g.lookahead(1).tokenType === T.ChooseBelow,
        ALT: () => g.rule(rules.chooseBelow),
      },
      {
        // [ターン終了時まで]以下のテキストを得る。「…」 (SAGA 01-072): a text the topic gets
        GATE: () => topic !== undefined && g.occursAhead(T.GainTextBelow),
        ALT: () => g.rule(rules.grantText, [topic]),
      },
      {
        GATE: g.backtrackIfAhead([T.NiNaruMade], rules.drawToHand),
        ALT: () => g.rule(rules.drawToHand),
      },
      { GATE: g.backtrackIfAhead([T.Hiku, T.Hiki], rules.draw), ALT: () => g.rule(rules.draw) },
      // <X>と同じ枚数カードを引く (GG 01-113; turn-history.ts)
      {
        GATE: g.backtrackIfAhead([T.ToOnajiMaisuu], rules.drawAsMany),
        ALT: () => g.rule(rules.drawAsMany),
      },
      {
        GATE: g.backtrackIfAhead([T.NiTsuki], rules.repeatStep, topic),
        ALT: () => g.rule(rules.repeatStep, [topic]),
      },
      {
        GATE: () => g.lookahead(1).tokenType === T.Kaihen,
        ALT: () => g.rule(rules.perform),
      },
      {
        GATE: () => g.lookahead(4).tokenType === T.PointGive,
        ALT: () => g.rule(rules.givePoints),
      },
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.Opp &&
          g.lookahead(2).tokenType === T.Ha &&
          g.backtrack(rules.must)(),
        ALT: () => g.rule(rules.must),
      },
      {
        GATE: g.backtrackIfAhead(PLAY_BAN_ENDINGS, rules.playBan),
        ALT: () => g.rule(rules.playBan),
      },
      {
        GATE: g.backtrackIfAhead([T.MainPhaseIgaiDemo], rules.playPermit),
        ALT: () => g.rule(rules.playPermit),
      },
      { GATE: g.backtrackIfAhead([T.Miru], rules.lookTop), ALT: () => g.rule(rules.lookTop) },
      // その中にある…を場に出す / サポートエリアに出す (field.ts): before the search, which ends in the hand
      {
        GATE: g.backtrackIfAhead(
          [T.BaNiDasu, T.SupportAreaNiDasu, T.MainAreaNiDasu, T.MaiZutsuDasu],
          rules.lookOntoField,
        ),
        ALT: () => g.rule(rules.lookOntoField),
      },
      // …を見て、「A」1枚と「B」1枚を抜き出し (OGR 01-112): a search with no その中にある
      {
        GATE: g.backtrackIfAhead([T.SonoNaka, T.Nukidashi], rules.search),
        ALT: () => g.rule(rules.search),
      },
      {
        GATE: g.backtrackIfAhead([T.SonoNaka], rules.lookPick),
        ALT: () => g.rule(rules.lookPick),
      },
      {
        ALT: () => {
          const s = g.lookahead(1);
          g.token(T.Shuffle);
          return g.action(() => ({
            kind: "Shuffle" as const,
            player: "you" as const,
            span: g.spanFrom(s),
          }));
        },
      },
      {
        GATE: g.backtrackIfAhead([T.NextPlay], rules.costChange),
        ALT: () => g.rule(rules.costChange),
      },
      {
        GATE: g.backtrackIfAhead([T.AtEot], rules.delayed, topic),
        ALT: () => g.rule(rules.delayed, [topic]),
      },
      {
        GATE: g.backtrackIfAhead(
          [
            T.IruBaai,
            T.ShiteiruBaai,
            // このカードが手札以外からプレイされた場合 (limits.ts)
            T.HandIgaiKara,
            // このカードが妨害されている場合 (WHN 01-001, NUKN 01-088)
            T.SareteiruBaai,
            T.PointGivenBaai,
            T.TurnNoAida,
            T.PlayedOnOwnTurn,
            T.PlayedOnOppTurn,
            T.RemovedBaai,
            T.NoBaai,
            T.PlayedSoFar,
            T.PlayShiteiruBaai,
            T.MotsuBaai,
            // 自分の手札が5枚以上ある場合 / 「X」がいない場合 (KMG 06-100, KMR 01-093)
            T.AruBaai,
            T.InaiBaai,
            T.YoriOoiBaai,
            T.YoriSukunaiBaai,
            // このターンの間に、カードを3枚以上引いている場合 (SRBK P-010, turn-counts.ts)
            T.Hiiteiru,
            // このターン、相手によって自分のポイント置き場にカードが置かれている場合 (FA 01-030, when.ts)
            T.OkareteiruBaai,
            // その中に「X」が含まれていた場合 (CP 01-095, found.ts)
            T.IncludedBaai,
            T.IncludesBaai,
          ],
          rules.conditional,
          topic,
        ),
        ALT: () => g.rule(rules.conditional, [topic]),
      },
      {
        GATE: g.backtrackIfAhead([T.KoEru, T.KoNiSuru], rules.playerCoins),
        ALT: () => g.rule(rules.playerCoins),
      },
      {
        GATE: g.backtrackIfAhead([T.CoinLit, T.NamedCoin], rules.coins),
        ALT: () => g.rule(rules.coins),
      },
      {
        GATE: g.backtrackIfAhead([T.AgainJoin, T.AgainShort], rules.approachAgain, topic),
        ALT: () => g.rule(rules.approachAgain, [topic]),
      },
      {
        // …に変更する, or …と同じ値に変更する (YRYR 01-051: another card's value)
        GATE: g.backtrackIfAhead([T.Change, T.SameValueChange], rules.setStat),
        ALT: () => g.rule(rules.setStat),
      },
      {
        GATE: g.backtrackIfAhead([T.Reset, T.ResetOriginal], rules.resetStat),
        ALT: () => g.rule(rules.resetStat),
      },
      {
        GATE: g.backtrackIfAhead([T.Irekaeru], rules.swapStats),
        ALT: () => g.rule(rules.swapStats),
      },
      {
        GATE: g.backtrackIfAhead([T.PointsByApproachWa], rules.dealsPoints),
        ALT: () => g.rule(rules.dealsPoints),
      },
      {
        GATE: g.backtrackIfAhead([T.Mukou, T.MukouShi], rules.negate),
        ALT: () => g.rule(rules.negate),
      },
      {
        GATE: g.backtrackIfAhead([T.BecomesVoid], rules.textsVoid),
        ALT: () => g.rule(rules.textsVoid),
      },
      { GATE: g.backtrackIfAhead([T.Okikaeru], rules.swap), ALT: () => g.rule(rules.swap) },
      {
        GATE: g.backtrackIfAhead([T.Irekaeru], rules.swapDeckEnds),
        ALT: () => g.rule(rules.swapDeckEnds),
      },
      {
        GATE: g.backtrackIfAhead(RESTRICTION_ENDINGS, rules.restrict, topic),
        ALT: () => g.rule(rules.restrict, [topic]),
      },
      // later actions (later-actions.ts): コインを1個増やす, …にセットする, …からレベルアップできる, 〔K〕する
      {
        GATE: g.backtrackIfAhead([T.Fuyasu], rules.increaseCoins),
        ALT: () => g.rule(rules.increaseCoins),
      },
      {
        GATE: g.backtrackIfAhead([T.SetSuru, T.SetDekiru], rules.attach),
        ALT: () => g.rule(rules.attach),
      },
      {
        GATE: g.backtrackIfAhead([T.Kara], rules.levelUpStep),
        ALT: () => g.rule(rules.levelUpStep),
      },
      {
        GATE: g.backtrackIfAhead([T.Suru, T.Dekiru], rules.keywordAction),
        ALT: () => g.rule(rules.keywordAction),
      },
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.HandKara && g.backtrack(rules.fromHandOntoField)(),
        ALT: () => g.rule(rules.fromHandOntoField),
      },
      {
        GATE: () => g.lookahead(1).tokenType === T.ExDeckKara,
        ALT: () => g.rule(rules.fromExDeck),
      },
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.Hand &&
          g.lookahead(2).tokenType === T.NiAru &&
          g.lookahead(3).tokenType === T.ThisCard,
        ALT: () => g.rule(rules.thisFromHandOntoField),
      },
      { GATE: g.backtrackIfAhead([T.Wo], rules.objectStep), ALT: () => g.rule(rules.objectStep) },
      // 表にしたカードが…の場合、手札に加える (PM_KG 01-037a, KON4 04-026): the object left unsaid is
      // the card just named — `it` (the checker refuses it when nothing before chose a card)
      {
        GATE: () => g.lookahead(1).tokenType === T.AddHand,
        ALT: () => {
          const s = g.lookahead(1);
          g.token(T.AddHand);
          return g.action(() => ({
            kind: "Move" as const,
            target: { kind: "It" as const, span: g.spanFrom(s) },
            to: { zone: "hand" as const, owner: "owner" as const },
            span: g.spanFrom(s),
          }));
        },
      },
      {
        GATE: g.backtrackIfAhead(
          [
            T.ReadyNaru,
            T.ReadySuru,
            T.ReadyDekiru,
            T.RestNaru,
            T.ReturnsHand,
            T.MovesDeckBottom,
            T.MovesDeckTop,
          ],
          rules.intransitive,
          topic,
        ),
        ALT: () => g.rule(rules.intransitive, [topic]),
      },
      { ALT: () => g.rule(rules.gets, [topic]) },
    ]),
  );

  /**
   * <step>[ことができる]: ことができる makes it optional for the one who acts — the controller, or
   * the opponent for 相手はカードを1枚引くことができる (their draw, their choice).
   */
  rules.step = g.define("step", (topic: Selector | undefined): EffectStep => {
    const start = g.lookahead(1);
    const step = g.rule(rules.baseStep, [topic]);
    const may = g.optional(() => g.token(T.KotoGaDekiru));
    return g.action(() => {
      if (!may) return step;
      const player = step.kind === "Draw" ? step.player : ("you" as const);
      return { kind: "May" as const, player, effect: step, span: g.spanFrom(start) };
    });
  });
}

/** 1枚につき: "for each" counts every matching card, so the written 1枚 is not a quantity. */
function stripQuantity(s: Selector): Selector {
  if (s.kind !== "Query") return s;
  const { quantity: _q, ...rest } = s;
  return rest;
}

/** The same duration, said twice (spans aside). */
function sameDuration(a: Duration, b: Duration): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A query that chooses a number of cards: each repeat of a step on it chooses anew. */
function choosesEachTime(s: Selector): boolean {
  return s.kind === "Query" && s.quantity?.kind === "exactly";
}
