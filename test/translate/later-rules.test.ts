// Rule 7.11 constructs beyond keyword boxes (issue 13, items 1–2): parsed and kept with their
// parameters, warned by the checker (PM3501 / PM3515), refused by the engine (PM4001), read by the
// translator and rendered back. No guessed semantics: each refusal test fails if the refusal goes.
import { describe, expect, it } from "vitest";
import { translateText } from "../../translate/translate.ts";
import { expectCheck, PRELUDE } from "../compiler/helpers.ts";
import { compileText, lowerAbilityLine } from "../emit/helpers.ts";
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

describe("《LVN》 before a text: `level N: <ability>`", () => {
  it("reads 《LV3》 before a trigger and keeps the rest of the text (AW 01-004)", () => {
    const [, level] = ok(
      "〔レベルアップ〕このカードが妨害された場合、相手のキャラ2枚は、ターン終了時まで-30/-30を得る。《LV3》同じターンの間に、相手のキャラが4枚以上退場した場合、相手に1ポイント与える。",
    ).slice(1);
    expect(level).toMatchObject({
      kind: "Level",
      n: 3,
      ability: {
        kind: "Triggered",
        trigger: { event: "leaves", times: 4 },
        effect: { steps: [{ step: { kind: "GivePoints", player: "opponent" } }] },
      },
    });
  });

  it("gives a 《LV5》 printed alone to the text after it (TKRT P-010)", () => {
    const t = translateText("〔レベルアップ〕《LV5》[メイン/自分]:《休》カードを4枚引く。", "test");
    expect(t.complete).toBe(true);
    expect(t.abilities[1]).toMatchObject({
      kind: "Level",
      n: 5,
      ability: { kind: "Activated", timing: { phase: "main" } },
    });
  });

  it("does not read a 《LVN》 with no text after it", () => {
    const t = translateText("〔レベルアップ〕《LV4》", "test");
    expect(t.complete).toBe(false);
    expect(t.sentences.find((s) => !s.ok)?.reason).toBe("《LVN》 before no text");
  });

  it("round-trips through canonical Japanese", () => {
    expect(
      roundTrips(
        "《LV4》このカードがアプローチした場合、相手のキャラ2枚は、ターン終了時まで「白井 黒子」を妨害できない。",
      ).ja,
    ).toMatch(/^《LV4》このカードがアプローチに参加した場合、/);
    expect(readsBack("level 4: [main/own] ↓: draw 4")).toBe(
      "《LV4》[メイン/自分]:《休》カードを4枚引く。",
    );
  });

  it("is warned (PM3515) and refused by the engine (PM4001)", () => {
    expect(codes("level 3: if this enters: draw 1")).toEqual(["PM3515"]);
    expect(codes("if this enters: draw 1")).toEqual([]);
    expect(refusals("level 3: if this enters: draw 1")).toEqual([
      "PM4001 not supported by the engine yet: a text of level 3 (《LV3》, rule 7.11: no known rules)",
    ]);
  });
});

describe("giving points: 相手に1ポイント与える (rule 7.5)", () => {
  it("reads and round-trips the printed form (AW 01-004, TKR 01-001)", () => {
    expect(ok("[アプローチ/自分]:《休》相手に1ポイント与える。")).toMatchObject([
      {
        effect: {
          steps: [
            {
              step: {
                kind: "GivePoints",
                player: "opponent",
                amount: { kind: "Number", value: 1 },
              },
            },
          ],
        },
      },
    ]);
    expect(roundTrips("[アプローチ/自分]:《休》相手に1ポイント与える。").ja).toBe(
      "[アプローチ/自分]:《休》相手に1ポイント与える。",
    );
  });
});

