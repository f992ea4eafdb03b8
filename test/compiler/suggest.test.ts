import { describe, expect, it } from "vitest";
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
