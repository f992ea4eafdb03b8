// Rulings R-F-1…7 (fields), R-K-1…4 (keywords), R-T-1…4 (turn, setup).
import { describe, expect, it } from "vitest";
import {
  active,
  activated,
  apply,
  breakKeyword,
  choose,
  createGame,
  draw,
  freeEntry,
  gets,
  givePoints,
  grant,
  hostCard,
  hostGets,
  on,
  opponentCharacters,
  restrict,
  returnToHand,
  sampleDb,
  sampleDecks,
  target,
  teamUp,
  thisCard,
  triggered,
  yourCharacters,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, passUntil, onBoard, spare } from "./helpers.ts";

const c = (n: number, o: Partial<CardDef> = {}): CardDef =>
  char(`F-${n}`, `f${n}`, { cost: 0, ...o });

const until = passUntil;

describe("field rulings", () => {
  it("R-F-1: the main area holds only AP/DP characters, at most 5; a replacement may not be the same card", () => {
    const five = [1, 2, 3, 4, 5].map((n) => c(n));
    const g = onBoard([...five, spare], {
      p0: { hand: ["F-1", "T-99"], main: ["F-1", "F-2", "F-3", "F-4", "F-5"] },
    });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "T-99"), pay: [], area: "main" },
      "play/main-area-full",
    );
    g.reject(
      {
        type: "play",
        player: 0,
        card: g.id(0, "F-1", 0),
        pay: [],
        area: "main",
        replace: g.id(0, "F-1", 1),
      },
      "play/same-card-on-field",
    );
  });

  it("R-F-2: the support area has no limit; support cards are played only by the turn player in the main phase", () => {
    const many = [6, 7, 8, 9, 10, 11, 12].map((n) => c(n));
    const g = onBoard([...many, spare], {
      p0: { hand: ["F-6", "F-7", "F-8", "F-9", "F-10", "F-11", "F-12", "T-99"] },
    });
    for (const n of [6, 7, 8, 9, 10, 11, 12])
      g.do({
        type: "play",
        player: 0,
        card: g.id(0, `F-${n}`),
        pay: [],
        area: "support",
      }).resolveAll();
    expect(g.state.players[0].support).toHaveLength(7);
  });

  it("R-F-3: a second copy cannot be played while the first sits in the support area", () => {
    const g = onBoard([c(13), spare], { p0: { hand: ["F-13", "T-99"], support: ["F-13"] } });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "F-13", 0), pay: [], area: "main" },
      "play/same-card-on-field",
    );
  });

  it("R-F-4: a restricted free entry ('also in the opponent's main phase') cannot enter in the opponent's approach; entering fires 登場 triggers", () => {
    const limited = c(14, {
      keywords: [freeEntry(["opponentMain"])],
      abilities: [triggered(on("enters"), draw(1))],
    });
    const g = onBoard([limited, spare, c(15)], {
      p0: { hand: ["T-99"], main: ["F-15"] },
      p1: { hand: ["F-14"] },
    });
    g.pass();
    const hand = g.state.players[1].hand.length;
    g.do({ type: "play", player: 1, card: g.id(1, "F-14"), pay: [], area: "main" }).resolveAll();
    expect(g.state.players[1].hand.length).toBe(hand - 1 + 1);
    const g2 = onBoard([limited, c(15)], {
      step: "approach",
      p0: { main: ["F-15"] },
      p1: { hand: ["F-14"] },
    });
    g2.do({ type: "approach", player: 0, card: g2.id(0, "F-15") });
    expect(g2.events.some((e) => e.ev === "declare")).toBe(false); // no window for it: it could not enter
  });

  it("R-F-5: 忍野 メメ (free entry; 'if this enters, it does not leave until end of turn') enters in the opponent's approach and blocks at no loss", () => {
    const meme = c(16, {
      ap: 10,
      dp: 10,
      keywords: [freeEntry()],
      abilities: [triggered(on("enters"), restrict(thisCard, "cannotLeaveByBattle"))],
    });
    const g = onBoard([meme, c(17, { ap: 50, dp: 50 })], {
      step: "approach",
      p0: { main: ["F-17"] },
      p1: { hand: ["F-16"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "F-17") });
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    g.do({ type: "play", player: 1, card: g.id(1, "F-16"), pay: [], area: "main" }).resolveAll();
    until(g, "block").do({ type: "block", player: 1, card: g.id(1, "F-16") });
    expect(g.where(g.id(1, "F-16"))).toBe("main");
    expect(g.state.players[1].points).toHaveLength(0);
  });

  it("R-F-6: one copy of a support card per character; different support cards may share a character", () => {
    const s1: CardDef = {
      number: "S-1",
      name: "s1",
      kind: "support",
      color: "red",
      title: "けいおん!",
      cost: 0,
      source: 1,
      abilities: [hostGets({ mod: "stats", who: hostCard, ap: 10, dp: 0 })],
    };
    const s2: CardDef = { ...s1, number: "S-2", name: "s2" };
    const g = onBoard([s1, s2, c(18), spare], {
      p0: { hand: ["S-1", "S-1", "S-2", "T-99"], main: ["F-18"] },
    });
    const h = g.id(0, "F-18");
    g.do({ type: "play", player: 0, card: g.id(0, "S-1", 0), pay: [], host: h }).resolveAll();
    g.reject(
      { type: "play", player: 0, card: g.id(0, "S-1", 1), pay: [], host: h },
      "play/same-support-attached",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "S-2"), pay: [], host: h }).resolveAll();
    expect(g.ap(h)).toBe(40);
  });

  it("R-F-7: the same event may be played several times in a turn", () => {
    const ev = eventWith("E-7", [
      activated("main", "own", gets(target(0), 10, 0), { targets: [choose(1, yourCharacters())] }),
    ]);
    const g = onBoard([ev, c(19), spare], {
      p0: { hand: ["E-7", "E-7", "E-7", "T-99"], main: ["F-19"] },
    });
    for (let i = 0; i < 3; i++)
      g.do({
        type: "play",
        player: 0,
        card: g.id(0, "E-7", i),
        pay: [],
        targets: [[g.id(0, "F-19")]],
      }).resolveAll();
    expect(g.ap(g.id(0, "F-19"))).toBe(50);
  });
});

