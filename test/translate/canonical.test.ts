// Canonical Japanese of what the card files say: each AST shape the renderer once wrote in a form
// the translator could not read back (the `canonical` rows of the cardtext round trip), rendered
// now in a printed form, or a form of the printed words, that reads back to the same AST — and the
// translator's side of each fix on printed text.
import { describe, expect, it } from "vitest";
import type { CardDecl } from "../../grammar/ast.ts";
import { parse } from "../../grammar/index.ts";
import { renderJa } from "../../translate/render/ja.ts";
import { translateText } from "../../translate/translate.ts";
import { ok, readsBack, step } from "./expect-translation.ts";

describe("a card in an area (aw 01-044, gg 01-080, pm_hs 01-094)", () => {
  it("writes the owner once, on the card, as the printed cards do", () => {
    expect(
      readsBack("[main/own] ↓: rest 1 of the opponent's characters in the opponent's support area"),
    ).toContain("サポートエリアにいる相手のキャラ1枚を休息状態にする");
    expect(
      readsBack(
        "if this enters: you may return 1 of the opponent's characters with cost <= 4 in the opponent's main area to its owner's hand",
      ),
    ).toContain("メインエリアにいる使用コストの値が4以下の相手のキャラ1枚");
  });
  it("reads an owner with an area as the area's owner too (a player's cards are in that player's zones)", () => {
    expect(
      step("[メイン/自分]:《休》サポートエリアにいる相手のキャラ1枚を休息状態にする。"),
    ).toMatchObject({
      target: { owner: "opponent's", zone: { zone: "supportArea", owner: "opponent's" } },
    });
    expect(
      step("[メイン/両方]:自分のサポートエリアにあるAP/DPを持つキャラ1枚をメインエリアに移す。"),
    ).toMatchObject({
      target: { owner: "your", zone: { zone: "supportArea", owner: "your" } },
    });
    // with no owner, either player's area
    expect(step("[メイン/自分]:メインエリアにいるキャラ1枚をゲームから取り除く。")).toMatchObject({
      target: { zone: { zone: "mainArea" } },
    });
    expect(
      (
        step("[メイン/自分]:メインエリアにいるキャラ1枚をゲームから取り除く。") as {
          target: { zone: object };
        }
      ).target.zone,
    ).toEqual({ zone: "mainArea" });
  });
});

describe("a search of the whole deck (ahb 01-046, ermg 01-048, pm_hs 01-005)", () => {
  it("has no zone on the searched card, as `search your deck for …` has none", () => {
    expect(
      readsBack(
        "if this enters: search your deck for 1 「X」 and reveal it; then shuffle your deck",
      ),
    ).toContain("デッキの中を全て見て");
    for (const look of ["デッキの中を全て見て", "自分のデッキを全て見て"]) {
      const s = step(
        `このカードが登場した場合、${look}、その中にある「X」1枚を抜き出し、表にしてから手札に加える。`,
      ) as { target: object };
      expect(s.target).not.toHaveProperty("zone");
    }
    // the top N cards keep theirs: the AST has nowhere else to say N
    expect(
      step(
        "このカードが登場した場合、デッキの上のカード5枚を見て、その中にある「X」1枚を抜き出し、表にしてから手札に加える。",
      ),
    ).toMatchObject({
      target: { zone: { zone: "deck", owner: "your", top: 5 } },
    });
  });
});

describe("a destination's player (pm_k-on 01-050, tkr 01-066, aw 01-087)", () => {
  it("writes 自分の before the hand or area when the AST says `your`", () => {
    expect(readsBack("if this enters: put 1 「X」 in your trash into your hand")).toContain(
      "を自分の手札に加える",
    );
    expect(
      readsBack(
        "if this enters: you may put 1 of your characters in your support area onto your main area",
      ),
    ).toContain("を自分のメインエリアに移す");
    expect(
      readsBack("if this enters: put 1 card in your point pile into its owner's hand"),
    ).toContain("カード1枚を手札に加える");
  });
  it("reads 手札に加える as its owner's hand, 自分の手札に加える as yours", () => {
    expect(
      step("このカードが登場した場合、自分の捨て札置き場にある「X」1枚を手札に加える。"),
    ).toMatchObject({ to: { zone: "hand", owner: "owner" } });
    expect(
      step("このカードが登場した場合、自分の捨て札置き場にある「X」1枚を自分の手札に加える。"),
    ).toMatchObject({ to: { zone: "hand", owner: "you" } });
    expect(
      step("[メイン/自分]:自分のサポートエリアにいるキャラ1枚を相手のメインエリアに移す。"),
    ).toMatchObject({ to: { zone: "mainArea", owner: "opponent" } });
    expect(translateText("[メイン/自分]:自分のキャラ1枚を自分のEXデッキに移す。").complete).toBe(
      false,
    );
  });
});

describe("a count of exactly N (pm_k-on 01-085)", () => {
  it("writes `== N` as ちょうどN枚いる, read back as ==; cards print 枚以上", () => {
    expect(
      readsBack(
        "at end of turn and count(your other characters with 【メイド】) == 0: return this to your hand",
      ),
    ).toContain("ちょうど0枚いるなら");
    expect(readsBack("if this enters and count(your characters) >= 3: draw 1")).toContain(
      "キャラが3枚以上いるなら",
    );
  });
  it("reads …がいない場合 (what the card prints) as `not you have`", () => {
    expect(
      readsBack(
        "at end of turn and not you have another character with 【メイド】: return this to your hand",
      ),
    ).toContain("いないなら");
    const [a] = ok(
      "このカードは、ターン終了時にこのカード以外の自分の【メイド】を持つキャラがいない場合、手札に戻る。",
    ) as { condition: unknown }[];
    expect(a!.condition).toMatchObject({
      kind: "Not",
      condition: { kind: "Exists", player: "you" },
    });
  });
});

