// Turn history (issue 13): what took part in an approach or a block this turn (the `participated`
// filter), an event earlier in the turn as a trigger's condition, a card chosen now and looked at
// again at the end of the turn, and the blocker of this card marked for the end of the turn.
import { describe, expect, it } from "vitest";
import type { CardDecl } from "../../grammar/ast.ts";
import { format, parse } from "../../grammar/index.ts";
import { ok, readsBack, step } from "./expect-translation.ts";

const participated = (how: string) => ({ kind: "participated", in: how });

describe("the participated filter in the card language", () => {
  const card = (line: string) =>
    `title 『T』\nevent 09-001 「テスト」 red cost 0 source 1 {\n  ${line}\n}\n`;

  it.each([
    ["draw count(your characters that approached this turn)", "approach"],
    ["trash 1 of the opponent's characters that blocked this turn", "block"],
    [
      "you may trash 1 of the opponent's characters with dp <= 30 that approached or blocked this turn",
      "either",
    ],
  ])("parses and prints `%s`", (line, how) => {
    const { ast, diagnostics } = parse(card(`[main/own]: ${line}`), "t.cards");
    expect(diagnostics).toEqual([]);
    const decl = ast.items.find((i): i is CardDecl => i.kind === "Card")!;
    expect(JSON.stringify(decl.abilities)).toContain(`"kind":"participated","in":"${how}"`);
    expect(format(ast)).toContain(line);
  });

  it("refuses a misspelt form (no `approached` without `that`)", () => {
    const { diagnostics } = parse(
      card("[main/own]: draw count(your characters approached this turn)"),
      "t.cards",
    );
    expect(diagnostics.length).toBeGreaterThan(0);
  });
});

describe("translating turn history", () => {
  it("このターン、アプローチまたは妨害に参加している… (TRDR 01-040)", () => {
    const [a] = ok(
      "このカードが退場した場合、このターン、アプローチまたは妨害に参加しているDPの値が30以下の相手のキャラ1枚を捨て札にすることができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[0]!.step).toMatchObject({
      kind: "May",
      effect: { kind: "Trash", target: { filters: [participated("either"), { kind: "compare" }] } },
    });
  });

  it("…と同じ枚数カードを引く: a draw of a count (GG 01-113)", () => {
    expect(
      step(
        "[アプローチ/自分]:このターンの間にアプローチに参加している自分のキャラと同じ枚数カードを引く。",
      ),
    ).toMatchObject({
      kind: "Draw",
      amount: { kind: "Count", of: { owner: "your", filters: [participated("approach")] } },
    });
  });

  it("<event>したターンの間に、<trigger>: a condition on the trigger (KMG 06-045)", () => {
    const [a] = ok(
      "このカードが登場したターンの間に、このカード以外の自分の「羽川 翼」が登場した場合、カードを1枚引く。",
    );
    expect(a).toMatchObject({
      kind: "Triggered",
      trigger: { event: "enters", subject: { filters: [{ kind: "other" }] } },
      condition: {
        kind: "HappenedThisTurn",
        event: { event: "enters", subject: { kind: "This" } },
      },
    });
  });

  it("…しなかった場合、ターン終了時に…: chosen now, looked at at the end of the turn (PM_K-ON 01-100)", () => {
    const [a] = ok(
      "[メイン/相手]:活動状態の相手のキャラ1枚は、このターン、アプローチに参加しなかった場合、ターン終了時に手札に戻る。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps.map((s) => s.step)).toMatchObject([
      { kind: "Designate", target: { quantity: { kind: "exactly", n: 1 } } },
      {
        kind: "Delayed",
        effect: {
          kind: "Conditional",
          condition: { kind: "Not", condition: { kind: "Matches", subject: { kind: "It" } } },
          effect: { kind: "ReturnToHand", target: { kind: "It" } },
        },
      },
    ]);
  });

  it("…アプローチに参加した場合、…: a trigger for this turn about the chosen card (KSC 01-001)", () => {
    const [a] = ok(
      "自分の「住吉 千里」がアプローチで退場した場合、自分の「住吉 千里」1枚は、このターン、アプローチに参加した場合、ターン終了時まで+20/+20を得るとともに活動状態になる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "CreateTrigger",
      trigger: { event: "approaches", subject: { kind: "It" } },
    });
  });

  it("このカードを妨害したキャラは、ターン終了時に…: each block marks the blocker (PM_K-ON P-003)", () => {
    const [a] = ok("このカードを妨害したキャラは、ターン終了時に手札に戻る。");
    expect(a).toMatchObject({
      kind: "Triggered",
      mode: "eachTime",
      trigger: { event: "isBlocked", subject: { kind: "This" } },
    });
  });

  it("このターン、そのキャラは、もう一度アプローチに… (NG 01-073)", () => {
    const [a] = ok(
      "[アプローチ/両方]:自分の「飯島 ゆん」1枚を活動状態にする。このターン、そのキャラは、もう一度アプローチに参加することができる。",
    ) as { effect: { steps: { step: unknown }[] } }[];
    expect(a!.effect.steps[1]!.step).toMatchObject({
      kind: "ApproachAgain",
      target: { kind: "It" },
    });
  });

  it("the filter renders to Japanese that reads back the same", () => {
    expect(
      readsBack(
        "[main/own]: trash 1 of the opponent's characters that approached or blocked this turn",
        "event",
      ),
    ).toContain("このターンの間にアプローチまたは妨害に参加している");
  });
});
