// Rules 1 (cards) and 2 (deck and setup).
import { describe, expect, it } from "vitest";
import {
  apply,
  createGame,
  defineCardDb,
  legalDecisions,
  sampleDb,
  sampleDecks,
  view,
  type GameState,
} from "../../runtime/index.ts";
import { char, onBoard } from "./helpers.ts";

const db = sampleDb();
const vanilla = sampleDecks.vanilla!;

function start(seed = 1): GameState {
  const r = createGame({ cards: db, decks: [vanilla, vanilla], seed });
  if (!r.ok) throw new Error(r.reason);
  return r.state;
}

describe("rule 1: cards", () => {
  it("rule 1.1: a support character (no AP/DP) cannot enter the main area but can enter the support area", () => {
    const ui = char("T-001", "平沢 憂", { ap: undefined, dp: undefined, cost: 0 });
    const g = onBoard([ui, char("T-002", "x", { cost: 0 })], { p0: { hand: ["T-001", "T-002"] } });
    const id = g.id(0, "T-001");
    g.reject({ type: "play", player: 0, card: id, pay: [], area: "main" }, "play/not-main-capable");
    g.do({ type: "play", player: 0, card: id, pay: [], area: "support" }).resolveAll();
    expect(g.where(id)).toBe("support");
  });

  it("rule 1.2: AP/DP may become 0 or negative through effects, and a combi name A&B has both names", () => {
    const combi = char("T-003", "田井中 律&平沢 唯", { ap: 10, dp: 10 });
    const g = onBoard([combi], { p0: { main: ["T-003"] }, step: "approach" });
    const id = g.id(0, "T-003");
    expect(view(g.state).names(id)).toEqual(["田井中 律&平沢 唯", "田井中 律", "平沢 唯"]);
    const s2 = structuredClone(g.state);
    s2.mods.push({ card: id, ap: -30, dp: -20, until: "turn" });
    expect(view(s2).ap(id)).toBe(-20);
    expect(view(s2).dp(id)).toBe(-10);
  });

  it("rule 1.3: a variant letter is the same card (01-006 and 01-006a count together for the 4-copy limit)", () => {
    const a = char("01-006", "平沢 唯");
    const b = { ...char("01-006a", "平沢 唯") };
    const filler = Array.from({ length: 14 }, (_, i) => char(`X-${i}`, "x"));
    const d = defineCardDb("rule-1-3", [a, b, ...filler]);
    const deck = [
      ...filler.flatMap((c) => [c.number, c.number, c.number, c.number]),
      "01-006",
      "01-006",
      "01-006",
      "01-006a",
      "01-006a",
    ].slice(0, 60);
    deck[0] = "01-006a"; // 4 + 2 variants of the same card in 60
    const r = createGame({ cards: d, decks: [deck, deck], seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toBe("deck/too-many-copies");
  });
});

describe("rule 2: deck and setup", () => {
  it("rule 2.1: a deck of 59 cards is refused with deck/size", () => {
    const r = createGame({ cards: db, decks: [vanilla.slice(1), vanilla], seed: 1 });
    expect(r.ok === false && r.reason).toBe("deck/size");
  });

  it("rule 2.1: a deck with 5 copies of a card is refused with deck/too-many-copies", () => {
    const deck = [...vanilla];
    deck[59] = deck[0]!;
    const r = createGame({ cards: db, decks: [vanilla, deck], seed: 1 });
    expect(r.ok === false && r.reason).toBe("deck/too-many-copies");
    expect(r.ok === false && r.message).toMatch(/player 1/);
  });

  it("rule 2.2: both decks are shuffled by the seed, each player draws 7, the flip winner chooses to go first or second", () => {
    const s = start(7);
    expect(s.players[0].hand).toHaveLength(7);
    expect(s.players[1].hand).toHaveLength(7);
    expect(s.players[0].deck).toHaveLength(53);
    expect(s.pending.kind).toBe("goFirst");
    const winner = s.pending.kind === "goFirst" ? s.pending.player : 0;
    expect(start(7)).toEqual(s); // same seed, same shuffle and flip
    const differs = [1, 2, 3, 4, 5].some(
      (seed) => JSON.stringify(start(seed).players[0].deck) !== JSON.stringify(s.players[0].deck),
    );
    expect(differs).toBe(true);
    const r = apply(s, { type: "goFirst", player: winner, first: false });
    expect(r.ok && r.state.firstPlayer).toBe(1 - winner);
    expect(r.ok && r.state.pending).toEqual({ kind: "mulligan", player: 1 - winner });
  });

  it("rule 2.3: mulligan puts the whole hand on the bottom in the chosen order (no shuffle) and draws 7, first player first, once", () => {
    const s0 = start(3);
    const w = s0.pending.kind === "goFirst" ? s0.pending.player : 0;
    let r = apply(s0, { type: "goFirst", player: w, first: true });
    if (!r.ok) throw new Error(r.reason);
    const s = r.state;
    const hand = s.players[w].hand.slice();
    const next7 = s.players[w].deck.slice(0, 7);
    const order = hand.slice().reverse();
    r = apply(s, { type: "mulligan", player: w, redraw: true, order });
    if (!r.ok) throw new Error(r.reason);
    expect(r.state.players[w].hand).toEqual(next7);
    expect(r.state.players[w].deck.slice(-7)).toEqual(order);
    expect(r.state.pending).toEqual({ kind: "mulligan", player: 1 - w });
    // The second player keeps; the game starts with the first player's turn 1.
    const r2 = apply(r.state, { type: "mulligan", player: (1 - w) as 0 | 1, redraw: false });
    expect(r2.ok && r2.state.turn).toBe(1);
    expect(r2.ok && r2.state.turnPlayer).toBe(w);
    expect(r2.ok && legalDecisions(r2.state).some((d) => d.type === "mulligan")).toBe(false);
  });

  it("rule 2.3: a mulligan order that is not a permutation of the hand is rejected and changes nothing", () => {
    const s0 = start(3);
    const w = s0.pending.kind === "goFirst" ? s0.pending.player : 0;
    const r = apply(s0, { type: "goFirst", player: w, first: true });
    if (!r.ok) throw new Error(r.reason);
    const before = JSON.stringify(r.state);
    const bad = apply(r.state, { type: "mulligan", player: w, redraw: true, order: [1, 2, 3] });
    expect(bad.ok === false && bad.reason).toBe("mulligan/bad-order");
    expect(JSON.stringify(r.state)).toBe(before);
  });
});
