// Abilities in English ("When this character enters, draw 1 card.", "[Main/Own] Rest: …") and in
// canonical Japanese (このカードが登場した場合、カードを1枚引く。, [メイン/自分]:《休》…): one
// handler per ability kind and language, and per kind of cost.
import type { Ability, Condition, TextCost } from "../../grammar/ast.ts";
import { reminderOf } from "../../grammar/reminders.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { enCondition, jaCondition } from "./conditions.ts";
import { jaSelector, OWNER } from "./selectors-ja.ts";
import type { En, Ja } from "./context.ts";
import { enKeyword, jaEntryPhases, jaKeyword } from "./keywords.ts";
import { enStatic, jaStatic, selfCostChange, selfFreeEntry } from "./statics.ts";
import { enTrigger, jaTrigger } from "./triggers.ts";
import { cap, jaComparison, lowerFirst } from "./words.ts";

const attachTo = (to: { name: string } | { trait: string }, trait: (t: string) => string) =>
  "name" in to ? `「${to.name}」` : trait(to.trait);

// ─── English ──────────────────────────────────────────────────────────────────────────────────

const EN_PHASE = { main: "Main", approach: "Approach" } as const;
const EN_PLAYER = {
  own: "Own",
  opponent: "Opponent",
  both: "Both",
  interrupt: "Interrupt",
} as const;

const enCosts: Table<TextCost, "kind", string, [En]> = {
  Rest: () => "Rest",
  Source: (c) => `${c.amount}${c.color ? ` ${c.color}` : ""}`,
  ExtraCost: (c, en) => en.step(c.effect),
};

const enAbilities: Table<Ability, "kind", string, [En]> = {
  Keyword: (a) => enKeyword(a),
  Activated: (a, en) => {
    const costs = a.costs.map((c) => dispatch(enCosts, "kind", c, en));
    // a use condition is a sentence of its own after the effect, as the card prints it
    const only = a.condition ? ` Use this text only if ${enCondition(a.condition, en)}.` : "";
    // 「X」▶ (rule 7.11) kept as printed before the effect
    const mark = a.nameMark ? `「${a.nameMark.name}」 ▶ ` : "";
    const mode = a.mode ? "— " : "";
    return `${mode}[${EN_PHASE[a.timing.phase]}/${EN_PLAYER[a.timing.player]}]${costs.length ? ` ${costs.join(", ")}` : ""}: ${mark}${en.effect(a.effect)}${only}`;
  },
  Triggered: (a, en) => {
    const when =
      a.mode === "at"
        ? `At ${enTrigger(a.trigger, en)}`
        : `${a.mode === "eachTime" ? "Whenever" : "When"} ${enTrigger(a.trigger, en)}`;
    // "While this card is in your hand, when …": a text that works from the hand
    if (a.condition?.kind === "Is" && a.condition.state === "inHand")
      return `While ${en.self} is in your hand, ${lowerFirst(when)}, ${lowerFirst(en.effect(a.effect))}`;
    if (a.condition?.kind === "Is" && a.condition.state === "inExile")
      return `While ${en.self} is removed from the game, ${lowerFirst(when)}, ${lowerFirst(en.effect(a.effect))}`;
    const cond = a.condition ? `, if ${enCondition(a.condition, en)}` : "";
    return `${when}${cond}, ${lowerFirst(en.effect(a.effect))}`;
  },
  Continuous: (a, en) => {
    // a card's own cost change works while it is in the hand (SELF_COST_WORKS_FROM_HAND): say so
    const whiles = [
      ...(a.effect.kind === "Gets" && (selfCostChange(a.effect) || selfFreeEntry(a.effect))
        ? [`${en.self} is in your hand`]
        : []),
      ...(a.condition ? [enCondition(a.condition, en)] : []),
    ];
    const effect = enStatic(a.effect, en);
    return `${whiles.length ? `While ${whiles.join(" and ")}, ` : ""}${whiles.length === 0 ? cap(effect) : effect}.`;
  },
  Gyakkyou: (a, en) => `Gyakkyou ${a.n}: ${enAbility(a.ability, en)}`,
  Level: (a, en) => `Level ${a.n}: ${enAbility(a.ability, en)}`,
  PlayRequirement: (a, en) => `Play only if ${enCondition(a.condition, en)}.`,
  Reminder: (a) => `(${enKeyword(a.keyword)}: ${reminderOf(a.keyword)?.en ?? "reminder text"}.)`,
  AttachRestriction: (a) =>
    `Attach only to ${a.to.map((t) => attachTo(t, (x) => `a character with 【${x}】`)).join(" or ")}.`,
};

