// Boards: a game state built directly at a given turn and phase with named cards in each
// zone (XMage CardTestPlayerBase model). Used by the rule tests and by the ruling runner.
// Each player still owns exactly 60 cards: unlisted cards are filler in the deck (or the trash).
import type { CardDb } from "./cards/database.ts";
import { getDb } from "./cards/database.ts";
import { makeCtx } from "./core/ctx.ts";
import type { GameEvent } from "./core/events.ts";
import { seedToRng } from "./core/prng.ts";
import type { CardInstance, GameState, PlayerId, Zone } from "./core/state.ts";
import { emptyBookkeeping } from "./core/state.ts";
import { advance } from "./rules/flow.ts";

export interface BoardCard {
  card: string;
  rested?: boolean;
  coins?: number;
  /** Points only (default true). */
  faceUp?: boolean;
  /** It entered this turn (cannot approach without active). */
  enteredThisTurn?: boolean;
  approachedThisTurn?: boolean;
  /** Support cards attached to this character. */
  attached?: readonly string[];
}
type Entry = string | BoardCard;

export interface BoardSide {
  /** Deck from the top; filler follows unless `exactDeck`. */
  deck?: readonly string[];
  hand?: readonly Entry[];
  main?: readonly Entry[];
  support?: readonly Entry[];
  trash?: readonly string[];
  points?: readonly Entry[];
  /** Cards removed from the game (exile zone). */
  removed?: readonly string[];
  /** Put the filler in the trash instead of the deck (for deck-out tests). */
  exactDeck?: boolean;
}

export interface BoardSpec {
  cards: CardDb;
  /** Card id used to fill each player's 60 cards. */
  filler: string;
  turn?: number;
  turnPlayer?: PlayerId;
  firstPlayer?: PlayerId;
  step?: "start" | "main" | "approach" | "end";
  players: [BoardSide, BoardSide];
  seed?: number;
}

export interface BuiltBoard {
  state: GameState;
  events: GameEvent[];
}

export function buildBoardState(spec: BoardSpec): BuiltBoard {
  const turn = spec.turn ?? 3;
  const tp = spec.turnPlayer ?? 0;
  const cards: CardInstance[] = [];
  const players = [0, 1].map(() => ({
    deck: [] as number[],
    hand: [] as number[],
    main: [] as number[],
    support: [] as number[],
    attached: [] as number[],
    trash: [] as number[],
    points: [] as number[],
    mulliganDone: true,
  })) as GameState["players"];
  const add = (p: PlayerId, def: string, zone: Zone, o: Partial<BoardCard> = {}): number => {
    if (!spec.cards.byId.has(def)) throw new Error(`board: unknown card ${def}`);
    const id = cards.length;
    cards.push({
      id,
      def,
      owner: p,
      zone,
      faceUp: zone === "points" ? (o.faceUp ?? true) : false,
      rested: o.rested ?? false,
      coins: o.coins ?? 0,
      host: -1,
      enteredTurn:
        zone === "main" || zone === "support" ? (o.enteredThisTurn ? turn : turn - 2) : -1,
      approachedTurn: o.approachedThisTurn ? turn : -1,
      approachAgain: false,
    });
    if (zone !== "stack") (players[p][zone] ??= []).push(id);
    return id;
  };
  const norm = (e: Entry): BoardCard => (typeof e === "string" ? { card: e } : e);
  for (const p of [0, 1] as const) {
    const side = spec.players[p];
    const start = cards.length;
    for (const d of side.deck ?? []) add(p, d, "deck");
    for (const e of side.hand ?? []) add(p, norm(e).card, "hand");
    for (const z of ["main", "support"] as const)
      for (const e of side[z] ?? []) {
        const c = norm(e);
        const host = add(p, c.card, z, c);
        for (const a of c.attached ?? []) {
          const sid = add(p, a, "attached");
          cards[sid]!.host = host;
        }
      }
    for (const d of side.trash ?? []) add(p, d, "trash");
    for (const e of side.points ?? []) add(p, norm(e).card, "points", norm(e));
    for (const d of side.removed ?? []) add(p, d, "removed");
    const used = cards.length - start;
    for (let i = used; i < 60; i++) add(p, spec.filler, side.exactDeck ? "trash" : "deck");
  }
  const step = spec.step ?? "main";
  const state: GameState = {
    db: spec.cards.name,
    seed: spec.seed ?? 0,
    rng: seedToRng(spec.seed ?? 0),
    turn,
    turnPlayer: tp,
    firstPlayer: spec.firstPlayer ?? (turn % 2 === 1 ? tp : ((1 - tp) as PlayerId)),
    step: step === "approach" ? "approachDeclare" : step,
    priority: tp,
    passes: 0,
    lastDeclarer: null,
    cards,
    players,
    ...emptyBookkeeping(),
    pending: { kind: "priority", player: tp },
    options: { ignoreUnimplemented: false },
  };
  const db = getDb(state.db) ?? spec.cards;
  const ctx = makeCtx(state, db);
  advance(ctx);
  return { state: ctx.s, events: ctx.events };
}
