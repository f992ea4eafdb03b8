// The board as text, a picture of the zones rather than a dump of the state (issue 16): shown in a
// failing ruling and by `memoria play`. B's side is drawn above A's, as across a table: each
// player's point pile, hand, deck and trash as counts (the point cards named, face down marked),
// the support and main areas card by card with current AP/DP, rested state, coins and attached
// cards; then the response stack and the battle. Players are A and B, as in rulings.
import { getDb } from "./cards/database.ts";
import type { GameState, PlayerId } from "./core/state.ts";
import { phaseName } from "./phase-name.ts";
import { view } from "./view.ts";

/** How the two players are called: A and B in rulings, P0 and P1 in the engine's own log. */
export type PlayerLabels = readonly [string, string];

export function boardText(state: GameState, SIDE: PlayerLabels = ["A", "B"]): string {
  const db = getDb(state.db);
  if (!db) return `(card database ${state.db} is not registered)`;
  const v = view(state);
  const name = (id: number): string => {
    const def = db.byId.get(state.cards[id]!.def);
    return def ? `「${def.name}」` : `#${id}`;
  };
  const onField = (id: number): string => {
    const c = state.cards[id]!;
    const def = db.byId.get(c.def);
    const parts = [name(id)];
    if (def?.kind === "character" && def.ap !== undefined) parts.push(`${v.ap(id)}/${v.dp(id)}`);
    if (c.rested) parts.push("rested");
    if (c.coins > 0) parts.push(`${c.coins} coin${c.coins > 1 ? "s" : ""}`);
    const attached = state.players[c.owner].attached.filter((a) => state.cards[a]!.host === id);
    if (attached.length > 0) parts.push(`with ${attached.map(name).join(", ")}`);
    return parts.join(" ");
  };
  const side = (p: PlayerId): string[] => {
    const ps = state.players[p];
    const points = ps.points.map((id) =>
      state.cards[id]!.faceUp ? name(id) : `${name(id)} (face down)`,
    );
    const counts = `${SIDE[p]}  points ${ps.points.length}${points.length > 0 ? ` (${points.join(", ")})` : ""} · hand ${ps.hand.length} · deck ${ps.deck.length} · trash ${ps.trash.length}${ps.removed?.length ? ` · removed ${ps.removed.length}` : ""}`;
    const area = (label: string, ids: readonly number[]): string =>
      `   ${label} ${ids.length === 0 ? "—" : ids.map(onField).join(" · ")}`;
    const support = area("support:", ps.support);
    const main = area("main:   ", ps.main);
    // Each side's main area faces the other across the middle line.
    return p === 1 ? [counts, support, main] : [main, support, counts];
  };
  const lines = [
    `turn ${state.turn} of ${SIDE[state.turnPlayer]}${state.step === "over" ? "" : `, ${phaseName(state.step)} phase`}${pendingText(state, SIDE)}`,
    ...side(1),
    "   " + "─".repeat(40),
    ...side(0),
  ];
  if (state.stack.length > 0)
    lines.push(
      `stack (top last): ${state.stack.map((i) => `${name(i.source)} (${i.kind}, ${SIDE[i.controller]})`).join(", ")}`,
    );
  const b = state.battle;
  if (b)
    lines.push(
      `battle: ${name(b.approacher)}${b.partner >= 0 ? ` with ${name(b.partner)}` : ""} approaching${b.blocker >= 0 ? `, blocked by ${name(b.blocker)}` : ""}`,
    );
  return lines.join("\n");
}

function pendingText(state: GameState, SIDE: PlayerLabels): string {
  const p = state.pending;
  if (p.kind === "over")
    return ` · game over: ${state.winner === "draw" ? "draw" : state.winner === null ? "no winner" : `${SIDE[state.winner]} wins`}`;
  return ` · waiting for ${SIDE[p.player]} (${p.kind})`;
}
