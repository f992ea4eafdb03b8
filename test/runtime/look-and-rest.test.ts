// "Look at the top N, take some, the rest elsewhere" (printed: pm_bkm 01-067, akb 01-057, sak
// 01-110 …) and 表にしてから (reveal). Hand-defined cards; the engine API is search + moveTo +
// moveRest.
import { describe, expect, it } from "vitest";
import {
  chosen,
  lookAtTop,
  moveRest,
  moveTo,
  search,
  seq,
  type CardDef,
  type Effect,
} from "../../runtime/index.ts";
import { char, eventCard, onBoard, spare } from "./helpers.ts";

const ev = (number: string, effect: Effect): CardDef =>
  eventCard(number, effect, { title: "化物語" });
const [a, b, c, d] = ["D-1", "D-2", "D-3", "D-4"].map((n) => char(n, n));
// A playable card in hand keeps the window open (auto-pass would otherwise end the turn).

/** 01-067: デッキの上のカード3枚を見て、その中にあるカード1枚を手札に加える。その後、残りのカードをデッキの下に任意の順番で移す。 */
const lookTake = (
  to: "deckBottom" | "deckTop" | "trash",
  order: "chosen" | "kept",
  reveal = false,
) =>
  ev(
    "E-1",
    seq(
      search({ player: "you", look: 3, take: 1, as: "t", ...(reveal ? { reveal } : {}) }),
      moveTo(chosen("t"), "hand"),
      moveRest("t", to, order),
    ),
  );

function start(card: CardDef) {
  const g = onBoard([card, a!, b!, c!, d!, spare], {
    p0: { hand: ["E-1", "T-99"], deck: ["D-1", "D-2", "D-3", "D-4"] },
  });
  g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
  return g;
}

describe("look at the top N, take some, move the rest", () => {
  it("pm_bkm 01-067: the rest go to the deck bottom in the order the player chooses (a recorded decision)", () => {
    const g = start(lookTake("deckBottom", "chosen"));
    expect(g.pending).toMatchObject({ kind: "choose", player: 0, max: 1 });
    g.do({ type: "choose", player: 0, cards: [g.id(0, "D-2")] });
    expect(g.where(g.id(0, "D-2"))).toBe("hand");
    // The order of the rest: every card listed, first listed ends highest.
    expect(g.pending).toMatchObject({ kind: "choose", player: 0, min: 2, max: 2 });
    g.reject({ type: "choose", player: 0, cards: [g.id(0, "D-3")] }, "choice/wrong-count");
    g.do({ type: "choose", player: 0, cards: [g.id(0, "D-3"), g.id(0, "D-1")] });
    const deck = g.zone(0, "deck");
    expect(deck[0]).toBe("D-4");
    expect(deck.slice(-2)).toEqual(["D-3", "D-1"]);
    expect(deck).toHaveLength(57);
  });

  it("sak 01-110 (残りのカードをデッキの下に移す, no order printed): `kept` keeps the deck order without asking", () => {
    const g = start(lookTake("deckBottom", "kept"));
    g.do({ type: "choose", player: 0, cards: [g.id(0, "D-1")] });
    expect(g.pending.kind).toBe("priority");
    expect(g.zone(0, "deck").slice(-2)).toEqual(["D-2", "D-3"]);
  });

  it("the rest can go to the deck top (first listed on top) or to the trash", () => {
    const top = start(lookTake("deckTop", "chosen"));
    top.do({ type: "choose", player: 0, cards: [top.id(0, "D-1")] });
    expect(top.legal().length).toBeGreaterThan(0);
    top.do({ type: "choose", player: 0, cards: [top.id(0, "D-3"), top.id(0, "D-2")] });
    expect(top.zone(0, "deck").slice(0, 3)).toEqual(["D-3", "D-2", "D-4"]);

    const tr = start(lookTake("trash", "chosen"));
    tr.do({ type: "choose", player: 0, cards: [tr.id(0, "D-1")] });
    expect(tr.zone(0, "trash")).toEqual(expect.arrayContaining(["D-2", "D-3", "E-1"]));
  });

  it("akb 01-057 表にしてから: the taken card is revealed to both players (a reveal event)", () => {
    const g = start(lookTake("deckBottom", "kept", true));
    g.do({ type: "choose", player: 0, cards: [g.id(0, "D-2")] });
    expect(g.events).toContainEqual({ ev: "reveal", player: 0, cards: [g.id(0, "D-2")] });
  });

  it("with nothing taken the three looked-at cards are all the rest; lookAtTop binds them too", () => {
    const g = start(ev("E-1", seq(lookAtTop(2, "seen"), moveRest("seen", "deckBottom", "kept"))));
    expect(g.zone(0, "deck").slice(0, 2)).toEqual(["D-3", "D-4"]);
    expect(g.zone(0, "deck").slice(-2)).toEqual(["D-1", "D-2"]);
  });
});