export function enAbility(a: Ability, en: En): string {
  return dispatch(enAbilities, "kind", a, en);
}

const isMode = (a: Ability | undefined): boolean => a?.kind === "Activated" && a.mode === true;

/**
 * The sentence that opens an event's modes (このカードをプレイする場合、以下から1つ選択する。), said
 * once before the first of them; "" before any other ability.
 */
export function modesHeader(abilities: readonly Ability[], i: number, lang: "en" | "ja"): string {
  if (!isMode(abilities[i]) || isMode(abilities[i - 1])) return "";
  return lang === "ja"
    ? "このカードをプレイする場合、以下から1つ選択する。"
    : "When you play this card, choose one:\n";
}

// ─── Japanese ─────────────────────────────────────────────────────────────────────────────────

const JA_PHASE = { main: "メイン", approach: "アプローチ" } as const;
const JA_COLOR = { red: "赤", blue: "青", yellow: "黄", green: "緑", purple: "紫" } as const;
const JA_PLAYER = { own: "自分", opponent: "相手", both: "両方", interrupt: "割り込み" } as const;

const jaCosts: Table<TextCost, "kind", string, [Ja]> = {
  Rest: () => "《休》",
  Source: (c) => `《${c.color ? JA_COLOR[c.color] : ""}${c.amount}》`,
  ExtraCost: (c, ja) => `${ja.step(c.effect)}、`,
};

/** 《使用条件》 contents: 「A」「B」, 【Y】 or 自分の【Y】を持つキャラ5枚以上 (以下). */
function jaRequirement(c: Condition): string {
  // 自分の「巴 マミ」がアプローチに参加している: a state, without 場合
  if (c.kind === "Is") return jaCondition(c).replace(/場合$/, "");
  if (c.kind === "Count" && (c.op === ">=" || c.op === "<="))
    return `${jaSelector(c.of)}${c.value}枚${jaComparison(c.op, "a requirement")}`;
  if (c.kind === "And") return jaRequirement(c.left) + jaRequirement(c.right);
  if (c.kind === "Exists" && c.of.kind === "Query" && c.of.noun.kind === "name")
    return `「${c.of.noun.name}」`;
  // 【Y】: you have a character with that trait (WHN 01-104)
  const f = c.kind === "Exists" && c.of.kind === "Query" ? c.of.filters : [];
  if (
    c.kind === "Exists" &&
    c.of.kind === "Query" &&
    c.of.noun.kind === "character" &&
    !c.of.zone &&
    f.length === 1 &&
    f[0]!.kind === "trait" &&
    f[0]!.traits.length === 1
  )
    return `【${f[0]!.traits[0]}】`;
  return jaCondition(c);
}

/**
 * A continuous text's condition after its topic; `this is in your hand` before this card's
 * permission to level up is 「このカードは、手札にある場合、」 (DDH 02-010), as the translator reads it.
 */
function jaTextCondition(a: Extract<Ability, { kind: "Continuous" }>): string {
  const c = a.condition!;
  const selfInHand =
    c.kind === "Is" &&
    c.state === "inHand" &&
    c.subject.kind === "This" &&
    a.effect.kind === "MayLevelUp" &&
    a.effect.target.kind === "This";
  return selfInHand ? "手札にある場合" : jaCondition(c);
}

