// What a card may not (or must) do, in English and in Japanese: the restriction tables, shared by
// the one-shot step (`Restrict`: 1 of the opponent's characters cannot block this turn) and the
// continuous text (statics.ts); and the steps that forbid or cancel: Restrict, PlayBan, Negate.
import type { Duration, PlayBanUntil, Restriction, Selector } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { banDuration } from "../../grammar/play-ban-until.ts";
import { turnRound } from "../perspective.ts";
import type { EnSteps, JaSteps } from "./context.ts";
import { enDuration, jaDuration } from "./durations.ts";
import { enSelector, isPlural, type EnSelf } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";
import { enFilterWords, jaFilter } from "./filters.ts";
import { NoJapaneseForm } from "./words.ts";

/** How long a play ban within this turn holds, in English (past it: its Duration's words). */
const EN_PLAY_BAN_UNTIL: Partial<Record<PlayBanUntil, string>> = {
  endOfTurn: "until the end of the turn",
  endOfMainPhase: "until the end of this turn's main phase",
  inApproachPhase: "during this turn's approach phase",
};

/** When a card does not leave: in a battle, or only in one while blocking / being blocked. */
const EN_LEAVE_WHEN = {
  battle: "as a result of a battle",
  blocking: "as a result of a battle while blocking",
  blocked: "as a result of a battle while blocked",
} as const;

/** `plural`: the subject is several cards ("2 of your characters do not leave the field"). */
const enRestrictions: Table<Restriction, "kind", string, [EnSelf, boolean]> = {
  cannotBeBlocked: (r, ctx) =>
    `cannot be blocked${r.by ? ` ${r.except ? "except " : ""}by ${enSelector(r.by, ctx)}` : ""}`,
  doesNotLeave: (r, _ctx, plural) =>
    `${plural ? "do not" : "does not"} leave the field${r.when ? ` ${EN_LEAVE_WHEN[r.when]}` : ""}`,
  cannotLeave: (_r, _ctx, plural) => `${plural ? "do not" : "does not"} leave the field`,
  mustApproach: () => "must approach if able",
  cannotBlock: (r, ctx) => `cannot block${r.target ? ` ${enSelector(r.target, ctx)}` : ""}`,
  canBlockWhileRested: () => "can block while rested",
  cannotApproach: () => "cannot approach",
  cannotApproachOrBlock: () => "cannot approach or block",
  cannotGivePoints: () => "cannot give points by approach",
  doesNotReady: (r, _ctx, plural) =>
    r.atStartOfTurn
      ? `${plural ? "are" : "is"} not readied at the start of the turn`
      : `${plural ? "do" : "does"} not become ready`,
  cannotUseTexts: (_r, _ctx, plural) => `cannot use ${plural ? "their" : "its"} texts`,
  textsVoid: (_r, _ctx, plural) => `${plural ? "lose their" : "loses its"} texts`,
  cannotEnter: (r) =>
    `cannot be played${r.area === "supportArea" ? " into the support area" : r.area ? " into the main area" : ""}`,
  cannotBeTargeted: (r, ctx) => `cannot be targeted by the effects of ${enSelector(r.by, ctx)}`,
};

/** "<target> cannot approach", agreeing with a plural target. */
export function enRestricted(target: Selector, r: Restriction, ctx: EnSelf): string {
  return `${enSelector(target, ctx)} ${dispatch(enRestrictions, "kind", r, ctx, isPlural(target))}`;
}

/** The Japanese restriction, said after its topic (このカードは、…). */
const jaRestrictions: Table<Restriction, "kind", string> = {
  // 退場しない is one rule whether one-shot (cannotLeave) or continuous (doesNotLeave); the
  // translator reads the one-shot form in an effect and the continuous one in a continuous text
  cannotLeave: () => "退場しない",
  doesNotLeave: (r) => {
    if (!r.when) return "退場しない";
    // アプローチでは退場しない: not trashed by the battle of an approach (printed, 01-110)
    if (r.when === "battle") return "アプローチでは退場しない";
    throw new NoJapaneseForm(`\`does not leave when ${r.when}\``);
  },
  mustApproach: () => "可能な限りアプローチに参加しなくてはならない",
  cannotBeBlocked: (r) =>
    `${r.by ? `${jaSelector(r.by)}${r.except ? "以外" : ""}には` : ""}妨害されない`,
  cannotBlock: (r) =>
    r.target ? `${jaSelector(r.target)}を妨害できない` : "妨害に参加することができない",
  cannotApproach: () => "アプローチに参加することができない",
  cannotApproachOrBlock: () => "アプローチと妨害に参加できない",
  cannotGivePoints: () => "アプローチでポイントを与えることができない",
  // …ターンの開始時では活動状態にならない (OGR 01-120): Restrict names whose turn
  doesNotReady: (r) =>
    r.atStartOfTurn ? "ターンの開始時では活動状態にならない" : "活動状態にならない",
  cannotUseTexts: () => "テキストを使用することができない",
  // said of the texts, not the card: <X>のテキストは、…無効になる (jaRestricted)
  textsVoid: () => "無効になる",
  cannotEnter: (r) =>
    `${r.area === "supportArea" ? "サポートエリアに" : r.area ? "メインエリアに" : ""}登場させることができない`,
  cannotBeTargeted: (r) => `${jaSelector(r.by)}の効果の対象にならない`,
  canBlockWhileRested: () => "休息状態でも妨害に参加することができる",
};

export function jaRestriction(r: Restriction): string {
  return dispatch(jaRestrictions, "kind", r);
}

