// Trigger events in English ("this character enters", "the end of your turn") and in canonical
// Japanese (このカードが登場した場合, 自分のターン終了時に): one handler per event and language. An
// event's Japanese ends in した場合 (mode `if`) or するごとに (`eachTime`); a moment (the start or
// end of a turn or phase, mode `at`) has no ending of its own.
import type { MoveCause, Selector, SubjectEvent, TriggerEvent } from "../../grammar/ast.ts";
import { dispatch, type Table, type Tagged } from "../../grammar/table.ts";
import { enSelector, type EnSelf } from "./selectors-en.ts";
import { jaPlayer, NoJapaneseForm } from "./words.ts";
import { jaSelector, OWNER, withoutAny } from "./selectors-ja.ts";

type SubjectTrigger = Tagged<TriggerEvent, "event", SubjectEvent>;
/** `instead`: a replacement's event, said before it happens (…する場合、代わりに…). */
export type TriggerMode = "if" | "eachTime" | "at" | "instead";

// ─── English ──────────────────────────────────────────────────────────────────────────────────

/** The pile a card arrives in is its owner's: "a card is put into your point pile by your opponent's approach". */
function enPileArrival(t: SubjectTrigger, ctx: EnSelf): string {
  const s = t.subject;
  const pile = s.kind === "Query" && s.owner === "opponent's" ? "opponent's" : "your";
  const who =
    s.kind === "Query"
      ? enSelector({ ...s, owner: undefined } as Selector, ctx)
      : enSelector(s, ctx);
  const by = t.byApproach
    ? pile === "your"
      ? " by your opponent's approach"
      : " by your approach"
    : "";
  return `${who} is put into ${pile === "your" ? "your" : "your opponent's"} point pile${by}${enCause(t.cause)}`;
}

/** " by an effect of your card", " by your opponent's card": what moved it (empty: anything). */
function enCause(c: MoveCause | undefined): string {
  if (!c) return "";
  const whose = c.whose === "your" ? "your" : c.whose === "opponent's" ? "your opponent's" : "";
  if (c.by === "card") return ` by ${whose || "a"} card`;
  return whose ? ` by an effect of ${whose} card` : " by a card's effect";
}

/** カードの効果で, 相手のカードの効果で, 相手のカードによって (empty: anything). */
function jaCause(c: MoveCause | undefined): string {
  if (!c) return "";
  const whose = c.whose ? `${OWNER[c.whose]}の` : "";
  return c.by === "card" ? `${whose}カードによって` : `${whose}カードの効果で`;
}

/** The trash a card arrives in is its owner's: 自分の捨て札置き場, or 相手の for an opponent's card. */
function pileOwner(s: Selector): "your" | "opponent's" {
  return s.kind === "Query" && s.owner === "opponent's" ? "opponent's" : "your";
}

/** "<subject> <verb>", with "by approaching", "through the approach of …", "to play …" when said. */
const enSubject =
  (verb: string) =>
  (t: SubjectTrigger, ctx: EnSelf): string => {
    const by =
      t.event === "givesPoint" && t.byApproach
        ? " by approaching"
        : t.event === "leaves" && t.byApproach
          ? " in an approach's battle"
          : "";
    const area = t.area ? ` the ${t.area} area` : "";
    const through = t.approachOf ? ` through the approach of ${enSelector(t.approachOf, ctx)}` : "";
    const paying =
      (t.fromHand ? " from your hand" : "") +
      (t.paying ? ` to play ${enSelector(t.paying, ctx)}` : "");
    const blocker = t.blocker ? ` by ${enSelector(t.blocker, ctx)}` : "";
    return `${enSelector(t.subject, ctx)} ${verb}${area}${by}${through}${paying}${blocker}${enCause(t.cause)}`;
  };

const enWhose = (w: "your" | "opponent's" | undefined): string =>
  w ? `${w === "your" ? "your" : "your opponent's"} ` : "the ";

