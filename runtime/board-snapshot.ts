// The board as data a person reads (issue 16): what a picture of the table shows, taken from a
// state — each side's counts, its point cards, its areas card by card with current AP/DP — so the
// text view (board-text.ts) and the HTML report draw the same thing. Plain JSON: a report keeps it.
import { getDb } from "./cards/database.ts";
import type { GameState, PlayerId } from "./core/state.ts";
import { phaseName } from "./phase-name.ts";
import { view } from "./view.ts";

export interface TableCard {
  name: string;
  number: string;
  /** Current AP/DP (characters only). */
  ap?: number;
  dp?: number;
  rested?: true;
  coins?: number;
  /** Supports attached to it. */
  attached?: string[];
}

export interface TableSide {
  points: { name: string; faceUp: boolean }[];
  hand: number;
  deck: number;
  trash: number;
  removed: number;
  main: TableCard[];
  support: TableCard[];
}

export interface BoardSnapshot {
  turn: number;
  turnPlayer: PlayerId;
  /** start, main, approach, end, or a set-up step; "over" when the game is over. */
  phase: string;
  /** Who the engine waits for and what for; absent when the game is over. */
  waiting?: { player: PlayerId; kind: string };
  winner?: PlayerId | "draw" | null;
  sides: [TableSide, TableSide];
  stack: { name: string; kind: string; controller: PlayerId }[];
  battle?: { approacher: string; partner?: string; blocker?: string };
}

export function boardSnapshot(state: GameState): BoardSnapshot | undefined {
  const db = getDb(state.db);
  if (!db) return undefined;
  const v = view(state);
  const name = (id: number): string => db.byId.get(state.cards[id]!.def)?.name ?? `#${id}`;
  const onField = (id: number): TableCard => {
    const c = state.cards[id]!;
    const def = db.byId.get(c.def);
    const attached = state.players[c.owner].attached.filter((a) => state.cards[a]!.host === id);
    return {
      name: name(id),
      number: def?.number ?? c.def,
      ...(def?.kind === "character" && def.ap !== undefined ? { ap: v.ap(id), dp: v.dp(id) } : {}),
      ...(c.rested ? { rested: true as const } : {}),
      ...(c.coins > 0 ? { coins: c.coins } : {}),
      ...(attached.length > 0 ? { attached: attached.map(name) } : {}),
    };
  };
  const side = (p: PlayerId): TableSide => {
    const ps = state.players[p];
    return {
      points: ps.points.map((id) => ({ name: name(id), faceUp: state.cards[id]!.faceUp })),
      hand: ps.hand.length,
      deck: ps.deck.length,
      trash: ps.trash.length,
      removed: ps.removed?.length ?? 0,
      main: ps.main.map(onField),
      support: ps.support.map(onField),
    };
  };
  const p = state.pending;
  const b = state.battle;
  return {
    turn: state.turn,
    turnPlayer: state.turnPlayer,
    phase: state.step === "over" ? "over" : phaseName(state.step),
    ...(p.kind === "over"
      ? { winner: state.winner }
      : { waiting: { player: p.player, kind: p.kind } }),
    sides: [side(0), side(1)],
    stack: state.stack.map((i) => ({
      name: name(i.source),
      kind: i.kind,
      controller: i.controller,
    })),
    ...(b
      ? {
          battle: {
            approacher: name(b.approacher),
            ...(b.partner >= 0 ? { partner: name(b.partner) } : {}),
            ...(b.blocker >= 0 ? { blocker: name(b.blocker) } : {}),
          },
        }
      : {}),
  };
}
