// 以下から1つ選択する。「A。」「B。」 (BBD 01-012, GRAN 01-025): the sentence is read with each quoted
// option as a placeholder (parser/options.ts); here each option is read as a sentence of its own —
// a plain effect, no trigger or timing — and its steps replace the placeholder. One step is that
// step; several steps said in one clause (「Aし、B」) are a group `(A; B)`.
import type { EffectStep } from "../grammar/ast.ts";
import type { SpanOf } from "./spans.ts";
import { parseSentence, type SentenceResult } from "./parser/index.ts";
import { placeholderText } from "./parser/options.ts";

/** Every step list in `value` that holds option placeholders (a deep walk over plain data). */
function placeholderLists(value: unknown, out: EffectStep[][] = []): EffectStep[][] {
  if (Array.isArray(value)) for (const v of value) placeholderLists(v, out);
  else if (value && typeof value === "object") {
    const o = value as { kind?: unknown; options?: EffectStep[] };
    if (o.kind === "Choice" && o.options?.some((s) => placeholderText(s) !== undefined))
      out.push(o.options);
    for (const v of Object.values(value)) placeholderLists(v, out);
  }
  return out;
}

/** One option's text as steps: a plain effect of one sentence, with no link inside. */
function readOption(text: string, at: number, spanOf: SpanOf): EffectStep | string {
  const body = text.replace(/。$/, "");
  if (body.includes("。")) return `the option 「${text}」 has more than one sentence`;
  const r = parseSentence(body, at, spanOf);
  if (!r.ok) return `option 「${text}」: ${r.reason}`;
  const v = r.value;
  if (v.type !== "continuation" || v.link !== "none" || v.after)
    return `option 「${text}」 is not a plain effect`;
  const steps = v.effect.steps;
  if (steps.some((s) => s.link !== "none")) return `option 「${text}」 links its steps`;
  if (steps.length === 1) return steps[0]!.step;
  return { kind: "Group", steps: steps.map((s) => s.step), span: v.effect.span };
}

/**
 * Put the steps of each quoted option into a sentence parsed with placeholders. `text` is the
 * sentence and `at` its normalised offset. A sentence without options is returned as it is.
 */
export function fillOptions(
  parsed: SentenceResult,
  text: string,
  at: number,
  spanOf: SpanOf,
): SentenceResult {
  if (!parsed.ok) return parsed;
  const lists = placeholderLists(parsed.value);
  let from = 0;
  for (const options of lists) {
    for (let i = 0; i < options.length; i++) {
      const quoted = placeholderText(options[i]!);
      if (quoted === undefined) continue;
      const k = text.indexOf(`「${quoted}」`, from);
      from = k + quoted.length + 2;
      const step = readOption(quoted, at + k + 1, spanOf);
      if (typeof step === "string") return { ok: false, reason: step };
      options[i] = step;
    }
  }
  return parsed;
}
