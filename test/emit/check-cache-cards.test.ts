// The incremental checker re-checks only the cards an edit touched (compiler/cache/check-cache.ts),
// which it can see because grammar/reparse.ts keeps every other card's object. A run of random
// edits — costs, abilities swapped between cards, names and traits changed, lines added — must
// report after each edit exactly what the full checker reports on the same files.
import { describe, expect, it } from "vitest";
import { loadCardFiles } from "../../workspace/load.ts";
import { CheckCache } from "../../compiler/cache/check-cache.ts";
import { check } from "../../compiler/check.ts";
import type { CardFile } from "../../grammar/ast.ts";
import { reparse, type Parsed } from "../../grammar/reparse.ts";
import { makeRandom } from "../../runtime/core/prng.ts";

const loaded = loadCardFiles(["cardtext"]).filter((f) => f.ast && f.text !== undefined);

/** Edits at a random place of a file's text: most inside one card, some to its header. */
const EDITS: ((text: string, at: number, random: () => number) => string)[] = [
  (t, at) => t.slice(0, at) + t.slice(at).replace(/cost (\d+)/, (_, n: string) => `cost ${+n + 1}`),
  (t, at) => t.slice(0, at) + t.slice(at).replace(/draw (\d+)/, (_, n: string) => `draw ${+n + 2}`),
  (t, at) =>
    t.slice(0, at) +
    t.slice(at).replace("ready 1 of your characters", "ready 1 of your 「存在しない」"),
  (t, at) => t.slice(0, at) + t.slice(at).replace(/\n {2}\S/, (m) => `\n  // a note${m}`),
  (t, at) =>
    t.slice(0, at) +
    t.slice(at).replace(/「([^」]+)」 (red|blue|yellow|green|purple)/, "「$1改」 $2"),
  (t, at) => t.slice(0, at) + t.slice(at).replace("【", "【新しい】【"),
  (t, at, random) => {
    // An ability line of one card in place of one of another card.
    const lines = t.split("\n");
    const abilities = lines.flatMap((l, i) => (/^ {2}\S/.test(l) ? [i] : []));
    if (abilities.length < 2) return t;
    const here = abilities.find((i) => i >= t.slice(0, at).split("\n").length) ?? abilities[0]!;
    lines[here] = lines[abilities[Math.floor(random() * abilities.length)]!]!;
    return lines.join("\n");
  },
];

describe("per-card incremental check = full check", () => {
  it("after each of 40 random edits", () => {
    const random = makeRandom(20261203);
    const texts = new Map(loaded.map((f) => [f.file, f.text!]));
    const parsed = new Map<string, Parsed>(
      loaded.map((f) => [
        f.file,
        { text: f.text!, result: { ast: f.ast!, diagnostics: f.diagnostics ?? [] } },
      ]),
    );
    const cache = new CheckCache();
    const files = (): CardFile[] => loaded.map((f) => parsed.get(f.file)!.result.ast);
    cache.check(files(), []);
    const runs = { incremental: 0, full: 0, fewCards: 0 };
    for (let i = 0; i < 40; i++) {
      const file = loaded[Math.floor(random() * loaded.length)]!.file;
      const text = texts.get(file)!;
      const edit = EDITS[Math.floor(random() * EDITS.length)]!;
      const next = edit(text, Math.floor(random() * text.length), random);
      if (next === text) continue;
      texts.set(file, next);
      parsed.set(file, { text: next, result: reparse(parsed.get(file), next, file) });
      const all = files();
      const prior = [...parsed.values()].flatMap((p) => p.result.diagnostics);
      const got = cache.check(all, prior);
      expect(got).toEqual(check(all, { prior }).diagnostics);
      runs[cache.lastRun]++;
      if (cache.lastRun === "incremental" && cache.lastChecked <= 2) runs.fewCards++;
    }
    // Both paths ran, and most incremental runs checked one card (or two, a line moved).
    expect(runs.full).toBeGreaterThan(0);
    expect(runs.incremental).toBeGreaterThan(5);
    expect(runs.fewCards).toBeGreaterThan(3);
  });
});
