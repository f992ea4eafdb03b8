// Rule 4: priority, the response stack and triggers.
import { describe, expect, it } from "vitest";
import {
  activated,
  choose,
  draw,
  gets,
  on,
  opponentCharacters,
  opponentMain,
  rest,
  returnToHand,
  target,
  thisCard,
  triggered,
  yourCharacters,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, onBoard, spare } from "./helpers.ts";

const ev = (number: string, a: NonNullable<CardDef["abilities"]>, cost = 0): CardDef =>
  eventWith(number, a, { cost });

/** [main/own] +10/+10 to one of your characters. */
const pump = ev("E-10", [
  activated("main", "own", gets(target(0), 10, 10), { targets: [choose(1, yourCharacters())] }),
]);
/** [main/interrupt] an opponent's character gets -20/-20. */
const shrink = ev("E-11", [
  activated("main", "interrupt", gets(target(0), -20, -20), {
    targets: [choose(1, opponentMain())],
  }),
]);
/** [main/interrupt] return one of your characters to your hand. */
const escape = ev("E-12", [
  activated("main", "interrupt", returnToHand(target(0)), {
    targets: [choose(1, yourCharacters())],
  }),
]);
/** [main/own] return an opponent's character to its owner's hand. */
const bounce = ev("E-13", [
  activated("main", "own", returnToHand(target(0)), { targets: [choose(1, opponentCharacters())] }),
]);
/** [main/interrupt] rest an opponent's character. */
const nap = ev("E-14", [
  activated("main", "interrupt", rest(target(0)), { targets: [choose(1, opponentCharacters())] }),
]);

/**
 * Player 0 plays 「E-10」 on its 「T-1」 while player 1 holds 「T-3」, whose [メイン/相手] text it could
 * use once 0's card has resolved.
 */
function afterPlayerZeroPumps(): ReturnType<typeof onBoard> {
  const free = char("T-3", "c", {
    abilities: [activated("main", "opponent", gets(thisCard, 10, 10))],
  });
  const g = onBoard([pump, free, char("T-1", "a"), spare], {
    p0: { hand: ["E-10", "T-99"], main: ["T-1"] },
    p1: { main: ["T-3"] },
  });
  g.do({ type: "play", player: 0, card: g.id(0, "E-10"), pay: [], targets: [[g.id(0, "T-1")]] });
  return g;
}

