// Replacements 「…する場合、代わりに…」 (REPLACEMENT_EFFECTS): the continuous `instead of <event>: …`
// (PPTP 01-081, TKR 01-034), the one created for the turn after このターン (K_ON2 03-115's form) or
// after a designation (ERMG 01-069), and what the engine refuses.
import { describe, expect, it } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { ok, readsBack, roundTrips } from "./expect-translation.ts";

const PPTP =
  "自分の『ポプテピピック』のキャラが退場する場合、代わりにこのカードをデッキの下に移すことができる。";
const TKR =
  "このカードがアプローチでポイントを与える場合、代わりに自分のポイント置き場にあるカード1枚を表向きにする。";

describe("…する場合、代わりに…", () => {
  it("is a continuous replacement of a character leaving, optional with できる (PPTP 01-081)", () => {
    expect(ok(PPTP)).toMatchObject([
      {
        kind: "Continuous",
        effect: {
          kind: "Replacement",
          trigger: { event: "leaves", subject: { kind: "Query", owner: "your" } },
          effect: { steps: [{ step: { kind: "May", effect: { kind: "Move" } } }] },
        },
      },
    ]);
  });

  it("replaces the point of this card's approach (TKR 01-034)", () => {
    expect(ok(TKR)).toMatchObject([
      {
        kind: "Continuous",
        effect: {
          kind: "Replacement",
          trigger: { event: "givesPoint", subject: { kind: "This" }, byApproach: true },
          effect: { steps: [{ step: { kind: "TurnPoints", face: "up" } }] },
        },
      },
    ]);
  });

  it("reads back from its canonical Japanese and renders in English", () => {
    const { ja, en } = roundTrips(TKR);
    expect(ja).toBe(TKR);
    expect(en).toBe(
      "If this character gives a point by approaching, turn 1 card in your point pile face up instead.",
    );
    expect(roundTrips(PPTP).en).toMatch(
      /you may put this character on the bottom of your deck instead/,
    );
  });

  it("is created for the turn after このターン、 (`this turn, instead of …: (…)`)", () => {
    // (after a timing, 「[メイン/自分]:このターン、…場合、…」 is not read yet, for triggers either)
    const text =
      "このカードが登場した場合、このターン、自分のキャラがアプローチでポイントを与える場合、代わりにカードを1枚引く。";
    expect(ok(text)).toMatchObject([
      {
        kind: "Triggered",
        effect: {
          steps: [
            { step: { kind: "CreateTrigger", mode: "instead", trigger: { event: "givesPoint" } } },
          ],
        },
      },
    ]);
    expect(roundTrips(text).ja).toBe(text);
  });

  it("said of a designated card, the designating effect creates it (ERMG 01-069)", () => {
    const abilities = ok(
      "このカードが登場した場合、自分の「山田 エルフ」または「和泉 正宗」1枚を指定する。指定したキャラが退場する場合、代わりにこのカードをデッキの下に移すことができる。",
    );
    expect(abilities).toMatchObject([
      {
        kind: "Triggered",
        effect: {
          steps: [
            { step: { kind: "Designate" } },
            {
              step: {
                kind: "CreateTrigger",
                mode: "instead",
                trigger: { event: "leaves", subject: { kind: "It" } },
                effect: { steps: [{ step: { kind: "May" } }] },
              },
            },
          ],
        },
      },
    ]);
  });

  it("an event that has happened (した場合) does not take 代わりに, nor する場合 a trigger", () => {
    expect(() => ok("このカードが退場した場合、代わりにカードを1枚引く。")).toThrow();
    expect(() => ok("このカードが退場する場合、カードを1枚引く。")).toThrow();
  });
});

describe("lowering", () => {
  it("is the runtime's `replace` static; `may` stays the effect (declined, the event happens)", () => {
    const { def, diagnostics } = lowerAbilityLine(
      "instead of this leaves: you may put this on the bottom of its owner's deck",
    );
    expect(diagnostics).toEqual([]);
    expect(def.abilities).toMatchObject([
      {
        kind: "continuous",
        effect: { mod: "replace", on: { event: "leaves", subject: "this" }, effect: { do: "may" } },
      },
    ]);
  });

  it("refuses an event the engine does not replace (REPLACEMENT_EVENTS), with its name", () => {
    const { diagnostics } = lowerAbilityLine("instead of this enters: draw 1");
    expect(diagnostics.map((d) => d.code)).toContain("PM4001");
    expect(diagnostics[0]!.message).toMatch(/replacement of `enters`/);
  });

  it("prints back canonically", () => {
    const src = `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  instead of this gives a point by approach: draw 1\n}\n`;
    const { ast, diagnostics } = parse(src, "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain("  instead of this gives a point by approach: draw 1\n");
  });
});
