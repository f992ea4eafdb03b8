// The board as text, a picture of the zones rather than a dump of the state (issue 16): shown in a
// failing ruling and by `memoria play`. B's side is drawn above A's, as across a table: each
// player's point pile, hand, deck and trash as counts (the point cards named, face down marked),
// the support and main areas card by card with current AP/DP, rested state, coins and attached
// cards; then the response stack and the battle. Players are A and B, as in rulings, unless other
// labels are given.
import type { GameState } from "./core/state.ts";
import {
  boardSnapshot,
  type TableCard,
  type TableSide,
  type BoardSnapshot,
} from "./board-snapshot.ts";

/** How the two players are called: A and B in rulings, P0 and P1 in the engine's own log. */
export type PlayerLabels = readonly [string, string];

export function boardText(state: GameState, labels: PlayerLabels = ["A", "B"]): string {
  const snapshot = boardSnapshot(state);
  return snapshot
    ? snapshotText(snapshot, labels)
    : `(card database ${state.db} is not registered)`;
}

const cardText = (c: TableCard): string =>
  [
    `「${c.name}」`,
    ...(c.ap !== undefined ? [`${c.ap}/${c.dp}`] : []),
    ...(c.rested ? ["rested"] : []),
    ...(c.coins ? [`${c.coins} coin${c.coins > 1 ? "s" : ""}`] : []),
    ...(c.attached ? [`with ${c.attached.map((a) => `「${a}」`).join(", ")}`] : []),
  ].join(" ");

export function snapshotText(b: BoardSnapshot, labels: PlayerLabels = ["A", "B"]): string {
  const side = (p: 0 | 1): string[] => {
    const s: TableSide = b.sides[p];
    const points = s.points.map((x) => `「${x.name}」${x.faceUp ? "" : " (face down)"}`);
    const counts = `${labels[p]}  points ${s.points.length}${points.length > 0 ? ` (${points.join(", ")})` : ""} · hand ${s.hand} · deck ${s.deck} · trash ${s.trash}${s.removed ? ` · removed ${s.removed}` : ""}`;
    const area = (label: string, cards: readonly TableCard[]): string =>
      `   ${label} ${cards.length === 0 ? "—" : cards.map(cardText).join(" · ")}`;
    const support = area("support:", s.support);
    const main = area("main:   ", s.main);
    // Each side's main area faces the other across the middle line.
    return p === 1 ? [counts, support, main] : [main, support, counts];
  };
  const when = b.phase === "over" ? "" : `, ${b.phase} phase`;
  const status = b.waiting
    ? ` · waiting for ${labels[b.waiting.player]} (${b.waiting.kind})`
    : ` · game over: ${b.winner === "draw" ? "draw" : b.winner === null || b.winner === undefined ? "no winner" : `${labels[b.winner]} wins`}`;
  const lines = [
    `turn ${b.turn} of ${labels[b.turnPlayer]}${when}${status}`,
    ...side(1),
    "   " + "─".repeat(40),
    ...side(0),
  ];
  if (b.stack.length > 0)
    lines.push(
      `stack (top last): ${b.stack.map((i) => `「${i.name}」 (${i.kind}, ${labels[i.controller]})`).join(", ")}`,
    );
  if (b.battle)
    lines.push(
      `battle: 「${b.battle.approacher}」${b.battle.partner ? ` with 「${b.battle.partner}」` : ""} approaching${b.battle.blocker ? `, blocked by 「${b.battle.blocker}」` : ""}`,
    );
  return lines.join("\n");
}
