// A ruling with cards of its own gets its base's shared database extended by them (runtime
// extendCardDb, ruling-runner/databases.ts, issue 15): for every ruling and file of the repository
// that declares cards, the extended database is the one defining every card again made, effect ids
// included; and a card that takes a base card's number still leaves that card out.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseRuling, type RulingFile } from "../../grammar/ruling/index.ts";
import type { CardDef } from "../../runtime/index.ts";
import { compileTexts } from "../../ruling-runner/card-texts.ts";
import { baseCards, buildDb, compiledSetCards } from "../../ruling-runner/cards.ts";
import { baseDb } from "../../ruling-runner/databases.ts";
import { cardDbDifference, cardDbFingerprint } from "../helpers/card-db-fingerprint.ts";

const root = join(import.meta.dirname, "../../rulings");
const files = readdirSync(root, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ruling"))
  .sort();

/** The base a file names (`cards …`), samples by default, as the runner picks it. */
async function baseOf(ast: RulingFile): Promise<readonly CardDef[]> {
  const d = ast.database;
  if (d?.base === "compiled")
    return (d.sets.length > 0 ? await compiledSetCards(d.sets) : await baseCards("compiled"))!;
  return (await baseCards("samples"))!;
}

describe("extended card databases", () => {
  it("are the databases defining every card again gives, for every ruling's own cards", async () => {
    let extended = 0;
    for (const f of files) {
      const text = readFileSync(join(root, f), "utf8");
      const { ast } = parseRuling(f, text);
      const base = await baseOf(ast);
      const own = [...ast.cards, ...ast.rulings.flatMap((r) => r.cards)];
      const texts = compileTexts(f, text, own, base).compiled;
      for (const decls of [ast.cards, ...ast.rulings.map((r) => [...ast.cards, ...r.cards])]) {
        if (decls.length === 0) continue;
        const fresh = buildDb("test-fresh", base, decls, texts);
        const reused = buildDb("test-extended", base, decls, texts, baseDb(base));
        expect(cardDbDifference(reused, fresh), f).toBeUndefined();
        if (!decls.some((d) => base.some((c) => c.number === d.number))) extended++;
      }
    }
    // Most rulings with cards of their own take the extended path (no base number taken).
    expect(extended).toBeGreaterThan(100);
  });

  it("keep what the base's texts make the engine track (readied characters, void texts)", async () => {
    // SG 01-012 (saga) makes texts void; no card asks yet which characters an effect readied, so
    // one made here does (a filter's `readiedByEffect`, the field the database looks for).
    const saga = (await compiledSetCards(["saga"]))!;
    const tracker = {
      number: "T-900",
      name: "追跡",
      kind: "character",
      color: "purple",
      title: "t",
      cost: 0,
      source: 0,
      ap: 10,
      dp: 10,
      abilities: [
        {
          kind: "continuous",
          effect: { mod: "stats", who: { readiedByEffect: true }, ap: 0, dp: 0 },
        },
      ],
    } as unknown as CardDef;
    const base = [...saga, tracker];
    expect(baseDb(base).tracksReadied).toBe(true);
    expect(baseDb(base).voidsTexts).toBe(true);
    const { ast } = parseRuling("t.ruling", "card T-001 「足し」 purple cost 0 ap 10 dp 10\n");
    expect(
      cardDbFingerprint(buildDb("test-track-extended", base, ast.cards, new Map(), baseDb(base))),
    ).toBe(cardDbFingerprint(buildDb("test-track-fresh", base, ast.cards)));
  });

  it("leave out a base card whose number an ad-hoc card takes", async () => {
    const samples = (await baseCards("samples"))!;
    const { ast } = parseRuling(
      "t.ruling",
      'card V-001 「別物」 purple cost 0 ap 10 dp 10\nruling "r" cites rule 1.1\n  turn 1 of A, main phase\n  expect waiting A priority\n',
    );
    const db = buildDb("test-taken", samples, ast.cards, new Map(), baseDb(samples));
    expect(db.byId.get("V-001")?.name).toBe("別物");
    expect(cardDbFingerprint(db)).toBe(
      cardDbFingerprint(buildDb("test-taken-fresh", samples, ast.cards)),
    );
  });
});

describe("cardDbDifference (the comparison above)", () => {
  it("finds what the fingerprints would: a card's field, an effect's id, a set's member", async () => {
    const samples = (await baseCards("samples"))!;
    const { ast } = parseRuling("t.ruling", "card T-001 「足し」 purple cost 0 ap 10 dp 10\n");
    const db = buildDb("test-a", samples, ast.cards);
    const again = buildDb("test-b", samples, ast.cards);
    expect(cardDbDifference(db, again)).toBeUndefined();
    expect(cardDbFingerprint(db)).toBe(cardDbFingerprint(again));

    const costlier = new Map(again.byId);
    costlier.set("T-001", { ...again.byId.get("T-001")!, cost: 1 });
    expect(cardDbDifference(db, { ...again, byId: costlier })).toMatch(
      /^db\.byId\(map\)\[\d+\]\[1\]\.cost$/,
    );

    const [first, second] = [...again.effectIds.keys()];
    const swapped = new Map(again.effectIds).set(first!, 1).set(second!, 0);
    expect(cardDbDifference(db, { ...again, effectIds: swapped })).toBe("db.effectIds[0][0]");

    const fewer = new Set(again.hasTriggers);
    fewer.delete([...fewer][0]!);
    expect(cardDbDifference(db, { ...again, hasTriggers: fewer })).toMatch(
      /^db\.hasTriggers\(set\)/,
    );
  });
});
