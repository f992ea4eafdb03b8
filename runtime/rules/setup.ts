// Rule 2: deck checks, shuffles, the first-player flip and the opening draw. Rule 7.11: decks with
// keywords whose rules are unknown are refused unless the caller opts out.
import type { CardDb } from "../cards/database.ts";
import { sameCardKey } from "../cards/database.ts";
import { unimplementedKeywordOf } from "./keywords/unimplemented.ts";
import { log, mut, ownZone, type Ctx } from "../core/ctx.ts";
import type { GameEvent } from "../core/events.ts";
import { nextRandom, seedToRng, shuffleInPlace } from "../core/prng.ts";
import { reject, type Rejection } from "../core/reject.ts";
import type { CardInstance, GameState, PlayerId } from "../core/state.ts";
import { emptyBookkeeping } from "../core/state.ts";

export const DECK_SIZE = 60;
export const MAX_COPIES = 4;

export interface GameOptions {
  cards: CardDb;
  /** Card ids (database keys) of each player's 60-card deck. */
  decks: readonly [readonly string[], readonly string[]];
  seed: number;
  /** Rule 7.11: start even if a deck contains a keyword with unknown rules (it does nothing). */
  ignoreUnimplemented?: boolean;
}

// [perf: no named closure] at module level: a named local function costs an
// Object.defineProperty per game under tsx (esbuild keepNames).
function emptyPlayer(deck: number[]) {
  return {
    deck,
    hand: [],
    main: [],
    support: [],
    attached: [],
    trash: [],
    points: [],
    mulliganDone: false,
  };
}

/** Rule 2.1 and 7.11 checks for one deck. */
export function validateDeck(
  db: CardDb,
  deck: readonly string[],
  ignoreUnimplemented = false,
): Rejection | null {
  if (deck.length !== DECK_SIZE)
    return reject(
      "deck/size",
      `a deck has exactly ${DECK_SIZE} cards (rule 2.1), got ${deck.length}`,
    );
  const copies = new Map<string, number>();
  for (const id of deck) {
    const def = db.byId.get(id);
    if (!def) return reject("deck/unknown-card", `card "${id}" is not in the card database`);
    // [perf: the database's key] the same-card key the database derived for this id when it was
    // made (CardDb.sameKey, from the same definition), not a regular expression per card per game
    const key = db.sameKey.get(id) ?? sameCardKey(def);
    const n = (copies.get(key) ?? 0) + 1;
    copies.set(key, n);
    if (n > MAX_COPIES)
      return reject(
        "deck/too-many-copies",
        `${n} copies of ${def.number} 「${def.name}」 (rule 2.1: at most ${MAX_COPIES})`,
      );
    const unknown = unimplementedKeywordOf(def);
    if (unknown && !ignoreUnimplemented)
      return reject(
        "deck/unimplemented-keyword",
        `${def.number} has 〔${unknown.name}〕, whose rules are not implemented (rule 7.11)`,
      );
  }
  return null;
}

/**
 * [perf: a deck checked before] The last decks validateDeck accepted, with the database they were
 * checked against: a benchmark or a search plays the same two decks game after game. Its answer
 * depends only on the database's definitions (made once, never changed: cards/database.ts), the
 * list's card ids in order and ignoreUnimplemented (a deck accepted without it is accepted with
 * it), so the same list — compared id by id, not by array identity — gets the same answer.
 */
interface Accepted {
  db: CardDb;
  deck: readonly string[];
  ignoreUnimplemented: boolean;
}
const accepted: Accepted[] = [];
const KEEP_ACCEPTED = 4;

function acceptedBefore(db: CardDb, deck: readonly string[], ignore: boolean): boolean {
  for (let i = 0; i < accepted.length; i++) {
    const a = accepted[i]!;
    if (a.db === db && (!a.ignoreUnimplemented || ignore) && sameIds(a.deck, deck)) return true;
  }
  return false;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function remember(db: CardDb, deck: readonly string[], ignore: boolean): void {
  if (accepted.length >= KEEP_ACCEPTED) accepted.shift();
  accepted.push({ db, deck: deck.slice(), ignoreUnimplemented: ignore });
}

export function createInitialState(
  opts: GameOptions,
): { state: GameState; events: GameEvent[] } | Rejection {
  const db = opts.cards;
  if (!db || !(db.byId instanceof Map))
    return reject("game/no-card-db", "createGame needs a card database (defineCardDb)");
  if (
    !Array.isArray(opts.decks) ||
    opts.decks.length !== 2 ||
    !opts.decks.every((d) => Array.isArray(d) && d.every((c) => typeof c === "string"))
  )
    return reject("deck/invalid", "decks must be two lists of card ids");
  for (const p of [0, 1] as const) {
    const ignore = opts.ignoreUnimplemented ?? false;
    if (acceptedBefore(db, opts.decks[p], ignore)) continue;
    const bad = validateDeck(db, opts.decks[p], ignore);
    if (bad) return { ...bad, message: `player ${p}: ${bad.message}` };
    remember(db, opts.decks[p], ignore);
  }
  if (!Number.isInteger(opts.seed)) return reject("game/bad-seed", "the seed must be an integer");
  const cards: CardInstance[] = [];
  const decks: [number[], number[]] = [[], []];
  for (const p of [0, 1] as const) {
    for (const def of opts.decks[p]) {
      const id = cards.length;
      cards.push({
        id,
        def,
        owner: p,
        zone: "deck",
        faceUp: false,
        rested: false,
        coins: 0,
        host: -1,
        enteredTurn: -1,
        approachedTurn: -1,
        approachAgain: false,
      });
      decks[p].push(id);
    }
  }
  let rng = seedToRng(opts.seed);
  rng = shuffleInPlace(decks[0], rng); // R-T-1: own deck, then the opponent's
  rng = shuffleInPlace(decks[1], rng);
  const [r2, flip] = nextRandom(rng);
  const flipWinner: PlayerId = flip < 0.5 ? 0 : 1;
  const state: GameState = {
    db: db.name,
    seed: opts.seed,
    rng: r2,
    turn: 0,
    turnPlayer: flipWinner,
    firstPlayer: flipWinner,
    step: "chooseFirst",
    priority: flipWinner,
    passes: 0,
    lastDeclarer: null,
    cards,
    players: [emptyPlayer(decks[0]), emptyPlayer(decks[1])],
    ...emptyBookkeeping(),
    pending: { kind: "goFirst", player: flipWinner },
    options: { ignoreUnimplemented: opts.ignoreUnimplemented ?? false },
  };
  return { state, events: [] };
}

/** Rule 2.2: both players draw 7 (done in createGame, after the flip). */
export function openingDraw(ctx: Ctx): void {
  for (const p of [0, 1] as const) {
    const seven = ownZone(ctx, p, "deck").splice(0, 7);
    // [perf: named fields] the card copied on write (`mut`: an explicit literal in setup's field
    // order) with its zone set, not a generic spread with the zone replaced: the same fields in the
    // same order, so the same JSON
    for (const id of seven) mut(ctx, id).zone = "hand";
    ownZone(ctx, p, "hand").push(...seven);
    log(ctx, { ev: "draw", player: p, n: 7 });
  }
}
