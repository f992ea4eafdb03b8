// Issue 15, fifth round: a context reads the card database with the text indexes of its own
// game's cards (runtime/cards/game-db.ts). The indexes only let walks skip cards; these tests check
// the pieces that could go wrong: the view of a game holds exactly its cards' texts, a card list
// changed by hand gets its own view, and the indexes that change the state stay the database's.
import { describe, expect, it } from "vitest";
import { createGame, sampleDb, sampleDecks, type GameState } from "../../runtime/index.ts";
import { gameDb } from "../../runtime/cards/game-db.ts";
import { ACTIVATED, ON_FIELD } from "../../runtime/cards/game-view.ts";
import type { CardInstance } from "../../runtime/core/state.ts";

function game(a: readonly string[], b: readonly string[]): GameState {
  const created = createGame({ cards: sampleDb(), decks: [a, b], seed: 3 });
  if (!created.ok) throw new Error(created.message);
  return created.state;
}

/** The cards of `s` with card `id` given definition `def`, in a new array (a test's hand-made board). */
function withDef(s: GameState, id: number, def: string): CardInstance[] {
  return s.cards.map((c) => (c.id === id ? { ...c, def } : c));
}

describe("the card database as one game sees it", () => {
  it("a vanilla game's view has none of the database's texts, and the database's history index", () => {
    const db = sampleDb();
    const view = gameDb(db, game(sampleDecks.vanilla!, sampleDecks.vanilla!).cards);
    expect(db.triggersOn.size).toBeGreaterThan(0);
    expect(db.hasActivated.size).toBeGreaterThan(0);
    expect(view.triggersOn.size).toBe(0);
    expect(view.hasActivated.size + view.hasInterrupt.size + view.hasStatics.size).toBe(0);
    expect(view.staticKinds.size).toBe(0);
    expect(view.voidsTexts).toBe(false);
    // which events the turn's record keeps changes the state: the database's, not the game's
    expect(view.historyEvents).toBe(db.historyEvents);
    expect(view.byId).toBe(db.byId);
  });

  it("a seed game's view holds the seed cards' texts, by key and by card id", () => {
    const s = game(sampleDecks.seed!, sampleDecks.seed!);
    const view = gameDb(sampleDb(), s.cards);
    const activated = s.cards.filter((c) => c.def === "01-101");
    expect(activated.length).toBeGreaterThan(0);
    expect(view.hasActivated.has("01-101")).toBe(true);
    for (const c of activated) expect(view.textsAt[c.id]! & ACTIVATED).toBe(ACTIVATED);
    const enters = s.cards.find((c) => c.def === "01-001")!;
    expect(view.triggersOn.get("enters")?.has("01-001")).toBe(true);
    expect(view.triggersAt.get("enters")![enters.id]! & ON_FIELD).toBe(ON_FIELD);
    expect(view.defAt[enters.id]).toBe(sampleDb().byId.get("01-001"));
  });

  it("the same game keeps one view; a card list changed by hand gets its own", () => {
    const db = sampleDb();
    const s = game(sampleDecks.vanilla!, sampleDecks.vanilla!);
    const view = gameDb(db, s.cards);
    expect(gameDb(db, s.cards.slice())).toBe(view); // the same definitions: the same view
    const hand = s.players[0].hand[0]!;
    const changed = gameDb(db, withDef(s, hand, "01-101"));
    expect(changed).not.toBe(view);
    expect(changed.hasActivated.has("01-101")).toBe(true);
    expect(changed.textsAt[hand]! & ACTIVATED).toBe(ACTIVATED);
    expect(changed.defAt[hand]).toBe(db.byId.get("01-101"));
    // and back: the vanilla cards again have no activated text
    expect(gameDb(db, s.cards).hasActivated.size).toBe(0);
  });
});
