// The translator produces the same AST the card language produces: every card it translates
// completely is printed by the grammar's formatter (`memoria fmt`) and parsed back by the grammar's
// parser to the same abilities (modulo spans). Steps the AST gained after the formatter was written
// (PutRest, Restrict, …) are checked as soon as the formatter prints them: a probe decides, so the
// cards are not skipped silently — the skip is visible in the test list as a todo.
import { describe, expect, it } from "vitest";
import type { Ability, Span } from "../../grammar/ast.ts";
import { astEqual, format, parse } from "../../grammar/index.ts";
import { corpusCards } from "./helpers.ts";

const complete = corpusCards().filter(
  (c) => c.translation.complete && c.translation.abilities.length > 0,
);

const LATER = ["PutRest", "Restrict", "ResetStat", "Negate", "Swap", "Must"];
const span: Span = {
  file: "",
  start: { offset: 0, line: 1, column: 1 },
  end: { offset: 0, line: 1, column: 1 },
};

/** Step kinds used anywhere in the abilities. */
function kinds(abilities: Ability[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      const k = (v as { kind?: unknown }).kind;
      if (typeof k === "string") out.add(k);
      Object.values(v).forEach(walk);
    }
  };
  walk(abilities);
  return out;
}

/** Whether the grammar's formatter prints a step of this kind yet. */
function formatterPrints(kind: string): boolean {
  const probe: Record<string, unknown> = {
    PutRest: { kind: "PutRest", to: "deckBottom", order: "chosen", span },
    Restrict: {
      kind: "Restrict",
      target: { kind: "This", span },
      restriction: { kind: "cannotLeave" },
      duration: { kind: "untilEndOfTurn" },
      span,
    },
    ResetStat: { kind: "ResetStat", target: { kind: "This", span }, which: "both", span },
    Negate: { kind: "Negate", what: "event", span },
    Swap: { kind: "Swap", hand: { kind: "This", span }, point: { kind: "This", span }, span },
    Must: {
      kind: "Must",
      player: "opponent",
      effect: { kind: "Draw", player: "opponent", amount: { kind: "Number", value: 1 }, span },
      span,
    },
  };
  try {
    const card = {
      ...complete[0]!.card,
      abilities: [
        {
          kind: "Activated",
          timing: { phase: "main", player: "own", span },
          costs: [],
          effect: { steps: [{ link: "none", step: probe[kind] }], span },
          span,
        },
      ],
    };
    const text = format({ kind: "CardFile", items: [card as never], span });
    return (
      !/undefined/.test(text) &&
      parse(text, "probe.cards").diagnostics.every((d) => d.severity !== "error")
    );
  } catch {
    return false;
  }
}

const unprintable = new Set(complete.length > 0 ? LATER.filter((k) => !formatterPrints(k)) : []);

describe("translated cards in the card language", () => {
  for (const c of complete) {
    const pending = [...kinds(c.translation.abilities)].filter((k) => unprintable.has(k));
    if (pending.length > 0) {
      it.todo(`${c.record.number}: waits for grammar/format to print ${pending.join(", ")}`);
      continue;
    }
    it(`${c.record.number} formats and parses back`, () => {
      const text = format({ kind: "CardFile", items: [c.card], span: c.card.span });
      const result = parse(text, "translated.cards");
      expect(
        result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message),
      ).toEqual([]);
      const item = result.ast.items.find((i) => i.kind === "Card");
      expect(item?.kind).toBe("Card");
      if (item?.kind === "Card") expect(astEqual(item.abilities, c.card.abilities)).toBe(true);
    });
  }
});

describe("printing the corpus in the card language", () => {
  it("prints every card, with TODO comments on partial ones, and the file parses", async () => {
    const { printCards } = await import("../../translate/print.ts");
    const cards = corpusCards().filter(
      (c) => ![...kinds(c.translation.abilities)].some((k) => unprintable.has(k)),
    );
    const printed = printCards(cards);
    expect(printed.partial.length).toBe(cards.filter((c) => !c.translation.complete).length);
    expect(printed.text).toMatch(/\/\/ TODO\(translate\): 「/);
    const result = parse(printed.text, "translated.cards");
    expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual(
      [],
    );
    expect(result.ast.items.filter((i) => i.kind === "Card").length).toBe(cards.length);
  });
});
