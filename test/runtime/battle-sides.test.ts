// The two sides of the current approach (rules 8.3–8.5): the states `blocking` (the blocker, before
// its battle: 「妨害しているキャラ」, pm_k-on 01-130) and `blocked` (an approacher that was blocked:
// `this is blocked`, 「妨害された状態で…退場しない」, ccs 01-049); a filter on the card a blocker
// blocks (`blocks`, 「自分の「X」を妨害している相手のキャラ」, dnp 01-112) and on the blocker of an
// approacher (`blockedBy`, 「…キャラに妨害されている場合、退場しない」, ccs 01-049).
import { describe, expect, it } from "vitest";
import {
  cards,
  choose,
  continuous,
  returnToHand,
  setStats,
  target,
  thisCard,
  view,
  type CardDef,
  type Condition,
} from "../../runtime/index.ts";
import { type TestGame, char, eventCard, onBoard, passUntil, spare, stepUntil } from "./helpers.ts";

function toPending(g: TestGame, kind: string): TestGame {
  for (let i = 0; i < 20 && g.pending.kind !== kind; i++) g.pass();
  expect(g.pending.kind).toBe(kind);
  return g;
}

const until = stepUntil;

describe("blocking / blocked (pm_k-on 01-130, ccs 01-049)", () => {
  it("pm_k-on 01-130 「妨害しているキャラ1枚を手札に戻す」: only the blocker is a legal target", () => {
    const e = eventCard("E-1", returnToHand(target(0)), {
      phase: "approach",
      targets: [choose(1, cards("any", "field", { kind: "character", blocking: true }))],
    });
    const g = onBoard([e, char("A-1", "a"), char("Y-1", "y"), char("Z-1", "z"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["A-1"] },
      p1: { main: ["Y-1", "Z-1"] },
    });
    const y = g.id(1, "Y-1");
    passUntil(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "A-1") });
    // Before a block nobody is blocking: the event cannot be declared (no target).
    passUntil(g, "block").do({ type: "block", player: 1, card: y });
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
    passUntil(g, "approach").do({ type: "approach", player: 0, card: id });
    expect(view(g.state).has(id, "cannotLeave")).toBe(false); // approaching, not yet blocked
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "B-1") });
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
    passUntil(g, "approach").do({ type: "approach", player: 0, card: id });
    passUntil(g, "block").do({ type: "block", player: 1, card: g.id(1, "B-1") });
    until(g, () => g.events.some((x) => x.ev === "battle"));
    expect(g.where(id)).toBe("trash");
  });
});

describe("blocks: the blocker of an approach by one of your 「X」 (rule 8.4; dnp 01-112)", () => {
  // [アプローチ/自分]: 自分の「女々」を妨害している相手のキャラ1枚のAP/DPの値を、ターン終了時まで20/20に変更する
  const e = eventCard("E-1", setStats(target(0), { ap: 20, dp: 20 }), {
    phase: "approach",
    targets: [
      choose(
        1,
        cards("opponent", "field", {
          kind: "character",
          blocks: cards("you", "field", { name: "女々" }),
        }),
      ),
    ],
  });
  const setup = () =>
    onBoard(
      [
        e,
        char("M-1", "女々"),
        char("O-1", "other"),
        char("Y-1", "y", { ap: 50, dp: 50 }),
        char("Z-1", "z"),
        spare,
      ],
      {
        p0: { hand: ["E-1", "T-99"], main: ["M-1", "O-1"] },
        p1: { main: ["Y-1", "Z-1"] },
      },
    );

  it("only the character blocking 「女々」 is a legal target; its AP/DP become 20/20", () => {
    const g = setup();
    const y = g.id(1, "Y-1");
    toPending(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "M-1") });
    toPending(g, "block").do({ type: "block", player: 1, card: y });
    const play = { type: "play" as const, player: 0 as const, card: g.id(0, "E-1"), pay: [] };
    g.reject({ ...play, targets: [[g.id(1, "Z-1")]] }, "target/illegal");
    g.do({ ...play, targets: [[y]] }).resolveAll();
    // the battle that follows reads the changed values
    expect(g.events.find((x) => x.ev === "battle")).toMatchObject({ blocker: y, apB: 20, dpB: 20 });
  });

  it("a character blocking another of your characters is not one", () => {
    const g = setup();
    toPending(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "O-1") });
    toPending(g, "block").do({ type: "block", player: 1, card: g.id(1, "Y-1") });
    // No legal target: the event is never offered, the block window closes, the battle is fought.
    expect(g.pending.kind).toBe("approach");
    expect(g.where(g.id(0, "E-1"))).toBe("hand");
    expect(g.events.some((x) => x.ev === "battle")).toBe(true);
  });
});

describe("blockedBy / blocks in a condition (rules 8.4, 8.5; ccs 01-049)", () => {
  const cheap = { kind: "character" as const, cost: { op: "<=" as const, n: 1 } };
  const doesNotLeaveWhile = (cond: Condition): CardDef =>
    char("W-1", "w", {
      ap: 10,
      dp: 10,
      abilities: [
        continuous({ mod: "restriction", who: thisCard, restriction: "cannotLeave" }, cond),
      ],
    });
  const blockedByCheap: Condition = {
    cond: "thisIs",
    filter: { blocked: true, blockedBy: cards("any", "field", cheap) },
  };
  const blockingCheap: Condition = {
    cond: "thisIs",
    filter: { blocking: true, blocks: cards("any", "field", cheap) },
  };

  /** W-1 (does not leave while blocked by a cost <= 1 character) approaches; a 50/50 of `cost` blocks. */
  function whereAfterBlockBy(cost: number): string {
    const g = onBoard(
      [doesNotLeaveWhile(blockedByCheap), char("B-1", "big", { cost, ap: 50, dp: 50 }), spare],
      {
        p0: { main: ["W-1"] },
        p1: { main: ["B-1"] },
      },
    );
    const w = g.id(0, "W-1");
    toPending(g, "approach").do({ type: "approach", player: 0, card: w });
    toPending(g, "block").do({ type: "block", player: 1, card: g.id(1, "B-1") });
    until(g, () => g.events.some((x) => x.ev === "battle"));
    return g.where(w);
  }

  it("blocked by a character with cost <= 1: the lost battle does not trash it", () => {
    expect(whereAfterBlockBy(1)).toBe("main");
  });

  it("blocked by a character with cost 2: it leaves", () => {
    expect(whereAfterBlockBy(2)).toBe("trash");
  });

  it("blocking a character with cost <= 1: it does not leave; blocking a cost-2 one, it does", () => {
    for (const [cost, where] of [
      [1, "main"],
      [2, "trash"],
    ] as const) {
      const g = onBoard(
        [doesNotLeaveWhile(blockingCheap), char("B-1", "big", { cost, ap: 50, dp: 50 }), spare],
        {
          p0: { main: ["B-1"] },
          p1: { main: ["W-1"] },
        },
      );
      const w = g.id(1, "W-1");
      toPending(g, "approach").do({ type: "approach", player: 0, card: g.id(0, "B-1") });
      toPending(g, "block").do({ type: "block", player: 1, card: w });
      until(g, () => g.events.some((x) => x.ev === "battle"));
      expect(g.where(w)).toBe(where);
    }
  });
});
