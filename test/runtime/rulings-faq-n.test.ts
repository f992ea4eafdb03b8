// Rulings R-FAQ-1…5 and R-N-1…4 (rulings.md §1, §2), each on hand-defined cards.
import { describe, expect, it } from "vitest";
import {
  activated,
  approachAgain,
  atEndOfTurn,
  chosen,
  choose,
  chooseNow,
  cards,
  continuous,
  draw,
  gets,
  countOf,
  hostCard,
  lookAtTop,
  hostGets,
  on,
  opponentCharacters,
  putOntoField,
  ready,
  reattach,
  rest,
  returnToHand,
  seq,
  target,
  thisCard,
  triggered,
  when,
  yourCharacters,
  yourMain,
  type CardDef,
} from "../../runtime/index.ts";
import { char, eventWith, passUntil, onBoard, spare } from "./helpers.ts";

const K = "けいおん!";
const event = (
  number: string,
  name: string,
  a: NonNullable<CardDef["abilities"]>,
  o: Partial<CardDef> = {},
): CardDef => eventWith(number, a, { name, ...o });

const until = passUntil;

describe("official FAQ rulings", () => {
  it("R-FAQ-1: a [0] text with no rest cost (02-055 中野 梓) can be used while the character is rested, once a turn", () => {
    // "Look at the top card of your deck. If it is an event, +30/+30 until end of turn; if not, ready this."
    const azusa = char("02-055", "中野 梓", {
      abilities: [
        activated(
          "main",
          "own",
          seq(
            lookAtTop(1, "top"),
            when(
              countOf(chosen("top", { kind: "event" }), ">=", 1),
              gets(thisCard, 30, 30),
              ready(thisCard),
            ),
          ),
          { cost: { source: 0 } },
        ),
      ],
    });
    const g = onBoard([azusa, spare], {
      p0: { hand: ["T-99"], main: [{ card: "02-055", rested: true }] },
    });
    const a = g.id(0, "02-055");
    g.do({ type: "activate", player: 0, card: a, ability: 0 }).resolveAll();
    expect(g.state.cards[a]!.rested).toBe(false); // top card was a character: readied
    g.reject({ type: "activate", player: 0, card: a, ability: 0 }, "ability/already-used");
  });

  it("R-FAQ-2: moving a support card (02-118 横取り) re-checks its restriction: ギー太 cannot move to a non-「平沢 唯」", () => {
    const giita: CardDef = {
      number: "01-120",
      name: "ギー太",
      kind: "support",
      color: "red",
      title: K,
      cost: 1,
      source: 1,
      attachTo: { name: "平沢 唯" },
      abilities: [hostGets({ mod: "stats", who: hostCard, ap: 10, dp: 0 })],
    };
    const yokodori = event("02-118", "横取り", [
      activated("main", "own", reattach(target(0), target(1)), {
        targets: [choose(1, cards("you", "attached")), choose(1, yourCharacters())],
      }),
    ]);
    const yui = char("01-001", "平沢 唯");
    const mio = char("01-005", "秋山 澪");
    const g = onBoard([giita, yokodori, yui, mio, spare], {
      p0: { hand: ["02-118", "T-99"], main: [{ card: "01-001", attached: ["01-120"] }, "01-005"] },
    });
    const gi = g.id(0, "01-120");
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "02-118"),
      pay: [],
      targets: [[gi], [g.id(0, "01-005")]],
    }).resolveAll();
    expect(g.state.cards[gi]!.host).toBe(g.id(0, "01-001"));
    expect(g.ap(g.id(0, "01-005"))).toBe(20);
  });

  it("R-FAQ-3: a name change (02-006 平沢 憂 counts as 「平沢 唯」) does not work in hand, so it cannot pay a Yui combi's name rule", () => {
    const ui = char("02-006", "平沢 憂", {
      color: "yellow",
      abilities: [continuous({ mod: "name", names: ["平沢 唯"] })],
    });
    const combi = char("02-010", "平沢 唯&中野 梓", { color: "yellow", cost: 1 });
    const g = onBoard([ui, combi, spare], { p0: { hand: ["02-006", "02-010", "T-99"] } });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "02-010"), pay: [g.id(0, "02-006")], area: "main" },
      "cost/no-combi-name",
    );
    // On the field the name change applies.
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "02-006"),
      pay: [g.id(0, "T-99")],
      area: "main",
    }).resolveAll();
    expect(g.state.cards[g.id(0, "02-006")]!.zone).toBe("main");
  });

  it("R-FAQ-4: 02-104 衣装選ぶ returns a 「平沢 唯」 and puts out a character of that name: a 平沢 唯&中野 梓 combi qualifies", () => {
    const ishou = event("02-104", "衣装選ぶ", [
      activated(
        "main",
        "own",
        seq(
          returnToHand(target(0)),
          chooseNow(choose(1, cards("you", "hand", { name: "平沢 唯", kind: "character" })), "new"),
          putOntoField(chosen("new")),
        ),
        { targets: [choose(1, yourCharacters({ name: "平沢 唯" }))] },
      ),
    ]);
    const yui = char("01-001", "平沢 唯");
    const combi = char("02-010", "平沢 唯&中野 梓");
    const g = onBoard([ishou, yui, combi, spare], {
      p0: { hand: ["02-104", "02-010", "T-99"], main: ["01-001"] },
    });
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "02-104"),
      pay: [],
      targets: [[g.id(0, "01-001")]],
    }).resolveAll();
    // On resolution: choose which 「平沢 唯」 from hand to put out; the combi is one of the options.
    expect(g.pending.kind === "choose" && g.pending.options).toContain(g.id(0, "02-010"));
    g.do({ type: "choose", player: 0, cards: [g.id(0, "02-010")] });
    expect(g.where(g.id(0, "02-010"))).toBe("main");
    expect(g.where(g.id(0, "01-001"))).toBe("hand");
  });

  it("R-FAQ-5: 'if you played ふわふわ時間 this turn, this deals 2 points': the second approach after もう一回! also deals 2", () => {
    const yui = char("01-013", "平沢 唯", {
      abilities: [
        continuous(
          { mod: "pointsDealt", who: thisCard, n: 2 },
          { cond: "playedThisTurn", who: "you", filter: { name: "ふわふわ時間" } },
        ),
      ],
    });
    const fuwa = event("01-100", "ふわふわ時間", [activated("main", "own", draw(1))]);
    const again = event("01-110", "もう一回!", [
      activated("approach", "own", seq(ready(target(0)), approachAgain(target(0))), {
        targets: [choose(1, yourMain())],
      }),
    ]);
    const g = onBoard([yui, fuwa, again, spare], {
      p0: { hand: ["01-100", "01-110", "T-99"], main: ["01-013"] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "01-100"), pay: [] }).resolveAll();
    until(g, "approach");
    const y = g.id(0, "01-013");
    g.do({ type: "approach", player: 0, card: y });
    while (g.state.step !== "battleWindow") g.pass();
    expect(g.state.players[1].points).toHaveLength(2);
    g.do({
      type: "play",
      player: 0,
      card: g.id(0, "01-110"),
      pay: [],
      targets: [[y]],
    }).resolveAll();
    until(g, "approach");
    g.do({ type: "approach", player: 0, card: y });
    expect(g.state.players[1].points).toHaveLength(4);
  });
});

