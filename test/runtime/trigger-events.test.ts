// Trigger events of printed texts, each end to end with a hand-written card shaped like the printed
// one it serves:
// - nk 01-010 「登場、またはアプローチに参加した場合」: one text on several events (`or`), rule 4.5
//   counting it once per turn;
// - kmk 01-030 / pm_kg 01-003 「このカードのアプローチで相手のキャラが退場した場合」: `approachOf`,
//   the blocker trashed in the battle (8.5) of this card's approach (in a created trigger:
//   created-triggers.test.ts);
// - hmk 01-061 「相手のアプローチによって自分のポイント置き場に置かれた場合」: putIntoPointPile
//   `byApproach` (8.6), seen by the card itself in the point pile;
// - yrc 01-057 「自分のポイント置き場に「X」が置かれるごとに」: putIntoPointPile by any means;
// - ogr 01-011: usedAsCost for a kind of card (rule 5.1);
// - rule 6.1: one game event that is two of a text's events fires it once;
// - sak 01-047 「手札にある状態で…」: a text that works from the hand.
import { describe, expect, it } from "vitest";
import {
  draw,
  may,
  putOntoField,
  thisCard,
  when,
  givePoints,
  on,
  triggered,
  type Trigger,
} from "../../runtime/index.ts";
import {
  char,
  endOfPhase,
  eventCard,
  fired,
  passUntil,
  onBoard,
  spare,
  stepUntil,
  stepWithoutChoices,
} from "./helpers.ts";

const next = stepWithoutChoices;
const until = stepUntil;

describe("several events in one text (nk 01-010)", () => {
  const either: Trigger = { ...on("approaches"), or: [on("givesPoint")] };
  const natsumi = (mode: "if" | "eachTime") =>
    char("N-1", "逢沢 夏海", { ap: 30, dp: 30, abilities: [triggered(either, draw(1), { mode })] });

  it("rule 4.5: an `if` text on `approaches or gives a point` fires once in the turn", () => {
    const g = onBoard([natsumi("if"), spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["N-1"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "N-1") });
    until(g, endOfPhase(g));
    expect(g.state.players[1].points).toHaveLength(1);
    expect(fired(g)).toBe(1);
  });

  it("rule 4.5: an `each time` text on the same events fires for each", () => {
    const g = onBoard([natsumi("eachTime"), spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["N-1"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "N-1") });
    until(g, endOfPhase(g));
    expect(fired(g)).toBe(2);
  });
});

describe("leaves by the approach of this (kmk 01-030, pm_kg 01-003)", () => {
  const karen = char("K-1", "九条 カレン", {
    ap: 30,
    dp: 30,
    abilities: [triggered({ ...on("leaves", "opponents"), approachOf: "this" }, draw(1))],
  });
  const other = char("K-2", "other", { ap: 30, dp: 30 });
  const weak = char("Y-1", "y", { ap: 0, dp: 10 });

  it("rule 8.5: the blocker trashed in the battle of this card's approach fires it", () => {
    const g = onBoard([karen, other, weak, spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["K-1"] },
      p1: { main: ["Y-1"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "K-1") });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
    until(g, endOfPhase(g));
    expect(g.where(g.id(1, "Y-1"))).toBe("trash");
    expect(fired(g)).toBe(1);
  });

  it("rule 8.5: a blocker trashed by another character's approach does not", () => {
    const g = onBoard([karen, other, weak, spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["K-1", "K-2"] },
      p1: { main: ["Y-1"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "K-2") });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
    until(g, () => g.pending.kind === "approach");
    expect(g.where(g.id(1, "Y-1"))).toBe("trash");
    expect(fired(g)).toBe(0);
  });
});

