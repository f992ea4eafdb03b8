// Sentences: what one 。-ended sentence is. An ability may span several sentences (an event's
// effect, その場合/その後 continuations), so a sentence parses to a piece that the assembler joins:
// the start of an activated ability, a triggered or continuous ability, a play requirement, a
// continuation (with its link), or the "rest of the cards to the bottom" tail of a search.
import type {
  Color,
  Condition,
  ContinuousAbility,
  Effect,
  EffectStep,
  Selector,
  StaticEffect,
  TextCost,
  Timing,
  TriggeredAbility,
} from "../../grammar/ast.ts";
import { FREE_ENTRY_ENDINGS, JOINING, T } from "../tokens.ts";
import type { ParserBase } from "./base.ts";
import { optionalCondition } from "./conditions.ts";
import { listAhead } from "./lists.ts";
import { paidFor } from "./costs.ts";
import { turnRound } from "../perspective.ts";
import { EVERY_PLAYER_CONTROLLER_FIRST } from "../../runtime/rules/project-rulings.ts";
import type { ParsedSentence } from "./results.ts";
import { atEndText } from "./events-states.ts";
import type { AlsoAtEnd } from "./results.ts";

/** How a text of this card that works from the hand can start (rules.inHandWhile). */
const HAND_STARTS = new Set([T.InHandState, T.InHandIf, T.Own, T.Opp]);

/** Tokens that end a trigger clause: a sentence without one is not a triggered text. */
/** The endings of an event said before it happens (する場合): a replacement's (代わりに). */
const REPLACEMENT_ENDINGS = [T.SuruBaai, T.PointGiveBaai];

const TRIGGER_ENDINGS = [
  T.ShitaBaai,
  T.SuruGotoni,
  T.SaretaBaai,
  T.SareruGotoni,
  T.PointGave,
  T.PointGives,
  T.PutOnField,
  T.PlayedIf,
  T.BecamePlayingIf,
  T.PlayShitaBaai,
  T.PlaySuruGotoni,
  T.HiitaBaai,
  T.HikuGotoni,
  T.OkaretaBaai,
  T.OkareruGotoni,
  T.LeftFieldIf,
  T.LeavesFieldEach,
  T.MovedIf,
  T.MovesEach,
  T.TaijouSasetaBaai,
  T.CostUsedIf,
  T.PointReceivedIf,
  T.PointReceivedEach,
  T.TextUseIf,
  T.TextUseEach,
  T.DeckMitaBaai,
  T.DeckMiruGotoni,
  T.WoOkonattaBaai,
  T.WoOkonauGotoni,
  T.ReturnedToHandIf,
  T.ReturnsToHandEach,
  // 休息状態になった場合 / 休息状態になるごとに (PM_KG 01-055)
  T.BecameRestedIf,
  T.BecomesRestedEach,
];