describe("translated Q&A rulings", () => {
  it("R-N-1: 'when this approaches, the opponent rests one of their characters': the opponent may pick one in the support area", () => {
    const ritsu = char("N-1", "田井中 律", {
      abilities: [
        triggered(
          on("approaches"),
          seq(
            chooseNow(choose(1, cards("opponent", "field", { rested: false })), "r", "opponent"),
            rest(chosen("r")),
          ),
        ),
      ],
    });
    const g = onBoard([ritsu, char("N-2", "x"), char("N-3", "y")], {
      step: "approach",
      p0: { main: ["N-1"] },
      p1: { main: ["N-2"], support: ["N-3"] },
    });
    g.do({ type: "approach", player: 0, card: g.id(0, "N-1") });
    until(g, "choose");
    expect(g.pending.kind === "choose" && g.pending.player).toBe(1);
    g.do({ type: "choose", player: 1, cards: [g.id(1, "N-3")] });
    expect(g.state.cards[g.id(1, "N-3")]!.rested).toBe(true);
  });

  it("R-N-2: 'at the end of the turn, draw a card' makes only the player who played it draw", () => {
    const ev = event("N-4", "e", [activated("main", "own", atEndOfTurn(draw(1)))]);
    const g = onBoard([ev, spare], { p0: { hand: ["N-4", "T-99"] }, p1: { hand: ["T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "N-4"), pay: [] }).resolveAll();
    const before = [g.state.players[0].hand.length, g.state.players[1].hand.length];
    g.pass(); // to approach: nothing, end phase
    const draws = g.events.filter((e) => e.ev === "draw" && e.n === 1);
    expect(draws.map((e) => (e.ev === "draw" ? e.player : -1))).toEqual([0]);
    expect(before).toEqual([1, 1]);
  });

  it("R-N-3: 'if a cosplay character other than this entered this turn, draw a card at end of turn' draws", () => {
    const watcher = char("N-5", "w", {
      abilities: [
        triggered(on("endOfTurn", "yours"), draw(1), {
          condition: {
            cond: "enteredThisTurn",
            who: "you",
            filter: { trait: "コスプレ" },
            excludeThis: true,
          },
        }),
      ],
    });
    const cos = char("N-6", "c", { cost: 0, traits: ["コスプレ"] });
    const g = onBoard([watcher, cos, spare], { p0: { hand: ["N-6", "T-99"], main: ["N-5"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "N-6"), pay: [], area: "support" }).resolveAll();
    g.pass();
    g.do({ type: "endApproach", player: 0 });
    expect(g.events.filter((e) => e.ev === "draw" && e.player === 0 && e.n === 1)).toHaveLength(1);
  });

  it("R-N-4: a character whose on-enter text has no legal target can still be played; the text does nothing", () => {
    const taker = char("N-7", "t", {
      cost: 0,
      abilities: [
        triggered(on("enters"), returnToHand(target(0)), {
          targets: [choose(1, opponentCharacters())],
        }),
      ],
    });
    const g = onBoard([taker, spare], { p0: { hand: ["N-7", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "N-7"), pay: [], area: "main" }).resolveAll();
    expect(g.where(g.id(0, "N-7"))).toBe("main");
  });
});