describe("a character levels up: `a 「X」 of yours levels up`", () => {
  it("reads 自分の「X」がレベルアップした場合 (DDH 01-017a), beside このカードにレベルアップした場合", () => {
    expect(
      ok("自分の「リアス・グレモリー」がレベルアップした場合、カードを1枚引く。"),
    ).toMatchObject([
      {
        kind: "Triggered",
        mode: "if",
        trigger: {
          event: "levelsUp",
          character: { kind: "Query", owner: "your", noun: { kind: "name" } },
        },
      },
    ]);
    expect(ok("このカードにレベルアップした場合、カードを1枚引く。")).toMatchObject([
      { trigger: { event: "levelUp", player: "you", card: { kind: "This" } } },
    ]);
  });

  it("composes with a trigger an effect creates: このターン、…がレベルアップした場合 (AW P-011)", () => {
    const [a] = ok(
      "このカードが登場した場合、このターン、自分が次にプレイする「沙々宮 紗夜」1枚は、使用コスト-3を得る。このターン、自分の「沙々宮 紗夜」がレベルアップした場合、カードを1枚引く。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a?.effect.steps[1]?.step).toMatchObject({
      kind: "CreateTrigger",
      trigger: { event: "levelsUp" },
    });
  });

  it("round-trips through the card language and canonical Japanese", () => {
    expect(readsBack("if a 「リアス・グレモリー」 of yours levels up: draw 1")).toBe(
      "自分の「リアス・グレモリー」がレベルアップした場合、カードを1枚引く。",
    );
  });

  it("is warned (PM3501) and refused by the engine (PM4001)", () => {
    expect(codes("if a 「平沢 唯」 of yours levels up: draw 1")).toEqual(["PM3501"]);
    expect(refusals("if a 「平沢 唯」 of yours levels up: draw 1")).toEqual([
      "PM4001 not supported by the engine yet: a character levelling up (〔レベルアップ〕, rule 7.11: no known rules)",
    ]);
  });
});

describe('a later action: `perform "改変"` and `you perform "改変"`', () => {
  it("reads 改変を行う as a step (SG 01-063) and その場合 after it", () => {
    expect(
      ok(
        "このカードが登場した場合、改変を行う。その場合、ゲームから取り除かれている「漆原 るか」1枚を手札に加えることができる。",
      ),
    ).toMatchObject([
      {
        kind: "Triggered",
        effect: {
          steps: [
            { link: "none", step: { kind: "Perform", action: "改変" } },
            { link: "ifYouDo", step: { kind: "May" } },
          ],
        },
      },
    ]);
  });

  it("reads 自分が改変を行った場合 as a trigger (SG P-001)", () => {
    expect(ok("自分が改変を行った場合、カードを1枚引く。")).toMatchObject([
      { trigger: { event: "performs", player: "you", action: "改変" }, mode: "if" },
    ]);
  });

  it("round-trips through the card language and canonical Japanese", () => {
    expect(readsBack('if this enters: perform "改変"')).toBe(
      "このカードが登場した場合、改変を行う。",
    );
    expect(readsBack('if you perform "改変": draw 1')).toBe(
      "自分が改変を行った場合、カードを1枚引く。",
    );
  });

  it("is warned (PM3515) and refused by the engine (PM4001), as a step and as a trigger", () => {
    expect(codes('if this enters: perform "改変"')).toEqual(["PM3515"]);
    expect(codes('if you perform "改変": draw 1')).toEqual(["PM3515"]);
    expect(refusals('if this enters: perform "改変"')).toEqual([
      "PM4001 not supported by the engine yet: performing 改変 (rule 7.11: no known rules)",
    ]);
    expect(refusals('if you perform "改変": draw 1')).toEqual([
      "PM4001 not supported by the engine yet: performing 改変 (rule 7.11: no known rules)",
    ]);
  });
});

