// 以下から1つ選択する。「A。」「B。」: while the sentence is read, each quoted option is held as a
// marked placeholder step (the grammar cannot read a quoted text as steps from inside a token);
// translate/choose-options.ts then reads each option as a sentence of its own and puts its steps in.
import type { EffectStep } from "../../grammar/ast.ts";

const MARK = "\u0001option:";

/** The placeholder text of a quoted option. */
export const optionPlaceholder = (text: string): string => `${MARK}${text}`;

/** The quoted text of an option placeholder, or undefined for any other step. */
export function placeholderText(step: EffectStep): string | undefined {
  return step.kind === "Todo" && step.text.startsWith(MARK)
    ? step.text.slice(MARK.length)
    : undefined;
}
