// Board test helper: build a board, script decisions, expect. Every accepted step is checked
// against the state invariants; every expected rejection is checked to change nothing.
import { expect } from "vitest";
import {
  activated,
  active,
  apply,
  fillerCard,
  buildBoardState,
  checkInvariants,
  defineCardDb,
  digest,
  legalDecisions,
  view,
  type CardDef,
  type Decision,
  type Effect,
  type GameEvent,
  type GameState,
  type PlayerId,
  type BoardSide,
  type TargetSpec,
  type TimingPlayer,
} from "../../runtime/index.ts";

/** Every player's unlisted cards (runtime/samples/filler.ts). */
export const FILLER: CardDef = fillerCard;

/** A cost-0 character kept in hand so its player always has something to declare. */
export const spare: CardDef = char("T-99", "spare", { cost: 0 });

/** An event with one text: `eventCard("E-1", draw(1), { targets, player: "both" })`. */
export function eventCard(
  number: string,
  effect: Effect,
  o: {
    targets?: TargetSpec[];
    phase?: "main" | "approach";
    player?: TimingPlayer;
    cost?: number;
    title?: string;
  } = {},
): CardDef {
  const text = activated(
    o.phase ?? "main",
    o.player ?? "own",
    effect,
    o.targets ? { targets: o.targets } : {},
  );
  return eventWith(number, [text], { title: o.title ?? "t", cost: o.cost ?? 0 });
}

/**
 * An event with the given texts, of けいおん! at cost 0, named by its number unless `o` says:
 * `eventWith("E-1", [activated("main", "own", draw(1))], { name: "e" })`.
 */
export function eventWith(
  number: string,
  abilities: NonNullable<CardDef["abilities"]>,
  o: Partial<CardDef> = {},
): CardDef {
  return {
    number,
    name: number,
    kind: "event",
    color: "red",
    title: "けいおん!",
    cost: 0,
    source: 1,
    abilities,
    ...o,
  };
}

/** Pass priority (whoever holds it) until the game waits for a decision of `kind`. */
export function passUntil(g: TestGame, kind: string): TestGame {
  return g.until(kind);
}

/** Player 0 plays its card `number` paying nothing (with these targets); the stack resolves. */
export function playEvent(g: TestGame, number: string, targets?: number[][]): TestGame {
  return g
    .do({
      type: "play",
      player: 0,
      card: g.id(0, number),
      pay: [],
      ...(targets ? { targets } : {}),
    })
    .resolveAll();
}

/** How many times a printed trigger (or, with `delayed`, a created one) resolved. */
export const fired = (g: TestGame, what: "trigger" | "delayed" = "trigger"): number =>
  g.events.filter((x) => x.ev === "resolve" && x.what === what).length;

/** A test for `stepUntil`: the end phase has begun. */
export const endOfPhase = (g: TestGame) => (): boolean =>
  g.events.some((x) => x.ev === "phase" && x.phase === "end");

/**
 * Rule 6.1 (yrc 01-093): after event E-1 of player 0, a character put onto the field this turn
 * (A-1, with active) may not approach and an older one (O-1) may.
 */
export function expectOnlyTheOldOneApproaches(e: CardDef): void {
  const fresh = char("A-1", "fresh", { keywords: [active()] });
  const g = onBoard([e, fresh, char("O-1", "old"), spare], {
    p0: { hand: ["E-1", "T-99"], main: [{ card: "A-1", enteredThisTurn: true }, "O-1"] },
  });
  g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
  passUntil(g, "approach").reject(
    { type: "approach", player: 0, card: g.id(0, "A-1") },
    "approach/illegal",
  );
  g.do({ type: "approach", player: 0, card: g.id(0, "O-1") });
}

/** One step forward without choices: pass, end the approaches, do not block, keep the trigger order. */
export function stepWithoutChoices(g: TestGame): TestGame {
  const pd = g.pending;
  if (pd.kind === "priority") return g.pass();
  if (pd.kind === "orderTriggers")
    return g.do({ type: "order", player: pd.player, order: pd.items.map((_, i) => i) });
  if (pd.kind === "approach") return g.do({ type: "endApproach", player: pd.player });
  if (pd.kind === "block") return g.do({ type: "noBlock", player: pd.player });
  throw new Error(`unexpected ${pd.kind}`);
}

/** Step without choices until `done` holds (and assert that it does within `max` steps). */
export function stepUntil(g: TestGame, done: () => boolean, max = 60): TestGame {
  for (let i = 0; i < max && !done(); i++) stepWithoutChoices(g);
  expect(done()).toBe(true);
  return g;
}

