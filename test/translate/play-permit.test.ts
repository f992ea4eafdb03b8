// このターン、自分は、メインフェイズ以外でも…を登場させることができる (AHB P-011): a player's
// permission for the turn (PlayPermit) — the card language parses, prints and lowers it; the
// translator reads it, renders it in English and in the printed template, and reads it back.
// Failing twins: an event kind (登場 is said of characters), a number of cards, a kind by reference.
import { describe, expect, it } from "vitest";
import type { Ability } from "../../grammar/ast.ts";
import { translateText } from "../../translate/translate.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { expectDiagnostic, firstAbility, fmtAbility, inCard } from "../grammar/helpers.ts";
import { roundTrips, step } from "./expect-translation.ts";

const line =
  "[main/own]: you can play characters with 【超平和バスターズ】 outside main phase this turn";
const permission = {
  kind: "PlayPermit",
  player: "you",
  card: { kind: "Query", noun: { kind: "character" }, filters: [{ kind: "trait" }] },
};

describe("the card language", () => {
  it("parses to PlayPermit, prints canonically", () => {
    const ab: Ability = firstAbility(line);
    if (ab.kind !== "Activated") throw new Error("not activated");
    expect(ab.effect.steps[0]!.step).toMatchObject(permission);
    expect(fmtAbility(line)).toBe(line);
  });
  it("lowers to permitPlay with the kind as a filter", () => {
    const l = lowerAbilityLine(line);
    expect(l.diagnostics).toEqual([]);
    expect(JSON.stringify(l.def.abilities)).toContain('"do":"permitPlay","player":"you"');
  });
  it("failing twin: a permission says for this turn", () =>
    expectDiagnostic(
      inCard("[main/own]: you can play characters with 【超平和バスターズ】 outside main phase"),
      "PM1202",
    ));
  it("failing twins: events, and cards by number, are refused (PM4001)", () => {
    const gap = (l: string) => lowerAbilityLine(l).diagnostics.map((d) => d.code);
    expect(gap("[main/own]: you can play events outside main phase this turn")).toContain("PM4001");
    expect(gap("[main/own]: you can play 1 character outside main phase this turn")).toContain(
      "PM4001",
    );
  });
});

describe("the translator", () => {
  const printed =
    "[メイン/自分]:このターン、自分は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させることができる。";
  it("reads the player and the kind", () => {
    expect(step(printed)).toMatchObject(permission);
  });
  it("renders English and reads its Japanese back", () => {
    const { ja, en } = roundTrips(printed);
    expect(ja).toContain(
      "このターン、自分は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させることができる",
    );
    expect(en).toBe(
      "[Main/Own]: This turn, you can play characters with 【超平和バスターズ】 outside your main phase.",
    );
  });
  it("相手は、: the opponent's permission, the kind said from their side", () => {
    expect(
      step(
        "[メイン/自分]:このターン、相手は、メインフェイズ以外でも【超平和バスターズ】を持つキャラを登場させることができる。",
      ),
    ).toMatchObject({ ...permission, player: "opponent" });
  });
  it("failing twin: an event is not 登場させる", () => {
    const t = translateText(
      "[メイン/自分]:このターン、自分は、メインフェイズ以外でもイベントカードを登場させることができる。",
      "test",
    );
    expect(t.complete).toBe(false);
  });
});
