// The engine primitives that closed the last PM4001 gaps of cardtext/, each end to end with a
// hand-written card shaped like the printed one it serves:
// - ahb 01-098 / ng 01-101 「このターン、…した場合」: createTrigger (CREATED_TRIGGER_LASTS_THIS_TURN);
// - pm_k-on 01-130, ccs 01-049: the blocking filter, `this is blocked` / `this is blocking`;
// - fa 01-089 「2枚まで表向き」, hmk 01-087 「全て裏向き」: flipPoints upTo / all;
// - ahb 01-109 《使用条件》: playRequirement (rejection play/requirement-not-met);
// - bbd 01-071 「コスト3以上のキャラに妨害されない」: continuous cannotBeBlocked with `against`;
// - gp 01-106 / hyakka 01-063 「使用コスト+2を得る」: modifyCost (COST_CHANGE_ON_FIELD);
// - sak 01-028 「手札にある状態で…使用コスト-2」: a `self` cost text (SELF_COST_WORKS_FROM_HAND);
// - hyakka 01-063 〔逆境4〕〔自由登場〕: a keyword with gyakkyou (rule 7.7);
// - pm_hs 01-125 「相手は…できる」: mayBy("opponent") (OPPONENT_MAY_IS_OPPONENTS_DECISION);
// - saga 01-033 「休息状態で場に出す」: putOntoField rested.
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  chooseNow,
  chosen,
  continuous,
  countOf,
  draw,
  flipPointsSome,
  freeEntry,
  getsCost,
  gets,
  gyakkyouKeyword,
  mayBy,
  on,
  opponentCharacters,
  putOntoField,
  restrict,
  returnToHand,
  seq,
  target,
  tennen,
  thisCard,
  thisTurn,
  triggered,
  view,
  yourMain,
  type CardDef,
  type Decision,
  type Effect,
  type TargetSpec,
} from "../../runtime/index.ts";
import { type TestGame, char, eventCard, onBoard, spare, stepUntil } from "./helpers.ts";

const ev = (
  number: string,
  effect: Effect,
  targets?: TargetSpec[],
  extra: Partial<CardDef> = {},
  phase: "main" | "approach" = "main",
): CardDef => ({
  ...eventCard(number, effect, { ...(targets ? { targets } : {}), phase }),
  ...extra,
});

function toApproach(g: TestGame): TestGame {
  for (let i = 0; i < 20 && g.pending.kind !== "approach"; i++) g.pass();
  return g;
}
function toBlock(g: TestGame): TestGame {
  for (let i = 0; i < 20 && g.pending.kind !== "block"; i++) g.pass();
  return g;
}
const handSize = (g: TestGame, p: 0 | 1) => g.state.players[p].hand.length;
const until = stepUntil;