describe("conditions joined by and / or (ccs 01-049)", () => {
  it("writes And in the joining form いて and reads it back", () => {
    const ja = readsBack(
      "while this is blocked and the opponent has a blocking character with cost <= 1: this does not leave",
    );
    expect(ja).toBe(
      "このカードは、このカードが妨害されていて、妨害に参加している使用コストの値が1以下の相手のキャラがいる場合、退場しない。",
    );
    readsBack(
      "while this is blocking and the opponent has an approaching character with cost <= 1: this does not leave",
    );
    readsBack("if this enters and you have a 「A」 and count(your characters) >= 3: draw 1");
  });
  it("writes Or as いるか, and binds and tighter, each to the left", () => {
    expect(readsBack("while you have a 「A」 or you have a 「B」: this gets +10/+10")).toContain(
      "自分の「A」がいるか、自分の「B」がいる場合",
    );
    readsBack("while you have a 「A」 and you have a 「B」 or you have a 「C」: this gets +10/+10");
    readsBack("while you have a 「A」 or you have a 「B」 and you have a 「C」: this gets +10/+10");
    readsBack(
      "while you have a 「A」 and you have a 「B」 and you have a 「C」: this gets +10/+10",
    );
  });
  it("refuses a grouping it cannot write rather than changing it", () => {
    const { ast } = parse(
      "title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  while you have a 「A」 and (you have a 「B」 or you have a 「C」): this gets +10/+10\n}\n",
      "test.cards",
    );
    const card = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    expect(() => renderJa(card.abilities)).toThrow(
      "renderJa: no Japanese form for conditions grouped by parentheses",
    );
    const t = translateText(
      "このカードは、自分の「A」がいて、自分の「B」がいるか、自分の「C」がいる場合、+10/+10を得る。",
    );
    expect(t.abilities[0]).toMatchObject({ condition: { kind: "Or", left: { kind: "And" } } });
    expect(translateText("このカードは、自分の「A」がいて、+10/+10を得る。").complete).toBe(false);
  });
  it("reads 妨害されている場合 of the topic as `this is blocked`", () => {
    const [a] = ok("このカードは、妨害されている場合、退場しない。") as { condition: unknown }[];
    expect(a!.condition).toMatchObject({ kind: "Is", subject: { kind: "This" }, state: "blocked" });
  });
});

describe("free entry granted (spk 01-005)", () => {
  it("reads 〔自由登場〕を得る", () => {
    expect(readsBack("while you have a 「椎名 ましろ」: this gets free entry")).toBe(
      "このカードは、自分の「椎名 ましろ」がいる場合、〔自由登場〕を得る。",
    );
  });
  it("reads the printed conditional free entry as the same continuous text", () => {
    const printed = ok(
      "このカードは、手札にある状態で、自分の「椎名 ましろ」がいる場合、自分のメインフェイズ以外でも登場させることができる。",
    );
    expect(printed).toEqual(
      ok("このカードは、自分の「椎名 ましろ」がいる場合、〔自由登場〕を得る。"),
    );
    expect(ok("このカードは、自分のメインフェイズ以外でも登場させることができる。")).toMatchObject([
      { kind: "Keyword", keyword: "freeEntry" },
    ]);
  });
});

describe("titles in two widths (gp 01-023, gp 01-059)", () => {
  it("reads back 『ガールズ＆パンツァー』 as the same title (widths folded, as the checker and engine compare)", () => {
    readsBack(
      "[approach/own] ↓: 1 of your characters from 『ガールズ＆パンツァー』 gets +10/±0 until end of turn",
    );
  });
});

describe("the trigger `leaves by the approach of this` and designation (kmk 01-030, pm_kg 01-003, akb 01-008)", () => {
  it("reads back", () => {
    readsBack(
      "if a character of the opponent's with cost <= 2 leaves by the approach of this: ready this; this may approach again",
    );
    readsBack(
      "[main/own] [0]: choose 1 of your 「X」; this turn, if it gives a point by approach: (draw 2)",
    );
    readsBack(
      "[main/own] ↓: choose 1 character with 【Y】; this turn, if it gives a point by approach: (draw 1)",
    );
  });
});

describe("a support card's attach restriction (rulebook-examples 01-120)", () => {
  it("writes このカードは、「X」にのみセットできる and reads it back", () => {
    expect(readsBack("attach to 「平沢 唯」\n  host gets +10/±0", "support")).toBe(
      "このカードは、「平沢 唯」にのみセットできる。このカードがセットされているキャラは、+10/±0を得る。",
    );
    expect(readsBack("attach to 「平沢 唯」 or 【制服】", "support")).toBe(
      "このカードは、「平沢 唯」または【制服】を持つキャラにのみセットできる。",
    );
    expect(ok("このカードは、【制服】にのみセットできる。")).toEqual([
      { kind: "AttachRestriction", to: [{ trait: "制服" }] },
    ]);
  });
});

describe("the next card played (gp 01-005 and nine more printed texts)", () => {
  it("has no number: 1枚 is the one card played next", () => {
    expect(
      step(
        "このカードが登場した場合、このターン、自分が次にプレイする【戦車道】を持つキャラ1枚は、使用コスト-3を得る。",
      ),
    ).toEqual({
      kind: "CostChange",
      player: "you",
      delta: -3,
      card: {
        kind: "Query",
        noun: { kind: "character" },
        filters: [{ kind: "trait", traits: ["戦車道"] }],
      },
    });
    expect(
      translateText(
        "このカードが登場した場合、このターン、自分が次にプレイするキャラ2枚は、使用コスト-3を得る。",
      ).complete,
    ).toBe(false);
  });
});
