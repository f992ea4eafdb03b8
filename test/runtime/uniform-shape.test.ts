// cards/uniform-shape.ts: the database keeps every definition and every text with the same fields in
// the same order (one object shape for V8), reading what the card gave.
import { describe, expect, it } from "vitest";
import { defineCardDb } from "../../runtime/cards/database.ts";
import type { CardDef } from "../../runtime/cards/definition.ts";
import { rulesCards } from "../../runtime/samples/rules.ts";
import { seedCards } from "../../runtime/samples/seed.ts";
import { vanillaCards } from "../../runtime/samples/vanilla.ts";

const originals: readonly CardDef[] = [...vanillaCards, ...seedCards, ...rulesCards];
const db = defineCardDb("uniform-shape-test", originals);
const kept = [...db.byId.values()];

describe("the database's definitions", () => {
  it("have one list of fields, in one order, whatever fields the card gave", () => {
    const given = new Set(originals.map((d) => Object.keys(d).join(",")));
    expect(given.size).toBeGreaterThan(1); // the sample cards do differ (else this proves nothing)
    const shapes = new Set(kept.map((d) => Object.keys(d).join(",")));
    expect(shapes.size).toBe(1);
  });

  it("have one list of fields for every text, of every kind", () => {
    const texts = kept.flatMap((d) => d.abilities ?? []);
    expect(new Set(texts.map((a) => a.kind)).size).toBeGreaterThan(2);
    expect(new Set(texts.map((a) => Object.keys(a).join(","))).size).toBe(1);
  });

  it("read what the card gave, field by field, texts included", () => {
    for (const original of originals) {
      const def = db.byId.get(original.id ?? original.number)!;
      expect(def).not.toBe(original);
      // toEqual leaves out the fields that are undefined: the same card, field for field
      expect(def).toEqual(original);
      original.abilities?.forEach((a, i) => expect(def.abilities![i]!.effect).toBe(a.effect));
    }
  });
});
