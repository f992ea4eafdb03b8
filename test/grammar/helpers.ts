// One-line helpers for grammar tests: a snippet parses cleanly (and survives a format round
// trip), or it yields a given diagnostic code. Ability snippets are wrapped in a card.
import { expect } from "vitest";
import { astEqual, format, parse, type Diagnostic } from "../../grammar/index.ts";
import type { Ability, CardDecl, CardFile, EffectStep } from "../../grammar/ast.ts";

export const HEADER = "character 01-001 「テスト」 red cost 1 source 1 ap 10 dp 10";

/** Wrap an ability (or several lines of them) in a card body. */
export const inCard = (ability: string) => `${HEADER} {\n  ${ability}\n}\n`;

export function expectParses(src: string): CardFile {
  const { ast, diagnostics } = parse(src, "test.cards");
  expect(diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const out = format(ast);
  const again = parse(out, "test.cards");
  expect(again.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  expect(astEqual(ast, again.ast)).toBe(true);
  expect(format(again.ast)).toBe(out);
  return ast;
}

export function expectDiagnostic(src: string, code: string): Diagnostic {
  const { diagnostics } = parse(src, "test.cards");
  expectSpansInside(src, diagnostics);
  const found = diagnostics.find((d) => d.code === code);
  expect(
    found,
    `expected ${code}, got ${diagnostics.map((d) => `${d.code} ${d.message}`).join(" | ") || "nothing"}`,
  ).toBeDefined();
  expect(found?.fix.length).toBeGreaterThan(0);
  return found as Diagnostic;
}

/** The first ability of the first card of a snippet wrapped by inCard. */
export function firstAbility(ability: string): Ability {
  const ast = expectParses(inCard(ability));
  const card = ast.items.find((i): i is CardDecl => i.kind === "Card");
  const a = card?.abilities[0];
  if (!a) throw new Error("no ability");
  return a;
}

/** An ability snippet as the formatter prints it (after it parses and round-trips). */
export const fmtAbility = (ability: string): string =>
  (format(expectParses(inCard(ability))).split("\n")[1] ?? "").trim();

/** The steps of an activated or triggered ability snippet. */
export function effectSteps(ability: string): EffectStep[] {
  const ab = firstAbility(ability);
  if (ab.kind !== "Activated" && ab.kind !== "Triggered") throw new Error("no effect");
  return ab.effect.steps.map((s) => s.step);
}

/** The first step of `[main/own]: <steps>`. */
export const step = (steps: string): EffectStep => effectSteps(`[main/own]: ${steps}`)[0]!;

/** Line/column of an offset, computed independently of the parser (\n, \r\n, lone \r). */
export function positionOf(
  text: string,
  offset: number,
  starts = lineStarts(text),
): { line: number; column: number } {
  let line = 0;
  while (line + 1 < starts.length && (starts[line + 1] ?? Infinity) <= offset) line++;
  return { line: line + 1, column: offset - (starts[line] ?? 0) + 1 };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\n" || (c === "\r" && text[i + 1] !== "\n")) starts.push(i + 1);
  }
  return starts;
}

export function spanProblems(text: string, diagnostics: Diagnostic[]): string[] {
  const problems: string[] = [];
  const starts = lineStarts(text);
  const check = (what: string, s: Diagnostic["span"]) => {
    const { start, end } = s;
    if (!(start.offset >= 0 && start.offset <= end.offset && end.offset <= text.length))
      problems.push(`${what}: offsets ${start.offset}..${end.offset}`);
    for (const p of [start, end]) {
      const want = positionOf(text, p.offset, starts);
      if (want.line !== p.line || want.column !== p.column)
        problems.push(
          `${what}: ${p.offset} is ${want.line}:${want.column}, not ${p.line}:${p.column}`,
        );
    }
  };
  for (const d of diagnostics) {
    check(d.code, d.span);
    for (const r of d.related ?? []) check(`${d.code} related`, r.span);
  }
  return problems;
}

export function expectSpansInside(text: string, diagnostics: Diagnostic[]): void {
  expect(spanProblems(text, diagnostics)).toEqual([]);
}

/** Every span in an AST (span, nameSpan, nSpan at any depth) lies inside the text, consistently. */
export function astSpanProblems(text: string, ast: unknown): string[] {
  const spans: Diagnostic[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        if (k === "span" || k === "nameSpan" || k === "nSpan") {
          spans.push({
            code: k,
            severity: "error",
            message: "",
            fix: "",
            span: x as Diagnostic["span"],
          });
        } else walk(x);
      }
    }
  };
  walk(ast);
  return spanProblems(text, spans);
}