const enTriggers: Table<TriggerEvent, "event", string, [EnSelf]> = {
  enters: enSubject("enters"),
  putOntoField: enSubject("is put onto the field"),
  approaches: enSubject("approaches"),
  blocks: enSubject("blocks"),
  approachesOrBlocks: enSubject("approaches or blocks"),
  isBlocked: enSubject("is blocked"),
  givesPoint: enSubject("gives a point"),
  leaves: enSubject("leaves the field"),
  returnedToHand: enSubject("is returned to hand"),
  becomesRested: enSubject("becomes rested"),
  usedAsCost: enSubject("is used as a cost"),
  putIntoPointPile: enPileArrival,
  putIntoTrash: (t, ctx) =>
    `${enSelector(t.subject, ctx)} is put into ${pileOwner(t.subject) === "your" ? "your" : "your opponent's"} trash${enCause(t.cause)}`,
  leavesField: enSubject("leaves the field"),
  movesArea: (t, ctx) =>
    `${enSelector(t.subject, ctx)} moves from the ${t.area === "support" ? "main" : "support"} area to the ${t.area ?? "main"} area${enCause(t.cause)}`,
  cardPlayed: (t, ctx) =>
    `${t.player === "opponent" ? "your opponent plays" : "you play"} ${enSelector(t.card, ctx)}${t.notFromHand ? " from somewhere other than the hand" : ""}`,
  pointReceived: (t) =>
    `${t.player === "opponent" ? "your opponent receives" : "you receive"} a point`,
  deckLooked: (t) =>
    `${t.player === "opponent" ? "your opponent looks" : "you look"} at a deck${t.byEffect ? " by an effect" : ""}`,
  textUsed: (t) => `${t.player === "opponent" ? "your opponent uses" : "you use"} a text`,
  cardDrawn: (t) =>
    `${t.player === "opponent" ? "your opponent draws" : "you draw"} a card${t.notAtTurnStart ? " other than at the start of a turn" : ""}`,
  turnStart: (t) => `the start of ${enWhose(t.whose)}turn`,
  turnEnd: (t) => `the end of ${enWhose(t.whose)}turn`,
  phaseStart: (t) =>
    `the start of ${t.whose === "opponent's" ? "your opponent's" : "your"} ${t.phase} phase`,
  levelUp: (t, ctx) =>
    `${t.player === "opponent" ? "your opponent levels" : "you level"} up into ${enSelector(t.card, ctx)}`,
  performs: (t) =>
    `${t.player === "opponent" ? "your opponent performs" : "you perform"} ${t.action}`,
  levelsUp: (t, ctx) => `${enSelector(t.character, ctx)} levels up`,
  anyOf: (t, ctx) => {
    // "you or your opponent plays …" (KGY P-001): the same play by either player, said once
    const [a, b] = t.events;
    if (t.events.length === 2 && a?.event === "cardPlayed" && b?.event === "cardPlayed") {
      const mine = enTrigger(a, ctx);
      if (
        a.player === "you" &&
        mine.startsWith("you play ") &&
        enTrigger(b, ctx) === `your opponent plays ${mine.slice(9)}`
      )
        return `you or your opponent plays ${mine.slice(9)}`;
    }
    // "this card enters or approaches": a subject shared by every event is said once
    const parts = t.events.map((e) => enTrigger(e, ctx));
    const subjects = t.events.map((e) =>
      "subject" in e && e.event !== "putIntoPointPile" ? enSelector(e.subject, ctx) : undefined,
    );
    const shared =
      subjects[0] !== undefined && subjects.every((x) => x === subjects[0])
        ? `${subjects[0]} `
        : undefined;
    return shared
      ? `${shared}${parts.map((p) => p.slice(shared.length)).join(" or ")}`
      : parts.join(", or ");
  },
};

export function enTrigger(t: TriggerEvent, ctx: EnSelf): string {
  const base = dispatch(enTriggers, "event", t, ctx);
  return "subject" in t && t.times ? `${base} for the ${ordinal(t.times)} time this turn` : base;
}