describe("put into the point pile (hmk 01-061, yrc 01-057)", () => {
  const luka = char("H-1", "巡音 ルカ", {
    abilities: [triggered({ ...on("putIntoPointPile"), byApproach: true }, draw(1))],
  });

  it("rule 8.6: the card itself, put into its owner's pile by the opponent's approach, fires (its owner draws)", () => {
    const g = onBoard([luka, char("A-1", "a"), spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["A-1"] },
      p1: { deck: ["H-1"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    until(g, endOfPhase(g));
    expect(g.where(g.id(1, "H-1"))).toBe("points");
    expect(
      g.events.filter(
        (x) => x.ev === "resolve" && x.what === "trigger" && x.card === g.id(1, "H-1"),
      ),
    ).toHaveLength(1);
  });

  it("a point given by an effect is not `by approach`", () => {
    const give = eventCard("E-1", givePoints(1));
    const g = onBoard([luka, give, spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { deck: ["H-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [] }).resolveAll();
    expect(g.where(g.id(1, "H-1"))).toBe("points");
    expect(g.pending.kind).toBe("priority");
    expect(fired(g)).toBe(0);
  });

  it("each time a 「犬山 あおい」 of yours arrives (here by an effect), the field card fires", () => {
    const aoi = char("Y-57", "犬山 あおい", {
      abilities: [
        triggered(on("putIntoPointPile", "yours", { name: "犬山 あおい" }), draw(1), {
          mode: "eachTime",
        }),
      ],
    });
    const give = eventCard("E-1", givePoints(2));
    const g = onBoard([aoi, give, char("A-1", "a"), spare], {
      p0: { hand: ["E-1", "T-99"] },
      p1: { main: ["Y-57"], deck: ["Y-57", "Y-57", "T-99"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [] }).resolveAll();
    expect(g.state.players[1].points).toHaveLength(2);
    // Rule 4.4: the two simultaneous triggers are ordered by the turn player, then both resolve.
    expect(g.pending.kind).toBe("orderTriggers");
    next(g).resolveAll();
    expect(fired(g)).toBe(2);
  });
});

describe("used as a cost for a kind of card (ogr 01-011)", () => {
  const shizuka = char("O-11", "平塚 静", {
    cost: 0,
    source: 2,
    abilities: [
      triggered({ ...on("usedAsCost"), paying: { kind: "character", title: "俺ガイル" } }, draw(1)),
    ],
  });
  const hachiman = char("O-1", "比企谷 八幡", { cost: 2, title: "俺ガイル" });
  const other = char("K-1", "平沢 唯", { cost: 2, title: "けいおん!" });

  it.each([
    ["O-1", 1],
    ["K-1", 0],
  ] as const)("rule 5.1: paying for %s fires it %i time(s)", (played, times) => {
    const g = onBoard([shizuka, hachiman, other, spare], {
      p0: { hand: ["O-11", played, "T-99"] },
    });
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, played),
      pay: [g.id(0, "O-11")],
      targets: [],
    }).resolveAll();
    expect(g.where(g.id(0, "O-11"))).toBe("trash");
    until(g, () => g.pending.kind === "priority" && g.state.stack.length === 0);
    expect(fired(g)).toBe(times);
  });
});

describe("one game event fires a text of several events once", () => {
  it("rule 6.1: entering is also being put onto the field, yet `each time this enters or is put onto the field` fires once", () => {
    const both: Trigger = { ...on("enters"), or: [on("putOntoField")] };
    const c = char("C-1", "c", {
      cost: 0,
      abilities: [triggered(both, draw(1), { mode: "eachTime" })],
    });
    const g = onBoard([c, spare], { p0: { hand: ["C-1", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [], targets: [] }).resolveAll();
    until(g, () => g.pending.kind === "priority" && g.state.stack.length === 0);
    expect(g.where(g.id(0, "C-1"))).toBe("main");
    expect(fired(g)).toBe(1);
  });
});

describe("a text that works from the hand (sak 01-047)", () => {
  const inHand = { cond: "inZone", zone: "hand" } as const;
  const satoha = char("S-47", "辻垣内 智葉", {
    abilities: [
      triggered(
        { ...on("putIntoPointPile", "yours"), byApproach: true },
        may(when(inHand, putOntoField(thisCard, "main"))),
        { fromHand: true, condition: inHand },
      ),
    ],
  });

  it("rule 8.6: a point from the opponent's approach lets the card in the hand come onto the field (場に出る)", () => {
    const g = onBoard([satoha, char("A-1", "a"), spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["A-1"] },
      p1: { hand: ["S-47"] },
    });
    const s = g.id(1, "S-47");
    g.do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    until(g, () => g.pending.kind === "may");
    g.do({ type: "may", player: 1, accept: true }).resolveAll();
    expect(g.where(s)).toBe("main");
    expect(g.events.some((x) => x.ev === "enter" && x.card === s)).toBe(true);
  });

  it("the same text does nothing while the card is on the field", () => {
    const g = onBoard([satoha, char("A-1", "a"), spare], {
      step: "approach",
      p0: { hand: ["T-99"], main: ["A-1"] },
      p1: { main: ["S-47"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    until(g, endOfPhase(g));
    expect(fired(g)).toBe(0);
  });
});