describe("keyword rulings", () => {
  const sneeze = eventWith(
    "K-1",
    [
      activated("main", "own", returnToHand(target(0)), {
        targets: [choose(1, opponentCharacters())],
      }),
    ],
    { keywords: [breakKeyword()], cost: 5 },
  );

  it("R-K-1: a break card put into the point pile face down by a give-a-point effect can still break; the moment cannot be saved", () => {
    const gift = eventWith("K-2", [activated("main", "own", givePoints(1, "opponent", true))]);
    const g = onBoard([sneeze, gift, c(20), spare], {
      p0: { hand: ["K-2", "T-99"], main: ["F-20"] },
      p1: { deck: ["K-1"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "K-2"), pay: [] }).resolveAll();
    const s = g.id(1, "K-1");
    expect(g.state.cards[s]!.faceUp).toBe(false);
    expect(g.pending).toEqual({ kind: "break", player: 1, options: [s] });
    g.do({ type: "noBreak", player: 1 });
    expect(g.state.breaks).toEqual([]);
    expect(g.legal().some((d) => d.type === "break")).toBe(false);
  });

  it("R-K-2: a combi card counts as both names for name conditions (e.g. 桜高軽音部's 「平沢 唯」)", () => {
    const combi = c(21, { name: "田井中 律&平沢 唯" });
    const pump = eventWith("K-3", [
      activated("main", "own", gets(target(0), 10, 10), {
        targets: [choose(1, yourCharacters({ name: "平沢 唯" }))],
      }),
    ]);
    const g = onBoard([combi, pump, spare], { p0: { hand: ["K-3", "T-99"], main: ["F-21"] } });
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "K-3"),
      pay: [],
      targets: [[g.id(0, "F-21")]],
    }).resolveAll();
    expect(g.ap(g.id(0, "F-21"))).toBe(30);
  });

  it("R-K-3: team-up partners: not from the support area, not entered this turn, not a combi; an unblocked team-up gives 1 point", () => {
    const leader = c(22, { keywords: [teamUp({ trait: "侍" })] });
    const ok = c(23, { traits: ["侍"] });
    const fresh = c(24, { traits: ["侍"] });
    const combi = c(25, { name: "A&B", traits: ["侍"] });
    const supportOne = c(26, { traits: ["侍"] });
    const g = onBoard([leader, ok, fresh, combi, supportOne], {
      step: "approach",
      p0: {
        main: ["F-22", "F-23", { card: "F-24", enteredThisTurn: true }, "F-25"],
        support: ["F-26"],
      },
    });
    const partners = g
      .legal()
      .filter(
        (d) => d.type === "approach" && d.card === g.id(0, "F-22") && d.partner !== undefined,
      );
    expect(partners.map((d) => (d.type === "approach" ? d.partner : -1))).toEqual([
      g.id(0, "F-23"),
    ]);
    g.reject(
      { type: "approach", player: 0, card: g.id(0, "F-22"), partner: g.id(0, "F-25") },
      "approach/illegal-partner",
    );
    g.do({ type: "approach", player: 0, card: g.id(0, "F-22"), partner: g.id(0, "F-23") });
    until(g, "approach");
    expect(g.state.players[1].points).toHaveLength(1);
    // The partner already counts as having approached.
    expect(g.legal().some((d) => d.type === "approach" && d.card === g.id(0, "F-23"))).toBe(false);
  });

  it("R-K-4: active granted by a text lets a character that entered this turn approach", () => {
    const giver = eventWith("K-4", [
      activated("main", "own", grant(target(0), active()), {
        targets: [choose(1, yourCharacters())],
      }),
    ]);
    const g = onBoard([giver, c(27), spare], { p0: { hand: ["K-4", "F-27", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "F-27"), pay: [], area: "main" }).resolveAll();
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "K-4"),
      pay: [],
      targets: [[g.id(0, "F-27")]],
    }).resolveAll();
    g.pass();
    expect(g.legal()).toContainEqual({ type: "approach", player: 0, card: g.id(0, "F-27") });
  });
});