describe("rule 4: priority and the response stack", () => {
  it("rule 4.1: the turn player has priority first; a decision out of turn is rejected with priority/not-your-turn", () => {
    const g = onBoard([pump, char("T-1", "a")], {
      p0: { hand: ["E-10"], main: ["T-1"] },
      p1: { hand: ["E-10"] },
    });
    expect(g.pending).toEqual({ kind: "priority", player: 0 });
    g.reject({ type: "pass", player: 1 }, "priority/not-your-turn");
  });

  it("rule 4.1: playing hands priority to the other player; two passes in a row with an empty stack end the phase", () => {
    const g = onBoard([pump, shrink, char("T-1", "a"), spare], {
      p0: { hand: ["E-10", "T-99"], main: ["T-1"] },
      p1: { hand: ["E-11"], main: ["T-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-10"), pay: [], targets: [[g.id(0, "T-1")]] });
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    g.pass(); // player 1 declines; player 0 cannot respond to its own item: it resolves
    expect(g.ap(g.id(0, "T-1"))).toBe(30);
    // Priority is now player 1's (player 0 declared last), but its interrupt needs a declaration to
    // answer: it passes automatically (one pass counted), and player 0 is asked.
    expect(g.state.lastDeclarer).toBe(0);
    expect(g.state.passes).toBe(1);
    expect(g.pending).toEqual({ kind: "priority", player: 0 });
    g.pass(); // player 0 passes: the second pass in a row ends the phase
    expect(g.pending.kind).toBe("approach");
  });

  it("rule 4.1: after an item resolves, the opponent of the player who declared last has priority; declining was not a pass", () => {
    const g = afterPlayerZeroPumps();
    expect(g.state.stack).toHaveLength(0); // player 1 could not answer: it declined automatically
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    g.reject({ type: "play", player: 0, card: g.id(0, "T-99"), pay: [] }, "priority/not-your-turn");
    g.do({ type: "activate", player: 1, card: g.id(1, "T-3"), ability: 0 });
    expect(g.ap(g.id(1, "T-3"))).toBe(30);
    expect(g.pending).toEqual({ kind: "priority", player: 0 }); // player 1 declared last
    g.pass();
    // Player 1's text was used this turn: it has nothing left and passes automatically.
    expect(g.pending.kind).toBe("approach");
  });

  it("rule 4.1: two passes after a resolution end the phase, the first by the other player", () => {
    const g = afterPlayerZeroPumps();
    g.pass(); // player 1
    expect(g.pending).toEqual({ kind: "priority", player: 0 });
    g.pass(); // player 0
    expect(g.pending.kind).toBe("approach");
    expect(g.zone(0, "hand")).toContain("T-99");
  });

  it("rule 4.1 / 4.4 (TRIGGERS_ARE_NOT_LAST_DECLARATIONS): the other player's trigger on a card does not take its turn to act", () => {
    // Player 1's 「b」 draws 1 each time an opponent's character enters; it also has a
    // [main/opponent] text, so player 1 has something to declare.
    const watcher = char("T-2", "b", {
      abilities: [
        triggered(on("enters", "opponents"), draw(1), { mode: "eachTime" }),
        activated("main", "opponent", gets(thisCard, 10, 10)),
      ],
    });
    const g = onBoard([watcher, char("T-1", "a", { cost: 0 }), spare], {
      p0: { hand: ["T-1", "T-99"] },
      p1: { main: ["T-2"] },
    });
    const handBefore = g.state.players[1].hand.length;
    g.do({ type: "play", player: 0, card: g.id(0, "T-1"), pay: [] });
    expect(g.state.players[1].hand.length).toBe(handBefore + 1); // player 1's trigger resolved
    // The last declaration was player 0's play, not player 1's trigger: player 1 has priority.
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
  });

  it("rule 4.2: the opponent responds with an interrupt; last in, first out; costs are paid at declaration", () => {
    const g = onBoard([pump, { ...shrink, cost: 1 }, char("T-1", "a", { ap: 30, dp: 30 }), spare], {
      p0: { hand: ["E-10", "T-99"], main: ["T-1"] },
      p1: { hand: ["E-11", "T-99"], main: ["T-1"] },
    });
    const mine = g.id(0, "T-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-10"), pay: [], targets: [[mine]] });
    g.do({
      type: "play",
      player: 1,
      card: g.id(1, "E-11"),
      pay: [g.id(1, "T-99")],
      targets: [[mine]],
    });
    expect(g.zone(1, "trash")).toContain("T-99"); // paid at declaration
    g.resolveAll(); // player 0 has no interrupt: both items resolve
    const order = g.events
      .filter((e) => e.ev === "resolve")
      .map((e) => (e.ev === "resolve" ? g.state.cards[e.card]!.def : ""));
    expect(order).toEqual(["E-11", "E-10"]);
    expect(g.ap(mine)).toBe(20);
  });

  it("rule 4.2: a player never responds to their own declaration", () => {
    const g = onBoard([pump, shrink, char("T-1", "a"), spare], {
      p0: { hand: ["E-10", "E-11", "T-99"], main: ["T-1"] },
      p1: { main: ["T-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-10"), pay: [], targets: [[g.id(0, "T-1")]] });
    // Player 1 has nothing and passes automatically; player 0 holds an interrupt but the item on
    // top is its own, so it cannot use it: the item resolves.
    expect(g.state.stack).toHaveLength(0);
    expect(g.zone(0, "hand")).toContain("E-11");
  });

  it("rule 4.3: a target that is no longer legal on resolution is skipped; with every target gone the item does nothing", () => {
    const g = onBoard([bounce, escape, char("T-1", "a"), spare], {
      p0: { hand: ["E-13", "T-99"] },
      p1: { hand: ["E-12"], main: ["T-1"] },
    });
    const theirs = g.id(1, "T-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-13"), pay: [], targets: [[theirs]] });
    g.do({ type: "play", player: 1, card: g.id(1, "E-12"), pay: [], targets: [[theirs]] });
    g.resolveAll();
    expect(g.where(theirs)).toBe("hand");
    expect(g.events.some((e) => e.ev === "fizzle" && g.state.cards[e.card]!.def === "E-13")).toBe(
      true,
    );
  });

  it("rule 4.2: a card declared with a target cannot be declared when no legal target exists [project]", () => {
    const g = onBoard([bounce, spare], { p0: { hand: ["E-13", "T-99"] } });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "E-13"), pay: [], targets: [[]] },
      "target/none",
    );
    expect(g.legal().some((d) => d.type === "play" && d.card === g.id(0, "E-13"))).toBe(false);
  });

  it("rule 4.3: a text whose source was rested by a response still resolves (no rest cost) [project]", () => {
    const booster = char("T-2", "b", {
      abilities: [activated("main", "own", gets(thisCard, 10, 10))],
    });
    const g = onBoard([booster, nap, spare], {
      p0: { hand: ["T-99"], main: ["T-2"] },
      p1: { hand: ["E-14"] },
    });
    const b = g.id(0, "T-2");
    g.do({ type: "activate", player: 0, card: b, ability: 0 });
    g.do({ type: "play", player: 1, card: g.id(1, "E-14"), pay: [], targets: [[b]] });
    g.resolveAll();
    expect(g.state.cards[b]!.rested).toBe(true);
    expect(g.ap(b)).toBe(30);
  });
});

