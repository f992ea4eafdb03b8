// Cost changes (rule 5.5), on hand-defined cards shaped like the printed ones: a character's cost
// until end of turn (gp 01-106 / hyakka 01-063 「使用コスト+2を得る」, COST_CHANGE_ON_FIELD, read by
// tennen, rule 7.4), a card's own cost while in the hand (sak 01-028 「手札にある状態で…使用コスト-2」,
// SELF_COST_WORKS_FROM_HAND), and the next card's cost (lab 01-008 「次にプレイする「倉橋 莉子」または
// 「真木 夏緒」」; the opponent's next card).
import { describe, expect, it } from "vitest";
import {
  choose,
  continuous,
  countOf,
  getsCost,
  nextCardCost,
  opponentCharacters,
  target,
  tennen,
  view,
  yourMain,
} from "../../runtime/index.ts";
import { char, eventCard, onBoard, passUntil, spare, stepUntil } from "./helpers.ts";

const until = stepUntil;

describe("cost changes (gp 01-106, hyakka 01-063, sak 01-028)", () => {
  it("COST_CHANGE_ON_FIELD: cost +2 until end of turn counts for filters and lets a cost-0 character block tennen 1", () => {
    const e = eventCard("E-1", getsCost(target(0), 2), { targets: [choose(1, yourMain())] });
    const t = char("T-1", "tennen", { abilities: [], keywords: [tennen(1)] });
    const g = onBoard([e, char("Y-1", "y", { cost: 0 }), t, spare], {
      turnPlayer: 1,
      firstPlayer: 1,
      p0: { hand: ["E-1", "T-99"], main: ["Y-1"] },
      p1: { main: ["T-1"] },
    });
    const y = g.id(0, "Y-1");
    expect(view(g.state).cost(y)).toBe(0);
    // Player 0's own turn comes next; use the event there, then block in player 1's next turn?
    // The change lasts until end of turn, so test it within player 0's turn by a filter read.
    until(
      g,
      () => g.state.turnPlayer === 0 && g.state.step === "main" && g.pending.kind === "priority",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    expect(view(g.state).cost(y)).toBe(2);
    expect(g.state.mods).toContainEqual({ card: y, ap: 0, dp: 0, cost: 2, until: "turn" });
    until(g, () => g.state.turnPlayer === 1);
    expect(view(g.state).cost(y)).toBe(0);
  });
  it("tennen reads the on-field cost change of the blocker", () => {
    const t = char("T-1", "tennen", { keywords: [tennen(1)] });
    const e = eventCard("E-1", getsCost(target(0), 2), {
      targets: [choose(1, opponentCharacters())],
      phase: "approach",
    });
    const g = onBoard([e, t, char("Y-1", "y", { cost: 0 }), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["T-1"] },
      p1: { main: ["Y-1"] },
    });
    const y = g.id(1, "Y-1");
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "T-1") });
    // The approach window: the turn player gives the would-be blocker cost +2 (a test of the rule,
    // not a sensible play): now it may block the tennen 1 character.
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    passUntil(g, "block").do({ type: "block", player: 1, card: y });
  });
  it("SELF_COST_WORKS_FROM_HAND: 「このカードは、手札にある状態で…使用コスト-2」", () => {
    const s = char("S-1", "self", {
      cost: 2,
      abilities: [
        continuous(
          { mod: "cost", owner: "you", delta: -2, self: true },
          countOf(yourMain({ trait: "清澄高校" }), ">=", 1),
        ),
      ],
    });
    const k = char("K-1", "k", { cost: 0, traits: ["清澄高校"] });
    const g = onBoard([s, k, spare], { p0: { hand: ["S-1", "K-1", "T-99"] } });
    const id = g.id(0, "S-1");
    expect(view(g.state).costToPlay(id)).toBe(2);
    g.reject({ type: "play", player: 0, card: id, pay: [], area: "main" }, "cost/unpayable");
    g.do({ type: "play", player: 0, card: g.id(0, "K-1"), pay: [], area: "main" }).resolveAll();
    expect(view(g.state).costToPlay(id)).toBe(0);
    g.do({ type: "play", player: 0, card: id, pay: [], area: "main" });
  });
});

describe("next card costs", () => {
  it("lab 01-008 次にプレイする「倉橋 莉子」または「真木 夏緒」1枚は使用コスト-4 (anyOf), used up by the first match", () => {
    const e = eventCard(
      "E-1",
      nextCardCost(-4, { anyOf: [{ name: "倉橋 莉子" }, { name: "真木 夏緒" }] }),
    );
    const g = onBoard(
      [
        e,
        char("K-1", "倉橋 莉子", { cost: 5 }),
        char("M-1", "真木 夏緒", { cost: 5 }),
        char("O-1", "other", { cost: 5 }),
        spare,
      ],
      { p0: { hand: ["E-1", "K-1", "M-1", "O-1", "T-99"] } },
    );
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    const v = () => view(g.state);
    expect(v().costToPlay(g.id(0, "K-1"))).toBe(1);
    expect(v().costToPlay(g.id(0, "M-1"))).toBe(1);
    expect(v().costToPlay(g.id(0, "O-1"))).toBe(5); // not 「A」 or 「B」
  });

  it("an opponent-targeted 'next card costs +1' applies to the opponent's cards only", () => {
    const e = eventCard("E-1", nextCardCost(1, undefined, "opponent"));
    const g = onBoard([e, char("O-1", "other", { cost: 2 }), spare], {
      p0: { hand: ["E-1", "O-1", "T-99"] },
      p1: { hand: ["O-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(view(g.state).costToPlay(g.id(1, "O-1"))).toBe(3);
    expect(view(g.state).costToPlay(g.id(0, "O-1"))).toBe(2);
  });
});
