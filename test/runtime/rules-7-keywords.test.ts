// Rule 7: texts and keywords; gyakkyou on a keyword (hyakka 01-063 〔逆境4〕〔自由登場〕, rule 7.7).
import { describe, expect, it } from "vitest";
import {
  activated,
  active,
  breakKeyword,
  choose,
  continuous,
  countOf,
  createGame,
  defineCardDb,
  freeEntry,
  gets,
  gyakkyou,
  gyakkyouKeyword,
  opponentCharacters,
  returnToHand,
  target,
  teamUp,
  tennen,
  thisCard,
  unimplementedKeyword,
  view,
  yourCharacters,
  type CardDef,
  type Decision,
} from "../../runtime/index.ts";
import { char, eventWith, passUntil, onBoard, spare } from "./helpers.ts";

const k = (n: number, name: string, o: Partial<CardDef> = {}): CardDef => char(`K-${n}`, name, o);

const until = passUntil;

describe("rule 7: texts and keywords", () => {
  it("rule 7.1: an activated text is used at its timing and once per turn per card", () => {
    const booster = k(1, "a", {
      abilities: [
        activated("main", "own", gets(thisCard, 10, 0)),
        activated("approach", "own", gets(thisCard, 0, 10)),
      ],
    });
    const g = onBoard([booster, spare], { p0: { hand: ["T-99"], main: ["K-1"] } });
    const b = g.id(0, "K-1");
    g.reject({ type: "activate", player: 0, card: b, ability: 1 }, "timing/not-now");
    g.do({ type: "activate", player: 0, card: b, ability: 0 }).resolveAll();
    g.reject({ type: "activate", player: 0, card: b, ability: 0 }, "ability/already-used");
    expect(g.ap(b)).toBe(30);
  });

  it("rule 7.2: a continuous text applies while its condition holds", () => {
    const leader = k(2, "a", {
      abilities: [
        continuous(
          { mod: "stats", who: thisCard, ap: 20, dp: 0 },
          countOf(yourCharacters(), ">=", 3),
        ),
      ],
    });
    const g = onBoard([leader, k(3, "b"), k(4, "c", { cost: 0 }), spare], {
      p0: { hand: ["K-4", "T-99"], main: ["K-2", "K-3"] },
    });
    const l = g.id(0, "K-2");
    expect(g.ap(l)).toBe(20);
    g.do({ type: "play", player: 0, card: g.id(0, "K-4"), pay: [], area: "main" }).resolveAll();
    expect(g.ap(l)).toBe(40);
  });

  it("rule 7.3: active lets a character approach in the turn it entered", () => {
    const santa = k(5, "秋山 澪", { cost: 0, keywords: [active()] });
    const plain = k(6, "b", { cost: 0 });
    const g = onBoard([santa, plain], { p0: { hand: ["K-5", "K-6"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "K-5"), pay: [], area: "main" }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "K-6"), pay: [], area: "main" }).resolveAll();
    expect(g.pending.kind).toBe("approach");
    const approachers = g
      .legal()
      .filter((d) => d.type === "approach")
      .map((d) => (d.type === "approach" ? d.card : -1));
    expect(approachers).toEqual([g.id(0, "K-5")]);
  });

  // Tennen 0 is printed too (orsk 01-026, yrc 01-008): only cost-0 characters cannot block it.
  it.each([
    [2, 2, 3],
    [0, 0, 1],
  ])("rule 7.4: tennen %i: a cost-%i character cannot block, a cost-%i one can", (n, low, high) => {
    const yui = k(7, "平沢 唯", { keywords: [tennen(n)] });
    const cheap = k(8, "cheap", { cost: low });
    const dear = k(9, "dear", { cost: high });
    const g = onBoard([yui, cheap, dear], {
      step: "approach",
      p0: { main: ["K-7"] },
      p1: { main: ["K-8", "K-9"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "K-7") });
    until(g, "block");
    g.reject({ type: "block", player: 1, card: g.id(1, "K-8") }, "block/illegal");
    g.do({ type: "block", player: 1, card: g.id(1, "K-9") });
  });

  it("rule 7.5: break: a card put into points by the opponent's approach may be turned face down and played for free; it stays a point", () => {
    const sneeze = eventWith(
      "K-10",
      [
        activated("main", "own", returnToHand(target(0)), {
          targets: [choose(1, opponentCharacters())],
        }),
      ],
      { name: "くしゃみ", cost: 5, keywords: [breakKeyword()] },
    );
    const attacker = k(11, "a");
    const g = onBoard([sneeze, attacker], {
      step: "approach",
      p0: { main: ["K-11"] },
      p1: { deck: ["K-10"] },
    });
    const a = g.id(0, "K-11");
    g.do({ type: "approach", player: 0, card: a });
    until(g, "break");
    const s = g.id(1, "K-10");
    expect(g.pending).toEqual({ kind: "break", player: 1, options: [s] });
    g.do({ type: "break", player: 1, card: s, targets: [[a]] });
    g.resolveAll();
    expect(g.where(a)).toBe("hand");
    expect(g.where(s)).toBe("points");
    expect(g.state.cards[s]!.faceUp).toBe(false);
    expect(g.state.players[1].points).toHaveLength(1);
  });

  it("rule 7.6: a combi card has both names but is one card for counting", () => {
    const combi = k(12, "田井中 律&平沢 唯");
    const counter = k(13, "x", {
      abilities: [
        continuous(
          { mod: "stats", who: thisCard, ap: 50, dp: 0 },
          countOf(yourCharacters({ name: "平沢 唯" }), ">=", 2),
        ),
      ],
    });
    const g = onBoard([combi, counter, spare], { p0: { hand: ["T-99"], main: ["K-12", "K-13"] } });
    expect(view(g.state).names(g.id(0, "K-12"))).toContain("平沢 唯");
    expect(view(g.state).names(g.id(0, "K-12"))).toContain("田井中 律");
    expect(g.ap(g.id(0, "K-13"))).toBe(20); // one 平沢 唯, not two
  });

  it("rule 7.7: gyakkyou N: the text applies only while its controller has N or more points", () => {
    const shichika = k(14, "鑢 七花", {
      abilities: [gyakkyou(5, continuous({ mod: "stats", who: thisCard, ap: 20, dp: 20 }))],
    });
    const four = onBoard([shichika, spare], {
      p0: { hand: ["T-99"], main: ["K-14"], points: ["T-99", "T-99", "T-99", "T-99"] },
    });
    expect(four.ap(four.id(0, "K-14"))).toBe(20);
    const five = onBoard([shichika, spare], {
      p0: { hand: ["T-99"], main: ["K-14"], points: ["T-99", "T-99", "T-99", "T-99", "T-99"] },
    });
    expect(five.ap(five.id(0, "K-14"))).toBe(40);
  });

  it("rule 7.8: each coin adds +10/+10 and coins leave with the character", () => {
    const g = onBoard([k(15, "a"), spare], {
      p0: { hand: ["T-99"], main: [{ card: "K-15", coins: 2 }] },
    });
    const id = g.id(0, "K-15");
    expect([g.ap(id), g.dp(id)]).toEqual([40, 40]);
  });

  it("rule 7.9: team-up: AP is the sum, the defender picks whose DP counts, and only that character is trashed", () => {
    const jubei = k(16, "柳生 十兵衛", { ap: 30, dp: 30, keywords: [teamUp({ trait: "侍" })] });
    const partner = k(17, "真田 幸村", { ap: 20, dp: 10, traits: ["侍"] });
    const blocker = k(18, "b", { ap: 20, dp: 40 });
    const g = onBoard([jubei, partner, blocker], {
      step: "approach",
      p0: { main: ["K-16", "K-17"] },
      p1: { main: ["K-18"] },
    });
    const j = g.id(0, "K-16");
    const p = g.id(0, "K-17");
    g.do({ type: "approach", player: 0, card: j, partner: p });
    expect(g.state.cards[p]!.rested).toBe(true);
    until(g, "block");
    g.do({ type: "block", player: 1, card: g.id(1, "K-18") });
    g.do({ type: "pickDp", player: 1, card: p });
    until(g, "approach");
    expect(g.where(g.id(1, "K-18"))).toBe("trash"); // 30 + 20 >= 40
    expect(g.where(p)).toBe("trash"); // 20 >= 10
    expect(g.where(j)).toBe("main");
  });

  it("rule 7.10: AP/DP = printed + coins + continuous + until end of turn; DP 0 or less does not trash by itself", () => {
    const g = onBoard([k(19, "a", { ap: 10, dp: 10 }), spare], {
      p0: { hand: ["T-99"], main: [{ card: "K-19", coins: 1 }] },
    });
    const id = g.id(0, "K-19");
    g.state = { ...g.state, mods: [{ card: id, ap: -10, dp: -40, until: "turn" }] };
    expect([g.ap(id), g.dp(id)]).toEqual([10, -20]);
    g.pass();
    expect(g.where(id)).toBe("main");
  });

  it("rule 7.11: a deck with a keyword whose rules are unknown is refused (deck/unimplemented-keyword) unless told to ignore it", () => {
    const ex = k(20, "ex", { keywords: [unimplementedKeyword("強引")] });
    const fillers = Array.from({ length: 14 }, (_, i) => k(100 + i, `f${i}`));
    const db = defineCardDb("rule-7-11", [ex, ...fillers]);
    const deck = [ex, ...fillers].flatMap((c) => [c.number, c.number, c.number, c.number]);
    const r = createGame({ cards: db, decks: [deck, deck], seed: 1 });
    expect(r.ok === false && r.reason).toBe("deck/unimplemented-keyword");
    expect(
      createGame({ cards: db, decks: [deck, deck], seed: 1, ignoreUnimplemented: true }).ok,
    ).toBe(true);
  });
});