/** Steps 全てのプレイヤーは、… is read for. */
const EVERY_PLAYER = new Set<EffectStep["kind"]>([
  // 全てのプレイヤーは、自分のキャラ1枚を指定する (DNP 01-106): each designates one of their own
  "Designate",
  "TurnPoints",
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
  const { rules } = g;

  /** <selector>は、 — the topic of the sentence. */
  rules.topic = g.define("topic", (): Selector => {
    const s = g.rule(rules.selector);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    return s;
  });

  /**
   * 全てのプレイヤーは、<step>: each player does it, said from each one's side — your step, then
   * the opponent's (Must: the opponent makes its own choices), as the card files write it.
   */
  rules.everyPlayer = g.define("everyPlayer", (): EffectStep[] => {
    const start = g.lookahead(1);
    g.token(T.AllPlayers);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    const step = g.rule(rules.step, [undefined]);
    return g.action(() => {
      // only a step on chosen cards: who chooses is what the Must says
      if (!EVERY_PLAYER_CONTROLLER_FIRST)
        return g.fail("全てのプレイヤー: the order of the players is not the controller's first");
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

  /**
   * 全てのポイント置き場にある全てのカードを裏向きにする (ORG2 02-117): your pile's, then the
   * opponent's (as 全てのデッキ below).
   */
  rules.everyPile = g.define("everyPile", (): EffectStep[] => {
    g.token(T.All);
    const step = g.rule(rules.step, [undefined]);
    return g.action(() => {
      if (step.kind !== "TurnPoints") return g.fail("全てのポイント置き場 with another step");
      const t = step.target;
      if (t.kind !== "Query" || t.zone?.zone !== "pointPile" || t.zone.owner || t.owner)
        return g.fail("全てのポイント置き場 with a step that is not on point cards");
      const pile = (owner: "your" | "opponent's"): EffectStep => ({
        ...step,
        target: { ...t, zone: { zone: "pointPile" as const, owner } },
      });
      return [pile("your"), pile("opponent's")];
    });
  });

  /**
   * 全てのデッキの上(下)のカードN枚を捨て札にする: your deck's, then the opponent's (as the card files
   * write it).
   */
  rules.everyDeck = g.define("everyDeck", (): EffectStep[] => {
    g.token(T.All);
    const step = g.rule(rules.step, [undefined]);
    return g.action(() => {
      if (
        (step.kind !== "Trash" && step.kind !== "Exile") ||
        step.target.kind !== "Query" ||
        step.target.zone?.top === undefined
      ) {
        return g.fail("全てのデッキ with a step that is not on the top (bottom) cards");
      }
      const t = step.target;
      return [
        step,
        { ...step, target: { ...t, zone: { ...t.zone!, owner: "opponent's" as const } } },
      ];
    });
  });

  /** [<topic>は、]<step>: one effect; the topic defaults to the sentence's. */
  rules.body = g.define("body", (outer: Selector | undefined): Effect => {
    const start = g.lookahead(1);
    const topic = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic)) ?? outer;
    const steps = g.choiceByGates<Effect["steps"]>([
      // その中にある…を抜き出し、表にしてから手札に加える, after a look said in its own sentence
      // (deck.ts search, KMPD P-027's canonical form): first, as other readings take 表に or
      // その中にある; without 表にしてから it stays the move among it it always was
      {
        GATE: () =>
          g.lookahead(1).tokenType === T.SonoNaka &&
          g.occursAhead(T.Nukidashi) &&
          g.occursAhead(T.Omote) &&
          g.backtrack(rules.search)(),
        ALT: () => {
          const s = g.rule(rules.search);
          return g.action(() => [{ link: "none" as const, step: s }]);
        },
      },
      // 相手は、…を妨害に参加させることができない / 全てのプレイヤーは、…をプレイすることができない
      // (limits.ts): before the plain play ban and 全てのプレイヤーは、<step>
      {
        GATE: () =>
          !topic &&
          g.backtrackIfAhead([T.SaseruCannot, T.CannotPlay, T.CannotPlayLong], rules.playerLimit)(),
        ALT: () => {
          const s = g.rule(rules.playerLimit);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: g.backtrackIfAhead([T.Totomoni], rules.readyAgain, topic),
        ALT: () => {
          const s = g.rule(rules.readyAgain, [topic]);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      // <X>は、このターン、アプローチに参加しなかった場合、ターン終了時に… (turn-history.ts)
      {
        GATE: () =>
          topic !== undefined &&
          g.lookahead(1).tokenType === T.ThisTurn &&
          g.backtrack(rules.chosenThisTurn, topic)(),
        ALT: () => {
          const s = g.rule(rules.chosenThisTurn, [topic]);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      // デッキの上のカード1枚を表にしてから手札に移す (field.ts): two steps, the second on `it`
      {
        GATE: g.backtrackIfAhead([T.Omote], rules.revealToHand),
        ALT: () => {
          const s = g.rule(rules.revealToHand);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      // デッキの上のカードを<X>の枚数と同じ枚数見て、その中にある…を抜き出し (deck.ts): two steps
      {
        GATE: g.backtrackIfAhead([T.ToOnajiMaisuu], rules.countedLookSearch),
        ALT: () => {
          const s = g.rule(rules.countedLookSearch);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: g.backtrackIfAhead([T.AnyOrder], rules.lookRearrange),
        ALT: () => {
          const s = g.rule(rules.lookRearrange);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      // デッキの中を全て見て、その中にあるカード1枚を抜き出し、デッキをシャッフルする (shuffle.ts)
      {
        GATE: g.backtrackIfAhead([T.Nukidashi], rules.pickShuffle),
        ALT: () => {
          const s = g.rule(rules.pickShuffle);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: g.backtrackIfAhead([T.Modoshi, T.Utsushi], rules.returnShuffle),
        ALT: () => {
          const s = g.rule(rules.returnShuffle);
          return g.action(() =>
            s.map((step, i) => ({ link: i === 0 ? ("none" as const) : ("then" as const), step })),
          );
        },
      },
      {
        GATE: () =>
          !topic && g.lookahead(1).tokenType === T.All && g.lookahead(2).tokenType === T.PointPile,
        ALT: () => {
          const s = g.rule(rules.everyPile);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        // 全てのデッキの上 / デッキの下のカードN枚: either end of each deck
        GATE: () =>
          !topic &&
          g.lookahead(1).tokenType === T.All &&
          (g.lookahead(2).tokenType === T.DeckTop || g.lookahead(2).tokenType === T.DeckBottom),
        ALT: () => {
          const s = g.rule(rules.everyDeck);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: () =>
          !topic &&
          g.lookahead(1).tokenType === T.ThisTurn &&
          g.lookahead(2).tokenType === T.Comma &&
          g.backtrack(rules.thisTurnTopic)(),
        ALT: () => {
          const s = g.rule(rules.thisTurnTopic);
          return g.action(() => [{ link: "none" as const, step: s }]);
        },
      },
      {
        GATE: () => !topic && g.lookahead(1).tokenType === T.AllPlayers,
        ALT: () => {
          const s = g.rule(rules.everyPlayer);
          return g.action(() => s.map((step) => ({ link: "none" as const, step })));
        },
      },
      {
        GATE: () => !topic && listAhead(g) && g.backtrack(rules.listStep)(),
        ALT: () => {
          const s = g.rule(rules.listStep);
          // a list of one step each (and) is written as those steps, as the card files write it
          return g.action(() =>
            (s.step.kind === "Group" ? s.step.steps : [s.step]).map((step) => ({
              link: "none" as const,
              step,
            })),
          );
        },
      },
      {
        ALT: () => {
          const steps = [g.rule(rules.step, [topic])];
          // 「…を休息状態にし、カードを1枚引く」: a joining verb form chains the next step
          g.repeatWhile(
            () => JOINING.includes(g.lookahead(0).tokenType),
            () => {
              g.token(T.Comma);
              const next = g.rule(rules.step, [topic], 2);
              g.action(() => steps.push(next));
            },
          );
          // 「Aし、BすることでCすることができる」: the steps read so far are the cost of C (costs.ts)
          g.optionalIf(
            () => g.lookahead(1).tokenType === T.KotoDe,
            () => {
              const paid = g.rule(rules.paidStep, [topic]);
              g.action(() => {
                if (steps.some((s) => s.kind === "May")) return g.fail("an optional cost");
                steps.splice(0, steps.length, paidFor([...steps], paid));
              });
            },
            4,
          );
          // <topic>は、…を得るとともに[、]<step>: the topic's gain and a second step of the same topic,
          // one action; 「…とともに…することができる」: the may covers both (`you may (A; B)`)
          g.optionalIf(
            () => g.lookahead(1).tokenType === T.Totomoni,
            () => {
              g.token(T.Totomoni);
              g.optional(() => g.token(T.Comma, 2), 3);
              const next = g.rule(rules.step, [topic], 3);
              g.action(() => {
                const first = steps[steps.length - 1]!;
                // 「…は、活動状態になるとともに、…を得る」: the topic's readying, like its gain
                if (
                  !topic ||
                  steps.length !== 1 ||
                  (first.kind !== "Gets" && first.kind !== "Ready") ||
                  first.target !== topic
                )
                  return g.fail("とともに after a step that is not the topic's gain or readying");
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
                  it.kind === "Restrict" && !it.duration && first.kind === "Gets" && first.duration
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
            2,
          );
          return g.action(() => {
            if (JOINING.includes(g.lookahead(0).tokenType))
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
    return g.action(() => ({ steps, span: g.spanFrom(start) }));
  });

  /** A coloured text cost 《赤1》 (rule 5.4): the colour word before the amount. */
  const COST_COLOR: Record<string, Color> = {
    赤: "red",
    青: "blue",
    黄: "yellow",
    緑: "green",
    紫: "purple",
  };
  rules.cost = g.define("cost", (): TextCost => {
    const t = g.token(T.CostBracket);
    return g.action(() => {
      const inner = t.image.slice(1, -1);
      const span = g.spanFrom(t);
      if (inner === "休") return { kind: "Rest" as const, span };
      const color = COST_COLOR[inner[0]!];
      return color
        ? { kind: "Source" as const, amount: Number(inner.slice(1)), color, span }
        : { kind: "Source" as const, amount: Number(inner), span };
    });
  });

  rules.activated = g.define("activated", (): ParsedSentence => {
    const t = g.token(T.Timing);
    g.optional(() => g.token(T.Colon));
    const costs: TextCost[] = [];
    g.repeat(() => {
      const c = g.rule(rules.cost);
      g.action(() => costs.push(c));
    });
    // 「X」▶ before the effect (rule 7.11: kept with its name, warned and refused)
    const mark = g.optional(() => {
      const name = g.token(T.NameLit);
      g.token(T.Arrow);
      return g.action(() => ({ name: name.image.slice(1, -1), span: g.spanFrom(name) }));
    }, 2);
    // [メイン/自分]:このターン、…が登場した場合、… (SRBKM 01-111b): the text creates a trigger for
    // this turn, as a triggered text's effect may (told apart by its gate, as in `triggered`)
    const effect = g.choiceByGates<Effect>(
      [
        {
          GATE: () => g.lookahead(1).tokenType === T.ThisTurn && g.backtrack(rules.createTrigger)(),
          ALT: () => {
            const created = g.rule(rules.createTrigger, [], 2);
            return g.action(() =>
              created.type === "continuation" ? created.effect : g.fail("not a created trigger"),
            );
          },
        },
        // 自分の全てのキャラは、…妨害されず、…する場合、代わりに… (K_ON2 03-115, joined.ts)
        {
          GATE: () => g.occursAhead(T.Sarezu) && g.backtrack(rules.blockedThenInstead)(),
          ALT: () => g.rule(rules.blockedThenInstead),
        },
        // 相手のキャラ1枚は、…を妨害できず、相手は、指定されたキャラのテキストを使用できない (joined.ts)
        {
          GATE: () => g.occursAhead(T.WoCannotBlockZu) && g.backtrack(rules.cannotBlockThenTexts)(),
          ALT: () => g.rule(rules.cannotBlockThenTexts),
        },
        { ALT: () => g.rule(rules.body, [undefined]) },
      ],
      7,
    );
    return g.action(() => {
      const bullet = t.image.startsWith("・");
      const [phase = "", player = ""] = t.image.replace(/^・/, "").slice(1, -1).split("/");
      const timing: Timing = {
        phase: PHASE[phase] ?? "main",
        player: PLAYER[player] ?? "own",
        span: g.spanFrom(t),
      };
      const read = {
        type: "activated" as const,
        timing,
        costs,
        ...(mark ? { nameMark: mark } : {}),
        effect,
      };
      return bullet ? { ...read, mode: true as const } : read;
    });
  });

  rules.triggered = g.define("triggered", (): ParsedSentence => {
    const start = g.lookahead(1);
    const topic = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic));
    const t = g.rule(rules.trigger, [topic]);
    g.token(T.Comma);
    const cond = optionalCondition(g, topic, 2);
    // 登場した場合、このターン、相手のイベントカードがプレイされた場合、… (ORG2 02-026): the effect
    // creates a trigger for this turn (told apart by its gate: one token of lookahead)
    const effect = g.choiceByGates<Effect>(
      [
        {
          // このターンのメインフェイズの間、<topic>は、<restriction> (SRBKM 02-045, joined.ts)
          GATE: () =>
            g.lookahead(1).tokenType === T.ThisTurnMainPhase && g.backtrack(rules.mainPhaseTopic)(),
          ALT: () => {
            const step = g.rule(rules.mainPhaseTopic);
            return g.action(() => ({ steps: [{ link: "none" as const, step }], span: step.span }));
          },
        },
        {
          GATE: () => g.lookahead(1).tokenType === T.ThisTurn && g.backtrack(rules.createTrigger)(),
          ALT: () => {
            const created = g.rule(rules.createTrigger);
            return g.action(() =>
              created.type === "continuation" ? created.effect : g.fail("not a created trigger"),
            );
          },
        },
        // …手札にある状態で、…場合、このカードを場に出す (field.ts): from the hand, guarded
        {
          GATE: () =>
            triggerWorksFromHand(t?.condition) &&
            g.occursAhead(T.BaNiDasu) &&
            g.backtrack(rules.handOntoField, topic)(),
          ALT: () => g.rule(rules.handOntoField, [topic]),
        },
        // …ゲームから取り除かれている状態で、…場合、このカードを場に出す (SG 01-077, texts.ts): the
        // card from the removed zone (lowering takes `this` from there in such a text)
        {
          GATE: () =>
            triggerWorksFromRemoved(t?.condition) &&
            g.occursAhead(T.BaNiDasu) &&
            g.backtrack(rules.removedOntoField, topic)(),
          ALT: () => g.rule(rules.removedOntoField, [topic]),
        },
        { ALT: () => g.rule(rules.body, [topic]) },
      ],
      6,
    );
    return g.action(() => {
      if (t.mode === "instead")
        return g.fail("an event before it happens (する場合) needs 代わりに");
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

  /**
   * [<topic>は、]<subject>が<event>する場合、代わりに<effect> (PPTP 01-081 「自分の『T』のキャラが退場する
   * 場合、代わりにこのカードをデッキの下に移すことができる」, TKR 01-034 「このカードがアプローチで
   * ポイントを与える場合、代わりに…」): a continuous replacement (REPLACEMENT_EFFECTS). Said of a
   * card just designated, the assembler makes it a replacement created for the turn.
   */
  rules.replacement = g.define("replacement", (): ParsedSentence => {
    const start = g.lookahead(1);
    const topic = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic));
    const t = g.rule(rules.trigger, [topic]);
    g.token(T.Comma);
    g.token(T.Kawarini);
    const effect = g.rule(rules.body, [topic]);
    return g.action((): ParsedSentence => {
      if (t.mode !== "instead") return g.fail("代わりに after an event that has happened");
      const span = g.spanFrom(start);
      const ability: ContinuousAbility = {
        kind: "Continuous",
        effect: { kind: "Replacement", trigger: t.trigger, effect, span },
        span,
      };
      if (t.condition) ability.condition = t.condition;
      return { type: "ability" as const, ability };
    });
  });

  /**
   * 手札にある状態で[、] / 手札にある場合、 / <state>状態で手札にある場合、 (DNMC P-002: 自分が経験
   * コインを2個以上持つ状態で; SRBKM 02-060: 自分の「X」がアプローチしている状態で): where this
   * card's text works, with the state it needs there (the text's condition).
   */
  rules.inHandWhile = g.define("inHandWhile", (): { condition?: Condition } =>
    g.choiceByGates<{ condition?: Condition }>([
      {
        GATE: () => g.lookahead(1).tokenType === T.InHandState,
        ALT: () => {
          g.token(T.InHandState);
          g.optional(() => g.token(T.Comma));
          return {};
        },
      },
      {
        GATE: () => g.lookahead(1).tokenType === T.InHandIf,
        ALT: () => {
          g.token(T.InHandIf);
          g.token(T.Comma, 2);
          return {};
        },
      },
      {
        ALT: () => {
          const condition = g.rule(rules.whileCondition);
          g.token(T.InHandIf, 2);
          g.token(T.Comma, 3);
          return { condition };
        },
      },
    ]),
  );

  rules.continuous = g.define("continuous", (): ParsedSentence => {
    const start = g.lookahead(1);
    const topic = g.optionalIf(g.backtrack(rules.topic), () => g.rule(rules.topic));
    // このカードは、手札にある状態で、…使用コスト-2を得る: a cost change works where the cost is
    // paid, from the hand — the card language writes it as this card's continuous text.
    const hand = g.optionalIf(
      () =>
        topic?.kind === "This" &&
        HAND_STARTS.has(g.lookahead(1).tokenType) &&
        g.backtrack(rules.inHandWhile)(),
      () => g.rule(rules.inHandWhile),
      2,
    );
    const inHand = hand !== undefined;
    const early = optionalCondition(g, topic, 3);
    const cond: typeof early =
      hand?.condition && !early ? { condition: hand.condition, nara: false } : early;
    // 自分の【Y】が3枚以上いる場合、このカードは+30/+30を得る / 自分のターンの間、このカードは…:
    // the condition before the topic says the same as after it (rule 7.2: applies while it holds)
    const late = g.optionalIf(
      () => !topic && cond !== undefined && g.backtrack(rules.topic)(),
      () => g.rule(rules.topic, 2),
      4,
    );
    const subject = topic ?? late;
    const effect = g.rule(rules.staticEffect, [subject]);
    // …を得るとともに、相手のカードの効果の対象にならない (KGY 01-047): a second continuous effect of
    // the same subject under the same condition — two texts that apply together (rule 7.2)
    const also = g.optional(() => {
      g.token(T.Totomoni, 2);
      g.token(T.Comma, 5);
      // …とともに、[自分の]ターン終了時に活動状態になる (GG 01-061): a moment's step (events-states.ts)
      return g.choice<{ atEnd: AlsoAtEnd } | { effect: StaticEffect }>(
        [
          {
            GATE: g.backtrackIfAhead([T.AtEot], rules.alsoAtEnd, subject),
            ALT: () => ({ atEnd: g.rule(rules.alsoAtEnd, [subject]) }),
          },
          { ALT: () => ({ effect: g.rule(rules.staticEffect, [subject], 2) }) },
        ],
        6,
      );
    }, 5);
    return g.action(() => {
      if (cond?.nara) return g.fail("なら belongs to a trigger");
      if (hand?.condition && early) return g.fail("two conditions of a text in the hand");
      // このカードは、手札にある場合、…にもレベルアップを行うことができる (DDH 02-010): where the
      // permission works is said as the text's condition (`while this is in your hand`)
      const levelUpInHand = inHand && !hand?.condition && !cond && effect.kind === "MayLevelUp";
      if (inHand && !levelUpInHand && !(subject?.kind === "This" && worksFromHand(effect)))
        return g.fail(
          "手札にある状態で is read only for this card's own cost change, free entry or a level-up permission",
        );
      if (also && inHand) return g.fail("two effects of a text in the hand");
      const span = g.spanFrom(start);
      // 自分の全ての「X」は、使用コストが…より3以上高い場合、退場しない (DDH 02-070): each card's own
      // stat is a filter of the subject, not a condition of the text (measures.ts)
      const folded = foldOwnStat(subject, cond?.condition, effect);
      if (folded) {
        if (also) return g.fail("a second text beside a stat folded into the subject");
        const ability: ContinuousAbility = { kind: "Continuous", effect: folded, span };
        return { type: "ability" as const, ability };
      }
      const ability: ContinuousAbility = { kind: "Continuous", effect, span };
      if (cond) ability.condition = cond.condition;
      if (levelUpInHand)
        ability.condition = { kind: "Is", subject: { kind: "This", span }, state: "inHand", span };
      if (!also) return { type: "ability" as const, ability };
      if ("atEnd" in also)
        return { type: "ability" as const, ability, also: [atEndText(also.atEnd, ability)] };
      const second: ContinuousAbility = { ...ability, effect: also.effect };
      return { type: "ability" as const, ability, also: [second] };
    });
  });

  rules.plain = g.define("plain", (): ParsedSentence => {
    const effect = g.rule(rules.body, [undefined]);
    return { type: "continuation" as const, link: "none" as const, effect };
  });

  rules.requirementSentence = g.define("requirementSentence", (): ParsedSentence => {
    g.token(T.UseCondition);
    g.optional(() => g.token(T.Colon));
    const condition = g.rule(rules.requirement);
    return { type: "requirement" as const, condition };
  });

  /**
   * このカードをプレイする場合、以下から1つ選択する (DNMC 01-104, MC 01-110; 使用する場合 SPK 01-120):
   * the bulleted timings after it are the event's modes, one chosen with the play.
   */
  rules.modesHeader = g.define("modesHeader", (): ParsedSentence => {
    g.choice([{ ALT: () => g.token(T.PlayThisCardIf) }, { ALT: () => g.token(T.UseThisCardIf) }]);
    const head = g.token(T.ChooseBelow);
    return g.action(() => {
      const n = Number(/\d+/.exec(head.image)![0]);
      if (n !== 1) return g.lacks(`以下から${n}つ選択する: ${n} modes at once`);
      return { type: "modesHeader" as const };
    });
  });

  /** このテキストは、<condition>場合にのみ使用できる (DNMC2 01-002b, GRAN 01-008). */
  rules.useCondition = g.define("useCondition", (): ParsedSentence => {
    g.token(T.ThisText);
    g.token(T.Ha);
    g.optional(() => g.token(T.Comma));
    const c = g.rule(rules.condition, [undefined]);
    g.token(T.OnlyUsable);
    return g.action(() =>
      c.nara
        ? g.fail("なら before にのみ使用できる")
        : { type: "useCondition" as const, condition: c.condition },
    );
  });

  rules.sentence = g.define("sentence", (): ParsedSentence =>
    g.choiceByGates([
      { ALT: () => g.rule(rules.activated) },
      { ALT: () => g.rule(rules.requirementSentence) },
      { ALT: () => g.rule(rules.useCondition) },
      {
        GATE: () => [T.PlayThisCardIf, T.UseThisCardIf].includes(g.lookahead(1).tokenType),
        ALT: () => g.rule(rules.modesHeader),
      },
      {
        GATE: g.backtrackIfAhead([T.Nokori], rules.restToBottom),
        ALT: () => g.rule(rules.restToBottom),
      },
      { GATE: g.backtrack(rules.linked), ALT: () => g.rule(rules.linked) },
      // …がいる場合、その後、… / そのキャラが「X」の場合、使用コスト-1を得る (zones.ts)
      {
        GATE: g.backtrackIfAhead([T.SonoAto], rules.conditionThen),
        ALT: () => g.rule(rules.conditionThen),
      },
      {
        GATE: () =>
          g.occursAhead(T.NoBaai) && g.occursAhead(T.UsageCost) && g.backtrack(rules.costBonus)(),
        ALT: () => g.rule(rules.costBonus),
      },
      {
        // 手札に移す代わりに場に出すことができる (field.ts): before the general 代わりに
        GATE: g.backtrackIfAhead([T.Kawarini], rules.insteadOntoField),
        ALT: () => g.rule(rules.insteadOntoField),
      },
      {
        GATE: g.backtrackIfAhead([T.Kawarini], rules.instead),
        ALT: () => g.rule(rules.instead),
      },
      { GATE: g.backtrack(rules.createTrigger), ALT: () => g.rule(rules.createTrigger) },
      {
        GATE: g.backtrackIfAhead(FREE_ENTRY_ENDINGS, rules.freeEntry),
        ALT: () => g.rule(rules.freeEntry),
      },
      {
        GATE: g.backtrackIfAhead([T.OnlySet], rules.attachRestriction),
        ALT: () => g.rule(rules.attachRestriction),
      },
      { GATE: g.backtrack(rules.atTurn), ALT: () => g.rule(rules.atTurn) },
      {
        GATE: g.backtrackIfAhead([T.WoBlockShitaChara], rules.blockerLater),
        ALT: () => g.rule(rules.blockerLater),
      },
      {
        GATE: g.backtrackIfAhead([T.MainPhaseStart, T.ApproachPhaseStart], rules.atPhaseStart),
        ALT: () => g.rule(rules.atPhaseStart),
      },
      {
        GATE: g.backtrackIfAhead([T.AtEot], rules.atEndTopic),
        ALT: () => g.rule(rules.atEndTopic),
      },
      {
        GATE: g.backtrackIfAhead(REPLACEMENT_ENDINGS, rules.replacement),
        ALT: () => g.rule(rules.replacement),
      },
      {
        GATE: g.backtrackIfAhead(TRIGGER_ENDINGS, rules.triggered),
        ALT: () => g.rule(rules.triggered),
      },
      {
        // ゲーム中、このカードの名称は、「A」としても…扱う (identity.ts)
        GATE: g.backtrackIfAhead([T.Atsukau], rules.namesTreatedAs),
        ALT: () => g.rule(rules.namesTreatedAs),
      },
      // 自分の「X」がアプローチしている間、全てのプレイヤーは、…をプレイできない (limits.ts): after
      // the triggers (このカードが登場した場合、相手は… is a trigger's step)
      {
        GATE: g.backtrackIfAhead(
          [T.CannotPlay, T.CannotPlayLong, T.CannotPutOntoField],
          rules.standingBan,
        ),
        ALT: () => g.rule(rules.standingBan),
      },
      { GATE: g.backtrack(rules.continuous), ALT: () => g.rule(rules.continuous) },
      { ALT: () => g.rule(rules.plain) },
    ]),
  );
}

/**
 * What a text of this card does while the card is in the hand: its own cost change (for each card
 * too: 自分の【音楽】を持つキャラ1枚につき使用コスト-1) or free entry (rule 6.6) — the two things a
 * card in the hand uses (SELF_COST_WORKS_FROM_HAND, SELF_FREE_ENTRY_WORKS_FROM_HAND).
 */
function worksFromHand(e: StaticEffect): boolean {
  if (e.kind !== "Gets" || e.stat || e.traits || e.tennen !== undefined) return false;
  if (e.cost !== undefined) return e.keywords.length === 0;
  return (
    e.per === undefined &&
    e.keywords.length > 0 &&
    e.keywords.every((k) => k.keyword === "freeEntry")
  );
}

/** The step with its target (the chosen topic) said as `it`; undefined when it is about another card. */
function aboutIt(step: EffectStep, topic: Selector): EffectStep | undefined {
  // 「…を得るとともに、ターン終了時に活動状態にできる」 (SRBKM 02-105): the delayed (optional) step
  // is about the chosen topic too
  if (step.kind === "Delayed" || step.kind === "May") {
    const inner = aboutIt(step.effect, topic);
    return inner && { ...step, effect: inner };
  }
  if (!("target" in step) || step.target !== topic) return undefined;
  return { ...step, target: { kind: "It", span: topic.span } } as EffectStep;
}

/** A trigger condition `this is in exile`: the text works while removed from the game. */
function triggerWorksFromRemoved(c: Condition | undefined): boolean {
  return c?.kind === "Is" && c.subject.kind === "This" && c.state === "inExile";
}

/** A trigger condition `this is in hand`: the text works from the hand. */
function triggerWorksFromHand(c: Condition | undefined): boolean {
  return c?.kind === "Is" && c.subject.kind === "This" && c.state === "inHand";
}

/**
 * A condition on the subject's own stat (Matches of the subject query, measures.ts) folded into
 * the subject: `all of your 「X」 with cost >= … do not leave`, each card read on its own.
 */
function foldOwnStat(
  subject: Selector | undefined,
  condition: Condition | undefined,
  effect: StaticEffect,
): StaticEffect | undefined {
  if (condition?.kind !== "Matches" || condition.subject !== subject) return undefined;
  if (subject?.kind !== "Query" || !("target" in effect) || effect.target !== subject)
    return undefined;
  const target: Selector = { ...subject, filters: [...subject.filters, ...condition.what.filters] };
  return { ...effect, target } as StaticEffect;
}
