import { describe, expect, it } from "vitest";
import {
  buildSymbolTable,
  isKnown,
  kindsNamed,
  lookupKey,
  namesOf,
  suggest,
} from "../../compiler/bind.ts";
import { cardFile, character, event, support } from "./ast-builders.ts";

describe("symbol table", () => {
  const files = [
    cardFile(
      "けいおん!",
      character("01-001", "平沢 唯", { traits: ["制服", "音楽"] }),
      character("01-009", "田井中 律&平沢 唯", {}),
      event("01-101", "うんたん♪"),
      support("01-120", "ギー太"),
    ),
    cardFile("刀語", character("02-001", "鑢 七花")),
  ];
  const symbols = buildSymbolTable(files, { names: ["本間 芽衣子"] });

  it("declares both halves of a combi name and the whole (rule 7.6)", () => {
    expect(namesOf(character("x", "田井中 律&平沢 唯"))).toEqual([
      "田井中 律&平沢 唯",
      "田井中 律",
      "平沢 唯",
    ]);
    const named = (name: string) =>
      symbols.names.get(lookupKey("names", name))?.map((c) => c.number);
    expect(named("田井中 律")).toEqual(["01-009"]);
    expect(named("平沢 唯")).toEqual(["01-001", "01-009"]);
  });
  it("finds a name however the space between family and given name is written (NAMES_IGNORE_SPACING)", () => {
    expect(isKnown(symbols, "names", "平沢唯")).toBe(true);
    expect(isKnown(symbols, "names", "平沢　唯")).toBe(true);
    expect(isKnown(symbols, "names", "平沢 結")).toBe(false);
  });
  it("resolves across files, and names declared by the caller", () => {
    expect(isKnown(symbols, "names", "鑢 七花")).toBe(true);
    expect(isKnown(symbols, "names", "本間 芽衣子")).toBe(true);
    expect(isKnown(symbols, "titles", "刀語")).toBe(true);
    expect(isKnown(symbols, "traits", "音楽")).toBe(true);
  });
  it("knows which kinds of card bear a name", () => {
    expect([...(kindsNamed(symbols, "ギー太") ?? [])]).toEqual(["support"]);
    expect(kindsNamed(symbols, "誰か")).toBeUndefined();
  });
  it("suggests the closest declared spelling", () => {
    expect(suggest(symbols, "names", "平沢 結")).toBe("平沢 唯");
    expect(suggest(symbols, "traits", "制腹")).toBe("制服");
  });
});
