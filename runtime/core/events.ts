// Readable game-log events. `apply` returns the events of one step; a runner concatenates them into
// the game log. They are data (no strings built until formatted) so logging costs little.
import type { PlayerId } from "./state.ts";

export type GameEvent =
  | { ev: "setup"; first: PlayerId }
  | { ev: "mulligan"; player: PlayerId; redraw: boolean }
  | { ev: "turn"; player: PlayerId; turn: number }
  | { ev: "phase"; phase: string }
  | { ev: "draw"; player: PlayerId; n: number }
  | { ev: "declare"; player: PlayerId; card: number; what: string }
  | { ev: "pay"; player: PlayerId; cards: number[] }
  /** `text`: the index of the resolving text among its card's abilities (-1: none, a card played). */
  | { ev: "resolve"; card: number; what: string; text: number }
  | { ev: "fizzle"; card: number }
  /** A replacement of `card` takes the event of `instead` (rules/replacements.ts). */
  | { ev: "replace"; card: number; instead: number }
  | { ev: "enter"; card: number; area: string }
  | { ev: "attach"; card: number; host: number }
  | { ev: "approach"; card: number; partner: number }
  | { ev: "block"; card: number }
  | { ev: "noBlock"; player: PlayerId }
  | {
      ev: "battle";
      approacher: number;
      blocker: number;
      apA: number;
      dpA: number;
      apB: number;
      dpB: number;
    }
  | { ev: "point"; player: PlayerId; card: number }
  | { ev: "leave"; card: number; to: string }
  | { ev: "move"; card: number; to: string }
  | { ev: "stat"; card: number; ap: number; dp: number }
  | { ev: "pass"; player: PlayerId; auto: boolean }
  | { ev: "trigger"; card: number }
  | { ev: "break"; card: number }
  | { ev: "choice"; player: PlayerId; text: string }
  | { ev: "discard"; player: PlayerId; cards: number[] }
  | { ev: "win"; winner: PlayerId | "draw"; reason: string }
  /** 表にしてから: cards shown to both players (public information from now on). */
  | { ev: "reveal"; player: PlayerId; cards: number[] }
  /** 無効にする: a stack item removed without resolving. */
  | { ev: "negate"; card: number; what: string }
  /** 置き換える: a hand card and a point card changed places. */
  | { ev: "swap"; hand: number; point: number }
  /** 入れ替える: the top N and the bottom N cards of a deck changed places (unseen: no card named). */
  | { ev: "deckEndsSwapped"; player: PlayerId; n: number }
  /** 「自分は、ジョーロコインを1個得る」: the coins of that name a player holds, before and after. */
  | { ev: "playerCoins"; player: PlayerId; coin: string; from: number; to: number };
