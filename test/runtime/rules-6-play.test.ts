// Rule 6: playing cards; and an event's play requirement (《使用条件》, ahb 01-109), refused with
// play/requirement-not-met until it holds.
import { describe, expect, it } from "vitest";
import {
  activated,
  chosen,
  choose,
  chooseNow,
  cards,
  continuous,
  countOf,
  draw,
  freeEntry,
  hostCard,
  hostGets,
  ifYouDo,
  on,
  putOntoField,
  restrict,
  seq,
  target,
  thisCard,
  trash,
  triggered,
  yourMain,
  type CardDef,
  type Decision,
} from "../../runtime/index.ts";
import { char, eventCard, eventWith, onBoard, spare } from "./helpers.ts";

const c = (n: number, name = `c${n}`, o: Partial<CardDef> = {}): CardDef =>
  char(`P-${n}`, name, { cost: 0, ...o });

describe("rule 6: playing cards", () => {
  it("rule 6.1: a character enters ready in the main or support area; 登場 fires enter triggers", () => {
    const drawer = c(1, "a", { abilities: [triggered(on("enters"), draw(1))] });
    const g = onBoard([drawer, spare], { p0: { hand: ["P-1", "T-99"] } });
    const id = g.id(0, "P-1");
    const hand = g.state.players[0].hand.length;
    g.do({ type: "play", player: 0, card: id, pay: [], area: "main" }).resolveAll();
    expect(g.where(id)).toBe("main");
    expect(g.state.cards[id]!.rested).toBe(false);
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1);
  });

  it("rule 6.1: 場に出る (put onto the field) fires for an effect that puts a character out; 登場 triggers do not [project]", () => {
    const watcherEnter = c(2, "w1", {
      abilities: [triggered(on("enters", "another"), draw(1), { mode: "eachTime" })],
    });
    const watcherField = c(3, "w2", {
      abilities: [triggered(on("putOntoField", "another"), draw(1), { mode: "eachTime" })],
    });
    const reanimate = eventWith(
      "E-1",
      [
        activated(
          "main",
          "own",
          seq(
            chooseNow(choose(1, cards("you", "trash", { kind: "character" })), "x"),
            putOntoField(chosen("x")),
          ),
        ),
      ],
      { name: "e" },
    );
    const g = onBoard([watcherEnter, watcherField, reanimate, c(4, "dead"), spare], {
      p0: { hand: ["E-1", "T-99"], main: ["P-2", "P-3"], trash: ["P-4"] },
    });
    const hand = g.state.players[0].hand.length;
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();
    expect(g.where(g.id(0, "P-4"))).toBe("main");
    expect(g.state.players[0].hand.length).toBe(hand - 1 + 1); // only the 場に出る watcher drew
  });

  it("rule 6.2: only one copy of the same card on a field (main and support together); same name, other number is fine", () => {
    const a = c(5, "平沢 唯");
    const b = c(6, "平沢 唯");
    const g = onBoard([a, b, spare], { p0: { hand: ["P-5", "P-6", "T-99"], support: ["P-5"] } });
    g.reject(
      { type: "play", player: 0, card: g.id(0, "P-5", 0), pay: [], area: "main" },
      "play/same-card-on-field",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "P-6"), pay: [], area: "main" });
  });

  it("rule 6.3: with 5 in the main area the player must trash one to make room, never the same card", () => {
    const five = [7, 8, 9, 10, 11].map((n) => c(n));
    const g = onBoard([...five, c(12), spare], {
      p0: { hand: ["P-12", "P-7", "T-99"], main: ["P-7", "P-8", "P-9", "P-10", "P-11"] },
    });
    const newcomer = g.id(0, "P-12");
    g.reject(
      { type: "play", player: 0, card: newcomer, pay: [], area: "main" },
      "play/main-area-full",
    );
    const old = g.id(0, "P-8");
    g.do({
      type: "play",
      player: 0,
      card: newcomer,
      pay: [],
      area: "main",
      replace: old,
    }).resolveAll();
    expect(g.where(old)).toBe("trash");
    expect(g.state.players[0].main).toHaveLength(5);
  });

  it("rule 6.4: a support card attaches only to a character meeting its restriction, not twice to one character, and is trashed with its host", () => {
    const guitar: CardDef = {
      number: "S-1",
      name: "ギー太",
      kind: "support",
      color: "red",
      title: "けいおん!",
      cost: 0,
      source: 1,
      attachTo: { name: "平沢 唯" },
      abilities: [hostGets({ mod: "stats", who: hostCard, ap: 10, dp: 0 })],
    };
    const yui = c(13, "平沢 唯");
    const mio = c(14, "秋山 澪");
    const trashOwn = eventWith(
      "E-2",
      [activated("main", "own", trash(target(0)), { targets: [choose(1, cards("you", "field"))] })],
      { name: "x" },
    );
    const g = onBoard([guitar, yui, mio, trashOwn, spare], {
      p0: { hand: ["S-1", "S-1", "E-2", "T-99"], main: ["P-13", "P-14"] },
    });
    const y = g.id(0, "P-13");
    g.reject(
      { type: "play", player: 0, card: g.id(0, "S-1", 0), pay: [], host: g.id(0, "P-14") },
      "play/illegal-host",
    );
    g.do({ type: "play", player: 0, card: g.id(0, "S-1", 0), pay: [], host: y }).resolveAll();
    expect(g.ap(y)).toBe(30);
    g.reject(
      { type: "play", player: 0, card: g.id(0, "S-1", 1), pay: [], host: y },
      "play/same-support-attached",
    );
    // The host leaves: its support goes to the trash.
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[y]] }).resolveAll();
    expect(g.where(y)).toBe("trash");
    expect(g.where(g.id(0, "S-1", 0))).toBe("trash");
  });

  it("rule 6.5: an event is played at its printed timing, goes to the trash, and may be played several times in a turn", () => {
    const ev = eventWith("E-3", [activated("main", "own", draw(1))], { name: "e" });
    const g = onBoard([ev, spare], { p0: { hand: ["E-3", "E-3", "T-99"] } });
    g.do({ type: "play", player: 0, card: g.id(0, "E-3", 0), pay: [] }).resolveAll();
    g.do({ type: "play", player: 0, card: g.id(0, "E-3", 1), pay: [] }).resolveAll();
    expect(g.zone(0, "trash")).toEqual(["E-3", "E-3"]);
  });

  it("rule 6.6: free entry lets a character enter in the opponent's main phase; it can block but cannot approach that turn", () => {
    const free = c(15, "f", { ap: 30, dp: 30, keywords: [freeEntry()] });
    const attacker = c(16, "a", { ap: 20, dp: 20 });
    const g = onBoard([free, attacker, spare], {
      p0: { hand: ["T-99"], main: ["P-16"] },
      p1: { hand: ["P-15"] },
    });
    g.pass(); // player 0 passes; player 1 may now enter its free-entry character
    expect(g.pending).toEqual({ kind: "priority", player: 1 });
    const f = g.id(1, "P-15");
    g.do({ type: "play", player: 1, card: f, pay: [], area: "main" }).resolveAll();
    expect(g.where(f)).toBe("main");
    // Approach phase: player 0 approaches, player 1 blocks with the newcomer.
    g.until("approach").do({ type: "approach", player: 0, card: g.id(0, "P-16") });
    g.until("block").do({ type: "block", player: 1, card: f });
    expect(g.where(g.id(0, "P-16"))).toBe("trash");
  });
});