describe("gyakkyou on a keyword (hyakka 01-063 〔逆境4〕〔自由登場〕)", () => {
  it("free entry (in the opponent's main phase) works only with 4 or more points", () => {
    const f = char("F-1", "free", { cost: 0, keywords: [gyakkyouKeyword(4, freeEntry())] });
    const three = [{ card: "T-99" }, { card: "T-99" }, { card: "T-99" }];
    for (const points of [three, [...three, { card: "T-99" }]]) {
      const g = onBoard([f, spare], { p0: { hand: ["T-99"] }, p1: { hand: ["F-1"], points } });
      const id = g.id(1, "F-1");
      expect(view(g.state).keyword(id, "freeEntry") !== undefined).toBe(points.length >= 4);
      g.pass(); // player 0 passes in its main phase: player 1 has priority, the stack is empty
      const play: Decision = { type: "play", player: 1, card: id, pay: [], area: "main" };
      if (points.length >= 4) {
        expect(g.state.turnPlayer).toBe(0);
        expect(g.state.step).toBe("main");
        expect(g.pendingPlayer()).toBe(1);
        expect(g.legal()).toContainEqual(play);
        g.do(play);
      } else {
        // Player 1 is not offered the play (its window, if any, holds only a pass).
        const offered =
          g.state.turnPlayer === 0 &&
          g.pending.kind === "priority" &&
          g.pendingPlayer() === 1 &&
          g.legal().some((d) => d.type === "play" && d.card === id);
        expect(offered).toBe(false);
      }
    }
  });
});
