// One broken ruling per PM5xxx code: the diagnostic has the code, the file, line and column,
// and a code frame; a broken file never throws.
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../workspace/diagnostic-report.ts";
import { rulingDiagnostics } from "../../grammar/ruling/index.ts";
import { runRulingText } from "../../ruling-runner/index.ts";

const head = 'ruling "r" cites rule 8.5\n  turn 3 of A, approach phase\n';
const tail = "  expect no winner\n";

/** code → [ruling text, line, column] of the expected diagnostic. */
const cases: Record<string, [string, number, number]> = {
  PM5001: [`${head}  A main: V-001 ☃\n${tail}`, 3, 17],
  PM5002: [`${head}  A main: 「V-001\n${tail}`, 3, 11],
  PM5003: [`card T-001 「a」 ap 10 dp 10 {\n${head}${tail}`, 1, 28],
  // 250 broken lines: 200 diagnostics kept, the 200th on line 202; PM5099 says how many more.
  PM5099: [`${head}${"  ☃\n".repeat(250)}${tail}`, 202, 3],
  PM5101: [`${head}  A approaches 「x」\n${tail}`, 3, 16],
  PM5102: [`${head}  atack with V-001\n${tail}`, 3, 3],
  PM5103: [`${head}  A grave: V-001\n${tail}`, 3, 5],
  PM5104: [`turn 3 of A\n${head}${tail}`, 1, 1],
  PM5105: [`ruling "r" cites rule 8.9\n${tail}`, 1, 18],
  PM5106: [`${head}${tail}${head}${tail}`, 4, 1],
  PM5107: [`${head}  A main: V-001\n`, 1, 1],
  PM5108: ["// only a comment: a file that checks nothing\n", 1, 1],
  PM5201: [`${head}  A main: 「平沢 憂子」\n${tail}`, 3, 11],
  PM5202: [`${head}  A main: 「平沢 唯」\n${tail}`, 3, 11],
  PM5203: [`card T-001 「a」 ap 10 dp 10\ncard T-001 「b」 ap 10 dp 10\n${head}${tail}`, 2, 1],
  PM5204: [`${head}  A main: V-001\n  A approaches with V-002\n${tail}`, 4, 21],
  PM5206: [`cards compiled rulebok-examples\n${head}${tail}`, 1, 1],
  PM5301: [`${head}  A main: V-001, V-002, V-003, V-004, V-005, V-006\n${tail}`, 3, 3],
  PM5302: [`${head}  A main: 01-008\n${tail}`, 3, 11],
  PM5303: [`${head}  A main: 01-120\n${tail}`, 3, 11],
  PM5304: [`${head}  A main: V-009 with 01-120\n${tail}`, 3, 22],
  PM5305: [`${head}  A main: V-001\n  A support: V-001\n${tail}`, 4, 14],
  PM5306: [`${head}  A hand: V-001 x61\n${tail}`, 3, 3],
  PM5307: [`${head}  B points: 7 filler\n${tail}`, 3, 3],
  PM5308: [`${head}  A hand: V-001 rested\n${tail}`, 3, 11],
  PM5401: [`${head}  expect reject cost/unpayable\n${tail}`, 3, 3],
  PM5402: [`${head}  expect everything\n`, 3, 10],
  PM5403: [`ruling "r" cites rule 8.5\n  turn 3 of A, combat phase\n${tail}`, 2, 16],
};

describe("every PM5xxx code has a broken ruling", () => {
  const codes = Object.values(rulingDiagnostics)
    .map((d) => d.code)
    // PM5205 needs generated/ to be absent; the emitter's output is present in this tree.
    .filter((c) => c !== "PM5205");
  it("covers the catalogue", () => {
    expect(Object.keys(cases).sort()).toEqual([...codes].sort());
  });
  for (const [code, [text, line, column]] of Object.entries(cases)) {
    it(`${code} at ${line}:${column}`, async () => {
      const r = await runRulingText("broken.ruling", text);
      const d = r.diagnostics.find((x) => x.code === code);
      expect(d, r.diagnostics.map((x) => formatDiagnostic(x, text)).join("\n")).toBeDefined();
      expect(d!.span.file).toBe("broken.ruling");
      expect([d!.span.start.line, d!.span.start.column]).toEqual([line, column]);
      const shown = formatDiagnostic(d!, text);
      expect(shown).toContain(`broken.ruling:${line}:${column} - error ${code}`);
      expect(shown).toContain("^");
      expect(shown).toContain("fix:");
      // The broken ruling is not run (a duplicate name: the first of the two still runs).
      expect(r.results.length).toBe(code === "PM5106" ? 1 : 0);
    });
  }
});

