// Coins beyond `put 1 coin on this` (the +10/+10 coin, rule 7.8): the coin filter `with coins == 0`
// (+10/+10コインが乗っていない) and coins named as printed (`put 3 "タコスコイン" coins on this`;
// "魔力コイン" is a magic coin, rule 7.11). Each form parses to its AST, prints canonically, and has a
// failing twin.
import { describe, expect, it } from "vitest";

import { expectDiagnostic, fmtAbility, inCard, step } from "./helpers.ts";

describe("the coin filter", () => {
  it("`with coins == 0` compares the +10/+10 coins on a card", () => {
    expect(step("put 1 coin on 1 of your characters with coins == 0")).toMatchObject({
      kind: "PutCoins",
      target: { filters: [{ kind: "compare", stat: "coins", op: "==", value: 0 }] },
    });
    for (const a of [
      "[main/own]: put 1 coin on 1 of your characters with coins == 0",
      "[main/own]: rest 1 of the opponent's characters with coins >= 1",
    ])
      expect(fmtAbility(a)).toBe(a);
  });
  it("failing twin: `coin` needs a comparison", () => {
    expectDiagnostic(inCard("[main/own]: rest 1 character with coins"), "PM1202");
  });
});

describe("named coins", () => {
  it("keep the printed name between the amount and `coin(s)`", () => {
    expect(step('put 3 "タコスコイン" coins on this')).toMatchObject({
      kind: "PutCoins",
      coin: "タコスコイン",
      amount: { kind: "Number", value: 3 },
    });
    expect(step('remove 1 "魔力コイン" coin from this')).toMatchObject({
      kind: "RemoveCoins",
      coin: "魔力コイン",
    });
    expect(step("put 1 coin on this")).not.toHaveProperty("coin");
    for (const a of [
      '[main/own]: put 3 "タコスコイン" coins on this',
      '[main/own]: remove 1 "コイン" coin from 1 of your characters',
      '[main/own]: put count(your characters) "コイン" coins on this',
    ])
      expect(fmtAbility(a)).toBe(a);
  });
  it("failing twin: the name is a string, not a bare word", () => {
    expectDiagnostic(inCard("[main/own]: put 3 tacos coins on this"), "PM1201");
  });
});
