// The incremental checker (compiler/cache/check-cache.ts) must report exactly what the full
// checker reports, whether it re-checks only the edited file or falls back to a full check.
import { describe, expect, it } from "vitest";
import { loadCardFiles } from "../../workspace/load.ts";
import { CheckCache } from "../../compiler/cache/check-cache.ts";
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
      expect(got).toEqual(check(next).diagnostics);
    });
  }
});
