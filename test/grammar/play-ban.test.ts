// `<player> cannot play <cards> until end of main phase | turn` (「このターンのメインフェイズの間、相手は、
// …をプレイできない」, kgy 01-071): parses to PlayBan, prints canonically, round-trips; failing twins.
import { describe, expect, it } from "vitest";

import type { Ability } from "../../grammar/ast.ts";
import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "./helpers.ts";

describe("play bans", () => {
  const line =
    "if this enters: the opponent cannot play events with cost == 0 until end of main phase";
  it("parses to PlayBan", () => {
    const ab: Ability = firstAbility(line);
    if (ab.kind !== "Triggered") throw new Error("not triggered");
    expect(ab.effect.steps[0]!.step).toMatchObject({
      kind: "PlayBan",
      player: "opponent",
      card: {
        kind: "Query",
        noun: { kind: "event" },
        filters: [{ kind: "compare", stat: "cost", op: "==", value: 0 }],
      },
      until: "endOfMainPhase",
    });
  });
  it("prints canonically and round-trips", () => {
    expect(fmtAbility(line)).toBe(line);
    expect(fmtAbility("[main/own]: you cannot play characters until end of turn")).toBe(
      "[main/own]: you cannot play characters until end of turn",
    );
  });
  it("failing twin: a ban says until when", () =>
    expectDiagnostic(inCard("if this enters: the opponent cannot play events"), "PM1202"));

  // past this turn: the end of a turn of the opponent or of the controller (a Duration's words)
  it.each([
    ["the opponent's turn", "endOfOpponentsTurn"],
    ["the opponent's next turn", "endOfOpponentsNextTurn"],
    ["your turn", "endOfYourTurn"],
    ["your next turn", "endOfYourNextTurn"],
  ])("until end of %s parses and prints back", (turn, until) => {
    const past = `if this enters: the opponent cannot play characters until end of ${turn}`;
    const ab: Ability = firstAbility(past);
    if (ab.kind !== "Triggered") throw new Error("not triggered");
    expect(ab.effect.steps[0]!.step).toMatchObject({ kind: "PlayBan", until });
    expect(fmtAbility(past)).toBe(past);
  });
  it("failing twin: a ban to the end of the next battle is no window", () =>
    expectDiagnostic(
      inCard("if this enters: the opponent cannot play characters until end of the next battle"),
      "PM1202",
    ));
});
