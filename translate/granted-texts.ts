// 以下のテキストを得る。「<trigger>、<effect>。」 (SAGA 01-072): the sentence is read with the quoted
// text held as a placeholder (parser/texts.ts); here the quoted text is read as a sentence of its
// own — a triggered text, as a card would print it — and its trigger, condition and effect are put
// into the GrantText step. Anything else quoted (a continuous text, a timing) is refused with that
// reason: the language grants triggered texts only.
import type { EffectStep } from "../grammar/ast.ts";
import type { SpanOf } from "./spans.ts";
import { parseSentence, type SentenceResult } from "./parser/index.ts";
import { grantedPlaceholder } from "./parser/texts.ts";

/** Every GrantText step in `value` that still holds its quoted text (a deep walk over plain data). */
function placeholders(value: unknown, out: Extract<EffectStep, { kind: "GrantText" }>[] = []) {
  if (Array.isArray(value)) for (const v of value) placeholders(v, out);
  else if (value && typeof value === "object") {
    const o = value as EffectStep;
    if (o.kind === "GrantText" && grantedPlaceholder(o) !== undefined) out.push(o);
    else for (const v of Object.values(value)) placeholders(v, out);
  }
  return out;
}

/**
 * Put the quoted text of each GrantText step into it. `text` is the sentence and `at` its
 * normalised offset. A sentence without such a step is returned as it is.
 */
export function fillGrantedTexts(
  parsed: SentenceResult,
  text: string,
  at: number,
  spanOf: SpanOf,
): SentenceResult {
  if (!parsed.ok) return parsed;
  for (const step of placeholders(parsed.value)) {
    const quoted = grantedPlaceholder(step)!;
    const k = text.indexOf(`「${quoted}」`);
    const body = quoted.replace(/。$/, "");
    if (body.includes("。"))
      return { ok: false, reason: `the text 「${quoted}」 has more than one sentence` };
    const r = parseSentence(body, at + Math.max(k, 0) + 1, spanOf);
    if (!r.ok) return { ok: false, reason: `the text 「${quoted}」: ${r.reason}` };
    const v = r.value;
    if (v.type !== "ability" || v.ability.kind !== "Triggered" || v.also)
      return { ok: false, reason: `the text 「${quoted}」 is not one triggered text` };
    const a = v.ability;
    if (a.mode === "at") return { ok: false, reason: `the text 「${quoted}」 is a moment's text` };
    step.mode = a.mode;
    step.trigger = a.trigger;
    if (a.condition) step.condition = a.condition;
    step.effect = a.effect;
  }
  return parsed;
}
