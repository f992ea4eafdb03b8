// Later actions (issue 13, the i13-later family): constructs whose rules the digest does not give
// (rule 7.11: 〔POP〕, 〔EPIC〕, levelling up, the EX deck; attaching by an effect; ORSK's coins).
// Each is read by the translator, held by the language (parse, print, both renderers), warned by
// the checker and refused by lowering (PM4001) — each refusal test fails if the refusal goes.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { expectCheck, PRELUDE } from "../compiler/helpers.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { ok, readsBack, roundTrips, step } from "./expect-translation.ts";

const char = (body: string) =>
  `${PRELUDE}character 09-001 「テスト」 red cost 2 source 1 ap 30 dp 30 {\n  ${body}\n}\n`;
const codes = (line: string) => expectCheck(char(line)).diagnostics.map((d) => d.code);

/** The engine's refusals (PM4xxx) of a one-ability character, with their reasons. */
function refusals(line: string): string[] {
  return lowerAbilityLine(line)
    .diagnostics.filter((d) => d.code.startsWith("PM4"))
    .map((d) => `${d.code} ${d.message}`);
}

describe('a keyword used as a verb: `perform "〔K〕" [on <cards>]`', () => {
  it("reads …を〔POP〕する with the cards it acts on (PPTP 01-097)", () => {
    expect(step("[アプローチ/両方]:デッキの下のカード1枚を〔POP〕する。")).toMatchObject({
      kind: "Perform",
      action: "〔POP〕",
      target: { kind: "Query", zone: { zone: "deck", top: 1, end: "bottom" } },
    });
  });

  it("reads 〔EPIC〕できる as the controller's may, also as a quoted option (PPTP 01-065)", () => {
    expect(step("[メイン/自分]:〔EPIC〕できる。")).toMatchObject({
      kind: "May",
      effect: { kind: "Perform", action: "〔EPIC〕" },
    });
    const t = translateText(
      "このカードが登場した場合、以下から1つ選択する。「〔EPIC〕できる。」「カードを1枚引く。」",
      "test",
    );
    expect(t.complete).toBe(true);
    expect(t.abilities[0]).toMatchObject({
      effect: {
        steps: [{ step: { kind: "Choice", options: [{ kind: "May" }, { kind: "Draw" }] } }],
      },
    });
  });

  it("reads 〔POP〕された自分のカード as the filter `affected by` (PPTP 01-033)", () => {
    const [a] = ok("〔POP〕された自分のカードが3枚以上ある場合、このカードは+40/+40を得る。") as {
      condition: unknown;
    }[];
    expect(a).toMatchObject({
      kind: "Continuous",
      condition: {
        kind: "Count",
        op: ">=",
        value: 3,
        of: { owner: "your", filters: [{ kind: "affectedBy", action: "〔POP〕" }] },
      },
    });
  });

  it("round-trips through canonical Japanese and the card language", () => {
    expect(roundTrips("[アプローチ/両方]:デッキの下のカード1枚を〔POP〕する。").ja).toBe(
      "[アプローチ/両方]:デッキの下のカード1枚を〔POP〕する。",
    );
    expect(readsBack('[main/own]: you may perform "〔EPIC〕"')).toBe(
      "[メイン/自分]:〔EPIC〕することができる。",
    );
    expect(
      readsBack('while count(your cards affected by "〔POP〕") >= 3: this gets +40/+40'),
    ).toMatch(/〔POP〕された/);
  });

  it("is warned as the keyword (PM3501) and refused (PM4001); 改変 keeps PM3515", () => {
    expect(codes('[main/own]: perform "〔POP〕" on the bottom 1 card of your deck')).toEqual([
      "PM3501",
    ]);
    expect(codes('[main/own]: perform "改変"')).toEqual(["PM3515"]);
    expect(codes('while count(your cards affected by "〔POP〕") >= 3: this gets +40/+40')).toEqual([
      "PM3501",
    ]);
    expect(refusals('[main/own]: perform "〔POP〕" on the bottom 1 card of your deck')).toEqual([
      "PM4001 not supported by the engine yet: performing 〔POP〕 (rule 7.11: no known rules)",
    ]);
    expect(
      refusals('while count(your cards affected by "〔POP〕") >= 3: this gets +40/+40'),
    ).toEqual([
      "PM4001 not supported by the engine yet: cards affected by 〔POP〕 (rule 7.11: no known rules)",
    ]);
  });
});