describe("〔レベルアップ〕 without its box, and 〔支援:…] printed with an ASCII bracket", () => {
  it("reads レベルアップを持つ as a filter on the keyword 〔レベルアップ〕 (TKR P-006)", () => {
    const [a] = ok(
      "このカードが登場した場合、自分の捨て札置き場にあるレベルアップを持つ『とある科学の超電磁砲』のキャラ1枚を手札に戻すことができる。",
    ) as { effect: { steps: { step: { effect: { target: unknown } } }[] } }[];
    expect(a?.effect.steps[0]?.step.effect.target).toMatchObject({
      filters: [
        { kind: "keyword", keyword: { keyword: "unimplemented", name: "レベルアップ" } },
        { kind: "title" },
      ],
    });
    expect(codes("[main/own]: rest 1 character with 〔レベルアップ〕")).toEqual(["PM3501"]);
  });

  it("reads 〔支援:C。]▶「E」 as the keyword box it is (YYY 01-101)", () => {
    expect(
      ok(
        "〔支援:自分の「犬吠埼 樹」または「犬吠埼 風」が妨害に参加している。]▶「自分のキャラ1枚を活動状態にする。」",
      ),
    ).toMatchObject([
      {
        kind: "Keyword",
        keyword: "unimplemented",
        name: "支援:自分の「犬吠埼 樹」または「犬吠埼 風」が妨害に参加している。",
        text: "自分のキャラ1枚を活動状態にする。",
      },
    ]);
  });
});

describe("the EX deck: a choice of traits as the noun", () => {
  it("reads EXデッキから【A】または【B】を2枚まで抜き出し (FA P-002) and warns of the EX deck", () => {
    const text =
      "[メイン/両方]:EXデッキから【制服】または【教師】を2枚まで抜き出し、手札に加える。";
    const [a] = ok(text) as { effect: { steps: { step: unknown }[] } }[];
    expect(a?.effect.steps[0]?.step).toMatchObject({
      kind: "Search",
      target: {
        zone: { zone: "exDeck" },
        quantity: { kind: "upTo", n: 2 },
        filters: [
          {
            kind: "either",
            options: [
              { kind: "trait", traits: ["制服"] },
              { kind: "trait", traits: ["教師"] },
            ],
          },
        ],
      },
    });
    roundTrips(text);
    expect(
      codes(
        "[main/both]: search your ex deck for up to 2 characters with 【制服】 or with 【音楽】",
      ),
    ).toEqual(["PM3515"]);
  });
});

describe("「X」▶ before an activated text's effect: `[main/own]: 「X」 ▶ <effect>`", () => {
  it("reads the name before ▶ (and ▸) and keeps the effect after it (AHB2 P-015, NG 01-073)", () => {
    expect(
      ok("[メイン/自分]:「本間 芽衣子」▶自分の捨て札置き場にある「本間 芽衣子」1枚を場に出す。"),
    ).toMatchObject([
      {
        kind: "Activated",
        timing: { phase: "main", player: "own" },
        nameMark: { name: "本間 芽衣子" },
        effect: { steps: [{ step: { kind: "Move", to: { zone: "field" } } }] },
      },
    ]);
    expect(
      ok("[アプローチ/両方]:《1》「飯島 ゆん」▸自分の「飯島 ゆん」1枚を活動状態にする。"),
    ).toMatchObject([
      {
        costs: [{ kind: "Source", amount: 1 }],
        nameMark: { name: "飯島 ゆん" },
        effect: { steps: [{ step: { kind: "Ready" } }] },
      },
    ]);
  });

  it("composes with 《LVN》 before the text (TKRT P-010's form)", () => {
    expect(
      ok(
        "〔レベルアップ〕《LV5》[アプローチ/自分]:「初春 飾利」▶このカードは活動状態になるとともに、もう一度アプローチできる。",
      )[1],
    ).toMatchObject({ kind: "Level", n: 5, ability: { nameMark: { name: "初春 飾利" } } });
  });

  it("round-trips through the card language and canonical Japanese", () => {
    expect(
      readsBack("[main/own]: 「和泉 紗霧」 ▶ rest 1 of the opponent's characters with cost <= 2"),
    ).toBe("[メイン/自分]:「和泉 紗霧」▶使用コストの値が2以下の相手のキャラ1枚を休息状態にする。");
    expect(
      roundTrips(
        "[アプローチ/自分]:「佐天 涙子」▶キャラ1枚は、ターン終了時まで〔アクティブ〕を得る。",
      ).en,
    ).toBe('[Approach/Own]: 「佐天 涙子」 ▶ 1 character gets "Active" until end of turn.');
  });

  it("is warned (PM3517) and refused by the engine (PM4001); the same text without it is not", () => {
    expect(codes("[main/own]: 「テスト」 ▶ draw 1")).toEqual(["PM3517"]);
    expect(codes("[main/own]: draw 1")).toEqual([]);
    expect(refusals("[main/own]: 「テスト」 ▶ draw 1")).toEqual([
      "PM4001 not supported by the engine yet: a text marked 「テスト」▶ (rule 7.11: no known rules)",
    ]);
    expect(refusals("[main/own]: draw 1")).toEqual([]);
  });
});

