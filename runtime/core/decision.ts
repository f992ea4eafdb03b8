// Decisions: everything a player can tell the engine. Each names its player, so a decision out
// of turn is rejected (`priority/not-your-turn`) rather than applied to the wrong side.
import type { GameEvent } from "./events.ts";
import type { Rejection } from "./reject.ts";
import type { GameState, PlayerId } from "./state.ts";

export type Decision =
  | { type: "goFirst"; player: PlayerId; first: boolean }
  /** Rule 2.3: keep, or put the hand on the bottom (in `order`, first = topmost) and draw 7. */
  | { type: "mulligan"; player: PlayerId; redraw: boolean; order?: number[] }
  | { type: "pass"; player: PlayerId }
  | {
      type: "play";
      player: PlayerId;
      card: number;
      /** Hand cards and face-up point cards paying the cost (rule 5.1). */
      pay: number[];
      area?: "main" | "support";
      /** Rule 6.3: with 5 in the main area, the character trashed to make room. */
      replace?: number;
      /** Support cards: the character to attach to (rule 6.4). */
      host?: number;
      /** Event targets, one list per target spec (rule 4.2). */
      targets?: number[][];
      /** An event with modes: which one it is played with (0 = its first mode). */
      mode?: number;
    }
  | {
      type: "activate";
      player: PlayerId;
      card: number;
      ability: number;
      pay?: number[];
      /** One list of cards per extra cost (e.g. the card trashed from hand). */
      extra?: number[][];
      targets?: number[][];
    }
  | { type: "approach"; player: PlayerId; card: number; partner?: number }
  | { type: "endApproach"; player: PlayerId }
  | { type: "block"; player: PlayerId; card: number }
  | { type: "noBlock"; player: PlayerId }
  | { type: "pickDp"; player: PlayerId; card: number }
  | { type: "discard"; player: PlayerId; cards: number[] }
  /** Trigger order: indices into the pending list; the first listed resolves first. */
  | { type: "order"; player: PlayerId; order: number[] }
  | { type: "targets"; player: PlayerId; targets: number[][] }
  | { type: "break"; player: PlayerId; card: number; targets?: number[][] }
  | { type: "noBreak"; player: PlayerId }
  | { type: "choose"; player: PlayerId; cards: number[] }
  | { type: "may"; player: PlayerId; accept: boolean }
  | { type: "option"; player: PlayerId; index: number };

export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | Rejection;
