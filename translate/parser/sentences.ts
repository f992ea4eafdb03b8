// Sentences: what one 。-ended sentence is. An ability may span several sentences (an event's
// effect, その場合/その後 continuations), so a sentence parses to a piece that the assembler joins:
// the start of an activated ability, a triggered or continuous ability, a play requirement, a
// continuation (with its link), or the "rest of the cards to the bottom" tail of a search.
import type {
  AttachRestriction,
  Condition,
  ContinuousAbility,
  Effect,
  EffectStep,
  KeywordAbility,
  Selector,
  TextCost,
  Timing,
  TriggeredAbility,
} from "../../grammar/ast.ts";
import { JOINING, T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { turnRound } from "../perspective.ts";

export type Link = "none" | "then" | "ifYouDo" | "or";

/** The step a 「<verb>た場合」 link names (置き換えた場合, 捨て札にした場合, 手札に戻した場合). */
export type DoneStep = "Swap" | "Trash" | "ReturnToHand" | "RemoveCoins";

export type ParsedSentence =
  | { type: "activated"; timing: Timing; costs: TextCost[]; effect: Effect }
  | { type: "requirement"; condition: Condition }
  | { type: "continuation"; link: Link; effect: Effect; after?: DoneStep }
  | { type: "restToBottom"; link: "none" | "then"; step: EffectStep }
  | {
      type: "ability";
      ability: TriggeredAbility | ContinuousAbility | KeywordAbility | AttachRestriction;
    }
  | { type: "atEndTopic"; ability: TriggeredAbility };

/** Tokens that end a trigger clause: a sentence without one is not a triggered text. */
const TRIGGER_ENDINGS = [
  T.ShitaBaai,
  T.SuruGotoni,
  T.SaretaBaai,
  T.PointGave,
  T.PointGives,
  T.PutOnField,
  T.PlayedIf,
  T.OkaretaBaai,
  T.OkareruGotoni,
  T.TaijouSasetaBaai,
  T.CostUsedIf,
];

/** Steps a list of two selectors may be the target of. */
const LISTABLE = new Set<EffectStep["kind"]>([
  "Gets",
  "ReturnToHand",
  "Rest",
  "Ready",
  "Trash",
  "Exile",
]);

/** Steps 全てのプレイヤーは、… is read for. */
const EVERY_PLAYER = new Set<EffectStep["kind"]>([
  "ReturnToHand",
  "Rest",
  "Ready",
  "Trash",
  "Exile",
]);

const PHASE: Record<string, Timing["phase"]> = { メイン: "main", アプローチ: "approach" };
const PLAYER: Record<string, Timing["player"]> = {
  自分: "own",
  相手: "opponent",
  両方: "both",
  割り込み: "interrupt",
};

export function defineSentences(g: ParserBase): void {
  const r = g.r;

  /** <selector>は、 — the topic of the sentence. */
  r.topic = g.def("topic", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.Ha);
    g.opt(0, () => g.c(1, T.Comma));
    return s;
  });

  /**
   * <A>と、<B>は、…を得る / <A>と、<B>を<verb>: the same step for two selectors, read as two steps
   * (A's, then B's), as the card files write it. Only for steps whose one target is the list
   * (gains, 手札に戻す, 休息状態にする …), each side this card or a chosen quantity; not with
   * ことができる (whether "may" is one choice or two is not said).
   */
  r.listBody = g.def("listBody", (): EffectStep[] => {
    const first = g.s(0, r.selector);
    g.c(0, T.To);
    g.c(1, T.Comma);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(1, r.topic));
    const step = g.s(2, r.step, topic);
    return g.act(() => {
      const chosen = (x: Selector): boolean =>
        x.kind === "This" || (x.kind === "Query" && x.quantity?.kind === "exactly");
      if (!LISTABLE.has(step.kind) || !("target" in step))
        return g.fail("a list before a step that does not take it");
      const second = step.target as Selector;
      if (topic && second !== topic) return g.fail("the list is not the step's target");
      if (!chosen(first) || !chosen(second))
        return g.fail("a list of selectors that are not chosen");
      return [{ ...step, target: first, span: { ...step.span } } as EffectStep, step];
    });
  });

  /**
   * 全てのプレイヤーは、<step>: each player does it, said from each one's side — your step, then
   * the opponent's (Must: the opponent makes its own choices), as the card files write it.
   */
  r.everyPlayer = g.def("everyPlayer", (): EffectStep[] => {
    const start = g.la(1);
    g.c(0, T.AllPlayers);
    g.c(1, T.Ha);
    g.opt(0, () => g.c(2, T.Comma));
    const step = g.s(0, r.step, undefined);
    return g.act(() => {
      // only a step on chosen cards: who chooses is what the Must says
      if (!EVERY_PLAYER.has(step.kind))
        return g.fail("全てのプレイヤー with a step that is not a choice of cards");
      return [
        step,
        {
          kind: "Must" as const,
          player: "opponent" as const,
          effect: turnRound(step),
          span: g.spanFrom(start),
        },
      ];
    });
  });

  /** 全てのデッキの上のカードN枚を捨て札にする: your deck's, then the opponent's (as the card files write it). */
  r.everyDeck = g.def("everyDeck", (): EffectStep[] => {
    g.c(0, T.All);
    const step = g.s(0, r.step, undefined);
    return g.act(() => {
      if (
        (step.kind !== "Trash" && step.kind !== "Exile") ||
        step.target.kind !== "Query" ||
        step.target.zone?.top === undefined
      ) {
        return g.fail("全てのデッキ with a step that is not on the top cards");
      }
      const t = step.target;
      return [
        step,
        { ...step, target: { ...t, zone: { ...t.zone!, owner: "opponent's" as const } } },
      ];
    });
  });

  /** [<topic>は、]<step>: one effect; the topic defaults to the sentence's. */
  r.body = g.def("body", (outer: Selector | undefined): Effect => {
    const start = g.la(1);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(0, r.topic)) ?? outer;
    const steps = g.altG<Effect["steps"]>(0, [
      {
        GATE: g.when([T.Totomoni], r.readyAgain, topic),
        ALT: () => {
          const s = g.s(2, r.readyAgain, topic);
          return g.act(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: g.when([T.AnyOrder], r.lookRearrange),
        ALT: () => {
          const s = g.s(5, r.lookRearrange);
          return g.act(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: g.when([T.Modoshi], r.returnShuffle),
        ALT: () => {
          const s = g.s(3, r.returnShuffle);
          return g.act(() =>
            s.map((step, i) => ({ link: i === 0 ? ("none" as const) : ("then" as const), step })),
          );
        },
      },
      {
        GATE: () => !topic && g.la(1).tokenType === T.All && g.la(2).tokenType === T.DeckTop,
        ALT: () => {
          const s = g.s(8, r.everyDeck);
          return g.act(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: () =>
          !topic &&
          g.la(1).tokenType === T.ThisTurn &&
          g.la(2).tokenType === T.Comma &&
          g.bt(r.thisTurnTopic).call(g),
        ALT: () => {
          const s = g.s(9, r.thisTurnTopic);
          return g.act(() => [{ link: "none" as const, step: s }]);
        },
      },
      {
        GATE: () => !topic && g.la(1).tokenType === T.AllPlayers,
        ALT: () => {
          const s = g.s(7, r.everyPlayer);
          return g.act(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: () => !topic && g.ahead(T.To) && g.bt(r.listBody).call(g),
        ALT: () => {
          const s = g.s(6, r.listBody);
          return g.act(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        ALT: () => {
          const steps = [g.s(1, r.step, topic)];
          // 「…を休息状態にし、カードを1枚引く」: a joining verb form chains the next step
          g.repG(
            1,
            () => JOINING.includes(g.la(0).tokenType),
            () => {
              g.c(0, T.Comma);
              const next = g.s(4, r.step, topic);
              g.act(() => steps.push(next));
            },
          );
          // <topic>は、…を得るとともに[、]<step>: the topic's gain and a second step of the same topic,
          // one action; 「…とともに…することができる」: the may covers both (`you may (A; B)`)
          g.optG(
            3,
            () => g.la(1).tokenType === T.Totomoni,
            () => {
              g.c(5, T.Totomoni);
              g.opt(4, () => g.c(6, T.Comma));
              const next = g.s(8, r.step, topic);
              g.act(() => {
                const first = steps[steps.length - 1]!;
                if (!topic || steps.length !== 1 || first.kind !== "Gets" || first.target !== topic)
                  return g.fail("とともに after a step that is not the topic's gain");
                const optional = next.kind === "May" && next.player === "you";
                const second = optional ? next.effect : next;
                if (second.kind === "May" || second.kind === "Choice")
                  return g.fail("とともに before an optional step");
                // a chosen topic (自分のキャラ1枚は、…) is chosen once: the second step is about it
                const it = topic.kind === "Query" ? aboutIt(second, topic) : second;
                if (!it)
                  return g.fail("とともに before a step about another card than the chosen topic");
                // 「ターン終了時まで+20/+20を得るとともに、…妨害されない」: the duration covers both
                const about: EffectStep =
                  it.kind === "Restrict" && !it.duration && first.duration
                    ? { ...it, duration: first.duration }
                    : it;
                if (!optional) return void steps.push(about);
                const span = { ...first.span, end: next.span.end };
                steps[0] = {
                  kind: "May",
                  player: "you",
                  effect: { kind: "Group", steps: [first, about], span },
                  span,
                };
              });
            },
          );
          return g.act(() => {
            if (JOINING.includes(g.la(0).tokenType))
              return g.fail("a sentence cannot end in a joining verb form");
            // 「Aし、Bことができる」: whether "may" covers A too is not said — refuse rather than guess
            if (steps.length > 1 && steps.some((s) => s.kind === "May"))
              return g.fail("ことができる after a chain of steps");
            // 「…場合、Aし、B」 / 「ターン終了時に、Aし、B」: the condition or the delay covers the whole
            // clause, so its step is the group of them (`if …, (A; B)`)
            const head = steps[0]!;
            if (steps.length > 1 && (head.kind === "Conditional" || head.kind === "Delayed")) {
              const group: EffectStep = {
                kind: "Group",
                steps: [head.effect, ...steps.slice(1)],
                span: { ...head.effect.span, end: steps.at(-1)!.span.end },
              };
              return [
                {
                  link: "none" as const,
                  step: { ...head, effect: group, span: { ...head.span, end: group.span.end } },
                },
              ];
            }
            return steps.map((step) => ({ link: "none" as const, step }));
          });
        },
      },
    ]);
    return g.act(() => ({ steps, span: g.spanFrom(start) }));
  });

  r.cost = g.def("cost", (): TextCost => {
    const t = g.c(0, T.CostBracket);
    return g.act(() => {
      const inner = t.image.slice(1, -1);
      const span = g.spanFrom(t);
      return inner === "休"
        ? { kind: "Rest" as const, span }
        : { kind: "Source" as const, amount: Number(inner), span };
    });
  });

  r.activated = g.def("activated", (): ParsedSentence => {
    const t = g.c(0, T.Timing);
    g.opt(0, () => g.c(1, T.Colon));
    const costs: TextCost[] = [];
    g.rep(0, () => {
      const c = g.s(0, r.cost);
      g.act(() => costs.push(c));
    });
    const effect = g.s(1, r.body, undefined);
    return g.act(() => {
      const [phase = "", player = ""] = t.image.slice(1, -1).split("/");
      const timing: Timing = {
        phase: PHASE[phase] ?? "main",
        player: PLAYER[player] ?? "own",
        span: g.spanFrom(t),
      };
      return { type: "activated" as const, timing, costs, effect };
    });
  });

  r.triggered = g.def("triggered", (): ParsedSentence => {
    const start = g.la(1);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(0, r.topic));
    const t = g.s(1, r.trigger, topic);
    g.c(0, T.Comma);
    const cond = g.optG(1, g.bt(r.condition, topic), () => {
      const c = g.s(2, r.condition, topic);
      g.c(1, T.Comma);
      return c;
    });
    const effect = g.s(3, r.body, topic);
    return g.act(() => {
      if (cond && !cond.nara)
        return g.fail("an effect condition after a trigger is read as a conditional step");
      if (cond && t.condition) return g.fail("two trigger conditions");
      const ability: TriggeredAbility = {
        kind: "Triggered",
        mode: t.mode,
        trigger: t.trigger,
        effect,
        span: g.spanFrom(start),
      };
      const condition = t.condition ?? cond?.condition;
      if (condition) ability.condition = condition;
      return { type: "ability" as const, ability };
    });
  });

  r.continuous = g.def("continuous", (): ParsedSentence => {
    const start = g.la(1);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(0, r.topic));
    // このカードは、手札にある状態で、…使用コスト-2を得る: a cost change works where the cost is
    // paid, from the hand — the card language writes it as this card's continuous text.
    const inHand =
      g.opt(5, () => {
        g.c(1, T.InHandState);
        g.c(2, T.Comma);
        return true;
      }) ?? false;
    const cond = g.optG(1, g.bt(r.condition, topic), () => {
      const c = g.s(1, r.condition, topic);
      g.c(0, T.Comma);
      return c;
    });
    const effect = g.s(2, r.staticEffect, topic);
    return g.act(() => {
      if (cond?.nara) return g.fail("なら belongs to a trigger");
      if (
        inHand &&
        !(
          topic?.kind === "This" &&
          effect.kind === "Gets" &&
          effect.cost !== undefined &&
          !effect.stat &&
          !effect.per &&
          effect.keywords.length === 0
        )
      ) {
        return g.fail("手札にある状態で is read only for this card's own cost change");
      }
      const ability: ContinuousAbility = { kind: "Continuous", effect, span: g.spanFrom(start) };
      if (cond) ability.condition = cond.condition;
      return { type: "ability" as const, ability };
    });
  });

  r.plain = g.def("plain", (): ParsedSentence => {
    const effect = g.s(0, r.body, undefined);
    return { type: "continuation" as const, link: "none" as const, effect };
  });

  r.requirementSentence = g.def("requirementSentence", (): ParsedSentence => {
    g.c(0, T.UseCondition);
    g.opt(0, () => g.c(1, T.Colon));
    const condition = g.s(0, r.requirement);
    return { type: "requirement" as const, condition };
  });

  r.sentence = g.def("sentence", (): ParsedSentence =>
    g.altG(0, [
      { ALT: () => g.s(0, r.activated) },
      { ALT: () => g.s(1, r.requirementSentence) },
      { GATE: g.when([T.Nokori], r.restToBottom), ALT: () => g.s(2, r.restToBottom) },
      { GATE: g.bt(r.linked), ALT: () => g.s(3, r.linked) },
      { GATE: g.bt(r.createTrigger), ALT: () => g.s(4, r.createTrigger) },
      { GATE: g.when([T.FreeEntry], r.freeEntry), ALT: () => g.s(5, r.freeEntry) },
      { GATE: g.when([T.OnlySet], r.attachRestriction), ALT: () => g.s(12, r.attachRestriction) },
      { GATE: g.bt(r.atEnd), ALT: () => g.s(6, r.atEnd) },
      {
        GATE: g.when([T.MainPhaseStart, T.ApproachPhaseStart], r.atPhaseStart),
        ALT: () => g.s(11, r.atPhaseStart),
      },
      { GATE: g.when([T.AtEot], r.atEndTopic), ALT: () => g.s(10, r.atEndTopic) },
      { GATE: g.when(TRIGGER_ENDINGS, r.triggered), ALT: () => g.s(7, r.triggered) },
      { GATE: g.bt(r.continuous), ALT: () => g.s(8, r.continuous) },
      { ALT: () => g.s(9, r.plain) },
    ]),
  );
}

/** The step with its target (the chosen topic) said as `it`; undefined when it is about another card. */
function aboutIt(step: EffectStep, topic: Selector): EffectStep | undefined {
  if (!("target" in step) || step.target !== topic) return undefined;
  return { ...step, target: { kind: "It", span: topic.span } } as EffectStep;
}
