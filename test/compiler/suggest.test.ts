import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { closestMatch, editDistance } from "../../compiler/suggest.ts";

describe("editDistance", () => {
  it("counts code points, not UTF-16 units", () => {
    expect(editDistance("𠮷野", "吉野")).toBe(1);
  });
  it("counts a transposition as one edit", () => {
    expect(editDistance("あいう", "いあう")).toBe(1);
    expect(editDistance("abc", "abc")).toBe(0);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("closestMatch", () => {
  const names = ["平沢 唯", "平沢 憂", "秋山 澪", "田井中 律"];
  it("finds a name written without its space", () => {
    expect(closestMatch("平沢唯", names)).toBe("平沢 唯");
  });
  it("finds a one-character slip", () => {
    expect(closestMatch("秋山 零", names)).toBe("秋山 澪");
  });
  it("suggests nothing when nothing is close", () => {
    expect(closestMatch("鹿目 まどか", names)).toBeUndefined();
  });
  it("never suggests the word itself", () => {
    expect(closestMatch("平沢 唯", ["平沢 唯"])).toBeUndefined();
  });
});

describe("closestMatch skips candidates by length", () => {
  /** The definition, measuring every candidate: what the pruned search must always answer. */
  function measuringAll(word: string, candidates: readonly string[]): string | undefined {
    const loose = (t: string) =>
      t
        .replace(/[\s\u3000・]/g, "")
        .normalize("NFKC")
        .toLowerCase();
    const limit = Math.max(1, Math.floor([...word].length / 3));
    let best: string | undefined;
    let bestDistance = Infinity;
    for (const c of candidates) {
      if (c === word) continue;
      const d = loose(c) === loose(word) ? 0 : editDistance(word, c);
      if (d < bestDistance || (d === bestDistance && best !== undefined && c < best)) {
        best = c;
        bestDistance = d;
      }
    }
    return bestDistance <= limit ? best : undefined;
  }
  // Few letters, so that near misses, ties and space-only differences are common.
  const word = fc.stringMatching(/^[あいう 　・A-Ca-c]{0,9}$/);

  it("answers what measuring every candidate answers (ties, spaces, width)", () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 30 }), (w, candidates) => {
        expect(closestMatch(w, candidates)).toBe(measuringAll(w, candidates));
      }),
      { numRuns: 2000 },
    );
  });
});