/** Plain character shorthand: `char("T-001", "平沢 唯", { ap: 30, dp: 20 })`. */
export function char(number: string, name: string, o: Partial<CardDef> = {}): CardDef {
  return {
    number,
    name,
    kind: "character",
    color: "red",
    title: "けいおん!",
    cost: 1,
    source: 1,
    ap: 20,
    dp: 20,
    ...o,
  };
}

let dbCounter = 0;

export interface BoardOptions {
  turn?: number;
  turnPlayer?: PlayerId;
  firstPlayer?: PlayerId;
  step?: "start" | "main" | "approach" | "end";
  p0?: BoardSide;
  p1?: BoardSide;
  seed?: number;
}

export class TestGame {
  events: GameEvent[];
  constructor(public state: GameState) {
    this.events = [];
  }
  get pending() {
    return this.state.pending;
  }
  /** Apply a decision that must be accepted. */
  do(d: Decision): this {
    const r = apply(this.state, d);
    if (!r.ok) throw new Error(`rejected ${JSON.stringify(d)}: ${r.reason}: ${r.message}`);
    expect(checkInvariants(r.state)).toEqual([]);
    this.state = r.state;
    this.events.push(...r.events);
    return this;
  }
  /** Apply a decision that must be rejected with `reason`, leaving the state unchanged. */
  reject(d: Decision, reason: string): this {
    const before = JSON.stringify(this.state);
    const r = apply(this.state, d);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe(reason);
    expect(JSON.stringify(this.state)).toBe(before);
    return this;
  }
  /** The pending player passes priority. */
  pass(): this {
    const p = this.pendingPlayer();
    return this.do({ type: "pass", player: p });
  }
  pendingPlayer(): PlayerId {
    const pd = this.state.pending;
    if (pd.kind === "over") throw new Error("game over");
    return pd.player;
  }
  /** Card id of the n-th card with this number owned by p (any zone). */
  id(p: PlayerId, number: string, nth = 0): number {
    const found = this.state.cards.filter((c) => c.owner === p && c.def === number);
    const c = found[nth];
    if (!c) throw new Error(`player ${p} has no ${number} #${nth}`);
    return c.id;
  }
  zone(
    p: PlayerId,
    z: "deck" | "hand" | "main" | "support" | "attached" | "trash" | "points",
  ): string[] {
    return this.state.players[p][z].map((id) => this.state.cards[id]!.def);
  }
  where(id: number): string {
    return this.state.cards[id]!.zone;
  }
  ap(id: number): number {
    return view(this.state).ap(id);
  }
  dp(id: number): number {
    return view(this.state).dp(id);
  }
  legal(): Decision[] {
    return legalDecisions(this.state);
  }
  digest(): string {
    return digest(this.state);
  }
  /** Pass (both players) until the named decision is pending. */
  until(kind: string): this {
    for (let i = 0; i < 40 && this.state.pending.kind !== kind; i++) {
      if (this.state.pending.kind !== "priority")
        throw new Error(`waiting for ${kind}, got ${this.state.pending.kind}`);
      this.pass();
    }
    return this;
  }
  /** Resolve the stack: both players pass until the stack is empty (or a non-priority decision). */
  resolveAll(max = 20): this {
    for (
      let i = 0;
      i < max &&
      this.state.stack.length + (this.state.resolving ? 1 : 0) > 0 &&
      this.state.pending.kind === "priority";
      i++
    )
      this.pass();
    return this;
  }
}

/** Set up a board over the given hand-defined cards (a fresh card database per call). */
export function onBoard(cards: readonly CardDef[], o: BoardOptions = {}): TestGame {
  const db = defineCardDb(`test-${++dbCounter}`, [FILLER, ...cards]);
  const r = buildBoardState({
    cards: db,
    filler: FILLER.number,
    players: [o.p0 ?? {}, o.p1 ?? {}],
    ...(o.turn !== undefined ? { turn: o.turn } : {}),
    ...(o.turnPlayer !== undefined ? { turnPlayer: o.turnPlayer } : {}),
    ...(o.firstPlayer !== undefined ? { firstPlayer: o.firstPlayer } : {}),
    ...(o.step !== undefined ? { step: o.step } : {}),
    ...(o.seed !== undefined ? { seed: o.seed } : {}),
  });
  const g = new TestGame(r.state);
  g.events.push(...r.events);
  expect(checkInvariants(r.state)).toEqual([]);
  return g;
}