describe("rule 4: triggers", () => {
  const drawer = char("T-3", "c", {
    abilities: [triggered(on("enters", "yours"), draw(1), { mode: "eachTime" })],
  });
  const grower = char("T-4", "d", {
    abilities: [triggered(on("enters", "yours"), gets(thisCard, 10, 0), { mode: "eachTime" })],
  });
  const onceGrower = char("T-5", "e", {
    abilities: [triggered(on("enters", "another"), gets(thisCard, 10, 0), { mode: "if" })],
  });
  const newcomer = char("T-6", "f", { cost: 0 });
  const newcomer2 = char("T-7", "g", { cost: 0 });

  it("rule 4.4: simultaneous triggers are ordered by the turn player (a recorded decision)", () => {
    const g = onBoard([drawer, grower, newcomer, spare], {
      p0: { hand: ["T-6", "T-99"], main: ["T-3", "T-4"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "T-6"), pay: [], area: "main" });
    expect(g.pending.kind).toBe("orderTriggers");
    // The grower's trigger (index 1) resolves first.
    const pd = g.pending;
    if (pd.kind !== "orderTriggers") throw new Error();
    const growerIdx = g.state.triggers.findIndex((t) => g.state.cards[t.source]!.def === "T-4");
    g.do({ type: "order", player: 0, order: [growerIdx, 1 - growerIdx] });
    g.resolveAll();
    const resolved = g.events
      .filter((e) => e.ev === "resolve")
      .map((e) => (e.ev === "resolve" ? g.state.cards[e.card]!.def : ""));
    expect(resolved).toEqual(["T-4", "T-3"]);
  });

  it("rule 4.5: an 'if' trigger fires once per turn per card; an 'each time' trigger fires every time", () => {
    const g = onBoard([grower, onceGrower, newcomer, newcomer2, spare], {
      p0: { hand: ["T-6", "T-7", "T-99"], main: ["T-4", "T-5"] },
    });
    for (const c of ["T-6", "T-7"]) {
      g.do({ type: "play", player: 0, card: g.id(0, c), pay: [], area: "support" });
      if (g.pending.kind === "orderTriggers") g.do({ type: "order", player: 0, order: [0, 1] });
      g.resolveAll();
    }
    expect(g.ap(g.id(0, "T-4"))).toBe(40); // each time: +10 twice
    expect(g.ap(g.id(0, "T-5"))).toBe(30); // if: once
  });

  it("rule 4.6: a trigger whose card left its zone before resolution still resolves [project]", () => {
    const leaver = char("T-8", "h", { cost: 0, abilities: [triggered(on("enters"), draw(2))] });
    const kick = ev("E-15", [
      activated("main", "interrupt", returnToHand(target(0)), {
        targets: [choose(1, opponentCharacters())],
      }),
    ]);
    const g = onBoard([leaver, kick, spare], {
      p0: { hand: ["T-8", "T-99"] },
      p1: { hand: ["E-15"] },
    });
    const l = g.id(0, "T-8");
    g.do({ type: "play", player: 0, card: l, pay: [], area: "main" });
    // It enters; its trigger goes on the stack; player 1 answers by returning it to the hand.
    expect(g.state.stack[0]?.kind).toBe("trigger");
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    const hand = g.state.players[0].hand.length;
    g.do({ type: "play", player: 1, card: g.id(1, "E-15"), pay: [], targets: [[l]] }).resolveAll();
    expect(g.where(l)).toBe("hand");
    expect(g.state.players[0].hand.length).toBe(hand + 1 + 2);
  });
});
