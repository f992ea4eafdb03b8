// A sentence the translator cannot read stays on its card, in place, as a `todo "…"` step (the
// form drafts/ uses), so a partial card never passes `memoria check` (PM3302) or compiles as if it
// had no such text. What the translator did read of the sentence's frame — the timing and costs of
// an activated text, a trigger and its condition, a link word (その後 / その場合) — is kept: the
// sentence is cut after a 、 or : and the head is read with a stand-in effect in place of the tail;
// when the head reads as a frame whose whole effect is the stand-in (or the stand-in under a
// condition), the stand-in becomes `todo "<the tail as printed>"`.
//
// A sentence with no frame read becomes an ability that is only a todo. The card language has no
// bare `todo` ability (a todo is a step), so its nearest form is used: an activated text with the
// placeholder timing `[main/own]` (`[main/own]: todo "…"`); the TODO comment printed with it says
// that the timing was not read.
import type { ActivatedAbility, Effect, EffectStep, Span, Timing } from "../grammar/ast.ts";
import { parseSentence } from "./parser/index.ts";
import type { ParsedSentence } from "./parser/results.ts";

/** The stand-in effect read after a cut: any effect the grammar reads alone would do. */
const STAND_IN = "カードを1枚引く";

export interface UnreadText {
  /** The unread text as printed, trimmed. */
  text: string;
  span: Span;
}

/** `todo "…"` for `unread`. */
export function todoStep(unread: UnreadText): EffectStep {
  return { kind: "Todo", text: unread.text, span: unread.span };
}

/** `[main/own]: todo "…"`: the nearest form of an ability that is only a todo (see the header). */
export function todoAbility(unread: UnreadText): ActivatedAbility {
  const span = unread.span;
  const timing: Timing = { phase: "main", player: "own", span };
  return {
    kind: "Activated",
    timing,
    costs: [],
    effect: { steps: [{ link: "none", step: todoStep(unread) }], span },
    span,
  };
}

/** Offsets in `text` just past a 、, a : or a 《…》 outside brackets, longest head first. */
function cuts(text: string): number[] {
  const out: number[] = [];
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if ("「『【〔《([".includes(ch)) depth++;
    else if ("」』】〕》)]".includes(ch)) {
      depth = Math.max(0, depth - 1);
      // after a cost 《0》《休》 written past the timing's colon
      if (depth === 0 && ch === "》" && i + 1 < text.length) out.push(i + 1);
    } else if (depth === 0 && (ch === "、" || ch === ":") && i + 1 < text.length) out.push(i + 1);
  }
  return out.reverse();
}

/**
 * The frame of a sentence that did not read as a whole: the parsed head with `todo "<tail>"` in
 * place of its effect, longest head first. `spanOf` maps normalised offsets (the sentence starts at
 * `base`, ends at `end`) to spans; `tail(k)` is the unread text from normalised offset k.
 */
export function* frames(
  text: string,
  base: number,
  spanOf: (s: number, e: number) => Span,
  tail: (k: number) => UnreadText,
): Generator<ParsedSentence> {
  const end = base + text.length;
  // The stand-in lies past the sentence: its spans are clamped to the sentence's end.
  const clamped = (s: number, e: number): Span => spanOf(Math.min(s, end), Math.min(e, end));
  for (const k of cuts(text)) {
    const parsed = parseSentence(text.slice(0, k) + STAND_IN, base, clamped);
    if (!parsed.ok) continue;
    const cut = spanOf(base + k, base + k + 1).start.offset;
    const framed = withTodo(parsed.value, cut, todoStep(tail(base + k)));
    if (framed) yield framed;
  }
}

/** The piece with its stand-in (a Draw starting at `cut`) replaced by `todo`, when it is a frame. */
function withTodo(p: ParsedSentence, cut: number, todo: EffectStep): ParsedSentence | undefined {
  const effect = (e: Effect): Effect | undefined => {
    if (e.steps.length !== 1) return undefined;
    const step = replaced(e.steps[0]!.step, cut, todo);
    return step && { ...e, steps: [{ ...e.steps[0]!, step }] };
  };
  switch (p.type) {
    case "activated": {
      const e = effect(p.effect);
      return e && { ...p, effect: e };
    }
    case "continuation": {
      const e = effect(p.effect);
      return e && { ...p, effect: e };
    }
    case "ability":
    case "atEndTopic": {
      if (p.ability.kind !== "Triggered") return undefined;
      const e = effect(p.ability.effect);
      return e && ({ ...p, ability: { ...p.ability, effect: e } } as ParsedSentence);
    }
    default:
      return undefined;
  }
}

/** The stand-in itself, or a condition on it (`if <condition>, todo "…"`). */
function replaced(step: EffectStep, cut: number, todo: EffectStep): EffectStep | undefined {
  if (step.kind === "Draw" && step.span.start.offset >= cut) return todo;
  if (step.kind === "Conditional") {
    const inner = replaced(step.effect, cut, todo);
    return inner && { ...step, effect: inner, span: { ...step.span, end: todo.span.end } };
  }
  return undefined;
}
