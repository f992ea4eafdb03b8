// Conditions in English ("you have 3 or more characters with 【X】", "it is your turn") and in
// canonical Japanese (自分の【X】を持つキャラが3枚以上いる場合, 自分のターンの間): one handler per
// condition kind and language. A Japanese condition ends in 場合 (an effect's) or なら (a
// trigger's); and / or are written in joining forms (…いて、 / …いるか、), as the translator
// reads them (parser/conditions.ts).
import type {
  Condition,
  PlayerRef,
  Selector,
  SubjectEvent,
  TriggerEvent,
} from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import { sameMeaning } from "../ast-util.ts";
import { enSelector, type EnSelf } from "./selectors-en.ts";
import { enMeasureWords } from "./filters.ts";
import { enTrigger } from "./triggers.ts";
import { jaSelector, withoutAny } from "./selectors-ja.ts";
import { joinedConditions } from "./condition-joins.ts";
import { enCompared, jaComparison, jaPlayer, NoJapaneseForm } from "./words.ts";

type Of<K extends Condition["kind"]> = Extract<Condition, { kind: K }>;

// ─── English ──────────────────────────────────────────────────────────────────────────────────

const EN_VS = {
  ">": "greater than",
  "<": "less than",
  ">=": "at least",
  "<=": "at most",
  "==": "equal to",
  "!=": "other than",
} as const;

