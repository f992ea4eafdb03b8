// Steps made of other steps: a group said in one clause (「Aし、B」), a step under a condition, a
// step delayed to the end of the turn, a step repeated for each card counted, a trigger created for this turn, a text a card gets
// for a while (以下のテキストを得る), and a sentence kept as
// `todo` — in English and in Japanese.
import type { EffectStep, Selector } from "../../grammar/ast.ts";
import { sameMeaning } from "../ast-util.ts";
import { enTimes, jaTimes } from "./amounts.ts";
import { enCondition, jaCondition } from "./conditions.ts";
import type { EnSteps, JaSteps } from "./context.ts";
import { jaList } from "./lists.ts";
import { enDuration, jaDuration } from "./durations.ts";
import { enSelector, isPlural } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enInstead, enTrigger, jaInstead, jaTrigger } from "./triggers.ts";
import { lowerFirst, NoJapaneseForm } from "./words.ts";

/** 手札にあるこのカードを場に出す: "if this is in hand, put it onto the field". */
function thisFromHand(s: Extract<EffectStep, { kind: "Conditional" }>): boolean {
  return (
    s.condition.kind === "Is" &&
    s.condition.state === "inHand" &&
    s.effect.kind === "Move" &&
    s.effect.target.kind === "This" &&
    s.effect.to.zone === "field"
  );
}

export const enSteps = {
  // one clause: "put this character on the bottom of your deck and draw 2 cards"
  Group: (s, en) => {
    const parts = s.steps.map((x) => lowerFirst(en.step(x)));
    return parts.length > 2
      ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`
      : parts.join(" and ");
  },
  Conditional: (s, en) =>
    // "put this card from your hand onto the field" (手札にあるこのカードを場に出す)
    thisFromHand(s) && s.effect.kind === "Move"
      ? `put ${en.self} from your hand onto the field${s.effect.rested ? " rested" : ""}`
      : s.otherwise
        ? // "if C, B; otherwise, A"
          `if ${enCondition(s.condition, en)}, ${en.step(s.effect)}; otherwise, ${lowerFirst(en.step(s.otherwise))}`
        : `if ${enCondition(s.condition, en)}, ${en.step(s.effect)}`,
  Delayed: (s, en) => `at end of turn, ${en.step(s.effect)}`,
  Repeat: (s, en) => `${enTimes(s.times, en)}, ${en.step(s.effect)}`,
  CreateTrigger: (s, en) =>
    s.mode === "instead"
      ? `this turn, ${enInstead(s.trigger, en, lowerFirst(en.effect(s.effect)))}`
      : `this turn, ${s.mode === "eachTime" ? "whenever" : "when"} ${enTrigger(s.trigger, en)}${s.condition ? `, if ${enCondition(s.condition, en)}` : ""}, ${lowerFirst(en.effect(s.effect)).replace(/\.$/, "")}`,
  // `… gets the following text until end of turn: "When this card leaves, …"` (SAGA 01-072)
  GrantText: (s, en) =>
    `${enSelector(s.target, en)} ${isPlural(s.target) ? "get" : "gets"} the following text${enDuration(s.duration)}: "${s.mode === "eachTime" ? "Whenever" : "When"} ${enTrigger(s.trigger, en)}${s.condition ? `, if ${enCondition(s.condition, en)}` : ""}, ${lowerFirst(en.effect(s.effect)).replace(/\.$/, "")}."`,
  Todo: (s) => `TODO (untranslated): ${s.text}`,
} satisfies EnSteps;

/** Plain verb endings and their joining forms (the ones the translator reads, tokens.ts JOINING). */
const JOINING_FORMS: [string, string][] = [
  ["休息状態にする", "休息状態にし"],
  ["活動状態にする", "活動状態にし"],
  ["捨て札にする", "捨て札にし"],
  ["手札に戻す", "手札に戻し"],
  ["ゲームから取り除く", "ゲームから取り除き"],
  ["移す", "移し"],
  ["引く", "引き"],
  ["加える", "加え"],
];

/** 「…を休息状態にする」 → 「…を休息状態にし」: the form that joins the next step of one clause. */
function joining(text: string): string {
  const form = JOINING_FORMS.find(([plain]) => text.endsWith(plain));
  if (!form) throw new NoJapaneseForm(`a group whose step 「${text}」 has no joining form`);
  return text.slice(0, -form[0].length) + form[1];
}

/** `it` right after the step that chose it; `that character` names an earlier choice, said again. */
const isJustChosen = (s: Selector): boolean => s.kind === "It" && !s.character;

export const jaSteps = {
  Group: (s, ja) => {
    const [first, second] = s.steps;
    const two = s.steps.length === 2;
    // 「…は、活動状態になるとともに、もう一度アプローチできる」: ready and approach again, one card
    if (
      two &&
      first?.kind === "Ready" &&
      second?.kind === "ApproachAgain" &&
      (isJustChosen(second.target) || sameMeaning(second.target, first.target))
    ) {
      return `${jaSelector(first.target)}は、活動状態になるとともに、もう一度アプローチできる`;
    }
    // 「…は、…を得るとともに活動状態にする」: a gain and readying the same card, one action
    if (
      two &&
      first?.kind === "Gets" &&
      second?.kind === "Ready" &&
      (isJustChosen(second.target) || sameMeaning(second.target, first.target))
    ) {
      return `${ja.step(first)}とともに活動状態にする`;
    }
    // 「このカードと、…キャラ1枚を活動状態にする」: one verb for a list of targets
    const list = jaList(s.steps, ja, "と、");
    if (list) return list;
    // 「Aし、B」: every step but the last in its joining form, so one clause holds them all
    const texts = s.steps.map((x) => ja.step(x));
    return [...texts.slice(0, -1).map(joining), texts.at(-1)].join("、");
  },
  Conditional: (s, ja) =>
    // 手札にあるこのカードを場に出す: the printed form of "if this is in hand, put it onto the field"
    thisFromHand(s) && s.effect.kind === "Move"
      ? `手札にあるこのカードを${s.effect.rested ? "休息状態で" : ""}場に出す`
      : s.otherwise
        ? // 「A。C場合、代わりにB」 (DNMC2 01-101c): the printed order, the step replaced first
          `${ja.step(s.otherwise)}。${jaCondition(s.condition)}、代わりに${ja.step(s.effect)}`
        : `${jaCondition(s.condition)}、${ja.step(s.effect)}`,
  Delayed: (s, ja) => `ターン終了時に${ja.step(s.effect)}`,
  Repeat: (s, ja) => `${jaTimes(s.times)}、${ja.step(s.effect)}`,
  // このターン、<trigger>、[<condition>なら、]<effect> (the condition as a triggered text writes it)
  CreateTrigger: (s, ja) =>
    s.mode === "instead"
      ? `このターン、${jaInstead(s.trigger, ja.effect(s.effect))}`
      : `このターン、${jaTrigger(s.trigger, s.mode)}、${s.condition ? `${jaCondition(s.condition, true)}、` : ""}${ja.effect(s.effect).replace(/。$/, "")}`,
  // <X>は、ターン終了時まで以下のテキストを得る。「<trigger>、<effect>。」 (SAGA 01-072), as printed
  GrantText: (s, ja) =>
    `${jaSelector(s.target)}は、${jaDuration(s.duration)}以下のテキストを得る。「${jaTrigger(s.trigger, s.mode)}、${s.condition ? `${jaCondition(s.condition, true)}、` : ""}${ja.effect(s.effect).replace(/。$/, "")}。」`,
  Todo: (s) => s.text,
} satisfies JaSteps;
