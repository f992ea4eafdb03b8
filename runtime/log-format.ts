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

type EventOf<K extends GameEvent["ev"]> = Extract<GameEvent, { ev: K }>;
/** One line per kind of event; `L` labels a card id. */
type Format<K extends GameEvent["ev"]> = (e: EventOf<K>, L: (id: number) => string) => string;

const FORMATS = {
  setup: (e) => `setup: decks shuffled, player ${e.first} wins the flip; both draw 7`,
  mulligan: (e) => `P${e.player} ${e.redraw ? "mulligans (hand to the bottom, draws 7)" : "keeps"}`,
  turn: (e) => `--- turn ${e.turn}: player ${e.player} ---`,
  phase: (e) => `  ${e.phase} phase`,
  draw: (e) => `  P${e.player} draws ${e.n}`,
  declare: (e, L) => `  P${e.player} declares ${L(e.card)}: ${e.what}`,
  pay: (e, L) => `  P${e.player} pays with ${e.cards.map(L).join(", ")}`,
  resolve: (e, L) => `  resolves ${L(e.card)} (${e.what})`,
  replace: (e, L) => `  ${L(e.card)} replaces the event of ${L(e.instead)}`,
  fizzle: (e, L) => `  ${L(e.card)} does nothing (no legal target / no room)`,
  enter: (e, L) => `  ${L(e.card)} enters the ${e.area} area`,
  attach: (e, L) => `  ${L(e.card)} is attached to ${L(e.host)}`,
  approach: (e, L) =>
    `  ${L(e.card)} approaches${e.partner >= 0 ? ` with ${L(e.partner)} (team-up)` : ""}`,
  block: (e, L) => `  ${L(e.card)} blocks`,
  noBlock: (e) => `  P${e.player} does not block`,
  battle: (e, L) =>
    `  battle: ${L(e.approacher)} ${e.apA}/${e.dpA} vs ${L(e.blocker)} ${e.apB}/${e.dpB}`,
  point: (e, L) => `  P${e.player} receives a point: ${L(e.card)}`,
  leave: (e, L) => `  ${L(e.card)} leaves to ${e.to}`,
  move: (e, L) => `  ${L(e.card)} → ${e.to}`,
  stat: (e, L) =>
    `  ${L(e.card)} gets ${e.ap >= 0 ? "+" : ""}${e.ap}/${e.dp >= 0 ? "+" : ""}${e.dp}`,
  pass: (e) => `  P${e.player} passes${e.auto ? " (no other option)" : ""}`,
  trigger: (e, L) => `  ${L(e.card)} triggers`,
  break: (e, L) => `  ${L(e.card)} breaks (turned face down, played for free)`,
  choice: (e) => `  P${e.player}: ${e.text}`,
  discard: (e, L) => `  P${e.player} discards ${e.cards.map(L).join(", ")} (hand limit)`,
  reveal: (e, L) => `  P${e.player} reveals ${e.cards.map(L).join(", ")}`,
  negate: (e, L) => `  ${L(e.card)} (${e.what}) is negated`,
  playerCoins: (e) => `  P${e.player} holds ${e.to} ${e.coin} (was ${e.from})`,
  swap: (e, L) => `  ${L(e.hand)} (hand) and ${L(e.point)} (points) change places`,
  deckEndsSwapped: (e) => `  P${e.player}'s top ${e.n} and bottom ${e.n} deck cards change places`,
  win: (e) =>
    e.winner === "draw"
      ? `game over: draw (${e.reason})`
      : `game over: player ${e.winner} wins (${e.reason})`,
} satisfies { [K in GameEvent["ev"]]: Format<K> };

export function formatEvent(db: CardDb, state: GameState, e: GameEvent): string {
  const L = (id: number): string => cardLabel(db, state, id);
  return (FORMATS[e.ev] as Format<GameEvent["ev"]>)(e, L);
}
