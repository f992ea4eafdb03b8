// The one-shot steps added with the runtime primitives: put the rest, restrict for a duration,
// reset, negate, swap, must, the look-at zone `in the top N cards of your deck` and name
// alternatives `「A」 or 「B」`. Each form parses to its AST, prints canonically, and has a failing twin.
import { describe, expect, it } from "vitest";
import { format } from "../../grammar/index.ts";
import type { Ability, EffectStep, StaticEffect } from "../../grammar/ast.ts";
import { expectDiagnostic, expectParses, firstAbility, inCard } from "./helpers.ts";

const fmtAbility = (a: string) => (format(expectParses(inCard(a))).split("\n")[1] ?? "").trim();

function steps(a: string): EffectStep[] {
  const ab: Ability = firstAbility(a);
  if (ab.kind !== "Activated" && ab.kind !== "Triggered") throw new Error("no effect");
  return ab.effect.steps.map((s) => s.step);
}
const step = (a: string) => steps(`[main/own]: ${a}`)[0];
function staticOf(a: string): StaticEffect {
  const ab = firstAbility(a);
  if (ab.kind !== "Continuous") throw new Error("not continuous");
  return ab.effect;
}

describe("put the rest", () => {
  it("parses the three destinations and both orders", () => {
    const s = steps(
      "[main/own]: look at the top 3 cards of your deck; then put the rest on the bottom of your deck in any order; put the rest on the top of your deck in the same order; put the rest into your trash",
    );
    expect(s.slice(1)).toMatchObject([
      { kind: "PutRest", to: "deckBottom", order: "chosen" },
      { kind: "PutRest", to: "deckTop", order: "kept" },
      { kind: "PutRest", to: "trash", order: "kept" },
    ]);
  });
  it("needs an order for the deck", () =>
    expectDiagnostic(inCard("[main/own]: put the rest on the bottom of your deck"), "PM1202"));
});

describe("a look at either end: `look at the bottom N cards of your deck`", () => {
  it("is LookAtTop with end bottom, printed back", () => {
    const line = "[main/own]: look at the bottom 2 cards of your deck";
    expect(steps(line)[0]).toMatchObject({ kind: "LookAtTop", end: "bottom" });
    expect(steps("[main/own]: look at the top 2 cards of your deck")[0]).not.toHaveProperty("end");
    expect(fmtAbility(line)).toBe(line);
  });
  it("failing twin: a look names its end", () =>
    expectDiagnostic(inCard("[main/own]: look at the 2 cards of your deck"), "PM1202"));
});

describe("the cards looked at: `in the top N cards of your deck`", () => {
  it("is zone.top on a query, printed after the noun when there is a quantity", () => {
    const s = step("put 1 「A」 in the top 5 cards of your deck into your hand");
    expect(s).toMatchObject({
      kind: "Move",
      target: {
        quantity: { kind: "exactly", n: 1 },
        zone: { zone: "deck", owner: "your", top: 5 },
      },
    });
    expect(fmtAbility("[main/own]: put 1 of the top 3 cards of your deck into your hand")).toBe(
      "[main/own]: put 1 card in the top 3 cards of your deck into your hand",
    );
  });
  it("search the top N cards: zone.top on the search target", () => {
    const s = step(
      "search the top 5 cards of your deck for up to 2 characters from 『X』 and reveal it",
    );
    expect(s).toMatchObject({
      kind: "Search",
      player: "you",
      reveal: true,
      target: { quantity: { kind: "upTo", n: 2 }, zone: { zone: "deck", top: 5 } },
    });
  });
  it("failing twin", () =>
    expectDiagnostic(
      inCard("[main/own]: put 1 card in the top cards of your deck into your hand"),
      "PM1202",
    ));
});

describe("restrict for a duration", () => {
  it("each restriction as a step", () => {
    expect(step("this does not leave until end of turn")).toMatchObject({
      kind: "Restrict",
      target: { kind: "This" },
      restriction: { kind: "cannotLeave" },
      duration: { kind: "untilEndOfTurn" },
    });
    expect(step("1 of the opponent's characters cannot approach this turn")).toMatchObject({
      kind: "Restrict",
      restriction: { kind: "cannotApproach" },
      duration: { kind: "thisTurn" },
    });
    expect(
      step("1 of the opponent's characters cannot block the approach of 「X」 this turn"),
    ).toMatchObject({
      restriction: { kind: "cannotBlock", target: { noun: { name: "X" } } },
    });
    expect(
      step("2 of your characters cannot be blocked by characters with cost <= 2 this turn"),
    ).toMatchObject({
      restriction: { kind: "cannotBeBlocked", by: { kind: "Query" } },
    });
    expect(fmtAbility("[main/own]: 2 of your characters does not leave until end of turn")).toBe(
      "[main/own]: 2 of your characters do not leave until end of turn",
    );
  });
  it("a continuous `does not leave` stays the static doesNotLeave", () => {
    expect(staticOf("this does not leave")).toMatchObject({
      kind: "Restriction",
      restriction: { kind: "doesNotLeave" },
    });
    expect(staticOf("this does not leave in battle")).toMatchObject({
      restriction: { kind: "doesNotLeave", when: "battle" },
    });
  });
  it("failing twin", () =>
    expectDiagnostic(inCard("[main/own]: this does not leave until the end"), "PM1202"));
});