describe("the compiler refuses a card that holds one (no module for a game)", () => {
  it.each([
    "[main/own]: 「平沢 唯」 ▶ draw 1",
    "level 3: if this enters: draw 1",
    "if a 「平沢 唯」 of yours levels up: draw 1",
    'if this enters: perform "改変"',
    'if you perform "改変": draw 1',
  ])("%s", async (line) => {
    const { summary } = await compileText(
      `title 『けいおん!』\ncharacter 01-001 「平沢 唯」 red cost 1 source 1 ap 20 dp 20 {\n  ${line}\n}\n`,
    );
    expect([summary.compiled, summary.refused]).toEqual([0, 1]);
  });
});

describe("permissions of 〔レベルアップ〕: `<selector> may level up …`", () => {
  it("reads コストを支払わずにレベルアップできる (TKRT P-018) and このカードから同じカードへ… (TKRT P-024)", () => {
    expect(ok("手札にある「御坂 美琴」は、コストを支払わずにレベルアップできる。")).toMatchObject([
      {
        kind: "Continuous",
        effect: {
          kind: "MayLevelUp",
          withoutCost: true,
          target: { noun: { kind: "name", name: "御坂 美琴" }, zone: { zone: "hand" } },
        },
      },
    ]);
    expect(ok("このカードは、このカードから同じカードへレベルアップできる。")).toMatchObject([
      {
        kind: "Continuous",
        effect: { kind: "MayLevelUp", sameCard: true, target: { kind: "This" } },
      },
    ]);
  });

  it("round-trips through the card language and canonical Japanese", () => {
    expect(readsBack("this may level up into the same card")).toBe(
      "このカードは、このカードから同じカードへレベルアップできる。",
    );
    expect(readsBack("「平沢 唯」 in your hand may level up without paying its cost")).toBe(
      "自分の手札にある「平沢 唯」は、コストを支払わずにレベルアップできる。",
    );
  });

  it("is warned (PM3501) and refused by the engine (PM4001)", () => {
    expect(codes("this may level up into the same card")).toEqual(["PM3501"]);
    expect(refusals("this may level up without paying its cost")).toEqual([
      "PM4001 not supported by the engine yet: levelling up (〔レベルアップ〕, rule 7.11: no known rules)",
    ]);
  });
});

describe("levelling up in one more phase: `<selector> may level up in [main/opponent]`", () => {
  const printed =
    "〔逆境4〕:「このカードは、手札にある場合、相手のメインフェイズにもレベルアップを行うことができる。」";

  it("reads it inside 〔逆境N〕, with the hand as its condition (DDH 02-010)", () => {
    expect(ok(printed)).toMatchObject([
      {
        kind: "Gyakkyou",
        n: 4,
        ability: {
          kind: "Continuous",
          condition: { kind: "Is", subject: { kind: "This" }, state: "inHand" },
          effect: {
            kind: "MayLevelUp",
            target: { kind: "This" },
            phase: { phase: "main", player: "opponent" },
          },
        },
      },
    ]);
  });

  it("round-trips through the card language and canonical Japanese", () => {
    expect(roundTrips(printed).ja).toBe(printed);
    expect(readsBack("while this is in hand: this may level up in [approach/own]")).toBe(
      "このカードは、手札にある場合、自分のアプローチフェイズにもレベルアップを行うことができる。",
    );
  });

  it("is warned (PM3501) and refused by the engine (PM4001)", () => {
    expect(codes("this may level up in [main/opponent]")).toEqual(["PM3501"]);
    expect(refusals("this may level up in [main/opponent]")).toEqual([
      "PM4001 not supported by the engine yet: levelling up (〔レベルアップ〕, rule 7.11: no known rules)",
    ]);
  });
});

