// Rule 5: costs.
import { describe, expect, it } from "vitest";
import {
  activated,
  continuous,
  gets,
  grant,
  active,
  legalDecisions,
  nextCardCost,
  paymentOptions,
  seq,
  thisCard,
} from "../../runtime/index.ts";
import { char, eventWith, onBoard, spare } from "./helpers.ts";

const yui4 = char("C-1", "平沢 唯", { color: "red", title: "けいおん!", cost: 4, ap: 40, dp: 40 });
const redOther = char("C-2", "由乃", { color: "red", title: "ひだまりスケッチ", source: 2 });
const yellowOther = char("C-3", "宮子", { color: "yellow", title: "ひだまりスケッチ", source: 2 });
const greenOther = char("C-4", "ヒロ", { color: "green", title: "ひだまりスケッチ", source: 2 });
const blueOther = char("C-5", "沙英", { color: "blue", title: "ひだまりスケッチ", source: 2 });
const mioKeion = char("C-6", "秋山 澪", { color: "blue", title: "けいおん!", source: 1 });

describe("rule 5: costs", () => {
  it("rule 5.1: hand cards paying go to the trash; face-up point cards turn face down and stay points", () => {
    const g = onBoard([yui4, redOther, mioKeion, spare], {
      p0: { hand: ["C-1", "C-2", "T-99"], points: ["C-6", "C-6"] },
    });
    const [pt1, pt2] = g.state.players[0].points;
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "C-1"),
      pay: [g.id(0, "C-2"), pt1!, pt2!],
      area: "main",
    });
    expect(g.zone(0, "trash")).toEqual(["C-2"]);
    expect(g.state.players[0].points).toHaveLength(2);
    expect(g.state.cards[pt1!]!.faceUp).toBe(false);
    expect(g.where(g.id(0, "C-1"))).toBe("main");
  });

  it("rule 5.1: a cost that the source does not cover is rejected with cost/unpayable and changes nothing", () => {
    const g = onBoard([yui4, redOther, spare], { p0: { hand: ["C-1", "C-2", "T-99"] } });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "C-1"), pay: [g.id(0, "C-2")], area: "main" },
      "cost/unpayable",
    );
  });

  it("rule 5.1: a face-down point card cannot pay; a cost of 0 needs no payment", () => {
    const g = onBoard([yui4, redOther, spare], {
      p0: {
        hand: ["C-1", "T-99"],
        points: [
          { card: "C-2", faceUp: false },
          { card: "C-2", faceUp: false },
        ],
      },
    });
    g.reject(
      {
        type: "play",
        player: 0,
        card: g.id(0, "C-1"),
        pay: g.state.players[0].points,
        area: "main",
      },
      "cost/illegal-payment-card",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "T-99"), pay: [], area: "main" });
  });

  it("rule 5.2: at least one paying card shares the color or the title (the rule guide's Yuno/Miyako vs Hiro/Sae example)", () => {
    const g = onBoard([yui4, redOther, yellowOther, greenOther, blueOther, spare], {
      p0: { hand: ["C-1", "C-2", "C-3", "C-4", "C-5", "T-99"] },
    });
    const yui = g.id(0, "C-1");
    g.reject(
      { type: "play", player: 0, card: yui, pay: [g.id(0, "C-4"), g.id(0, "C-5")], area: "main" },
      "cost/no-matching-color-or-title",
    );
    g.do({
      type: "play",
      player: 0,
      card: yui,
      pay: [g.id(0, "C-2"), g.id(0, "C-3")],
      area: "main",
    });
  });

  it("rule 5.3: a combi card needs a paying card whose name contains one of its names", () => {
    const combi = char("C-7", "田井中 律&平沢 唯", { color: "yellow", cost: 2 });
    const yuiSrc = char("C-8", "平沢 唯", { color: "green", title: "x" });
    const g = onBoard([combi, yellowOther, yuiSrc, spare], {
      p0: { hand: ["C-7", "C-3", "C-8", "T-99"] },
    });
    const c = g.id(0, "C-7");
    g.reject(
      { type: "play", player: 0, card: c, pay: [g.id(0, "C-3")], area: "main" },
      "cost/no-combi-name",
    );
    expect(paymentOptions(g.state, c)).toEqual([
      [g.id(0, "C-3"), g.id(0, "C-8")],
      [g.id(0, "C-8"), g.id(0, "T-99")],
    ]);
    g.do({ type: "play", player: 0, card: c, pay: [g.id(0, "C-3"), g.id(0, "C-8")], area: "main" });
  });

  it("rule 5.4: a colored text cost is paid only with cards of that color [project]; a rest cost needs a ready card", () => {
    const mio = char("C-9", "秋山 澪", {
      color: "blue",
      abilities: [
        activated("main", "own", gets(thisCard, 10, 10), { cost: { source: 2, color: "blue" } }),
        activated("main", "own", gets(thisCard, 0, 10), { cost: { rest: true } }),
      ],
    });
    const g = onBoard([mio, redOther, blueOther, spare], {
      p0: { hand: ["C-2", "C-5", "T-99"], main: [{ card: "C-9", rested: true }] },
    });
    const m = g.id(0, "C-9");
    g.reject(
      { type: "activate", player: 0, card: m, ability: 0, pay: [g.id(0, "C-2")] },
      "cost/wrong-color",
    );
    g.reject({ type: "activate", player: 0, card: m, ability: 1 }, "cost/rested");
    g.do({ type: "activate", player: 0, card: m, ability: 0, pay: [g.id(0, "C-5")] }).resolveAll();
    expect(g.ap(m)).toBe(30);
  });

  it("rule 5.4: an extra cost (trash a 「秋山 澪」 from your hand) is paid at declaration (01-005)", () => {
    const mio = char("C-10", "秋山 澪", {
      abilities: [
        activated("main", "own", seq(gets(thisCard, 10, 10), grant(thisCard, active())), {
          cost: { source: 0, extra: [{ pay: "trashFromHand", filter: { name: "秋山 澪" }, n: 1 }] },
        }),
      ],
    });
    const g = onBoard([mio, mioKeion, redOther, spare], {
      p0: { hand: ["C-6", "C-2", "T-99"], main: ["C-10"] },
    });
    const m = g.id(0, "C-10");
    g.reject(
      { type: "activate", player: 0, card: m, ability: 0, extra: [[g.id(0, "C-2")]] },
      "cost/extra-unpayable",
    );
    g.do({ type: "activate", player: 0, card: m, ability: 0, extra: [[g.id(0, "C-6")]] });
    expect(g.zone(0, "trash")).toEqual(["C-6"]);
    g.resolveAll();
    expect(g.ap(m)).toBe(30);
  });

  it("rule 5.4: a card pays one extra cost only; the list gives each extra cost its own cards", () => {
    const twice = char("C-14", "二重", {
      abilities: [
        activated("main", "own", gets(thisCard, 10, 10), {
          cost: {
            source: 0,
            extra: [
              { pay: "trashFromHand", n: 1 },
              { pay: "trashFromHand", n: 1 },
            ],
          },
        }),
      ],
    });
    const g = onBoard([twice, redOther, blueOther, spare], {
      p0: { hand: ["C-2", "C-5", "T-99"], main: ["C-14"] },
    });
    const [t, red, blue] = [g.id(0, "C-14"), g.id(0, "C-2"), g.id(0, "C-5")];
    const listed = legalDecisions(g.state).filter((d) => d.type === "activate");
    expect(listed.map((d) => d.type === "activate" && d.extra)).toEqual([[[red], [blue]]]);
    g.reject(
      { type: "activate", player: 0, card: t, ability: 0, extra: [[red], [red]] },
      "cost/duplicate-card",
    );
    g.do({ type: "activate", player: 0, card: t, ability: 0, extra: [[red], [blue]] });
    expect(g.zone(0, "trash")).toEqual(["C-2", "C-5"]);
  });

  it("rule 5.5: cost -N never lowers a cost below 0; source +N applies when paying for the named card", () => {
    const club = char("C-11", "ごらく部", {
      ap: undefined,
      dp: undefined,
      abilities: [
        continuous({ mod: "cost", owner: "you", filter: { name: "船見 結衣" }, delta: -3 }),
      ],
    });
    const yui = char("C-12", "船見 結衣", { cost: 1, color: "blue" });
    const sayaka = char("C-13", "美樹 さやか", {
      cost: 3,
      color: "blue",
      source: 2,
      abilities: [continuous({ mod: "source", delta: 1, forCard: { name: "美樹 さやか" } })],
    });
    const bigSayaka = char("C-14", "美樹 さやか", { cost: 3, color: "blue" });
    const g = onBoard([club, yui, sayaka, bigSayaka, spare], {
      p0: { hand: ["C-12", "C-13", "C-14", "T-99"], support: ["C-11"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "C-12"), pay: [], area: "main" }).resolveAll();
    expect(g.where(g.id(0, "C-12"))).toBe("main");
    g.do({ type: "play", player: 0, card: g.id(0, "C-14"), pay: [g.id(0, "C-13")], area: "main" });
  });

  it("rule 5.5: 'the next card you play costs -N' applies once", () => {
    const helper = eventWith("E-1", [activated("main", "own", nextCardCost(-3))], { name: "E" });
    const g = onBoard([helper, yui4, spare], { p0: { hand: ["E-1", "C-1", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    g.reject(
      { type: "play", player: 0, card: g.id(0, "C-1"), pay: [], area: "main" },
      "cost/unpayable",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [g.id(0, "T-99")], area: "main" });
    expect(g.state.nextCost).toEqual([]);
  });
});