const ordinal = (n: number): string =>
  `${n}${n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

// ─── Japanese ─────────────────────────────────────────────────────────────────────────────────

const ending = (mode: TriggerMode): string =>
  mode === "eachTime" ? "するごとに" : mode === "instead" ? "する場合" : "した場合";
/** <subject>が, and what moved it when the trigger says (カードの効果で). */
const who = (t: SubjectTrigger): string =>
  `${jaSelector(withoutAny(t.subject))}が${jaCause(t.cause)}`;
/** <subject>が<stem>した場合 / するごとに. */
const jaSubject =
  (stem: string) =>
  (t: SubjectTrigger, mode: TriggerMode): string =>
    `${who(t)}${stem}${ending(mode)}`;
/** <subject>が<X>置き場に置かれた場合 / 置かれるごとに. */
const jaPut = (mode: TriggerMode): string =>
  mode === "eachTime" ? "置かれるごとに" : "置かれた場合";
const jaWhose = (w: "your" | "opponent's" | undefined): string => (w ? `${OWNER[w]}の` : "");

const jaTriggers: Table<TriggerEvent, "event", string, [TriggerMode]> = {
  // サポートエリアに登場した場合: an entry into that area only
  enters: (t, mode) =>
    `${who(t)}${t.area ? `${t.area === "support" ? "サポート" : "メイン"}エリアに` : ""}登場${ending(mode)}`,
  approaches: jaSubject("アプローチに参加"),
  blocks: jaSubject("妨害に参加"),
  approachesOrBlocks: jaSubject("アプローチまたは妨害に参加"),
  // <blocker>に妨害された場合 (GP 01-086): only a block by such a character
  isBlocked: (t, mode) =>
    `${who(t)}${t.blocker ? `${jaSelector(withoutAny(t.blocker))}に` : ""}妨害${mode === "eachTime" ? "されるごとに" : "された場合"}`,
  givesPoint: (t, mode) =>
    `${who(t)}${t.byApproach ? "アプローチで" : ""}ポイントを与え${mode === "eachTime" ? "るごとに" : mode === "instead" ? "る場合" : "た場合"}`,
  // <X>のアプローチで<Y>が退場した場合: Y leaves in the battle of X's approach; <Y>がアプローチで
  // 退場した場合: in the battle of any approach
  leaves: (t, mode) =>
    `${t.approachOf ? `${jaSelector(t.approachOf)}のアプローチで` : ""}${who(t)}${t.byApproach ? "アプローチで" : ""}退場${ending(mode)}`,
  putOntoField: (t) => `${who(t)}場に出た場合`,
  usedAsCost: (t) =>
    `${who(t)}${t.fromHand ? "手札から" : ""}${t.paying ? `${jaSelector(withoutAny(t.paying))}の` : ""}コストとして使用された場合`,
  // 休息状態になった場合 / 休息状態になるごとに (PM_KG 01-055)
  becomesRested: (t, mode) =>
    `${who(t)}休息状態にな${mode === "eachTime" ? "るごとに" : "った場合"}`,
  // 手札に戻った場合 / 手札に戻るごとに: no card prints it; the translator reads it back
  returnedToHand: (t, mode) => `${who(t)}手札に戻${mode === "eachTime" ? "るごとに" : "った場合"}`,
  // 〔相手のアプローチによって〕自分のポイント置き場に<card>が置かれた場合: the pile is the card's owner's
  putIntoPointPile: (t, mode) => {
    const s = t.subject;
    const pile = s.kind === "Query" && s.owner === "opponent's" ? "opponent's" : "your";
    const card = s.kind === "Query" ? { ...withoutAny(s), owner: undefined } : s;
    const by = t.byApproach ? `${pile === "your" ? "相手" : "自分"}のアプローチによって` : "";
    return `${by}${jaCause(t.cause)}${pile === "your" ? "自分" : "相手"}のポイント置き場に${jaSelector(card as Selector)}が${jaPut(mode)}`;
  },
  // <card>が(相手のカードの効果で)自分の捨て札置き場に置かれた場合: the trash is the card's owner's
  putIntoTrash: (t, mode) =>
    `${who(t)}${OWNER[pileOwner(t.subject)]}の捨て札置き場に${jaPut(mode)}`,
  // <card>が(カードの効果で)場から離れた場合
  leavesField: (t, mode) => `${who(t)}場から離れ${mode === "eachTime" ? "るごとに" : "た場合"}`,
  // <card>がサポートエリアからメインエリアに移った場合 (ERMG P-002), or the other way
  movesArea: (t, mode) =>
    `${who(t)}${t.area === "support" ? "メインエリアからサポートエリア" : "サポートエリアからメインエリア"}に移${mode === "eachTime" ? "るごとに" : "った場合"}`,
  cardPlayed: (t, mode) => {
    const card = withoutAny(t.card);
    // 自分が「X」をプレイするごとに: the passive form has no each-time ending; 自分が手札以外から
    // カードをプレイした場合 (KGY P-001): the played-from words go with the active form
    if (mode === "eachTime" || t.notFromHand)
      return `${jaPlayer(t.player, "a card played")}が${t.notFromHand ? "手札以外から" : ""}${jaSelector(card)}をプレイ${mode === "eachTime" ? "するごとに" : "した場合"}`;
    const owner = t.player === "opponent" ? "opponent's" : "your";
    return `${jaSelector(card.kind === "Query" ? { ...card, owner } : card)}がプレイされた場合`;
  },
  // 相手がカードの効果でデッキを見た場合 (FA 01-050)
  deckLooked: (t, mode) =>
    `${jaPlayer(t.player, "a deck looked at")}が${t.byEffect ? "カードの効果で" : ""}デッキを見${mode === "eachTime" ? "るごとに" : "た場合"}`,
  // 相手がテキストを使用するごとに (FA 01-058) / …使用した場合
  textUsed: (t, mode) =>
    `${jaPlayer(t.player, "a text used")}がテキストを使用${mode === "eachTime" ? "するごとに" : "した場合"}`,
  // 相手がカードを引いた場合 / 自分がターン開始時以外でカードを引いた場合 (…引くごとに)
  cardDrawn: (t, mode) =>
    `${jaPlayer(t.player, "a draw")}が${t.notAtTurnStart ? "ターン開始時以外で" : ""}カードを引${mode === "eachTime" ? "くごとに" : "いた場合"}`,
  // 自分がポイントを受け取った場合: no card prints it; the translator reads it back
  pointReceived: (t, mode) =>
    `${jaPlayer(t.player, "a point received")}がポイントを受け取${mode === "eachTime" ? "るごとに" : "った場合"}`,
  // このカードにレベルアップした場合 (〔レベルアップ〕, rule 7.11); 相手が… when the opponent levels up
  levelUp: (t, mode) =>
    `${t.player === "you" ? "" : `${jaPlayer(t.player, "a level-up")}が`}${jaSelector(withoutAny(t.card))}にレベルアップ${ending(mode)}`,
  // 自分が改変を行った場合 (SG P-001)
  performs: (t, mode) =>
    `${jaPlayer(t.player, "a later action")}が${t.action}を行${mode === "eachTime" ? "うごとに" : "った場合"}`,
  // 自分の「X」がレベルアップした場合 (DDH 01-017a)
  levelsUp: (t, mode) => `${jaSelector(withoutAny(t.character))}がレベルアップ${ending(mode)}`,
  turnStart: (t) => `${jaWhose(t.whose)}ターン開始時に`,
  turnEnd: (t) => `${jaWhose(t.whose)}ターン終了時に`,
  phaseStart: (t) =>
    `${jaWhose(t.whose)}${t.phase === "main" ? "メイン" : "アプローチ"}フェイズ開始時に`,
  // 「…した場合、または…した場合」: each event written out in full (the printed short form, which
  // shares the subject and the ending, reads back to the same AST)
  anyOf: (t, mode) =>
    eitherPlayer(t.events, mode) ?? t.events.map((e) => jaTrigger(e, mode)).join("、または"),
};

/**
 * 自分または相手が<X>をプレイした場合 (KGY P-001): the same play by either player, said once — the
 * two events differ only in their player (the translator reads it back as the same `or`).
 */
function eitherPlayer(events: readonly TriggerEvent[], mode: TriggerMode): string | undefined {
  const [a, b] = events;
  if (events.length !== 2 || a?.event !== "cardPlayed" || b?.event !== "cardPlayed") return;
  if (a.player !== "you" || b.player !== "opponent") return;
  const mine = jaTrigger(a, mode);
  if (!mine.startsWith("自分が") || `相手が${mine.slice(3)}` !== jaTrigger(b, mode)) return;
  return `自分または相手が${mine.slice(3)}`;
}

/**
 * The trigger clause, before the 、 that starts the effect. An event counted in the turn is
 * 同じターンの間に、<subject>がN枚以上<event>した場合.
 */
export function jaTrigger(t: TriggerEvent, mode: TriggerMode): string {
  // a replacement's event is said in the present (する場合): only the events whose handlers say it
  if (mode === "instead" && !INSTEAD_FORMS.has(t.event))
    throw new NoJapaneseForm(`a replacement of the event \`${t.event}\``);
  const base = dispatch(jaTriggers, "event", t, mode);
  if (!("subject" in t) || !t.times) return base;
  const s = t.subject;
  // the subject as the event's own clause writes it (a pile arrival drops the card's owner)
  const card =
    t.event === "putIntoPointPile" && s.kind === "Query"
      ? ({ ...withoutAny(s), owner: undefined } as Selector)
      : withoutAny(s);
  const who = `${jaSelector(card)}が`;
  if (!base.includes(who)) throw new NoJapaneseForm(`a counted event with the subject ${who}`);
  return `同じターンの間に、${base.replace(who, `${who}${t.times}枚以上`)}`;
}

/** The events a replacement's Japanese is written for (…する場合, …を与える場合). */
const INSTEAD_FORMS: ReadonlySet<TriggerEvent["event"]> = new Set(["leaves", "givesPoint"]);

/** A replacement (REPLACEMENT_EFFECTS): "if <event>, <effect> instead". */
export const enInstead = (t: TriggerEvent, ctx: EnSelf, effect: string): string =>
  `if ${enTrigger(t, ctx)}, ${effect.replace(/\.$/, "")} instead`;

/** A replacement: <subject>が<event>する場合、代わりに<effect>. */
export const jaInstead = (t: TriggerEvent, effect: string): string =>
  `${jaTrigger(t, "instead")}、代わりに${effect.replace(/。$/, "")}`;
