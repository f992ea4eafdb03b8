// The `when` family (issue 13): trigger variants, battle state and turn history. The translator
// reads 妨害されるごとに (each time it is blocked), a keyword box that opens a sentence as a filter
// (〔アクティブ〕を持つ自分のキャラが…), the states 妨害されている / アプローチまたは妨害に参加している
// of a card or of a kind of card, 《使用条件》:…がアプローチに参加している, and turn history
// このターンの間に、<subject>が<event>している場合 — the card language's `this turn <event>`
// (HappenedThisTurn), which the engine reads from the events it keeps for the turn
// (rulings/turn-history.ruling plays it).
import { describe, expect, it } from "vitest";
import { format, parse } from "../../grammar/index.ts";
import { translateText } from "../../translate/translate.ts";
import { lowerAbilityLine } from "../emit/helpers.ts";
import { ok, readsBack, roundTrips, This } from "./expect-translation.ts";

const AHB2 = "自分の【超平和バスターズ】が妨害されるごとに、自分のキャラ1枚を活動状態にできる。";
const KMR_ACTIVE =
  "〔アクティブ〕を持つ自分のキャラがアプローチで退場するごとに、カードを1枚引く。";
const WHN = "[アプローチ/自分]:《0》このカードが妨害されている場合、カードを1枚引く。";
const NUKN = "[アプローチ/自分]:《3》緑のキャラが妨害されている場合、カードを2枚引く。";
const CP =
  "[アプローチ/両方]:《2》このカードがアプローチまたは妨害に参加している場合、キャラ1枚は、ターン終了時まで-20/-20を得る。";
const MDK =
  "《使用条件》:自分の「巴 マミ」がアプローチに参加している。[アプローチ/自分]:休息状態の相手のキャラ1枚を手札に戻す。";
const KMR =
  "[アプローチ/両方]:《休》このターンの間にキャラが退場している場合、カードを2枚引く。その場合、このカードを捨て札にする。";
const OGR =
  "[アプローチ/自分]:自分のキャラ1枚を活動状態にする。このターン、自分のキャラがアプローチでポイントを与えている場合、カードを1枚引く。";
const SEKN =
  "[メイン/自分]:《休》このターンの間に、自分の「加藤 恵」が登場している場合、カードを1枚引く。";

describe("trigger variants", () => {
  it("reads 妨害されるごとに as `each time … is blocked` (AHB2 P-010a)", () => {
    expect(ok(AHB2)).toMatchObject([
      { kind: "Triggered", mode: "eachTime", trigger: { event: "isBlocked" } },
    ]);
    expect(roundTrips(AHB2).ja).toBe(
      "【超平和バスターズ】を持つ自分のキャラが妨害されるごとに、自分のキャラ1枚を活動状態にすることができる。",
    );
  });

  it("reads a keyword box opening a sentence as a filter, not as a keyword (KMR 01-067)", () => {
    const [a] = ok(KMR_ACTIVE) as { kind: string; trigger: { subject: { filters: unknown[] } } }[];
    expect(a).toMatchObject({ kind: "Triggered", mode: "eachTime", trigger: { event: "leaves" } });
    expect(a!.trigger.subject.filters).toContainEqual({
      kind: "keyword",
      keyword: { keyword: "active" },
    });
  });

  it("still reads a keyword box alone as the keyword", () => {
    expect(ok("〔アクティブ〕")).toEqual([{ kind: "Keyword", keyword: "active" }]);
  });
});

describe("battle state as a condition", () => {
  it("reads 妨害されている場合 at the start of an activated effect (WHN 01-001)", () => {
    const [a] = ok(WHN) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Conditional",
      condition: { kind: "Is", subject: This, state: "blocked" },
    });
    expect(roundTrips(WHN).ja).toBe(WHN);
  });

  it("reads a state of a kind of card: some such card is in it (NUKN 01-088)", () => {
    const [a] = ok(NUKN) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      condition: { kind: "Is", subject: { kind: "Query" }, state: "blocked" },
    });
    const lowered = lowerAbilityLine("[approach/own] [3]: if green characters are blocked, draw 2");
    expect(lowered.diagnostics).toEqual([]);
    expect(JSON.stringify(lowered.def.abilities)).toContain(
      '"cond":"count","of":{"sel":"cards","owner":"any","zone":"field","filter":{"kind":"character","color":"green","blocked":true}},"op":">=","n":1',
    );
  });

  it("reads アプローチまたは妨害に参加している as either state (CP 01-005)", () => {
    const [a] = ok(CP) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      condition: {
        kind: "Or",
        left: { kind: "Is", state: "approaching" },
        right: { kind: "Is", state: "blocking" },
      },
    });
    roundTrips(CP);
  });

  it("reads 《使用条件》:…がアプローチに参加している (MDK 01-113)", () => {
    expect(ok(MDK)[0]).toMatchObject({
      kind: "PlayRequirement",
      condition: { kind: "Is", subject: { kind: "Query" }, state: "approaching" },
    });
    expect(roundTrips(MDK).ja).toBe(MDK.replace("している。", "している"));
  });
});

