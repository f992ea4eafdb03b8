// Building the engine state of a ruling's board with the runtime's buildBoardState, then applying
// what buildBoardState does not take: stat modifiers (+a/+b, permanent or until end of turn).
import type { BoardEntry, CardRef, Ruling } from "../grammar/ruling/index.ts";
import {
  buildBoardState,
  createGame,
  vanillaDeck,
  type ApplyResult,
  type CardDb,
  type GameEvent,
  type GameState,
  type BoardCard,
  type BoardSide,
} from "../runtime/index.ts";
import { FILLER } from "./cards.ts";

type Entry = string | BoardCard;

export function buildBoard(
  ruling: Ruling,
  db: CardDb,
  defOf: Map<CardRef, string>,
): { state: GameState; events: GameEvent[] } {
  const sides: [BoardSide, BoardSide] = [{}, {}];
  const mods: { player: 0 | 1; zone: "main" | "support"; index: number; e: BoardEntry }[] = [];
  const index = { main: [0, 0], support: [0, 0] };
  for (const z of ruling.zones) {
    const side = sides[z.player] as Record<string, Entry[] | boolean | undefined>;
    const list = ((side[z.zone] as Entry[] | undefined) ?? []) as Entry[];
    for (const e of z.entries) {
      const def = e.card ? (defOf.get(e.card) ?? FILLER.number) : FILLER.number;
      for (let i = 0; i < e.count; i++) {
        const entry: BoardCard = { card: def };
        if (e.rested !== undefined) entry.rested = e.rested;
        if (e.coins !== undefined) entry.coins = e.coins;
        if (e.faceDown) entry.faceUp = false;
        if (e.entered) entry.enteredThisTurn = true;
        if (e.approached) entry.approachedThisTurn = true;
        if (e.attached.length > 0)
          entry.attached = e.attached.map((a) => defOf.get(a) ?? FILLER.number);
        list.push(z.zone === "deck" || z.zone === "trash" || z.zone === "removed" ? def : entry);
        if ((z.zone === "main" || z.zone === "support") && e.mods.length > 0)
          mods.push({ player: z.player, zone: z.zone, index: index[z.zone][z.player]!, e });
        if (z.zone === "main" || z.zone === "support") index[z.zone][z.player]!++;
      }
    }
    side[z.zone] = list;
    if (z.exact && z.zone === "deck") side.exactDeck = true;
  }
  const r = buildBoardState({
    cards: db,
    filler: FILLER.number,
    turn: ruling.turn,
    turnPlayer: ruling.turnPlayer,
    ...(ruling.firstPlayer !== undefined ? { firstPlayer: ruling.firstPlayer } : {}),
    step: ruling.phase,
    players: sides,
    seed: ruling.seed ?? 1,
  });
  for (const m of mods) {
    const id = r.state.players[m.player][m.zone][m.index];
    if (id === undefined) continue;
    for (const x of m.e.mods)
      r.state.mods.push({
        card: id,
        ap: x.ap,
        dp: x.dp,
        until: x.untilEndOfTurn ? "turn" : "permanent",
      });
  }
  return r;
}

/** Rule 2: a real game from the ruling's deck lists (a player without one: the vanilla deck). */
export function newGame(
  ruling: Ruling,
  db: CardDb,
  defOf: Map<CardRef, string>,
  seed: number,
): ApplyResult {
  const deckOf = (p: 0 | 1): string[] => {
    const lines = ruling.zones.filter((z) => z.player === p && z.zone === "deck");
    if (lines.length === 0) return [...vanillaDeck];
    return lines.flatMap((z) =>
      z.entries.flatMap((e) =>
        Array.from({ length: e.count }, () =>
          e.card ? (defOf.get(e.card) ?? FILLER.number) : FILLER.number,
        ),
      ),
    );
  };
  return createGame({ cards: db, decks: [deckOf(0), deckOf(1)], seed });
}