describe("attaching by an effect: `attach <card> to <character>`", () => {
  it("reads EXデッキから…を抜き出し、自分のキャラ1枚にセットする (BBD 01-058)", () => {
    expect(
      step(
        "このカードが登場した場合、EXデッキから「うどん」1枚を抜き出し、自分のキャラ1枚にセットする。",
      ),
    ).toMatchObject({
      kind: "Attach",
      target: { noun: { kind: "name", name: "うどん" }, zone: { zone: "exDeck", owner: "your" } },
      to: { owner: "your", noun: { kind: "character" }, quantity: { n: 1 } },
    });
  });

  it("reads …を<character>にセットできる as a may", () => {
    expect(
      step("[メイン/自分]:自分の捨て札置き場にある「うどん」1枚を自分のキャラ1枚にセットできる。"),
    ).toMatchObject({ kind: "May", effect: { kind: "Attach" } });
  });

  it("round-trips, the EX deck in its printed form", () => {
    expect(
      readsBack("if this enters: attach 1 「うどん」 in your ex deck to 1 of your characters"),
    ).toBe(
      "このカードが登場した場合、EXデッキから「うどん」1枚を抜き出し、自分のキャラ1枚にセットする。",
    );
  });

  it("is refused by lowering (rule 6.4 gives only playing a support card)", () => {
    const line = "[main/own]: attach 1 support in your trash to 1 of your characters";
    expect(codes(line)).toEqual([]);
    expect(refusals(line)).toEqual([
      "PM4001 not supported by the engine yet: attaching a card by an effect (rule 6.4 gives only playing one)",
    ]);
    // from the EX deck: warned for the zone as well (PM3515)
    expect(codes("[main/own]: attach 1 support in your ex deck to 1 of your characters")).toEqual([
      "PM3515",
    ]);
  });
});

describe("levelling up as a step: `level up <card> from <character> by name`", () => {
  const printed =
    "[メイン/自分]:手札にある〔レベルアップ〕を持つキャラ1枚を、本来の名称が同じ自分のキャラからレベルアップできる。";

  it("reads 本来の名称が同じ自分のキャラからレベルアップできる (TKRT P-017)", () => {
    expect(step(printed)).toMatchObject({
      kind: "May",
      effect: {
        kind: "LevelUp",
        sameName: true,
        target: { zone: { zone: "hand" }, filters: [{ kind: "keyword" }] },
        from: { owner: "your", noun: { kind: "character" } },
      },
    });
  });

  it("round-trips and is warned (PM3501) and refused (PM4001)", () => {
    expect(roundTrips(printed).ja).toMatch(
      /本来の名称が同じ自分のキャラからレベルアップすることができる/,
    );
    const line =
      "[main/own]: you may level up 1 character with 〔レベルアップ〕 in your hand from 1 of your characters by name";
    expect(codes(line)).toEqual(["PM3501", "PM3501"]);
    expect(refusals(line)).toContain(
      "PM4001 not supported by the engine yet: levelling up (〔レベルアップ〕, rule 7.11: no known rules)",
    );
  });
});

describe("coins increased: `increase your coins by 1` (ORSK 01-001, P-001)", () => {
  const printed =
    "このカードが登場した場合、自分が持つコイン、または自分のカードの上に乗っているコインを1個増やす。";

  it("reads the printed form, also with ことができる", () => {
    expect(step(printed)).toMatchObject({
      kind: "IncreaseCoins",
      player: "you",
      amount: { kind: "Number", value: 1 },
    });
    expect(
      step(
        "[メイン/自分]:自分が持つコイン、または自分のカードの上に乗っているコインを1個増やすことができる。",
      ),
    ).toMatchObject({ kind: "May", effect: { kind: "IncreaseCoins" } });
  });

  it("does not read a named coin or two players' coins", () => {
    for (const text of [
      "このカードが登場した場合、自分が持つ経験コイン、または自分のカードの上に乗っているコインを1個増やす。",
      "このカードが登場した場合、自分が持つコイン、または相手のカードの上に乗っているコインを1個増やす。",
    ])
      expect(translateText(text, "test").complete).toBe(false);
  });

  it("round-trips, is warned (PM3518) and refused (PM4001)", () => {
    expect(roundTrips(printed).ja).toBe(printed);
    expect(codes("if this enters: increase your coins by 1")).toEqual(["PM3518"]);
    expect(refusals("if this enters: increase your coins by 1")).toEqual([
      "PM4001 not supported by the engine yet: increasing coins (コインを増やす: no known rules)",
    ]);
  });
});