describe("《使用条件》 play requirement (ahb 01-109)", () => {
  it("the event is not offered and is rejected until the requirement holds", () => {
    const e: CardDef = {
      ...eventCard("E-1", draw(1)),
      playRequirement: countOf(yourMain({ name: "本間 芽衣子" }), ">=", 1),
    };
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

describe("rule 6.1 [project] (PUT_ONTO_FIELD_AREA_CHOSEN): 場に出す lets its controller choose the area", () => {
  /** E-1: "put up to `n` characters in your trash onto your field [named area]; if you do, draw 1". */
  const reanimate = (n: number, area: "main" | "support" | "field" = "field"): CardDef =>
    eventCard(
      "E-1",
      seq(
        chooseNow(choose(n, cards("you", "trash", { kind: "character" }), true), "x"),
        putOntoField(chosen("x"), area),
        ifYouDo(draw(1)),
      ),
    );
  const noStats = char("N-1", "no stats", { cost: 0, ap: undefined, dp: undefined });
  const five = ["M-1", "M-2", "M-3", "M-4", "M-5"];
  const mains = five.map((m) => char(m, m, { cost: 0 }));
  const play = (g: ReturnType<typeof onBoard>) =>
    g.do({ type: "play", player: 0, card: g.id(0, "E-1"), pay: [] }).resolveAll();

  it("a character with AP/DP and room in the main area: the controller is asked, main or support", () => {
    for (const [index, zone] of [
      [0, "main"],
      [1, "support"],
    ] as const) {
      const g = onBoard([reanimate(1), c(4, "dead"), spare], {
        p0: { hand: ["E-1", "T-99"], trash: ["P-4"] },
      });
      play(g);
      const dead = g.id(0, "P-4");
      g.do({ type: "choose", player: 0, cards: [dead] });
      const pd = g.pending;
      expect(pd.kind === "option" && pd.areas).toEqual([{ area: "main" }, { area: "support" }]);
      expect(pd.kind === "option" && pd.card).toBe(dead);
      expect(g.legal()).toEqual([
        { type: "option", player: 0, index: 0 },
        { type: "option", player: 0, index: 1 },
      ]);
      g.reject({ type: "option", player: 0, index: 2 }, "choice/illegal-option");
      g.reject({ type: "option", player: 1, index: 0 }, "priority/not-your-turn");
      const hand = g.state.players[0].hand.length;
      g.do({ type: "option", player: 0, index });
      expect(g.where(dead)).toBe(zone);
      expect(g.state.players[0].hand.length).toBe(hand + 1); // "if you do": it was put
    }
  });

  it("a character without AP/DP can only go to the support area: put there without asking", () => {
    const g = onBoard([reanimate(1), noStats, spare], {
      p0: { hand: ["E-1", "T-99"], trash: ["N-1"] },
    });
    play(g);
    const n = g.id(0, "N-1");
    g.do({ type: "choose", player: 0, cards: [n] });
    expect(g.pending.kind).toBe("priority");
    expect(g.where(n)).toBe("support");
  });

  it("with 5 characters in the main area: support, or main by trashing one that may leave (6.3)", () => {
    const keep = eventCard("E-2", restrict(target(0), "cannotLeave"), {
      targets: [choose(1, yourMain())],
    });
    const g = onBoard([reanimate(1), keep, ...mains, c(4, "dead"), spare], {
      p0: { hand: ["E-1", "E-2", "T-99"], main: five, trash: ["P-4"] },
    });
    const m1 = g.id(0, "M-1");
    g.do({ type: "play", player: 0, card: g.id(0, "E-2"), pay: [], targets: [[m1]] });
    g.resolveAll();
    play(g);
    const dead = g.id(0, "P-4");
    g.do({ type: "choose", player: 0, cards: [dead] });
    const pd = g.pending;
    // M-1 does not leave (退場しない): it is not offered
    expect(pd.kind === "option" && pd.areas).toEqual([
      ...five.slice(1).map((m) => ({ area: "main", replace: g.id(0, m) })),
      { area: "support" },
    ]);
    const m3 = g.id(0, "M-3");
    g.do({ type: "option", player: 0, index: 1 });
    expect(g.where(m3)).toBe("trash");
    expect(g.where(dead)).toBe("main");
    expect(g.state.players[0].main).toHaveLength(5);
  });

  it("with 5 in the main area and none that may leave, the support area is taken without asking", () => {
    const stay = continuous({
      mod: "restriction",
      who: thisCard,
      restriction: "cannotLeave",
    });
    const staying = five.map((m) => char(m, m, { cost: 0, abilities: [stay] }));
    const g = onBoard([reanimate(1), ...staying, c(4, "dead"), spare], {
      p0: { hand: ["E-1", "T-99"], main: five, trash: ["P-4"] },
    });
    play(g);
    const dead = g.id(0, "P-4");
    g.do({ type: "choose", player: 0, cards: [dead] });
    expect(g.pending.kind).toBe("priority");
    expect(g.where(dead)).toBe("support");
  });

  it("two characters: one decision each, in order; 'if you do' counts both", () => {
    const g = onBoard([reanimate(2), c(4, "a"), c(5, "b"), spare], {
      p0: { hand: ["E-1", "T-99"], trash: ["P-4", "P-5"] },
    });
    play(g);
    const [a, b] = [g.id(0, "P-4"), g.id(0, "P-5")];
    g.do({ type: "choose", player: 0, cards: [a, b] });
    expect(g.pending.kind === "option" && g.pending.card).toBe(a);
    g.do({ type: "option", player: 0, index: 1 });
    expect(g.pending.kind === "option" && g.pending.card).toBe(b);
    const hand = g.state.players[0].hand.length;
    g.do({ type: "option", player: 0, index: 0 });
    expect([g.where(a), g.where(b)]).toEqual(["support", "main"]);
    expect(g.state.players[0].hand.length).toBe(hand + 1);
    expect(Object.keys(g.state.resolving?.vars ?? {})).not.toContain("#putOntoField");
  });

  it("an effect that names the main area puts it there without asking", () => {
    const g = onBoard([reanimate(1, "main"), c(4, "dead"), spare], {
      p0: { hand: ["E-1", "T-99"], trash: ["P-4"] },
    });
    play(g);
    const dead = g.id(0, "P-4");
    g.do({ type: "choose", player: 0, cards: [dead] });
    expect(g.pending.kind).toBe("priority");
    expect(g.where(dead)).toBe("main");
  });
});