const jaAbilities: Table<Ability, "kind", string, [Ja]> = {
  Keyword: (a) =>
    a.keyword === "freeEntry" && a.phases?.length
      ? `このカードは、${jaEntryPhases(a.phases)}。`
      : jaKeyword(a),
  Activated: (a, ja) => {
    const costs = a.costs.map((c) => dispatch(jaCosts, "kind", c, ja)).join("");
    // このテキストは、<condition>場合にのみ使用できる。: the use condition, after the effect
    const only = a.condition ? `このテキストは、${jaCondition(a.condition)}にのみ使用できる。` : "";
    const mark = a.nameMark ? `「${a.nameMark.name}」▶` : "";
    // ・[メイン/自分]:…: one of an event's modes, each printed after a bullet
    const mode = a.mode ? "・" : "";
    return `${mode}[${JA_PHASE[a.timing.phase]}/${JA_PLAYER[a.timing.player]}]:${costs}${mark}${ja.effect(a.effect)}${only}`;
  },
  // <trigger>、[<condition>なら、]<effect>; a moment (ターン終了時に、…) is the trigger of `at`
  Triggered: (a, ja) => {
    // このカードが手札にある状態で、<trigger>: the hand condition is written before the trigger
    if (a.mode !== "at" && a.condition?.kind === "Is" && a.condition.state === "inHand")
      return `このカードが手札にある状態で、${jaTrigger(a.trigger, a.mode)}、${ja.effect(a.effect)}`;
    // このカードがゲームから取り除かれている状態で、<trigger> (SG P-001): likewise, before the trigger
    if (
      a.mode !== "at" &&
      a.condition?.kind === "Is" &&
      a.condition.state === "inExile" &&
      a.condition.subject.kind === "This"
    )
      return `このカードがゲームから取り除かれている状態で、${jaTrigger(a.trigger, a.mode)}、${ja.effect(a.effect)}`;
    // アプローチフェイズの間に<trigger> (FA 01-058): the phase, before the trigger
    if (a.mode !== "at" && a.condition?.kind === "Phase")
      return `${jaCondition(a.condition, false)}に${jaTrigger(a.trigger, a.mode)}、${ja.effect(a.effect)}`;
    // 自分のターンの間、<trigger>: the turn window is written before the trigger too
    if (a.mode !== "at" && a.condition?.kind === "Turn")
      return `${OWNER[a.condition.whose]}のターンの間、${jaTrigger(a.trigger, a.mode)}、${ja.effect(a.effect)}`;
    const cond = a.condition ? `${jaCondition(a.condition, true)}、` : "";
    return `${jaTrigger(a.trigger, a.mode)}、${cond}${ja.effect(a.effect)}`;
  },
  Continuous: (a, ja) =>
    `${jaStatic(a.effect, a.condition ? `${jaTextCondition(a)}、` : "", (e) => ja.effect(e).replace(/。$/, ""))}。`,
  Gyakkyou: (a, ja) => `〔逆境${a.n}〕:「${jaAbility(a.ability, ja)}」`,
  // 《LV3》 as printed: directly before its text, no colon (AW 01-004)
  Level: (a, ja) => `《LV${a.n}》${jaAbility(a.ability, ja)}`,
  PlayRequirement: (a) => `《使用条件》:${jaRequirement(a.condition)}`,
  // （〔我慢〕:DPが10以上の〔我慢〕を持つキャラは、退場しない） — the checker keeps unknown ones out
  Reminder: (a) => `（${jaKeyword(a.keyword)}:${reminderOf(a.keyword)?.ja ?? ""}）`,
  // このカードは、「平沢 唯」にのみセットできる (the card files' form: the corpus prints none)
  AttachRestriction: (a) =>
    `このカードは、${a.to.map((t) => attachTo(t, (x) => `【${x}】を持つキャラ`)).join("または")}にのみセットできる。`,
};

export function jaAbility(a: Ability, ja: Ja): string {
  return dispatch(jaAbilities, "kind", a, ja);
}