describe("the EX deck's deck building: `this may be in the ex deck any number of times`", () => {
  const printed = "このカードは、EXデッキに何枚でも入れることができる。";

  it("reads DNMC2 02-085's text and round-trips it", () => {
    expect(ok(printed)).toMatchObject([
      { kind: "Continuous", effect: { kind: "AnyNumberInExDeck", target: { kind: "This" } } },
    ]);
    expect(roundTrips(printed)).toEqual({
      ja: printed,
      en: "This character may be in the EX deck any number of times.",
    });
    expect(readsBack("this may be in the ex deck any number of times")).toBe(printed);
  });

  it("is warned (PM3515) and refused by the engine (PM4001)", () => {
    expect(codes("this may be in the ex deck any number of times")).toEqual(["PM3515"]);
    expect(refusals("this may be in the ex deck any number of times")).toEqual([
      "PM4001 not supported by the engine yet: the EX deck's contents (EXデッキ, rule 7.11: no known rules)",
    ]);
  });
});

describe("a card's level as a filter: `with level >= 5` (LV5以上の)", () => {
  it("reads LV5以上の before the owner (TKRT P-010) and round-trips it", () => {
    const text =
      "[アプローチ/自分]:「御坂 美琴」▶LV5以上の自分の全ての「御坂 美琴」を活動状態にする。";
    expect(step(text)).toMatchObject({
      kind: "Ready",
      target: {
        owner: "your",
        quantity: { kind: "all" },
        filters: [{ kind: "level", op: ">=", value: 5 }],
      },
    });
    expect(roundTrips(text).ja).toBe(text);
    expect(readsBack("[main/own]: rest 1 of your characters with level <= 3")).toBe(
      "[メイン/自分]:LV3以下の自分のキャラ1枚を休息状態にする。",
    );
  });

  it("is warned (PM3515) and refused by the engine (PM4001)", () => {
    expect(codes("[main/own]: rest 1 of your characters with level >= 5")).toEqual(["PM3515"]);
    expect(refusals("[main/own]: rest 1 of your characters with level >= 5")).toEqual([
      "PM4001 not supported by the engine yet: a card's level (LV…, rule 7.11: no known rules)",
    ]);
  });
});

describe("a conditional step before a gain for this turn or readying to approach again", () => {
  it("reads <condition>場合、このターン、<topic>は、<gain> (DNMC2 P-003's form)", () => {
    expect(
      step(
        "[メイン/自分]:自分のキャラが8枚以上いる場合、このターン、自分の全てのキャラは、〔我慢〕を得る。",
      ),
    ).toMatchObject({
      kind: "Conditional",
      effect: { kind: "Gets", keywords: [{ keyword: "gaman" }], duration: { kind: "thisTurn" } },
    });
  });

  it("reads <condition>場合、このカードは、活動状態になるとともに、… as both steps (NG 01-005)", () => {
    const text =
      "[アプローチ/自分]:「涼風 青葉」▸自分の『NEW GAME!』のキャラが8枚以上いる場合、このカードは、活動状態になるとともに、このターン、もう一度アプローチに参加することができる。";
    expect(step(text)).toMatchObject({
      kind: "Conditional",
      effect: {
        kind: "Group",
        steps: [
          { kind: "Ready", target: { kind: "This" } },
          { kind: "ApproachAgain", target: { kind: "This" } },
        ],
      },
    });
    roundTrips(text);
  });
});

describe("the host said in the past tense: このカードがセットされたキャラ (KMR 01-106)", () => {
  it("reads it as `host`, as このカードがセットされているキャラ", () => {
    expect(ok("このカードがセットされたキャラは、±0/+30を得る。")).toEqual(
      ok("このカードがセットされているキャラは、±0/+30を得る。"),
    );
    expect(ok("このカードがセットされたキャラは、±0/+30を得る。")).toMatchObject([
      { kind: "Continuous", effect: { kind: "Gets", target: { kind: "Host" } } },
    ]);
  });
});