describe("createTrigger: a trigger created for this turn (ahb 01-098, ng 01-101)", () => {
  const e = ev(
    "E-1",
    seq(
      gets(target(0), 20, 20, "turn"),
      thisTurn(on("givesPoint", "bound"), draw(2), { bind: target(0) }),
    ),
    [choose(1, yourMain())],
  );
  it("fires when the bound character gives a point, once, then ends with the turn; the state stays plain JSON", () => {
    const g = onBoard([e, char("A-1", "a"), char("B-1", "b"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1", "B-1"] },
    });
    const a = g.id(0, "A-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[a]] }).resolveAll();
    // The state holds only ids: the createTrigger effect's id and the bound card.
    const created = g.state.delayed.filter((d) => d.created);
    expect(created).toEqual([
      {
        controller: 0,
        source: g.id(0, "E-1"),
        effect: created[0]!.effect,
        created: true,
        bound: [a],
      },
    ]);
    expect(JSON.parse(JSON.stringify(g.state))).toEqual(g.state);
    // Another character's point does not fire it.
    const before = handSize(g, 0);
    toApproach(g).do({ type: "approach", player: 0, card: g.id(0, "B-1") });
    until(g, () => g.pending.kind === "approach");
    expect(handSize(g, 0)).toBe(before);
    expect(g.state.players[1].points.length).toBe(1);
    const turn = g.state.turn;
    g.do({ type: "approach", player: 0, card: a });
    until(g, () => g.events.some((x) => x.ev === "phase" && x.phase === "end"));
    expect(g.state.players[1].points.length).toBe(2);
    const evs = g.events.map((x) => x.ev);
    const point = g.events.map((x) => x.ev).lastIndexOf("point");
    expect(evs.slice(point + 1, point + 4)).toEqual(["trigger", "resolve", "draw"]);
    expect(g.events[point + 3]).toEqual({ ev: "draw", player: 0, n: 2 });
    expect(g.events.filter((x) => x.ev === "resolve" && x.what === "delayed")).toHaveLength(1);
    // Until end of turn only: gone at cleanup.
    until(g, () => g.state.turn > turn);
    expect(g.state.delayed.filter((d) => d.created)).toEqual([]);
  });
  it("ng 01-101 「このターン、そのキャラが退場した場合」: fires for the bound opponent's character that leaves", () => {
    const kill = ev(
      "E-2",
      seq(thisTurn(on("leaves", "bound"), draw(1), { bind: target(0) }), gets(target(0), -20, -20)),
      [choose(1, opponentCharacters())],
    );
    const g = onBoard(
      [kill, char("Y-1", "y", { ap: 10, dp: 10 }), char("A-1", "a", { ap: 30, dp: 30 }), spare],
      {
        p0: { hand: ["E-2", "T-99"], main: ["A-1"] },
        p1: { main: ["Y-1"] },
      },
    );
    const y = g.id(1, "Y-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[y]] }).resolveAll();
    toApproach(g).do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    toBlock(g).do({ type: "block", player: 1, card: y });
    until(g, () => g.events.some((x) => x.ev === "phase" && x.phase === "end"));
    expect(g.where(y)).toBe("trash");
    const evs = g.events.map((x) => x.ev);
    const moved = g.events.findIndex((x) => x.ev === "move" && x.card === y && x.to === "trash");
    expect(evs.slice(moved + 1, moved + 4)).toEqual(["trigger", "resolve", "draw"]);
    expect(g.events[moved + 3]).toEqual({ ev: "draw", player: 0, n: 1 });
    expect(g.events.filter((x) => x.ev === "resolve" && x.what === "delayed")).toHaveLength(1);
  });
});

describe("blocking / blocked (pm_k-on 01-130, ccs 01-049)", () => {
  it("pm_k-on 01-130 「妨害しているキャラ1枚を手札に戻す」: only the blocker is a legal target", () => {
    const e = ev(
      "E-1",
      returnToHand(target(0)),
      [choose(1, cards("any", "field", { kind: "character", blocking: true }))],
      {},
      "approach",
    );
    const g = onBoard([e, char("A-1", "a"), char("Y-1", "y"), char("Z-1", "z"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
      p1: { main: ["Y-1", "Z-1"] },
    });
    const y = g.id(1, "Y-1");
    toApproach(g).do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    // Before a block nobody is blocking: the event cannot be declared (no target).
    toBlock(g).do({ type: "block", player: 1, card: y });
    expect(g.state.step).toBe("blockWindow");
    g.reject(
      { type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[g.id(1, "Z-1")]] },
      "target/illegal",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    expect(g.where(y)).toBe("hand");
  });
  it("ccs 01-049 「妨害された状態で…退場しない」: the condition `this is blocked` holds in the battle", () => {
    const w = char("W-1", "w", {
      ap: 10,
      dp: 10,
      abilities: [
        continuous(
          { mod: "restriction", who: thisCard, restriction: "cannotLeave" },
          { cond: "thisIs", filter: { blocked: true } },
        ),
      ],
    });
    const g = onBoard([w, char("B-1", "big", { ap: 50, dp: 50 }), spare], {
      p0: { main: ["W-1"] },
      p1: { main: ["B-1"] },
    });
    const id = g.id(0, "W-1");
    expect(view(g.state).has(id, "cannotLeave")).toBe(false);
    toApproach(g).do({ type: "approach", player: 0, card: id });
    expect(view(g.state).has(id, "cannotLeave")).toBe(false); // approaching, not yet blocked
    toBlock(g).do({ type: "block", player: 1, card: g.id(1, "B-1") });
    until(g, () => g.events.some((x) => x.ev === "battle"));
    expect(g.where(id)).toBe("main"); // 50 AP >= 10 DP, but it was blocked: it does not leave
    expect(view(g.state).has(id, "cannotLeave")).toBe(false); // the battle is over
  });
  it("ccs 01-049 (control): the same character without the text leaves", () => {
    const g = onBoard(
      [char("W-1", "w", { ap: 10, dp: 10 }), char("B-1", "big", { ap: 50, dp: 50 }), spare],
      {
        p0: { main: ["W-1"] },
        p1: { main: ["B-1"] },
      },
    );
    const id = g.id(0, "W-1");
    toApproach(g).do({ type: "approach", player: 0, card: id });
    toBlock(g).do({ type: "block", player: 1, card: g.id(1, "B-1") });
    until(g, () => g.events.some((x) => x.ev === "battle"));
    expect(g.where(id)).toBe("trash");
  });
});

describe("flipPoints up to N / all (fa 01-089, hmk 01-087)", () => {
  it("up to 2: choosing 0, 1 or 2 is legal; all: every face-up card turns, no choice", () => {
    const up = ev("E-1", flipPointsSome("you", "upTo", 2, true));
    const down = ev("E-2", flipPointsSome("opponent", "all", 0, false));
    const g = onBoard([up, down, spare], {
      p0: {
        hand: ["E-1", "E-2", "T-99"],
        points: [
          { card: "T-99", faceUp: false },
          { card: "T-99", faceUp: false },
          { card: "T-99", faceUp: false },
        ],
      },
      p1: { points: [{ card: "T-99" }, { card: "T-99" }] },
    });
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] });
    for (let i = 0; i < 4 && g.pending.kind === "priority"; i++) g.pass();
    expect(g.pending).toMatchObject({ kind: "choose", min: 0, max: 2 });
    const pts = g.state.players[0].points;
    g.do({ type: "choose", player: 0, cards: [pts[0]!] }).resolveAll();
    expect(g.state.players[0].points.filter((c) => g.state.cards[c]!.faceUp).length).toBe(1);
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [] }).resolveAll();
    expect(g.state.players[1].points.every((c) => !g.state.cards[c]!.faceUp)).toBe(true);
  });
});

