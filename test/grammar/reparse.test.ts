// reparse (grammar/reparse.ts) must give exactly what parsing the whole new text gives, whether it
// splices one card or falls back: random edits of real card files, one after another.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/index.ts";
import { reparse, type Parsed } from "../../grammar/reparse.ts";
import { makeRandom } from "../../runtime/core/prng.ts";

const FILES = ["cardtext/pm_k-on.cards", "cardtext/ahb.cards", "cardtext/mdk.cards"];

/** Edits a person makes while typing: a digit changed, a character typed or deleted, a line added. */
const EDITS: ((text: string, at: number, random: () => number) => string)[] = [
  (t, at) =>
    t.replace(/cost (\d+)/g, (m, n: string, o: number) => (o >= at ? `cost ${Number(n) + 7}` : m)),
  (t, at) => `${t.slice(0, at)}x${t.slice(at)}`,
  (t, at) => `${t.slice(0, at)}${t.slice(at + 1)}`,
  (t, at) => `${t.slice(0, at)}\n${t.slice(at)}`,
  (t, at) => `${t.slice(0, at)}\n  // a note\n${t.slice(at)}`,
  (t, at) => `${t.slice(0, at)} // a note${t.slice(at)}`,
  (t, at, r) => {
    // Replace a whole ability line by another line of the file.
    const lines = t.split("\n");
    const i = t.slice(0, at).split("\n").length - 1;
    lines[i] = lines[Math.floor(r() * lines.length)]!;
    return lines.join("\n");
  },
  (t, at) => t.slice(0, at) + t.slice(at).replace("ap 10", "ap 30"),
];

/** Reparse, compare with a whole parse; `spliced` counts the edits the splice took (objects kept). */
function check(previous: Parsed, text: string, file: string, stats: { spliced: number }): Parsed {
  const got = reparse(previous, text, file);
  const want = parse(text, file);
  expect(got).toEqual(want);
  if (got.ast.items.length > 1 && got.ast.items[0] === previous.result.ast.items[0])
    stats.spliced++;
  return { text, result: got };
}

describe("reparse = parse", () => {
  for (const file of FILES) {
    it(`random edits of ${file}`, () => {
      const random = makeRandom(file.length * 7919);
      const original = readFileSync(file, "utf8");
      let text = original;
      let parsed: Parsed = { text, result: parse(text, file) };
      const stats = { spliced: 0 };
      for (let i = 0; i < 80; i++) {
        const at = Math.floor(random() * text.length);
        const edit = EDITS[Math.floor(random() * EDITS.length)]!;
        const next = edit(text, at, random);
        if (next === text) continue;
        parsed = check(parsed, next, file, stats);
        text = next;
        // A broken file is parsed whole from then on: go back to the clean text now and then.
        if (parsed.result.diagnostics.length > 0 && random() < 0.5)
          parsed = check(parsed, (text = original), file, stats);
      }
      // The splice itself was exercised, not only the fallback.
      expect(stats.spliced).toBeGreaterThan(10);
    });
  }

  it("an edit inside one card re-uses the other cards' objects", () => {
    const file = "cardtext/pm_k-on.cards";
    const text = readFileSync(file, "utf8");
    const before = parse(text, file);
    const at = text.indexOf("cost 2 source 2 ap 20 dp 10");
    const next = `${text.slice(0, at)}cost 3${text.slice(at + 6)}`;
    const after = reparse({ text, result: before }, next, file);
    expect(after).toEqual(parse(next, file));
    const changed = after.ast.items.filter((it, i) => it !== before.ast.items[i]);
    expect(changed).toHaveLength(1);
  });

  it("an unchanged text gives back the same result, a first parse parses", () => {
    const file = "cardtext/ahb.cards";
    const text = readFileSync(file, "utf8");
    const first = reparse(undefined, text, file);
    expect(first).toEqual(parse(text, file));
    expect(reparse({ text, result: first }, text, file)).toBe(first);
  });
});
