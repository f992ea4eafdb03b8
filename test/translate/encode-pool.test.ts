// `memoria translate --encode-pool` (translate/pool/): on a small repository in a temporary folder,
// a hand-encoded card and a drafted card are never touched, a marked card follows the translator,
// a new card is written in card-number order with its data and the mark, a card the translator
// cannot read or whose record lacks data is skipped with the reason, a new set gets a file with its
// title, a second run writes nothing, and removing the mark makes a card hand-encoded.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { encodePool, type PoolResult } from "../../translate/pool/encode.ts";
import { compareNumbers } from "../../translate/pool/merge.ts";
import { POOL_MARK, poolTraits } from "../../translate/pool/record.ts";

const DRAW = "このカードが登場した場合、カードを1枚引く。";
const record = (number: string, extra: Record<string, string> = {}) =>
  JSON.stringify({
    number,
    name: `テスト ${number}`,
    type: "キャラクター",
    usageCost: "1",
    outbreakCost: "1",
    color: "赤",
    setName: "テスト作品！",
    setAbbr: "TST",
    characteristic: "制服、音楽",
    ap: "20",
    dp: "20",
    rarity: "Ｃ",
    text: DRAW,
    ...extra,
  });

const HAND = `title 『テスト作品！』

character 01-001 「テスト 01-001」 red cost 1 source 1 ap 20 dp 20 【制服】【音楽】 rarity C {
  printed "${DRAW}"
  // written by hand: another reading on purpose
  if this enters: draw 2
}

// ${POOL_MARK}
character 01-002 「テスト 01-002」 red cost 1 source 1 ap 20 dp 20 【制服】【音楽】 rarity C {
  printed "${DRAW}"
  if this enters: draw 3
}
`;

function repo(): string {
  const root = mkdtempSync(join(tmpdir(), "pool-"));
  mkdirSync(join(root, "cardtext"));
  mkdirSync(join(root, "drafts"));
  writeFileSync(join(root, "cardtext", "tst.cards"), HAND);
  writeFileSync(
    join(root, "drafts", "tst.cards"),
    `title 『テスト作品！』\n\ncharacter 01-003 「テスト 01-003」 red cost 1 source 1 {\n  if this enters: todo "ふしぎ"\n}\n`,
  );
  const corpus = [
    record("01-001"),
    record("01-002"),
    record("01-003"),
    record("01-010"),
    record("01-004"),
    record("01-005", { text: "このカードは、ふしぎな力で何かをする。" }),
    record("01-006", { color: "" }),
    record("01-001", { setAbbr: "NEW", setName: "新しい作品" }),
  ];
  writeFileSync(join(root, "corpus.jsonl"), corpus.join("\n") + "\n");
  return root;
}

const run = (root: string, dryRun = false): PoolResult =>
  encodePool({ root, corpusFiles: [join(root, "corpus.jsonl")], dryRun });
const outcome = (r: PoolResult, set: string, n: string) =>
  r.entries.find((e) => e.set === set && e.number === n);

describe("encode-pool", () => {
  const root = repo();
  const first = run(root);
  const text = readFileSync(join(root, "cardtext", "tst.cards"), "utf8");

  it("never touches a hand-encoded card, nor a card of drafts/", () => {
    expect(outcome(first, "tst", "01-001")?.outcome).toBe("kept: hand-encoded");
    expect(text).toContain(HAND.slice(0, HAND.indexOf("// " + POOL_MARK)));
    expect(outcome(first, "tst", "01-003")?.outcome).toBe("kept: in drafts/");
    expect(text).not.toContain("01-003");
  });

  it("updates a marked card and writes new ones in card-number order, with data and mark", () => {
    expect(outcome(first, "tst", "01-002")?.outcome).toBe("updated");
    expect(text).not.toContain("draw 3");
    expect(outcome(first, "tst", "01-004")?.outcome).toBe("new");
    const order = [...text.matchAll(/^character (\S+)/gm)].map((m) => m[1]);
    expect(order).toEqual(["01-001", "01-002", "01-004", "01-010"]);
    expect(text).toContain(
      `// ${POOL_MARK}\ncharacter 01-004 「テスト 01-004」 red cost 1 source 1 ap 20 dp 20 【制服】【音楽】 rarity C {`,
    );
    expect(text).toContain(`  printed "${DRAW}"\n  if this enters: draw 1\n}`);
  });

  it("skips a partial card and a record without a color, saying why", () => {
    expect(outcome(first, "tst", "01-005")).toMatchObject({ outcome: "skipped" });
    expect(outcome(first, "tst", "01-005")?.reason).toMatch(/^partial: 「/);
    expect(outcome(first, "tst", "01-006")?.reason).toMatch(/no color/);
    expect(text).not.toMatch(/01-00[56]/);
  });

  it("creates the file of a new set with its title", () => {
    const created = readFileSync(join(root, "cardtext", "new.cards"), "utf8");
    expect(created.startsWith("title 『新しい作品』\n")).toBe(true);
    expect(created).toContain("character 01-001 「テスト 01-001」");
    expect(first.changed.sort()).toEqual(["cardtext/new.cards", "cardtext/tst.cards"]);
  });

  it("writes nothing on a second run (idempotent)", () => {
    const again = run(root);
    expect(again.changed).toEqual([]);
    expect(outcome(again, "tst", "01-004")?.outcome).toBe("unchanged");
  });

  it("treats a card whose mark was removed as hand-encoded", () => {
    const edited = readFileSync(join(root, "cardtext", "tst.cards"), "utf8").replace(
      `// ${POOL_MARK}\ncharacter 01-004`,
      "character 01-004",
    );
    const hand = edited.replace(/(01-004[^]*?)draw 1/, "$1draw 4");
    writeFileSync(join(root, "cardtext", "tst.cards"), hand);
    const r = run(root, true);
    expect(outcome(r, "tst", "01-004")?.outcome).toBe("kept: hand-encoded");
    expect(r.changed).toEqual([]);
  });
});

describe("pool card data", () => {
  it("orders numbers by their numeric parts", () => {
    const ns = ["P-001", "01-010", "01-009", "01-006a", "01-006", "02-001"];
    expect([...ns].sort(compareNumbers)).toEqual([
      "01-006",
      "01-006a",
      "01-009",
      "01-010",
      "02-001",
      "P-001",
    ]);
  });

  it("splits traits at 、, line breaks (also inside a list) and full-width spaces only", () => {
    expect(poolTraits(["剣士\nお嬢様"])).toEqual(["剣士", "お嬢様"]);
    expect(poolTraits("勇者部　制服")).toEqual(["勇者部", "制服"]);
    expect(poolTraits("BLACK STARS")).toEqual(["BLACK STARS"]);
    expect(poolTraits("-")).toEqual([]);
  });
});
