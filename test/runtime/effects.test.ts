// Effect primitives of the card-definition API (language.md "Effects"), one board each; putting a
// character onto the field rested (saga 01-033 「休息状態で場に出す」).
import { describe, expect, it } from "vitest";
import {
  activated,
  atEndOfTurn,
  cards,
  chooseNow,
  choose,
  chosen,
  draw,
  flipPoints,
  gets,
  may,
  moveTo,
  oneOf,
  putCoins,
  putOntoField,
  rest,
  returnToHand,
  search,
  seq,
  shuffle,
  target,
  thisCard,
  trash,
  yourCharacters,
  type CardDef,
  type Effect,
} from "../../runtime/index.ts";
import { char, eventCard, eventWith, onBoard, spare } from "./helpers.ts";

const ev = (number: string, effect: Effect, targets?: CardDef["abilities"]): CardDef =>
  eventWith(number, targets ?? [activated("main", "own", effect)]);
const x = char("X-1", "x", { ap: 20, dp: 20 });

describe("effect primitives", () => {
  it("may (ことができる) with 'if you do' (その場合): declining skips both; accepting runs both", () => {
    const card = ev("E-1", may(trash(cards("you", "hand", { name: "x" })), draw(2)));
    for (const accept of [false, true]) {
      const g = onBoard([card, spare, x], { p0: { hand: ["E-1", "T-99", "X-1"] } });
      g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
      expect(g.pending).toMatchObject({ kind: "may", player: 0 });
      g.do({ type: "may", player: 0, accept });
      expect(g.where(g.id(0, "X-1"))).toBe(accept ? "trash" : "hand");
      expect(g.state.players[0].hand).toHaveLength(accept ? 3 : 2);
    }
  });

  it("'then' (その後, seq) runs even when the step before did nothing", () => {
    const card = ev("E-2", seq(trash(cards("you", "hand", { name: "nobody" })), draw(1)));
    const g = onBoard([card, spare], { p0: { hand: ["E-2", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] }).resolveAll();
    expect(g.state.players[0].hand).toHaveLength(2);
  });

  it("choice between effects (または) is a recorded decision of the controller", () => {
    const card = ev("E-3", oneOf(draw(1), draw(3)));
    const g = onBoard([card, spare], { p0: { hand: ["E-3", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "E-3"), pay: [] }).resolveAll();
    expect(g.legal()).toHaveLength(2);
    g.reject({ type: "option", player: 0, index: 2 }, "choice/illegal-option");
    g.do({ type: "option", player: 0, index: 1 });
    expect(g.state.players[0].hand).toHaveLength(4);
  });

  it("search the deck for a card, put it into the hand, then shuffle (PRNG in the state)", () => {
    const card = ev(
      "E-4",
      seq(
        search({ player: "you", filter: { name: "x" }, take: 1, as: "found" }),
        moveTo(chosen("found"), "hand"),
        shuffle(),
      ),
    );
    const g = onBoard([card, x, spare], {
      p0: { hand: ["E-4", "T-99"], deck: ["T-99", "T-99", "X-1"] },
    });
    const rng = g.state.rng;
    g.do({ type: "play", player: 0, card: g.id(0, "E-4"), pay: [] }).resolveAll();
    expect(g.pending).toMatchObject({ kind: "choose", options: [g.id(0, "X-1")] });
    g.do({ type: "choose", player: 0, cards: [g.id(0, "X-1")] });
    expect(g.where(g.id(0, "X-1"))).toBe("hand");
    expect(g.state.rng).not.toBe(rng);
  });

  it("turn point cards face down / face up, chosen when there are more than needed", () => {
    const card = ev("E-5", flipPoints("opponent", 1, false));
    const g = onBoard([card, spare], {
      p0: { hand: ["E-5", "T-99"] },
      p1: { points: ["T-99", "T-99"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-5"), pay: [] }).resolveAll();
    const [a] = g.state.players[1].points;
    g.do({ type: "choose", player: 0, cards: [a!] });
    expect(g.state.cards[a!]!.faceUp).toBe(false);
    expect(g.state.players[1].points).toHaveLength(2); // still points
  });

  it("put coins; move a card to the top / bottom of the deck and to the point pile", () => {
    const coins = ev("E-6", putCoins(target(0), 2), [
      activated("main", "own", putCoins(target(0), 2), { targets: [choose(1, yourCharacters())] }),
    ]);
    const top = ev("E-7", moveTo(target(0), "deckTop"), [
      activated("main", "own", moveTo(target(0), "deckTop"), {
        targets: [choose(1, yourCharacters())],
      }),
    ]);
    const g = onBoard([coins, top, x, char("X-2", "y"), spare], {
      p0: { hand: ["E-6", "E-7", "T-99"], main: ["X-1", "X-2"] },
    });
    const a = g.id(0, "X-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-6"), pay: [], targets: [[a]] }).resolveAll();
    expect([g.ap(a), g.dp(a)]).toEqual([40, 40]);
    g.do({ type: "play", player: 0, card: g.id(0, "E-7"), pay: [], targets: [[a]] }).resolveAll();
    expect(g.state.players[0].deck[0]).toBe(a);
    expect(g.state.cards[a]!.coins).toBe(0); // coins leave with the character (rule 7.8)
  });

  it("rest / ready and return to hand act on characters on the field", () => {
    const nap = ev("E-8", rest(target(0)), [
      activated("main", "own", seq(rest(target(0)), returnToHand(cards("you", "support"))), {
        targets: [choose(1, yourCharacters())],
      }),
    ]);
    const g = onBoard([nap, x, char("X-3", "z"), spare], {
      p0: { hand: ["E-8", "T-99"], main: ["X-1"], support: ["X-3"] },
    });
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "E-8"),
      pay: [],
      targets: [[g.id(0, "X-1")]],
    }).resolveAll();
    expect(g.state.cards[g.id(0, "X-1")]!.rested).toBe(true);
    expect(g.where(g.id(0, "X-3"))).toBe("hand");
  });

  it("choose on resolution, then trash the chosen card from the hand", () => {
    const card = ev(
      "E-9",
      seq(chooseNow(choose(1, cards("you", "hand")), "c"), trash(chosen("c"))),
    );
    const g = onBoard([card, spare, x], { p0: { hand: ["E-9", "T-99", "X-1"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "E-9"), pay: [] }).resolveAll();
    g.reject({ type: "choose", player: 0, cards: [] }, "choice/wrong-count");
    g.do({ type: "choose", player: 0, cards: [g.id(0, "X-1")] });
    expect(g.where(g.id(0, "X-1"))).toBe("trash");
  });

  it("a delayed effect ('at end of turn, return this to your hand', 01-007) fires at the end of the turn", () => {
    const santa = char("01-007", "秋山 澪", {
      cost: 0,
      abilities: [
        activated("main", "own", seq(gets(thisCard, 10, 0), atEndOfTurn(returnToHand(thisCard)))),
      ],
    });
    const g = onBoard([santa, spare], {
      p0: { hand: ["T-99"], main: ["01-007"] },
      p1: { hand: ["T-99"] },
    });
    const s = g.id(0, "01-007");
    g.do({ type: "activate", player: 0, card: s, ability: 0 }).resolveAll();
    expect(g.where(s)).toBe("main");
    g.pass();
    g.do({ type: "endApproach", player: 0 });
    expect(g.where(s)).toBe("hand");
  });

  it("putOntoField(…, rested): the character arrives rested", () => {
    const e = eventCard(
      "E-1",
      seq(
        chooseNow(choose(1, cards("you", "trash", { kind: "character" })), "z"),
        putOntoField(chosen("z"), "main", true),
      ),
    );
    const g = onBoard([e, char("Z-1", "zombie"), spare], {
      p0: { hand: ["E-1", "T-99"], trash: ["Z-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    const z = g.id(0, "Z-1");
    expect(g.where(z)).toBe("main");
    expect(g.state.cards[z]!.rested).toBe(true);
  });
});
