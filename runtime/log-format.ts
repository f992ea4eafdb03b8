// Turning game events into readable log lines: "P0 approaches with 平沢 唯 (#12)".
import type { CardDb } from "./cards/database.ts";
import type { GameEvent } from "./core/events.ts";
import type { GameState } from "./core/state.ts";

export function cardLabel(db: CardDb, state: GameState, id: number): string {
  const c = state.cards[id];
  if (!c) return `#${id}`;
  const def = db.byId.get(c.def);
  return def ? `${def.name} [${def.number}] #${id}` : `#${id}`;
}

export function formatEvent(db: CardDb, state: GameState, e: GameEvent): string {
  const L = (id: number): string => cardLabel(db, state, id);
  switch (e.ev) {
    case "setup":
      return `setup: decks shuffled, player ${e.first} wins the flip; both draw 7`;
    case "mulligan":
      return `P${e.player} ${e.redraw ? "mulligans (hand to the bottom, draws 7)" : "keeps"}`;
    case "turn":
      return `--- turn ${e.turn}: player ${e.player} ---`;
    case "phase":
      return `  ${e.phase} phase`;
    case "draw":
      return `  P${e.player} draws ${e.n}`;
    case "declare":
      return `  P${e.player} declares ${L(e.card)}: ${e.what}`;
    case "pay":
      return `  P${e.player} pays with ${e.cards.map(L).join(", ")}`;
    case "resolve":
      return `  resolves ${L(e.card)} (${e.what})`;
    case "fizzle":
      return `  ${L(e.card)} does nothing (no legal target / no room)`;
    case "enter":
      return `  ${L(e.card)} enters the ${e.area} area`;
    case "attach":
      return `  ${L(e.card)} is attached to ${L(e.host)}`;
    case "approach":
      return `  ${L(e.card)} approaches${e.partner >= 0 ? ` with ${L(e.partner)} (team-up)` : ""}`;
    case "block":
      return `  ${L(e.card)} blocks`;
    case "noBlock":
      return `  P${e.player} does not block`;
    case "battle":
      return `  battle: ${L(e.approacher)} ${e.apA}/${e.dpA} vs ${L(e.blocker)} ${e.apB}/${e.dpB}`;
    case "point":
      return `  P${e.player} receives a point: ${L(e.card)}`;
    case "leave":
      return `  ${L(e.card)} leaves to ${e.to}`;
    case "move":
      return `  ${L(e.card)} → ${e.to}`;
    case "stat":
      return `  ${L(e.card)} gets ${e.ap >= 0 ? "+" : ""}${e.ap}/${e.dp >= 0 ? "+" : ""}${e.dp}`;
    case "pass":
      return `  P${e.player} passes${e.auto ? " (no other option)" : ""}`;
    case "trigger":
      return `  ${L(e.card)} triggers`;
    case "break":
      return `  ${L(e.card)} breaks (turned face down, played for free)`;
    case "choice":
      return `  P${e.player}: ${e.text}`;
    case "discard":
      return `  P${e.player} discards ${e.cards.map(L).join(", ")} (hand limit)`;
    case "reveal":
      return `  P${e.player} reveals ${e.cards.map(L).join(", ")}`;
    case "negate":
      return `  ${L(e.card)} (${e.what}) is negated`;
    case "swap":
      return `  ${L(e.hand)} (hand) and ${L(e.point)} (points) change places`;
    case "win":
      return e.winner === "draw"
        ? `game over: draw (${e.reason})`
        : `game over: player ${e.winner} wins (${e.reason})`;
  }
}