const enConditions: Table<Condition, "kind", string, [EnSelf]> = {
  Count: (c, ctx) =>
    `you have ${enCompared(c.op, c.value, true)} ${enSelector(c.of, ctx).replace(/^your /, "")}`.replace(
      "you have",
      c.of.kind === "Query" && (c.of.owner === "opponent's" || c.of.zone?.owner === "opponent's")
        ? "there are"
        : "you have",
    ),
  CountVs: (c, ctx) =>
    `the number of ${enSelector(c.of, ctx)} is ${EN_VS[c.op]} ${enMeasureWords(c.with, (s) => enSelector(s, ctx))}`,
  Exists: (c, ctx) =>
    `${c.player === "opponent" ? "your opponent has" : "you have"} ${enSelector(c.of, ctx).replace(/ of (yours|your opponent's)/, "")}`,
  Turn: (c) => `it is ${c.whose === "your" ? "your" : "your opponent's"} turn`,
  Phase: (c) => `it is the ${c.phase} phase`,
  PlayedFrom: (c, ctx) =>
    `${enSelector(c.subject, ctx)} was played ${c.how === "break" ? "by break" : "from somewhere other than the hand"}`,
  Is: (c, ctx) =>
    `${enSelector(c.subject, ctx)} is ${c.state === "inHand" ? "in your hand" : c.state === "inExile" ? "removed from the game" : c.state}${c.other ? `${c.state === "blocked" ? " by" : ""} ${enSelector(c.other, ctx)}` : ""}`,
  // the referenced card of a description is any card (a trashed or negated one), not a character
  Matches: (c, ctx) =>
    `${c.subject.kind === "It" ? "that card" : enSelector(c.subject, ctx)} is ${enSelector(c.what, ctx)}`,
  And: (c, ctx) => `${enCondition(c.left, ctx)} and ${enCondition(c.right, ctx)}`,
  Or: (c, ctx) => `${enCondition(c.left, ctx)} or ${enCondition(c.right, ctx)}`,
  Not: (c, ctx) => {
    if (c.condition.kind !== "Exists") return `not (${enCondition(c.condition, ctx)})`;
    const what = enSelector(c.condition.of, ctx)
      .replace(/ of (yours|your opponent's)/, "")
      .replace(/^(an? |another )/, (m: string) => (m === "another " ? "other " : ""));
    return `${c.condition.player === "opponent" ? "your opponent has" : "you have"} no ${what}`;
  },
  Points: (c) =>
    `${c.player === "opponent" ? "your opponent has" : "you have"} ${enCompared(c.op, c.value, true)} points`,
  PlayerCoins: (c) =>
    `${c.player === "opponent" ? "your opponent holds" : "you hold"} ${enCompared(c.op, c.value, true)} "${c.coin}" coins`,
  PlayedThisTurn: (c, ctx) =>
    `${c.player === "opponent" ? "your opponent" : "you"} played ${enSelector(c.card, ctx)} this turn`,
  HappenedThisTurn: (c, ctx) => `earlier this turn, ${enTrigger(c.event, ctx)}`,
};

export function enCondition(c: Condition, ctx: EnSelf): string {
  return dispatch(enConditions, "kind", c, ctx);
}

// ─── Japanese ─────────────────────────────────────────────────────────────────────────────────

/** The subject of an Exists condition: the player becomes the owner again. */
function existsSubject(c: Of<"Exists">): string {
  const of = c.of;
  if (of.kind !== "Query") return jaSelector(of);
  const { quantity: _q, ...rest } = of;
  return jaSelector({ ...rest, owner: c.player === "opponent" ? "opponent's" : "your" });
}

/**
 * N枚以上: what cards print; ちょうどN枚: `== N`, which no card prints (it says …がいない for
 * none, read as `not you have`), written so that it reads back as == (parser/conditions.ts).
 */
function countWords(c: Of<"Count">): string {
  if (c.op === "==") return `ちょうど${c.value}枚`;
  return `${c.value}枚${jaComparison(c.op, "a count of cards")}`;
}

/** 休息状態の場合 …: the states a card is in, said of the subject (`this is rested`). */
const STATE_ENDINGS = {
  rested: "休息状態の場合",
  ready: "活動状態の場合",
  attached: "セットされている場合",
  inHand: "手札にある場合",
  inExile: "ゲームから取り除かれている場合",
} as const;

/**
 * A state condition with the ending given: している場合 (or the joining していて / しているか) for
 * アプローチに参加 / 妨害に参加 / を妨害, される… for 妨害されている (its approach blocked) / に妨害されている.
 */
function jaIs(c: Of<"Is">, active: string, passive: string): string | undefined {
  const who = `${jaSelector(c.subject)}が`;
  if (c.other)
    return `${who}${jaSelector(withoutAny(c.other))}${c.state === "blocking" ? `を妨害${active}` : `に妨害${passive}`}`;
  if (c.state === "approaching") return `${who}アプローチに参加${active}`;
  if (c.state === "blocking") return `${who}妨害に参加${active}`;
  if (c.state === "blocked") return `${who}妨害${passive}`;
  return undefined;
}

/**
 * このターンの間に、<subject>が<event>している場合: the events a card prints in that form (KMR 01-028,
 * OGR 01-106, SEKN 01-060); translate/parser/history.ts reads them back.
 */
function jaHappened(t: TriggerEvent): string {
  // 相手によって自分のポイント置き場にカードが置かれている (FA 01-030): the pile first, by that player
  if (
    t.event === "putIntoPointPile" &&
    t.cause?.by === "card" &&
    t.cause.whose &&
    t.subject.kind === "Query" &&
    t.subject.owner &&
    t.times === undefined &&
    !t.byApproach
  ) {
    const who = t.cause.whose === "your" ? "自分" : "相手";
    const pile = t.subject.owner === "your" ? "自分" : "相手";
    const { owner: _o, ...card } = withoutAny(t.subject) as typeof t.subject;
    return `${who}によって${pile}のポイント置き場に${jaSelector(card)}が置かれている`;
  }
  // 緑のキャラが5回以上アプローチした (ORSK 01-065): that many such events this turn
  const counted = "subject" in t && t.times !== undefined ? COUNTED_STEMS[t.event] : undefined;
  if (
    counted &&
    "subject" in t &&
    !t.byApproach &&
    !t.approachOf &&
    !t.area &&
    !t.paying &&
    !t.fromHand
  )
    return `${jaSelector(withoutAny(t.subject))}が${t.times}回以上${counted}`;
  const stem = "subject" in t ? HAPPENED_STEMS[t.event] : undefined;
  if (
    !stem ||
    !("subject" in t) ||
    t.times !== undefined ||
    t.approachOf ||
    t.area ||
    t.paying ||
    t.fromHand
  )
    throw new NoJapaneseForm(`\`this turn\` with the event ${t.event} in this form`);
  const by = t.byApproach ? "アプローチで" : "";
  return `${jaSelector(withoutAny(t.subject))}が${by}${stem}`;
}
const COUNTED_STEMS: Partial<Record<SubjectEvent, string>> = {
  approaches: "アプローチした",
  blocks: "妨害した",
  enters: "登場した",
  leaves: "退場した",
};
const HAPPENED_STEMS: Partial<Record<SubjectEvent, string>> = {
  enters: "登場している",
  approaches: "アプローチに参加している",
  blocks: "妨害に参加している",
  isBlocked: "妨害されている",
  givesPoint: "ポイントを与えている",
  leaves: "退場している",
};

/** The card a player played: 自分のイベントカード (the owner is the player). */
function jaPlayed(player: PlayerRef, card: Selector): string {
  const c = withoutAny(card);
  const who = jaPlayer(player, "a card played");
  if (c.kind !== "Query") throw new NoJapaneseForm("a played card that is not a kind of card");
  return jaSelector({ ...c, owner: who === "自分" ? "your" : "opponent's" });
}

/** プレイされている場合, or なら as a trigger's condition (read back as that trigger's). */
function jaPlayedEnding(nara: boolean): string {
  return nara ? "プレイされているなら" : "プレイされている場合";
}

/** Characters (or named cards, as printed: 「X」が3枚以上いる) are いる; other cards ある. */
function isCharacters(of: Selector): boolean {
  return of.kind !== "Query" || of.noun.kind === "character" || of.noun.kind === "name";
}

/** 自分の手札 for every card in a hand (the printed subject of a hand count), else the selector. */
function countSubject(of: Selector): string {
  if (
    of.kind === "Query" &&
    of.noun.kind === "card" &&
    of.filters.length === 0 &&
    !of.owner &&
    !of.quantity &&
    of.zone?.zone === "hand" &&
    of.zone.owner &&
    of.zone.top === undefined
  )
    return `${of.zone.owner === "your" ? "自分" : "相手"}の手札`;
  return jaSelector(of);
}

/** A condition, ending in 場合 (an effect's) or なら (a trigger's). */
const jaConditions: Table<Condition, "kind", string, [boolean]> = {
  Count: (c, nara) => {
    // 4枚以上いない場合: fewer than N characters (KGY 01-063)
    if (c.op === "<" && isCharacters(c.of) && !nara)
      return `${countSubject(c.of)}が${c.value}枚以上いない場合`;
    const n = countWords(c);
    // 自分の「X」が7枚以上ゲームから取り除かれている場合: the printed form of a count in the removed zone
    const of = c.of;
    if (
      !nara &&
      of.kind === "Query" &&
      of.zone?.zone === "removed" &&
      of.zone.owner &&
      !of.owner &&
      !of.quantity
    ) {
      const { zone, ...rest } = of;
      return `${jaSelector({ ...rest, owner: zone.owner })}が${n}ゲームから取り除かれている場合`;
    }
    // 自分の手札が4枚以上ある場合: cards that are not characters are ある, not いる; 1枚以下の場合
    const there = isCharacters(of) ? "いる" : "ある";
    if (c.op === "<=" && !nara) return `${countSubject(of)}が${n}の場合`;
    return `${countSubject(of)}が${n}${there}${nara ? "なら" : "場合"}`;
  },
  // …の枚数が…の枚数より多い場合 / より少ない場合 (GP 01-069): counts only, in an effect
  CountVs: (c, nara) => {
    if (
      nara ||
      c.with.kind !== "count" ||
      c.with.plus !== undefined ||
      (c.op !== ">" && c.op !== "<")
    )
      throw new NoJapaneseForm(`a count compared with ${c.op} ${c.with.kind}`);
    return `${jaSelector(c.of)}の枚数が${jaSelector(c.with.of)}の枚数より${c.op === ">" ? "多い" : "少ない"}場合`;
  },
  Exists: (c, nara) => `${existsSubject(c)}が${nara ? "いるなら" : "いる場合"}`,
  Turn: (c) => `${c.whose === "your" ? "自分" : "相手"}のターンの間`,
  // アプローチフェイズの間 (FA 01-058): of either player's turn; before a trigger, …の間に
  Phase: (c) => `${c.phase === "main" ? "メイン" : "アプローチ"}フェイズの間`,
  // このカードが〔ブレイク〕している場合 / このカードが手札以外からプレイされた場合 (AW 01-110, KGY 01-099)
  PlayedFrom: (c, nara) => {
    if (nara || c.subject.kind !== "This")
      throw new NoJapaneseForm("`is played by break` of another card or in a trigger");
    return `このカードが${c.how === "break" ? "〔ブレイク〕している" : "手札以外からプレイされた"}場合`;
  },
  Not: (c, nara) => {
    if (c.condition.kind !== "Exists")
      throw new NoJapaneseForm("`not` of a condition other than `you have …`");
    // 相手のポイント置き場にカードが無い場合 (KONM 05-010): cards in a pile are not there (無い)
    const of = c.condition.of;
    if (!nara && of.kind === "Query" && of.zone?.zone === "pointPile") {
      const who = c.condition.player === "opponent" ? "相手" : "自分";
      const { quantity: _q, zone: _z, owner: _o, ...rest } = of;
      return `${who}のポイント置き場に${jaSelector(rest)}が無い場合`;
    }
    return `${existsSubject(c.condition)}が${nara ? "いないなら" : "いない場合"}`;
  },
  Matches: (c) =>
    `${jaSelector(c.subject)}が${jaSelector({ ...c.what, quantity: undefined } as typeof c.what)}の場合`,
  Is: (c) =>
    jaIs(c, "している場合", "されている場合") ??
    `${jaSelector(c.subject)}が${STATE_ENDINGS[c.state as keyof typeof STATE_ENDINGS]}`,
  PlayedThisTurn: (c, nara) => `このターン、${jaPlayed(c.player, c.card)}が${jaPlayedEnding(nara)}`,
  HappenedThisTurn: (c) => `このターンの間に、${jaHappened(c.event)}場合`,
  Or: (c, nara) => {
    // either player played it: the printed form names no player
    if (
      c.left.kind === "PlayedThisTurn" &&
      c.right.kind === "PlayedThisTurn" &&
      c.left.player === "you" &&
      c.right.player === "opponent" &&
      sameMeaning(withoutAny(c.left.card), withoutAny(c.right.card))
    ) {
      return `このターン、${jaSelector(withoutAny(c.left.card))}が${jaPlayedEnding(nara)}`;
    }
    return jaJoined(c, nara);
  },
  And: (c, nara) => jaJoined(c, nara),
  // 自分のポイントが5点以上の場合 (`your points >= 5`)
  Points: (c) =>
    `${jaPlayer(c.player, "points")}のポイントが${c.value}点${jaComparison(c.op, "points")}の場合`,
  // 自分が経験コインを2個以上持つ場合 (`your "経験コイン" coins >= 2`)
  PlayerCoins: (c, nara) =>
    `${jaPlayer(c.player, "coins")}が${c.coin}を${c.value}個${jaComparison(c.op, "coins")}${nara ? "持つなら" : "持つ場合"}`,
};

/** A condition, ending in 場合 (an effect's) or, with `nara`, なら (a trigger's). */
export function jaCondition(c: Condition, nara = false): string {
  return dispatch(jaConditions, "kind", c, nara);
}

/** A condition in its joining form — いて (and) or いるか (or). */
function jaJoin(c: Condition, join: "and" | "or"): string {
  const iru = join === "and" ? "いて" : "いるか";
  const form =
    c.kind === "Exists"
      ? `${existsSubject(c)}が${iru}`
      : c.kind === "Count"
        ? `${jaSelector(c.of)}が${countWords(c)}${iru}`
        : c.kind === "Is"
          ? join === "and"
            ? jaIs(c, "していて", "されていて")
            : jaIs(c, "しているか", "されているか")
          : undefined;
  if (form === undefined)
    throw new NoJapaneseForm(`a condition of kind ${c.kind} before another in and / or`);
  return form;
}

/** And / Or: see condition-joins.ts. */
function jaJoined(c: Condition, nara: boolean): string {
  return joinedConditions(c, (x, as) => (as === "last" ? jaCondition(x, nara) : jaJoin(x, as)));
}
