// A ruling being written: its board (one item per card, so the shrinker can drop cards one by one)
// and its steps, printed as `.ruling` text. The board is read off an engine state at rest.
import type { GameState } from "../../runtime/index.ts";
import { cardKey, PLAYER } from "./card-name.ts";

/** One card of the board (with what sits on it) or one step: what the shrinker drops. */
export type Item =
  { kind: "card"; player: 0 | 1; zone: BoardZone; text: string } | { kind: "step"; text: string };

export type BoardZone = "main" | "support" | "hand" | "points" | "trash" | "removed" | "deck";
const ZONES: readonly BoardZone[] = [
  "main",
  "support",
  "hand",
  "points",
  "trash",
  "removed",
  "deck",
];

export interface Draft {
  /** `// …` lines before the ruling: where it comes from and what went wrong. */
  comments: string[];
  name: string;
  cites: string;
  /** The compiled sets the cards come from (none: the sample cards). */
  sets: string[];
  /** `turn N of A, main phase` and `first player B`. */
  header: string[];
  items: Item[];
  /** The expectation after the steps, with its comment lines. */
  tail: string[];
}

/** The ruling language's phase for a resting state (see resting.ts). */
const phaseWord = (s: GameState): string => (s.step === "main" ? "main" : "approach");

/** A card on the field as a board entry: rested, coins, turn marks, stat modifiers, supports. */
function fieldEntry(s: GameState, id: number): string {
  const c = s.cards[id]!;
  const words = [cardKey(s, id)];
  if (c.rested) words.push("rested");
  if (c.coins > 0) words.push(`coins ${c.coins}`);
  if (c.enteredTurn === s.turn) words.push("entered this turn");
  if (c.approachedTurn === s.turn) words.push("approached");
  for (const m of s.mods)
    if (m.card === id && m.setAp === undefined && m.setDp === undefined && (m.ap || m.dp)) {
      const sign = (n: number): string => (n < 0 ? `${n}` : `+${n}`);
      // the board language has permanent and end-of-turn modifiers only
      if (m.until === "turn" || m.until === "permanent")
        words.push(`${sign(m.ap)}/${sign(m.dp)}${m.until === "turn" ? " until end of turn" : ""}`);
    }
  const attached = s.players[c.owner].attached.filter((a) => s.cards[a]!.host === id);
  if (attached.length > 0) words.push(`with ${attached.map((a) => cardKey(s, a)).join(" and ")}`);
  return words.join(" ");
}

/** Every card of both sides, zone by zone, in the engine's order (the deck from the top). */
export function boardItems(s: GameState): Item[] {
  const out: Item[] = [];
  for (const player of [0, 1] as const)
    for (const zone of ZONES)
      for (const id of s.players[player][zone] ?? []) {
        const c = s.cards[id]!;
        const text =
          zone === "main" || zone === "support"
            ? fieldEntry(s, id)
            : zone === "points" && !c.faceUp
              ? `${cardKey(s, id)} face down`
              : cardKey(s, id);
        out.push({ kind: "card", player, zone, text });
      }
  return out;
}

export function boardHeader(s: GameState): string[] {
  return [
    `turn ${s.turn} of ${PLAYER[s.turnPlayer]}, ${phaseWord(s)} phase`,
    `first player ${PLAYER[s.firstPlayer]}`,
  ];
}

/** The `.ruling` text of a draft with only `items` kept. */
export function draftText(d: Draft, items: readonly Item[] = d.items): string {
  const lines = [...d.comments];
  if (d.sets.length > 0) lines.push(`cards compiled ${d.sets.join(", ")}`);
  lines.push(`ruling ${JSON.stringify(d.name)} cites ${d.cites}`);
  lines.push(...d.header.map((l) => `  ${l}`));
  for (const player of [0, 1] as const)
    for (const zone of ZONES) {
      const cards = items.filter(
        (i): i is Extract<Item, { kind: "card" }> =>
          i.kind === "card" && i.player === player && i.zone === zone,
      );
      if (cards.length > 0)
        lines.push(`  ${PLAYER[player]} ${zone}: ${cards.map((c) => c.text).join(", ")}`);
    }
  for (const i of items) if (i.kind === "step") lines.push(`  ${i.text}`);
  lines.push(...d.tail.map((l) => `  ${l}`));
  return lines.join("\n") + "\n";
}