describe("unknown characters", () => {
  it("one PM5001 per run of them, as in card files: pasted printed text is a few errors a line", async () => {
    const text = `${head}  A main: V-001 ☃☃☃\n  このカードが登場した場合、カードを1枚引く。\n${tail}`;
    const r = await runRulingText("x.ruling", text);
    expect(r.diagnostics.filter((d) => d.code === "PM5001").map((d) => d.message)).toEqual([
      "unknown characters `☃☃☃`",
      "unknown characters `このカードが登場した場合、カードを`",
      "unknown characters `枚引く。`",
    ]);
  });
  it("at most 200 diagnostics, then PM5099 with the count of the rest", async () => {
    const r = await runRulingText("x.ruling", cases.PM5099![0]);
    expect(r.diagnostics).toHaveLength(201);
    expect(r.diagnostics.at(-1)!.message).toBe("too many errors; 50 more not shown");
  });
});

describe("diagnostics name the candidates and suggest fixes", () => {
  it("an ambiguous name lists the card numbers", async () => {
    const r = await runRulingText("x.ruling", cases.PM5202![0]);
    expect(r.diagnostics[0]!.message).toContain("V-001");
    expect(r.diagnostics[0]!.message).toContain("01-004");
  });
  it("an unknown card suggests the closest name", async () => {
    const r = await runRulingText("x.ruling", cases.PM5201![0]);
    expect(r.diagnostics[0]!.message).toContain("did you mean 「平沢 憂」");
  });
  it("an unknown compiled set suggests the closest set", async () => {
    const r = await runRulingText("x.ruling", cases.PM5206![0]);
    expect(r.diagnostics[0]!.message).toContain("did you mean `rulebook-examples`");
  });
  it("a bare number shared by several compiled cards is ambiguous", async () => {
    const text = `cards compiled rulebook-examples\n${head}  A main: 01-001\n${tail}`;
    const r = await runRulingText("x.ruling", text);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["PM5202"]);
    expect(r.diagnostics[0]!.message).toContain("rulebook-examples/01-001_2");
  });
  it("an unknown zone suggests the closest zone", async () => {
    const r = await runRulingText("x.ruling", `${head}  A mian: V-001\n${tail}`);
    expect(r.diagnostics[0]!.message).toContain("did you mean `main`");
  });
  it("a broken ruling does not stop the next one from running", async () => {
    const good =
      'ruling "ok" cites rule 3.2\n  turn 1 of A, main phase\n  A hand: V-001\n  expect waiting A priority\n';
    const r = await runRulingText("x.ruling", `${cases.PM5201![0]}${good}`);
    expect(r.results.map((x) => [x.ruling.name, x.status])).toEqual([["ok", "passed"]]);
  });
  it("a file that is not a ruling file at all gets diagnostics, not an exception", async () => {
    const r = await runRulingText("x.ruling", "\u0000\u0001 card {{{ 「\n}}}");
    expect(r.diagnostics.length).toBeGreaterThan(0);
  });
});

describe("robustness", () => {
  it("never throws on a mangled ruling file", async () => {
    const fc = await import("fast-check");
    const { readFileSync } = await import("node:fs");
    const source = readFileSync(
      new URL("../../rulings/rules-08-approach.ruling", import.meta.url),
      "utf8",
    );
    await fc.assert(
      fc.asyncProperty(
        fc.nat(source.length),
        fc.nat(40),
        fc.string({ maxLength: 6 }),
        async (at, cut, insert) => {
          const text = source.slice(0, at) + insert + source.slice(at + cut);
          const r = await runRulingText("m.ruling", text);
          expect(Array.isArray(r.diagnostics)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
