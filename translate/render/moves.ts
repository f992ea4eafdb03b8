// Steps that move cards between zones: trash, return to hand, a move to a named zone, removal from
// the game, a swap of a hand card with a point card — in English and in Japanese.
import type { EffectStep, ZoneDestination } from "../../grammar/ast.ts";
import { dispatch, type Table } from "../../grammar/table.ts";
import type { En, EnSteps, JaSteps } from "./context.ts";
import { enSelector } from "./selectors-en.ts";
import { jaSelector } from "./selectors-ja.ts";

type Move = Extract<EffectStep, { kind: "Move" }>;

function enMove(s: Move, en: En): string {
  const to = s.to;
  const target = enSelector(s.target, en);
  const mine =
    s.target.kind === "This" ||
    (s.target.kind === "Query" && (s.target.owner ?? s.target.zone?.owner) === "your");
  const whose =
    to.owner === "you" || (to.owner === "owner" && mine)
      ? "your"
      : to.owner === "opponent"
        ? "your opponent's"
        : "its owner's";
  if (to.zone === "deck") return `put ${target} on the ${to.position} of ${whose} deck`;
  if (to.zone === "hand") return `put ${target} into ${whose} hand`;
  if (to.zone === "pointPile")
    return `put ${target} into ${whose} point pile face ${s.faceDown ? "down" : "up"}`;
  if (to.zone === "field") return `put ${target} onto the field${s.rested ? " rested" : ""}`;
  if (to.zone === "mainArea" && to.owner === "you")
    return `put ${target} onto your main area${s.rested ? " rested" : ""}`;
  if (to.zone === "mainArea" && s.target.kind === "It")
    return `put ${target} onto its owner's main area${s.rested ? " rested" : ""}`;
  if (to.zone === "exDeck") return `put ${target} into ${whose} EX deck`;
  return `move ${target} to ${to.zone === "mainArea" ? "the main area" : to.zone === "supportArea" ? "the support area" : to.zone}`;
}

export const enSteps = {
  Trash: (s, en) =>
    `put ${enSelector(s.target, en)} into ${/opponent/.test(enSelector(s.target, en)) ? "its owner's" : "your"} trash`,
  ReturnToHand: (s, en) => `return ${enSelector(s.target, en)} to its owner's hand`,
  Move: enMove,
  Exile: (s, en) => `remove ${enSelector(s.target, en)} from the game`,
  Swap: (s, en) => `swap ${enSelector(s.hand, en)} with ${enSelector(s.point, en)}`,
} satisfies EnSteps;

/** 自分の / 相手の before the destination when the AST names its player; none: the card's owner's. */
const jaOwner = (to: ZoneDestination): string =>
  to.owner === "you" ? "自分の" : to.owner === "opponent" ? "相手の" : "";

/** <target>を<destination>: the printed verb of a move to each zone. */
const jaMoves: Table<ZoneDestination, "zone", string, [Move, string]> = {
  deck: (to, s, t) => `${t}を${jaOwner(to)}デッキの${to.position === "top" ? "上" : "下"}に移す`,
  hand: (to, s, t) => `${t}を${jaOwner(to)}手札に加える`,
  pointPile: (to, s, t) =>
    `${t}を${jaOwner(to)}ポイント置き場に${s.faceDown ? "裏向きで" : "表向きで"}置く`,
  mainArea: (to, s, t) => {
    const from =
      s.target.kind === "Query" || s.target.kind === "This" ? s.target.zone?.zone : undefined;
    // メインエリアに出す: from off the field onto the main area, the area named (そのキャラをメイン
    // エリアに出す: back onto its owner's main area)
    if (
      (to.owner === "owner" && s.target.kind === "It") ||
      (to.owner === "you" && (from === "trash" || from === "hand"))
    )
      return `${t}を${s.rested ? "休息状態で" : ""}メインエリアに出す`;
    return `${t}を${jaOwner(to)}メインエリアに移す`;
  },
  // 場に出す: onto your field, no area named (rule 6.1: its controller chooses)
  field: (to, s, t) => `${t}を${s.rested ? "休息状態で" : ""}場に出す`,
  supportArea: (to, s, t) => `${t}を${jaOwner(to)}サポートエリアに移す`,
  exDeck: (to, s, t) => `${t}をEXデッキに移す`,
  // no card prints a move to the trash other than 捨て札にする (the Trash step)
  trash: (to, s, t) => `${t}を${jaOwner(to)}捨て札置き場に移す`,
};

function jaMove(s: Move): string {
  // EXデッキから…を抜き出し、[休息状態で]場に出す: the printed form of a move out of the EX deck
  if (
    s.target.kind === "Query" &&
    s.target.zone?.zone === "exDeck" &&
    s.target.zone.owner === "your" &&
    !s.target.owner &&
    s.to.zone === "field" &&
    s.to.owner === "you"
  ) {
    const what = jaSelector({ ...s.target, zone: undefined } as typeof s.target);
    return `EXデッキから${what}を抜き出し、${s.rested ? "休息状態で" : ""}場に出す`;
  }
  return dispatch(jaMoves, "zone", s.to, s, jaSelector(s.target));
}

export const jaSteps = {
  Trash: (s) => `${jaSelector(s.target)}を捨て札にする`,
  ReturnToHand: (s) => `${jaSelector(s.target)}を手札に戻す`,
  Move: jaMove,
  Exile: (s) => `${jaSelector(s.target)}をゲームから取り除く`,
  // two cards of a deck (K_ON2 03-001) are 入れ替える; a hand card and a point card 置き換える
  Swap: (s) =>
    `${jaSelector(s.hand)}と${jaSelector(s.point)}を${s.hand.kind === "Query" && s.hand.zone?.zone === "deck" ? "入れ替える" : "置き換える"}`,
} satisfies JaSteps;
