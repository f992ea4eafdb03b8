// runtime/cursor.ts: a search walks a game forward with `play` and back with `undo`. After any
// walk, the cursor stands exactly where replaying its path from the root stands; a version it
// passed is never changed by what came after; a rejected decision and a rollout leave it in place.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createGame,
  digest,
  GameCursor,
  legalDecisions,
  randomFastAgent,
  replay,
  sampleDb,
  sampleDecks,
  type GameState,
} from "../../runtime/index.ts";

const db = sampleDb();
const decks = [sampleDecks.seed!, sampleDecks.vanilla!] as const;

function created(seed: number): GameState {
  const c = createGame({ cards: db, decks, seed });
  if (!c.ok) throw new Error(c.message);
  return c.state;
}

/** One move of a walk: play the legal decision at `pick` (modulo the list), or undo `back` steps. */
type Move = { play: number } | { back: number };
const move = fc.oneof(
  { weight: 3, arbitrary: fc.nat(1000).map((play) => ({ play })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }).map((back) => ({ back })) },
);

describe("GameCursor", () => {
  it("stands where replaying its path stands, after any walk of plays and undos", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(move, { maxLength: 60 }),
        (seed, moves) => {
          const root = created(seed);
          const rootDigest = digest(root);
          const cursor = new GameCursor(root);
          const seen: string[] = [rootDigest]; // the digest of each version on the current path
          for (const m of moves) {
            if ("back" in m) {
              const n = cursor.undo(m.back);
              expect(n).toBe(Math.min(m.back, seen.length - 1));
              seen.length -= n;
            } else {
              const legal = legalDecisions(cursor.state);
              if (legal.length === 0) continue; // the game is over
              const r = cursor.play(legal[m.play % legal.length]!);
              expect(r.ok).toBe(true);
              seen.push(digest(cursor.state));
            }
            // every version still on the path is as it was when the cursor passed it
            expect(digest(cursor.state)).toBe(seen[seen.length - 1]);
          }
          expect(cursor.depth).toBe(seen.length - 1);
          const replayed = replay(db, decks, seed, cursor.path);
          expect(replayed.map(digest)).toEqual(seen);
          expect(digest(root)).toBe(rootDigest);
        },
      ),
      { numRuns: 40, seed: 15 },
    );
  });

  it("undo back to the root gives the root itself, and never goes past it", () => {
    const root = created(3);
    const cursor = new GameCursor(root);
    for (let i = 0; i < 12; i++) cursor.play(legalDecisions(cursor.state)[0]!);
    expect(cursor.depth).toBe(12);
    expect(cursor.undo(100)).toBe(12);
    expect(cursor.state).toBe(root);
    expect(cursor.undo()).toBe(0);
    expect(cursor.depth).toBe(0);
  });

  it("a rejected decision leaves the cursor where it was", () => {
    const cursor = new GameCursor(created(5));
    cursor.play(legalDecisions(cursor.state)[0]!);
    const before = cursor.state;
    const other = before.pending.kind === "over" ? 0 : 1 - before.pending.player;
    const r = cursor.play({ type: "pass", player: other as 0 | 1 });
    expect(r.ok).toBe(false);
    expect(cursor.state).toBe(before);
    expect(cursor.depth).toBe(1);
  });

  it("rolls out to the end from where it stands without moving or changing a version", () => {
    const cursor = new GameCursor(created(8));
    for (let i = 0; i < 6; i++) cursor.play(legalDecisions(cursor.state)[0]!);
    const here = cursor.state;
    const hereDigest = digest(here);
    const r = cursor.rollout([randomFastAgent(1), randomFastAgent(2)]);
    expect(r.error).toBeUndefined();
    expect(r.final.pending.kind).toBe("over");
    expect(r.final).not.toBe(here);
    expect(cursor.state).toBe(here);
    expect(digest(here)).toBe(hereDigest);
    expect(cursor.depth).toBe(6);
  });
});