describe("turn history: `this turn <event>`", () => {
  it("reads このターンの間に<subject>が退場している場合 (KMR 01-028)", () => {
    const [a] = ok(KMR) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "Conditional",
      condition: {
        kind: "HappenedThisTurn",
        event: { event: "leaves", subject: { kind: "Query", quantity: { kind: "any" } } },
      },
    });
    roundTrips(KMR);
  });

  it("reads アプローチでポイントを与えている (OGR 01-106) and 登場している (SEKN 01-060)", () => {
    const [o] = ok(OGR) as { effect: { steps: { step: unknown }[] } }[];
    expect(o!.effect.steps[1]!.step).toMatchObject({
      condition: { kind: "HappenedThisTurn", event: { event: "givesPoint", byApproach: true } },
    });
    const [s] = ok(SEKN) as { effect: { steps: { step: unknown }[] } }[];
    expect(s!.effect.steps[0]!.step).toMatchObject({
      condition: { kind: "HappenedThisTurn", event: { event: "enters" } },
    });
    expect(roundTrips(SEKN).ja).toBe(SEKN);
  });

  const line = "[main/own]: if this turn a character of yours leaves, draw 1";

  it("parses, prints back canonically and reads back from its Japanese", () => {
    const src = `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  ${line}\n}\n`;
    const { ast, diagnostics } = parse(src, "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
    expect(readsBack(line)).toBe(
      "[メイン/自分]:このターンの間に、自分のキャラが退場している場合、カードを1枚引く。",
    );
  });

  it("lowers to the runtime's `happened` condition on the trigger's words", () => {
    const lowered = lowerAbilityLine(line);
    expect(lowered.diagnostics).toEqual([]);
    expect(JSON.stringify(lowered.def.abilities)).toContain(
      '{"cond":"happened","on":{"event":"leaves","subject":"yours","filter":{"kind":"character"}}}',
    );
  });

  it("lowers an event with a count to `times` (at least that many this turn, ORSK 01-065)", () => {
    const lowered = lowerAbilityLine(
      "[main/own]: if this turn a character of yours enters 2 times this turn, draw 1",
    );
    expect(lowered.diagnostics).toEqual([]);
    expect(JSON.stringify(lowered.def.abilities)).toContain('"cond":"happened"');
    expect(JSON.stringify(lowered.def.abilities)).toContain('"times":2');
  });

  it("is refused for an event with a manner (an area: not kept in history)", () => {
    const lowered = lowerAbilityLine(
      "[main/own]: if this turn a character of yours enters the support area, draw 1",
    );
    expect(lowered.diagnostics.map((d) => d.code)).toContain("PM4001");
  });

  it("leaves 登場している without このターン to the state reading (not history)", () => {
    const t = translateText("このカードがアプローチに参加している場合、カードを1枚引く。", "t");
    expect(JSON.stringify(t.abilities)).not.toContain("HappenedThisTurn");
  });
});

describe("moments and created triggers", () => {
  const OREG3 =
    "自分のターン終了時、休息状態の相手のキャラが5枚以上いる場合、相手に1ポイント与える。";
  const ORG2 =
    "このカードが登場した場合、このターン、相手のイベントカードがプレイされた場合、相手のキャラ1枚を休息状態にする。";

  it("reads ターン終了時、 with a 場合-condition as a conditional step, and 1ポイント与える (OREG3 03-025)", () => {
    expect(ok(OREG3)).toMatchObject([
      {
        kind: "Triggered",
        mode: "at",
        trigger: { event: "turnEnd", whose: "your" },
        effect: {
          steps: [
            {
              step: {
                kind: "Conditional",
                condition: { kind: "Count", op: ">=", value: 5 },
                effect: { kind: "GivePoints", player: "opponent", amount: { value: 1 } },
              },
            },
          ],
        },
      },
    ]);
    roundTrips(OREG3);
  });

  it("reads a trigger created for this turn as a trigger's effect (ORG2 02-026)", () => {
    expect(ok(ORG2)).toMatchObject([
      {
        kind: "Triggered",
        trigger: { event: "enters" },
        effect: {
          steps: [
            {
              step: {
                kind: "CreateTrigger",
                mode: "if",
                trigger: { event: "cardPlayed", player: "opponent" },
              },
            },
          ],
        },
      },
    ]);
    roundTrips(ORG2);
  });
});

describe("the other party of an event: `is blocked by <selector>`", () => {
  const GP = "このカードが使用コストの値が3以下のキャラに妨害された場合、カードを1枚引く。";
  const line = "if this is blocked by a character with cost <= 3: draw 1";

  it("reads <blocker>に妨害された場合 (GP 01-086) and renders it back", () => {
    expect(ok(GP)).toMatchObject([
      {
        kind: "Triggered",
        trigger: {
          event: "isBlocked",
          subject: This,
          blocker: { kind: "Query", noun: { kind: "character" } },
        },
      },
    ]);
    expect(roundTrips(GP).ja).toBe(GP);
  });

  it("parses, prints back and lowers to the trigger's blocker filter", () => {
    const src = `title 『T』\ncharacter 09-001 「テスト」 red cost 1 source 1 {\n  ${line}\n}\n`;
    const { ast, diagnostics } = parse(src, "t.cards");
    expect(diagnostics).toEqual([]);
    expect(format(ast)).toContain(line);
    const lowered = lowerAbilityLine(line);
    expect(lowered.diagnostics).toEqual([]);
    expect(lowered.def.abilities?.[0]).toMatchObject({
      kind: "triggered",
      on: { event: "isBlocked", subject: "this", blocker: { cost: { op: "<=", n: 3 } } },
    });
  });
});