/** The topic a restriction is said of: <X>は, or <X>のテキストは for texts made void. */
export function jaTopic(target: Selector, r: Restriction): string {
  return `${jaSelector(target)}${r.kind === "textsVoid" ? "のテキスト" : ""}は`;
}

/**
 * `does not ready at start of turn until end of [the opponent's|your] [next] turn`: the start of
 * that turn (…相手のターンの開始時では / …自分のターンの開始時では活動状態にならない), said as one
 * time in both languages.
 */
function startOfTurn(s: {
  restriction: Restriction;
  duration?: Duration;
}): { opponents: boolean; next: boolean } | undefined {
  if (s.restriction.kind !== "doesNotReady" || !s.restriction.atStartOfTurn) return undefined;
  const d = s.duration;
  if (d?.kind === "untilEndOfOpponentsTurn") return { opponents: true, next: d.next };
  if (d?.kind === "untilEndOfYourTurn") return { opponents: false, next: d.next };
  return undefined;
}

export const enSteps = {
  Restrict: (s, en) => {
    const text = enRestricted(s.target, s.restriction, en);
    if (!s.duration) return text;
    const start = startOfTurn(s);
    if (start)
      return `${text.replace(/ the turn$/, "")} ${start.opponents ? "your opponent's" : "your"} ${start.next ? "next turn" : "turn"}`;
    if (s.duration.kind !== "thisTurn") return `${text}${enDuration(s.duration)}`;
    // "this turn, … by characters that entered this turn": not "… this turn this turn"
    return text.endsWith(" this turn") ? `this turn, ${text}` : `${text} this turn`;
  },
  PlayBan: (s, en) => {
    const past = banDuration(s.until);
    const until = past ? enDuration(past).trim() : EN_PLAY_BAN_UNTIL[s.until];
    return `${s.player === "opponent" ? "your opponent" : "you"} cannot play ${enSelector(s.card, en)}${s.from ? ` from ${s.player === "opponent" ? "their" : "your"} hand` : ""} ${until}`;
  },
  PlayPermit: (s, en) =>
    `this turn, ${s.player === "opponent" ? "your opponent" : "you"} can play ${enSelector(s.card, en)} outside ${s.player === "opponent" ? "their" : "your"} main phase`,
  Negate: (s, en) => {
    const any = s.whose === "any";
    const what =
      s.what === "event"
        ? any
          ? "an event being played"
          : "the event your opponent is playing"
        : s.what === "text"
          ? any
            ? "a text being used"
            : "the text your opponent is using"
          : any
            ? "a declaration"
            : "your opponent's declaration";
    // `… with the same name as a card in your opponent's trash`: the filters follow the noun
    const words = (s.filters ?? []).map((f) => enFilterWords(f, (x) => enSelector(x, en)));
    const pre = words.flatMap((w) => ("before" in w ? [w.before] : []));
    const post = words.flatMap((w) => ("after" in w ? [w.after] : []));
    return `negate ${[...pre, what, ...post].join(" ")}`;
  },
} satisfies EnSteps;

const NEGATED = {
  event: "プレイ中のイベントカード1枚",
  // the card language's other two: a text in use, or either (lowering: `declaration` is any)
  text: "使用中のテキスト1つ",
  declaration: "プレイ中のイベントカード1枚、または使用中のテキスト1つ",
} as const;

export const jaSteps = {
  Restrict: (s) => {
    // 次の相手の/自分のターンの開始時では活動状態にならない: the turn is named once, at its start
    const start = startOfTurn(s);
    if (start)
      return `${jaSelector(s.target)}は、${start.next ? "次の" : ""}${start.opponents ? "相手" : "自分"}の${jaRestriction(s.restriction)}`;
    if (s.restriction.kind === "doesNotReady" && s.restriction.atStartOfTurn)
      throw new NoJapaneseForm("`does not ready at start of turn` until another end than a turn's");
    return `${jaTopic(s.target, s.restriction)}、${jaDuration(s.duration)}${jaRestriction(s.restriction)}`;
  },
  // このターンのメインフェイズの間、相手は、…をプレイできない (said from that player's side)
  PlayBan: (s) => {
    const who = s.player === "opponent" ? "相手は、" : "自分は、";
    const cards = jaSelector(s.player === "opponent" ? turnRound(s.card) : s.card);
    const from = s.from ? "手札から" : "";
    // 相手は、このターンのアプローチフェイズで手札からイベントカードをプレイすることができない
    if (s.until === "inApproachPhase")
      return `${who}このターンのアプローチフェイズで${from}${cards}をプレイすることができない`;
    // 相手は、次の相手のターン終了時まで…をプレイできない: past this turn, said as its Duration
    const past = banDuration(s.until);
    if (past) return `${who}${jaDuration(past)}${from}${cards}をプレイできない`;
    const when = s.until === "endOfMainPhase" ? "このターンのメインフェイズの間、" : "このターン、";
    return `${when}${who}${from}${cards}をプレイできない`;
  },
  // このターン、自分は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させることができる
  PlayPermit: (s) => {
    const who = s.player === "opponent" ? "相手は、" : "自分は、";
    const cards = jaSelector(s.player === "opponent" ? turnRound(s.card) : s.card);
    return `このターン、${who}メインフェイズ以外でも${cards}を登場させることができる`;
  },
  // 相手の捨て札置き場にあるカードと同じ名称のプレイ中のイベントカード1枚 (SEKN 01-042: either player's)
  Negate: (s) =>
    `${(s.filters ?? []).map((f) => jaFilter(f, jaSelector)).join("")}${s.whose === "any" ? "" : "相手の"}${NEGATED[s.what]}を無効にする`,
} satisfies JaSteps;
