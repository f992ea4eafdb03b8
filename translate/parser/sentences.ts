// Sentences: what one 。-ended sentence is. An ability may span several sentences (an event's
// effect, その場合/その後 continuations), so a sentence parses to a piece that the assembler joins:
// the start of an activated ability, a triggered or continuous ability, a play requirement, a
// continuation (with its link), or the "rest of the cards to the bottom" tail of a search.
import type {
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

export type Link = "none" | "then" | "ifYouDo" | "or";

export type ParsedSentence =
  | { type: "activated"; timing: Timing; costs: TextCost[]; effect: Effect }
  | { type: "requirement"; condition: Condition }
  | { type: "continuation"; link: Link; effect: Effect }
  | { type: "restToBottom"; link: "none" | "then"; step: EffectStep }
  | { type: "ability"; ability: TriggeredAbility | ContinuousAbility | KeywordAbility }
  | { type: "atEndTopic"; ability: TriggeredAbility };

/** Tokens that end a trigger clause: a sentence without one is not a triggered text. */
const TRIGGER_ENDINGS = [T.ShitaBaai, T.SuruGotoni, T.SaretaBaai, T.PointGave, T.PointGives, T.PutOnField, T.PlayedIf];

const PHASE: Record<string, Timing["phase"]> = { メイン: "main", アプローチ: "approach" };
const PLAYER: Record<string, Timing["player"]> = { 自分: "own", 相手: "opponent", 両方: "both", 割り込み: "interrupt" };

export function defineSentences(g: ParserBase): void {
  const r = g.r;

  /** <selector>は、 — the topic of the sentence. */
  r.topic = g.def("topic", (): Selector => {
    const s = g.s(0, r.selector);
    g.c(0, T.Ha);
    g.opt(0, () => g.c(1, T.Comma));
    return s;
  });

  /** [<topic>は、]<step>: one effect; the topic defaults to the sentence's. */
  r.body = g.def("body", (outer: Selector | undefined): Effect => {
    const start = g.la(1);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(0, r.topic)) ?? outer;
    const steps = g.alt<Effect["steps"]>(0, [
      { GATE: g.when([T.Totomoni], r.readyAgain, topic), ALT: () => {
        const s = g.s(2, r.readyAgain, topic);
        return g.act(() => s.map((step) => ({ link: "none" as const, step })));
      } },
      { GATE: g.when([T.AnyOrder], r.lookRearrange), ALT: () => {
        const s = g.s(5, r.lookRearrange);
        return g.act(() => s.map((step) => ({ link: "none" as const, step })));
      } },
      { GATE: g.when([T.Modoshi], r.returnShuffle), ALT: () => {
        const s = g.s(3, r.returnShuffle);
        return g.act(() => s.map((step, i) => ({ link: i === 0 ? "none" as const : "then" as const, step })));
      } },
      { ALT: () => {
        const steps = [g.s(1, r.step, topic)];
        // 「…を休息状態にし、カードを1枚引く」: a joining verb form chains the next step
        g.repG(1, () => JOINING.includes(g.la(0).tokenType), () => {
          g.c(0, T.Comma);
          const next = g.s(4, r.step, topic);
          g.act(() => steps.push(next));
        });
        return g.act(() => {
          if (JOINING.includes(g.la(0).tokenType)) return g.fail("a sentence cannot end in a joining verb form");
          // 「Aし、Bことができる」: whether "may" covers A too is not said — refuse rather than guess
          if (steps.length > 1 && steps.some((s) => s.kind === "May")) return g.fail("ことができる after a chain of steps");
          return steps.map((step) => ({ link: "none" as const, step }));
        });
      } },
    ]);
    return g.act(() => ({ steps, span: g.spanFrom(start) }));
  });

  r.cost = g.def("cost", (): TextCost => {
    const t = g.c(0, T.CostBracket);
    return g.act(() => {
      const inner = t.image.slice(1, -1);
      const span = g.spanFrom(t);
      return inner === "休" ? { kind: "Rest" as const, span } : { kind: "Source" as const, amount: Number(inner), span };
    });
  });

  r.activated = g.def("activated", (): ParsedSentence => {
    const t = g.c(0, T.Timing);
    g.opt(0, () => g.c(1, T.Colon));
    const costs: TextCost[] = [];
    g.rep(0, () => { const c = g.s(0, r.cost); g.act(() => costs.push(c)); });
    const effect = g.s(1, r.body, undefined);
    return g.act(() => {
      const [phase = "", player = ""] = t.image.slice(1, -1).split("/");
      const timing: Timing = { phase: PHASE[phase] ?? "main", player: PLAYER[player] ?? "own", span: g.spanFrom(t) };
      return { type: "activated" as const, timing, costs, effect };
    });
  });

  r.triggered = g.def("triggered", (): ParsedSentence => {
    const start = g.la(1);
    const topic = g.optG(0, g.bt(r.topic), () => g.s(0, r.topic));
    const t = g.s(1, r.trigger, topic);
    g.c(0, T.Comma);
    const cond = g.optG(1, g.bt(r.condition, topic), () => { const c = g.s(2, r.condition, topic); g.c(1, T.Comma); return c; });
    const effect = g.s(3, r.body, topic);
    return g.act(() => {
      if (cond && !cond.nara) return g.fail("an effect condition after a trigger is read as a conditional step");
      if (cond && t.condition) return g.fail("two trigger conditions");
      const ability: TriggeredAbility = { kind: "Triggered", mode: t.mode, trigger: t.trigger, effect, span: g.spanFrom(start) };
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
    const inHand = g.opt(5, () => { g.c(1, T.InHandState); g.c(2, T.Comma); return true; }) ?? false;
    const cond = g.optG(1, g.bt(r.condition, topic), () => { const c = g.s(1, r.condition, topic); g.c(0, T.Comma); return c; });
    const effect = g.s(2, r.staticEffect, topic);
    return g.act(() => {
      if (cond?.nara) return g.fail("なら belongs to a trigger");
      if (inHand && !(topic?.kind === "This" && effect.kind === "Gets" && effect.cost !== undefined && !effect.stat && !effect.per && effect.keywords.length === 0)) {
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

  r.sentence = g.def("sentence", (): ParsedSentence => g.alt(0, [
    { ALT: () => g.s(0, r.activated) },
    { ALT: () => g.s(1, r.requirementSentence) },
    { GATE: g.when([T.Nokori], r.restToBottom), ALT: () => g.s(2, r.restToBottom) },
    { GATE: g.bt(r.linked), ALT: () => g.s(3, r.linked) },
    { GATE: g.bt(r.createTrigger), ALT: () => g.s(4, r.createTrigger) },
    { GATE: g.when([T.FreeEntry], r.freeEntry), ALT: () => g.s(5, r.freeEntry) },
    { GATE: g.bt(r.atEnd), ALT: () => g.s(6, r.atEnd) },
    { GATE: g.when([T.AtEot], r.atEndTopic), ALT: () => g.s(10, r.atEndTopic) },
    { GATE: g.when(TRIGGER_ENDINGS, r.triggered), ALT: () => g.s(7, r.triggered) },
    { GATE: g.bt(r.continuous), ALT: () => g.s(8, r.continuous) },
    { ALT: () => g.s(9, r.plain) },
  ]));
}