describe("smaller forms of the family's cards", () => {
  it("reads an option quoting a name inside it (GRAN 01-025)", () => {
    const t = translateText(
      "このカードが登場した場合、以下から1つ選択する。「カードを2枚引く。」「EXデッキから「ヴィオラカッツェ」1枚を抜き出し、場に出す。」「EXデッキから「融合」1枚を抜き出し、手札に移す。」",
      "test",
    );
    expect(t.sentences.filter((s) => !s.ok)).toEqual([]);
    expect(t.abilities[0]).toMatchObject({
      effect: {
        steps: [
          {
            step: {
              kind: "Choice",
              options: [{ kind: "Draw" }, { kind: "Move" }, { kind: "Search" }],
            },
          },
        ],
      },
    });
  });

  it("reads 指定し、 as a designation another step follows (KMPD P-029)", () => {
    const [a] = ok(
      "[メイン/自分]:このカード以外の自分のキャラ1枚を指定し、EXデッキから指定したキャラと同じ名称のカード1枚を抜き出し、表にしてから手札に加える。",
    ) as { effect: { steps: { step: { kind: string } }[] } }[];
    expect(a?.effect.steps.map((s) => s.step.kind)).toEqual(["Designate", "Search"]);
  });

  it("reads a card of yours played from the removed zone as played by you (SG 01-008)", () => {
    const [a] = ok(
      "ゲームから取り除かれている自分のカードがプレイされた場合、カードを1枚引く。",
    ) as unknown[];
    expect(a).toMatchObject({
      trigger: { event: "cardPlayed", player: "you", card: { zone: { zone: "removed" } } },
    });
    // the engine's trigger cannot tell where a played card came from: refused, not fired on every play
    expect(refusals("if you play a card in your exile: draw 1")).toEqual([
      "PM4001 not supported by the engine yet: a `plays` trigger on a card played from a zone",
    ]);
  });

  it("reads このカードがゲームから取り除かれている状態で、<trigger> as `… and this is in exile` (SG P-001, 01-077)", () => {
    expect(
      ok(
        "このカードがゲームから取り除かれている状態で、自分が改変を行った場合、このカードを自分の『STEINS;GATE』のキャラ1枚にセットできる。",
      ),
    ).toMatchObject([
      {
        trigger: { event: "performs", action: "改変" },
        condition: { kind: "Is", subject: { kind: "This" }, state: "inExile" },
        effect: { steps: [{ step: { kind: "May", effect: { kind: "Attach" } } }] },
      },
    ]);
    const [a] = ok(
      "このカードがゲームから取り除かれている状態で、相手のアプローチによって自分のポイント置き場にカードが置かれた場合、このカードを場に出すことができる。この効果で場に出た場合、このカードは、ターン終了時まで〔我慢〕を得る。",
    ) as { effect: { steps: { link: string; step: unknown }[] } }[];
    expect(a?.effect.steps).toMatchObject([
      {
        step: {
          kind: "May",
          // `this`: lowering takes it from the removed zone in such a text (the texts family)
          effect: { kind: "Move", target: { kind: "This" } },
        },
      },
      { link: "ifYouDo", step: { kind: "Gets" } },
    ]);
    // a text working from the removed zone runs ([project] TRIGGER_WORKS_FROM_REMOVED_WHEN_SAID,
    // rulings/texts-players-removed.ruling): lowering no longer refuses it
    expect(refusals("if you receive a point and this is in exile: draw 1")).toEqual([]);
  });

  it("round-trips a text working from the removed zone", () => {
    expect(
      readsBack(
        'if you perform "改変" and this is in exile: you may put this in your exile onto your field',
      ),
    ).toBe(
      "このカードがゲームから取り除かれている状態で、自分が改変を行った場合、ゲームから取り除かれているこのカードを場に出すことができる。",
    );
  });

  it("drops a stray 〕 after a keyword tag (MMDK 03-052's misprint)", () => {
    const t = translateText(
      "〔逆境6〕:「このカードは、妨害されない。」〕このカードが退場した場合、カードを1枚引く。",
      "test",
    );
    expect(t.sentences.filter((s) => !s.ok)).toEqual([]);
    expect(t.abilities.map((a) => a.kind)).toEqual(["Gyakkyou", "Triggered"]);
  });
});
