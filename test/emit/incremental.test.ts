// Incremental compilation: the per-card cache means editing one card lowers, prints, formats and
// writes exactly one module; an unchanged recompile writes nothing; the cache file survives a
// restart; a deleted or newly refused card loses its module.
import { existsSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { IncrementalCompiler } from "../../compiler/incremental.ts";
import { parse } from "../../grammar/index.ts";
import { reparse, type Parsed } from "../../grammar/reparse.ts";
import { makeRandom } from "../../runtime/core/prng.ts";
import { parseCards } from "./helpers.ts";

const ROOT = ".cache/emit-incremental-test";
const FILE = "test/emit/golden-fixture.cards";
const text = readFileSync(FILE, "utf8");

afterAll(() => rmSync(ROOT, { recursive: true, force: true }));

function input(source: string) {
  return [{ file: FILE, ast: parseCards(source, FILE) }];
}

describe("incremental compilation", () => {
  it("editing one card re-emits and rewrites exactly one module", async () => {
    rmSync(ROOT, { recursive: true, force: true });
    const compiler = new IncrementalCompiler({
      outDir: `${ROOT}/out`,
      cacheFile: `${ROOT}/cache.json`,
    });
    const first = await compiler.compile(input(text));
    expect(first.emitted).toBe(11);
    expect(first.written).toBe(11);

    const again = await compiler.compile(input(text));
    expect(again).toMatchObject({ emitted: 0, written: 0, unchanged: 11 });
    const writesBefore = compiler.out.writes;

    // Same number of lines, so no other card's source-line comments move.
    const edited = text.replace(
      "ap 20 dp 30 【制服】 {\n  team-up",
      "ap 30 dp 30 【制服】 {\n  team-up",
    );
    expect(edited).not.toBe(text);
    const after = await compiler.compile(input(edited));
    expect(after).toMatchObject({ emitted: 1, written: 1, unchanged: 10 });
    expect(compiler.out.writes - writesBefore).toBe(1);
    expect(readFileSync(`${ROOT}/out/golden-fixture/01-004.ts`, "utf8")).toContain("ap: 30");
  });

  it("a changed `also` on the set's title line re-emits its cards (their modules list those titles)", async () => {
    const compiler = new IncrementalCompiler({ outDir: `${ROOT}/also` });
    await compiler.compile(input(text));
    const also = text.replace("title 『けいおん!』", "title 『けいおん!』 also 『K-ON!』");
    expect(also).not.toBe(text);
    const run = await compiler.compile(input(also));
    expect(run).toMatchObject({ emitted: 11, written: 11 });
    expect(readFileSync(`${ROOT}/also/golden-fixture/01-004.ts`, "utf8")).toContain(
      'alsoTitles: ["K-ON!"]',
    );
  });

  it("a module deleted by hand is written again, even when its folder's listing is trusted", async () => {
    const out = `${ROOT}/deleted`;
    rmSync(out, { recursive: true, force: true });
    const compiler = new IncrementalCompiler({ outDir: out });
    await compiler.compile(input(text));
    // The set folder has been still for a minute: its listing is read once and then trusted on
    // its mtime (compiler/emit/write.ts) — until a file is removed there, which moves the mtime.
    const folder = `${out}/golden-fixture`;
    const past = new Date(Date.now() - 60_000);
    utimesSync(folder, past, past);
    expect(await compiler.compile(input(text))).toMatchObject({ written: 0, unchanged: 11 });
    rmSync(`${folder}/01-004.ts`);
    const again = await compiler.compile(input(text));
    expect(again).toMatchObject({ written: 1, unchanged: 10 });
    expect(existsSync(`${folder}/01-004.ts`)).toBe(true);
  });

  it("the cache file makes a fresh compiler emit nothing for unchanged cards", async () => {
    const compiler = new IncrementalCompiler({
      outDir: `${ROOT}/out`,
      cacheFile: `${ROOT}/cache.json`,
    });
    const run = await compiler.compile(input(text));
    // Only 01-004 is emitted: the last save kept the entries that run used (the edited text), so the
    // original 01-004 is a miss; the ten unchanged cards come from the file.
    expect(run.emitted).toBe(1);
    expect(run.written).toBe(1);
  });

  it("a card that gains an error is refused and its module removed", async () => {
    const compiler = new IncrementalCompiler({
      outDir: `${ROOT}/out`,
      cacheFile: `${ROOT}/cache.json`,
    });
    const broken = text.replace(
      "at end of your turn: return this to your hand",
      'at end of your turn: todo "まだ"',
    );
    const run = await compiler.compile(input(broken));
    expect(run.refused).toBe(1);
    expect(
      run.outcomes.find((o) => o.unit.card.number === "01-004")!.errors.map((d) => d.code),
    ).toContain("PM3302");
    expect(run.deleted).toBe(1);
    expect(readFileSync(`${ROOT}/out/golden-fixture/index.ts`, "utf8")).not.toContain("01-004");
  });
});

// The incremental path against a full rebuild: one compiler kept across random edits (re-parsed
// through grammar/reparse.ts, as --watch does), and after each edit a fresh compiler on the same
// files. Outcomes, diagnostics and modules must be the same.
describe("incremental compile = full compile, over random edits", () => {
  const FILES = ["cardtext/pm_k-on.cards", "cardtext/ahb.cards"];
  const EDITS: ((t: string, at: number) => string)[] = [
    (t, at) =>
      t.slice(0, at) +
      t.slice(at).replace(/cost (\d)\b/, (_, n: string) => `cost ${(+n + 1) % 10}`),
    (t, at) =>
      t.slice(0, at) + t.slice(at).replace(/draw (\d+)/, (_, n: string) => `draw ${+n + 1}`),
    (t, at) => t.slice(0, at) + t.slice(at).replace(/\n {2}\S/, (m) => `\n${m}`),
    (t, at) => t.slice(0, at) + t.slice(at).replace(/ap (\d+)/, "ap 100"),
    (t, at) => t.slice(0, at) + t.slice(at).replace("ready 1 of your characters", 'todo "later"'),
    (t, at) =>
      t.slice(0, at) + t.slice(at).replace(/「([^」]+)」 (red|blue|yellow|green)/, "「$1改」 $2"),
  ];

  it("after each of 12 edits", async () => {
    const random = makeRandom(15);
    const texts = FILES.map((f) => readFileSync(f, "utf8"));
    const parsed: Parsed[] = texts.map((text, i) => ({ text, result: parse(text, FILES[i]!) }));
    const inputs = () =>
      parsed.map((p, i) => ({
        file: FILES[i]!,
        ast: p.result.ast,
        diagnostics: p.result.diagnostics,
      }));
    const kept = new IncrementalCompiler({ dryRun: true });
    await kept.compile(inputs());
    let emittedFew = 0;
    for (let n = 0; n < 12; n++) {
      const k = Math.floor(random() * FILES.length);
      const text = parsed[k]!.text;
      const next = EDITS[Math.floor(random() * EDITS.length)]!(
        text,
        Math.floor(random() * text.length),
      );
      parsed[k] = { text: next, result: reparse(parsed[k], next, FILES[k]!) };
      const got = await kept.compile(inputs());
      const fresh = new IncrementalCompiler({ dryRun: true });
      const want = await fresh.compile(inputs());
      const view = (s: typeof got) => ({
        outcomes: s.outcomes.map((o) => [o.unit.id, o.module, o.errors.map((e) => e.code)]),
        diagnostics: s.diagnostics,
        counts: [s.compiled, s.refused],
      });
      expect(view(got)).toEqual(view(want));
      expect(new Map(kept.modules)).toEqual(new Map(fresh.modules));
      if (got.emitted <= 2) emittedFew++;
    }
    // The kept compiler did the edits' work only, most of the time.
    expect(emittedFew).toBeGreaterThan(6);
  });
});
