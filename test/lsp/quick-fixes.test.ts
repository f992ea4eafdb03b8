// The did-you-mean of every language becomes an edit of the diagnostic's span (services/).
import { describe, expect, it } from "vitest";
import { LanguageServices } from "../../services/index.ts";
import { applyEdits } from "./helpers.ts";

/** The text after applying every quick fix offered for its diagnostics. */
function fixed(uri: string, text: string, cards: Record<string, string> = {}): string {
  const services = new LanguageServices();
  for (const [u, t] of Object.entries(cards)) services.setText(u, t);
  services.setText(uri, text);
  const actions = services.codeActions(uri, services.diagnostics(uri));
  return applyEdits(
    text,
    actions.flatMap((a) => a.edit.changes[uri] ?? []),
  );
}

const SET =
  "title 『T』\n\ncharacter 01-001 「平沢 唯」 red cost 1 source 1 ap 10 dp 10 【音楽】\n";

describe("quick fixes from did-you-means", () => {
  it("card files: a misspelt keyword, name and trait", () => {
    const text =
      "title 『T』\n\ncharacter 01-002 「新」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: 1 of your characters named 「平沢 優」 gets +10/±0 until end of turn\n}\n";
    expect(fixed("file:///a.cards", text, { "file:///set.cards": SET })).toContain(
      "named 「平沢 唯」 gets",
    );
    const trait = text.replace("named 「平沢 優」", "with 【音栄】");
    expect(fixed("file:///a.cards", trait, { "file:///set.cards": SET })).toContain(
      "with 【音楽】 gets",
    );
    const word = text.replace(
      "1 of your characters named 「平沢 優」 gets +10/±0 until end of turn",
      "drow 1",
    );
    expect(fixed("file:///a.cards", word, { "file:///set.cards": SET })).toContain(
      "if this enters: draw 1",
    );
  });

  it("rulings: a citation of a rule the digest does not have", () => {
    const text = 'ruling "x" cites rule 6.9\n  turn 3 of A, main phase\n  expect A hand count 0\n';
    expect(fixed("file:///r.ruling", text)).toContain("cites rule 6.1");
  });

  it("offers nothing where the message has no did-you-mean", () => {
    const services = new LanguageServices();
    services.setText(
      "file:///b.cards",
      "title 『T』\n\ncharacter 01-002 「新」 red cost 1 source 1 ap 10 dp 10 {\n  if this enters: zzzzzz 1\n}\n",
    );
    const diagnostics = services.diagnostics("file:///b.cards");
    expect(diagnostics.map((d) => d.code)).toEqual(["PM1201"]);
    expect(services.codeActions("file:///b.cards", diagnostics)).toEqual([]);
  });
});