describe("《使用条件》 play requirement (ahb 01-109)", () => {
  it("the event is not offered and is rejected until the requirement holds", () => {
    const e = ev("E-1", draw(1), undefined, {
      playRequirement: countOf(yourMain({ name: "本間 芽衣子" }), ">=", 1),
    });
    const g = onBoard([e, char("M-1", "本間 芽衣子", { cost: 0 }), spare], {
      p0: { hand: ["E-1", "M-1", "T-99"] },
    });
    const play: Decision = { type: "play", player: 0, card: g.id(0, "E-1"), pay: [] };
    const offered = () => g.legal().some((d) => d.type === "play" && d.card === play.card);
    expect(offered()).toBe(false);
    g.reject(play, "play/requirement-not-met");
    g.do({ type: "play", player: 0, card: g.id(0, "M-1"), pay: [], area: "main" }).resolveAll();
    expect(offered()).toBe(true);
    g.do(play);
  });
});

describe("continuous cannot be blocked by <kind> (bbd 01-071)", () => {
  it("a blocker with cost >= 3 cannot block; cost 1 can", () => {
    const a = char("A-1", "a", {
      abilities: [
        continuous({
          mod: "restriction",
          who: thisCard,
          restriction: "cannotBeBlocked",
          against: { cost: { op: ">=", n: 3 } },
        }),
      ],
    });
    const g = onBoard([a, char("Y-1", "y", { cost: 3 }), char("Z-1", "z", { cost: 1 }), spare], {
      p0: { main: ["A-1"] },
      p1: { main: ["Y-1", "Z-1"] },
    });
    toApproach(g).do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    toBlock(g).reject({ type: "block", player: 1, card: g.id(1, "Y-1") }, "block/illegal");
    g.do({ type: "block", player: 1, card: g.id(1, "Z-1") });
  });
});

describe("cost changes (gp 01-106, hyakka 01-063, sak 01-028)", () => {
  it("COST_CHANGE_ON_FIELD: cost +2 until end of turn counts for filters and lets a cost-0 character block tennen 1", () => {
    const e = ev("E-1", getsCost(target(0), 2), [choose(1, yourMain())]);
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
    const e = ev("E-1", getsCost(target(0), 2), [choose(1, opponentCharacters())], {}, "approach");
    const g = onBoard([e, t, char("Y-1", "y", { cost: 0 }), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["T-1"] },
      p1: { main: ["Y-1"] },
    });
    const y = g.id(1, "Y-1");
    toApproach(g).do({ type: "approach", player: 0, card: g.id(0, "T-1") });
    // The approach window: the turn player gives the would-be blocker cost +2 (a test of the rule,
    // not a sensible play): now it may block the tennen 1 character.
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [], targets: [[y]] }).resolveAll();
    toBlock(g).do({ type: "block", player: 1, card: y });
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

describe("the opponent may (pm_hs 01-125) and put onto the field rested (saga 01-033)", () => {
  it('mayBy("opponent"): the opponent is asked and makes the choice', () => {
    const c = char("C-1", "c", {
      cost: 0,
      abilities: [
        triggered(
          on("enters"),
          mayBy(
            "opponent",
            seq(
              chooseNow(
                choose(1, cards("opponent", "trash", { kind: "character" })),
                "x",
                "opponent",
              ),
              returnToHand(chosen("x")),
            ),
          ),
        ),
      ],
    });
    const g = onBoard([c, spare], { p0: { hand: ["C-1"] }, p1: { trash: ["T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "C-1"), pay: [], area: "main" });
    for (let i = 0; i < 6 && g.pending.kind === "priority"; i++) g.pass();
    expect(g.pending).toMatchObject({ kind: "may", player: 1 });
    g.do({ type: "may", player: 1, accept: true }).resolveAll();
    expect(g.zone(1, "hand")).toContain("T-99");
  });
  it("putOntoField(…, rested): the character arrives rested", () => {
    const e = ev(
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
void restrict;
