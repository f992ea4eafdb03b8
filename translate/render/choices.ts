// Steps about who decides: a card chosen now for later (指定する), a step a player may do
// (ことができる) or must do (相手は、…), and a choice between steps (または) — in English and in
// Japanese. Under 相手は、 the Japanese words are the opponent's point of view (perspective.ts).
import type { EffectStep } from "../../grammar/ast.ts";
import { sameMeaning } from "../ast-util.ts";
import { turnRound } from "../perspective.ts";
import type { EnSteps, Ja, JaSteps } from "./context.ts";
import { jaGains } from "./keywords.ts";
import { enSelector } from "./selectors-en.ts";
import { jaList } from "./lists.ts";
import { jaSelector } from "./selectors-ja.ts";
import { lowerFirst } from "./words.ts";

/** "your opponent may draw 1 card": a draw by the player who may or must is said without its player. */
function ownDraw(s: Extract<EffectStep, { kind: "May" | "Must" }>): EffectStep {
  return s.effect.kind === "Draw" && s.effect.player === s.player
    ? { ...s.effect, player: "you" }
    : s.effect;
}

export const enSteps = {
  Designate: (s, en) => `choose ${enSelector(s.target, en)}`,
  May: (s, en) => {
    // "you may have 1 of your characters get cost +2 …": a may before a gain says who gets it
    const first = s.effect.kind === "Group" ? s.effect.steps[0] : s.effect;
    const text = lowerFirst(en.step(ownDraw(s)));
    const had = first?.kind === "Gets" ? `have ${text.replace(/ gets /, " get ")}` : text;
    return `${s.player === "opponent" ? "your opponent" : "you"} may ${had}`;
  },
  Must: (s, en) =>
    `${s.player === "opponent" ? "your opponent" : "you"} must ${lowerFirst(en.step(ownDraw(s)))}`,
  Choice: (s, en) =>
    `choose ${s.pick === undefined ? "one" : s.pick}: ${s.options.map((o) => en.step(o)).join("; or ")}`,
} satisfies EnSteps;

/** …のAPまたはDPの値を、元に戻す: a choice between resetting the AP and the DP of one target. */
function resetChoice(options: EffectStep[]): string | undefined {
  const [a, b] = options;
  if (
    options.length !== 2 ||
    a?.kind !== "ResetStat" ||
    b?.kind !== "ResetStat" ||
    a.which !== "ap" ||
    b.which !== "dp"
  )
    return undefined;
  if (!sameMeaning(a.target, b.target)) return undefined;
  return `${jaSelector(a.target)}のAPまたはDPの値を、元に戻す`;
}

/** +20/±0または±0/+20を得る: a choice between gains of one target, one duration. */
function compactChoice(options: EffectStep[], ja: Ja): string | undefined {
  const gets = options.filter((o): o is Extract<EffectStep, { kind: "Gets" }> => o.kind === "Gets");
  const first = gets[0];
  if (!first || gets.length !== options.length) return undefined;
  const key = (o: typeof first): unknown[] => [o.target, o.per, o.duration];
  if (gets.some((o) => !sameMeaning(key(o), key(first)))) return undefined;
  const head = ja
    .step({ ...first, stat: undefined, cost: undefined, keywords: [] } as EffectStep)
    .replace(/を得る$/, "");
  return `${head}${gets.map(jaGains).join("または")}を得る`;
}

/**
 * 以下から1つ選択する。「A。」「B。」: the printed form when an option is several steps (a group),
 * which 「…。または、…」 could not hold apart.
 */
function quotedChoice(options: EffectStep[], ja: Ja): string | undefined {
  if (!options.some((o) => o.kind === "Group")) return undefined;
  return quotedOptions(options, 1, ja);
}

/** 以下からNつ選択する。「A。」「B。」: the options quoted, N of them chosen. */
function quotedOptions(options: EffectStep[], pick: number, ja: Ja): string {
  return `以下から${pick}つ選択する。${options.map((o) => `「${ja.step(o)}。」`).join("")}`;
}

export const jaSteps = {
  Designate: (s) => `${jaSelector(s.target)}を指定する`,
  May: (s, ja) =>
    s.player === "opponent"
      ? `相手は、${ja.step(turnRound(s.effect))}ことができる`
      : `${ja.step(s.effect)}ことができる`,
  Must: (s, ja) =>
    s.player === "opponent" ? `相手は、${ja.step(turnRound(s.effect))}` : ja.step(s.effect),
  Choice: (s, ja) =>
    // 以下から2つ選択する。「A。」「B。」「C。」 (PPTP P-001): several options, always quoted
    (s.pick !== undefined ? quotedOptions(s.options, s.pick, ja) : undefined) ??
    resetChoice(s.options) ??
    compactChoice(s.options, ja) ??
    quotedChoice(s.options, ja) ??
    jaList(s.options, ja, "、または") ??
    s.options.map((o) => ja.step(o)).join("。または、"),
} satisfies JaSteps;
