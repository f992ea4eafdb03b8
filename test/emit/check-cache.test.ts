// The incremental checker (compiler/cache/check-cache.ts) must report exactly what the full
// checker reports, whether it re-checks only the edited file or falls back to a full check.
import { describe, expect, it } from "vitest";
import { loadCardFiles } from "../../workspace/load.ts";
import { CheckCache } from "../../compiler/cache/check-cache.ts";
import type { SymbolTable } from "../../compiler/bind.ts";
import { check } from "../../compiler/check.ts";
import { parse } from "../../grammar/index.ts";

const loaded = loadCardFiles(["cardtext"]).filter((f) => f.ast && f.text !== undefined);

/** The corpus with one file's text changed by `edit`. */
function edited(file: string, edit: (text: string) => string) {
  return loaded.map((f) => {
    if (f.file !== file) return f.ast!;
    const text = edit(f.text!);
    expect(text).not.toBe(f.text);
    return parse(text, f.file).ast;
  });
}

describe("incremental check = full check", () => {
  const cases: [string, string, (t: string) => string, "full" | "incremental"][] = [
    [
      "a cost edit",
      "cardtext/pm_k-on.cards",
      (t) => t.replace("cost 2 source 2 ap 20 dp 10", "cost 3 source 2 ap 20 dp 10"),
      "incremental",
    ],
    [
      "an ability that now has an error",
      "cardtext/pm_k-on.cards",
      (t) => t.replace("ready 1 of your characters", "ready 1 of your 「存在しない」"),
      "incremental",
    ],
    ["a new todo", "cardtext/ahb.cards", (t) => t.replace("(draw 2)", '(todo "x")'), "incremental"],
    [
      "a renamed card",
      "cardtext/pm_k-on.cards",
      (t) => t.replace("「秋山 澪」 blue cost 4", "「秋山 みお」 blue cost 4"),
      "full",
    ],
    ["a new trait", "cardtext/ahb.cards", (t) => t.replace("【", "【新しい】【"), "full"],
    // A second printing of 01-091a with other data: rule 1.3 compares printings, so a full check.
    [
      "a variant printing",
      "cardtext/mdk.cards",
      (t) =>
        t.replace(
          "event 01-091a",
          "event 01-091b 「彼女らの見つめる先は」 red cost 3 source 1\n\nevent 01-091a",
        ),
      "full",
    ],
  ];
  for (const [label, file, edit, expected] of cases) {
    it(label, () => {
      const cache = new CheckCache();
      const base = loaded.map((f) => f.ast!);
      expect(cache.check(base, [])).toEqual(check(base).diagnostics);
      const next = edited(file, edit);
      const got = cache.check(next, []);
      expect(cache.lastRun).toBe(expected);
      const full = check(next);
      expect(got).toEqual(full.diagnostics);
      // The table kept between edits is the one the full checker builds: same keys in the same
      // order, and the edited file's new card objects (checks compare cards by identity).
      expect(sameTable(cache.symbolTable!, full.symbols)).toBe(true);
    });
  }

  it("several edits in a row keep the table in step", () => {
    const cache = new CheckCache();
    let files = loaded.map((f) => f.ast!);
    cache.check(files, []);
    for (const n of [3, 4, 5]) {
      files = edited("cardtext/pm_k-on.cards", (t) =>
        t.replace("cost 2 source 2 ap 20 dp 10", `cost ${n} source 2 ap 20 dp 10`),
      );
      expect(cache.check(files, [])).toEqual(check(files).diagnostics);
      expect(cache.lastRun).toBe("incremental");
      expect(sameTable(cache.symbolTable!, check(files).symbols)).toBe(true);
    }
  });
});

/** Two symbol tables hold the same keys in the same order, each with the very same objects. */
function sameTable(a: SymbolTable, b: SymbolTable): boolean {
  const maps = ["names", "traits", "titles", "identities", "printings"] as const;
  return maps.every((m) => {
    const x = [...a[m]];
    const y = [...b[m]];
    return (
      x.length === y.length &&
      x.every(([key, v], i) => {
        const [key2, w] = y[i]!;
        const list = [v].flat();
        const list2 = [w].flat();
        return key === key2 && list.length === list2.length && list.every((o, k) => o === list2[k]);
      })
    );
  });
}