describe("turn and setup rulings", () => {
  it("R-T-1: setup: shuffle, draw 7, one mulligan to the bottom in any order with no shuffle", () => {
    const r = createGame({
      cards: sampleDb(),
      decks: [sampleDecks.vanilla!, sampleDecks.seed!],
      seed: 11,
    });
    if (!r.ok) throw new Error(r.reason);
    const w = r.state.pending.kind === "goFirst" ? r.state.pending.player : 0;
    const r1 = apply(r.state, { type: "goFirst", player: w, first: true });
    if (!r1.ok) throw new Error(r1.reason);
    const deckBefore = r1.state.players[w].deck.slice();
    const hand = r1.state.players[w].hand.slice();
    const r2 = apply(r1.state, { type: "mulligan", player: w, redraw: true, order: hand });
    if (!r2.ok) throw new Error(r2.reason);
    expect(r2.state.players[w].deck).toEqual([...deckBefore.slice(7), ...hand]);
    expect(r2.state.pending).toEqual({ kind: "mulligan", player: 1 - w });
  });

  it("R-T-2: turn start in order: draw 2, ready own cards, then start-of-turn texts", () => {
    const t = c(28, { abilities: [triggered(on("startOfTurn", "yours"), gets(thisCard, 10, 0))] });
    const g = onBoard([t, spare], {
      step: "start",
      p0: { main: [{ card: "F-28", rested: true }], deck: ["T-99"] },
    });
    const kinds = g.events
      .map((e) => e.ev)
      .filter((e) => e === "draw" || e === "trigger" || e === "resolve");
    expect(kinds).toEqual(["draw", "trigger", "resolve"]);
    expect(g.state.cards[g.id(0, "F-28")]!.rested).toBe(false);
  });

  it("R-T-3: a player whose deck becomes empty (drawing the last card) loses at once", () => {
    const g = onBoard([c(29)], { step: "start", p0: { deck: ["F-29"], exactDeck: true } });
    expect(g.state.winner).toBe(1);
  });

  it("R-T-4: the hand limit is checked only at the end of one's own turn", () => {
    const g = onBoard([c(30)], { step: "end", p1: { hand: Array(9).fill("F-30") } });
    expect(g.state.players[1].hand.length).toBeGreaterThanOrEqual(9);
    expect(g.events.some((e) => e.ev === "discard" && e.player === 1)).toBe(false);
  });
});