describe("reset, negate, swap, must", () => {
  it("parse to their AST", () => {
    expect(step("reset the ap/dp of 1 of your characters")).toMatchObject({
      kind: "ResetStat",
      which: "both",
    });
    expect(step("reset the ap of it")).toMatchObject({ kind: "ResetStat", which: "ap" });
    expect(step("reset the dp of it")).toMatchObject({ kind: "ResetStat", which: "dp" });
    expect(steps("[approach/interrupt]: negate the opponent's text")[0]).toMatchObject({
      kind: "Negate",
      what: "text",
    });
    // SEKN 01-042: either player's event, a name shared with a card of the opponent's trash
    expect(
      steps(
        "[main/interrupt]: negate an event with the same name as a card in the opponent's trash",
      )[0],
    ).toMatchObject({
      kind: "Negate",
      what: "event",
      whose: "any",
      filters: [{ kind: "sameName", as: { kind: "Query", zone: { zone: "trash" } } }],
    });
    expect(step("swap 1 card in your hand with 1 card in your point pile")).toMatchObject({
      kind: "Swap",
      hand: { zone: { zone: "hand" } },
      point: { zone: { zone: "pointPile" } },
    });
    expect(step("the opponent must trash 1 card in the opponent's hand")).toMatchObject({
      kind: "Must",
      player: "opponent",
      effect: { kind: "Trash" },
    });
  });
  it("failing twins", () => {
    expectDiagnostic(inCard("[main/own]: reset the cost of it"), "PM1202");
    expectDiagnostic(inCard("[main/own]: the opponent must"), "PM1202");
    expectDiagnostic(inCard("[main/interrupt]: negate an text"), "PM1202");
  });
});

describe("「A」 or 「B」", () => {
  it("is one noun with alternatives", () => {
    expect(step("the next 「A」 or 「B」 you play this turn gets cost -3")).toMatchObject({
      kind: "CostChange",
      card: { noun: { kind: "name", name: "A", alternatives: ["B"] } },
    });
    expect(step("trash 1 「A」 or 「B」 or 「C」 in your hand")).toMatchObject({
      kind: "Trash",
      target: { noun: { name: "A", alternatives: ["B", "C"] } },
    });
  });
  it("does not swallow a step-level `or` unless a name follows", () => {
    expect(step("trash 1 「A」 in your hand or draw 1")).toMatchObject({ kind: "Choice" });
    expect(step("trash 1 「A」 or draw 1")).toMatchObject({ kind: "Choice" });
    // an option that starts with a bare name is bracketed by the formatter
    expect(step("trash 1 「A」 or (「B」 gets +10/+10 this turn)")).toMatchObject({
      kind: "Choice",
    });
  });
  it("failing twin", () =>
    expectDiagnostic(inCard("[main/own]: trash 1 「A」 or in your hand"), "PM1202"));
});

describe("the other side of an approach: `blocking <selector>`, `blocked by <selector>`", () => {
  it("a filter: the opponent's character blocking your 「A」", () => {
    const s = step(
      "the ap/dp of 1 of the opponent's characters blocking your 「A」 becomes 20/20 until end of turn",
    );
    expect(s).toMatchObject({
      kind: "SetStat",
      target: {
        owner: "opponent's",
        filters: [
          {
            kind: "battle",
            relation: "blocking",
            other: { owner: "your", noun: { kind: "name", name: "A" } },
          },
        ],
      },
    });
  });
  it("is kept and printed last among the filters, so the inner selector does not take the others", () => {
    expect(fmtAbility("[main/own]: rest 1 character blocked by this with cost <= 2")).toBe(
      "[main/own]: rest 1 character with cost <= 2 blocked by this",
    );
    const ab = firstAbility("[main/own]: rest 1 character blocked by this with cost <= 2");
    expect(ab).toMatchObject({
      effect: {
        steps: [{ step: { target: { filters: [{ kind: "compare" }, { kind: "battle" }] } } }],
      },
    });
  });
  it("a condition: this is blocked by / blocking a character with cost <= 1", () => {
    const a = firstAbility(
      "while this is blocked by a character with cost <= 1: this does not leave",
    );
    expect(a).toMatchObject({
      kind: "Continuous",
      condition: {
        kind: "Is",
        state: "blocked",
        other: { quantity: { kind: "any" }, noun: { kind: "character" } },
      },
    });
    expect(
      fmtAbility("while this is blocking a character with cost <= 1: this does not leave"),
    ).toBe("while this is blocking a character with cost <= 1: this does not leave");
  });
  it("`blocked` takes `by` before the other side", () =>
    expectDiagnostic(
      inCard("while this is blocked a character with cost <= 1: this does not leave"),
      "PM1202",
    ));
});

describe("a granted trait: `gets 【X】`", () => {
  it("is a gain beside stats and keywords, printed after them", () => {
    expect(step("1 of your 「A」 gets 【音楽】 until end of turn")).toMatchObject({
      kind: "Gets",
      traits: ["音楽"],
      keywords: [],
    });
    expect(fmtAbility("this gets 【音楽】 and +10/+10")).toBe("this gets +10/+10 and 【音楽】");
  });
  it("failing twin: a trait is bracketed", () =>
    expectDiagnostic(inCard("[main/own]: this gets 音楽 until end of turn"), "PM1101"));
});
