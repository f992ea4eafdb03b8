// Card files: parse (diagnostic spans inside the input); what parses formats to text that parses
// back to the same AST and formats the same again; check (spans); a card that checks is lowered
// and printed as a module (no internal error), and one in 20 of them is imported and must hold
// exactly the lowered card.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { isDeepStrictEqual } from "node:util";
import { check } from "../../compiler/check.ts";
import { printCard } from "../../compiler/emit/emit-card.ts";
import { unitsOf } from "../../compiler/emit/units.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import { astEqual, format, parse } from "../../grammar/index.ts";
import { keywordWords } from "../../grammar/keywords.ts";
import type { CardFile } from "../../grammar/ast.ts";
import type { Finding, FuzzPath, Rng } from "../core.ts";
import { cardBlocks } from "../inputs.ts";
import { charsOf, mutate, type Mutator } from "../mutate.ts";
import { astSpans, diagnosticSpans } from "../spans.ts";

const FILE = "fuzz.cards";
const LITERALS = [
  "「平沢 唯」",
  "【音楽】",
  "『けいおん!』",
  "〔突破30〕",
  "〔アクティブ〕",
  '"x"',
  "《1》",
  "《休》",
  "↓",
  "+10/+10",
  "01-001",
  "S-12a",
  "99999999999999999999",
  "[main/own]",
  "[approach/both]",
  "title 『T』",
  "character 01-001 「A」 red cost 1 source 1 ap 10 dp 10 {",
  "event 01-002 「B」 blue cost 0 source 0 {",
  "}",
  "{",
  "(",
  ")",
  ":",
  ",",
  "// ",
];

let mutator: Mutator | undefined;
function cardMutator(): Mutator {
  const blocks = cardBlocks();
  return (mutator ??= {
    chars: charsOf(blocks),
    tokens: [...keywordWords, ...LITERALS],
    others: blocks,
  });
}

const NUMBERS = ["0", "1", "2", "9", "10", "60", "100000", "4294967296", "99999999999999999999"];

/**
 * A mutation that keeps the shape of the file, so more inputs get past the parser to the checker
 * and the emitter: a number replaced, an ability line deleted, duplicated or taken from another
 * card.
 */
function reshape(text: string, rng: Rng): string {
  const lines = text.split("\n");
  const abilities = lines.flatMap((l, i) => (/^ {2}\S/.test(l) ? [i] : []));
  const op = rng.int(4);
  if (op === 0 || abilities.length === 0) {
    const numbers = [...text.matchAll(/\d+/g)];
    const m = numbers.length > 0 ? rng.pick(numbers) : undefined;
    if (!m) return text;
    return text.slice(0, m.index) + rng.pick(NUMBERS) + text.slice(m.index + m[0].length);
  }
  const i = rng.pick(abilities);
  if (op === 1) lines.splice(i, 1);
  else if (op === 2) lines.splice(i, 0, lines[i]!);
  else {
    const other = rng
      .pick(cardBlocks())
      .split("\n")
      .filter((l) => /^ {2}\S/.test(l));
    if (other.length > 0) lines.splice(i, 0, rng.pick(other));
  }
  return lines.join("\n");
}

/** One to three blocks of the card files (a card, a title line, …), mutated or reshaped. */
function generate(rng: Rng): string {
  const blocks = cardBlocks();
  const n = rng.chance(0.8) ? 1 : 2;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) parts.push(rng.pick(blocks));
  const text = `${parts.join("\n\n")}\n`;
  if (rng.chance(0.4)) {
    let out = text;
    for (let k = 1 + rng.int(3); k > 0; k--) out = reshape(out, rng);
    return out;
  }
  return mutate(text, rng, cardMutator());
}

/** Format idempotence and AST preservation of a file that parsed cleanly. */
function roundTrip(ast: CardFile): Finding[] {
  const out = format(ast);
  const again = parse(out, FILE);
  if (again.diagnostics.length > 0)
    return [
      {
        kind: "unparsable",
        detail: `format: ${again.diagnostics[0]!.code} ${again.diagnostics[0]!.message}`,
      },
    ];
  if (!astEqual(ast, again.ast, { comments: true }))
    return [{ kind: "wrong", detail: "format: the AST read back differs" }];
  if (format(again.ast) !== out) return [{ kind: "wrong", detail: "format: not idempotent" }];
  return [];
}

const EMIT_DIR = join(import.meta.dirname, "../../.cache/fuzz-emit");
let clean = 0;
let imported = 0;

/** Lower and print each card; import one module in 20 (two levels below the root, as generated/). */
async function emit(ast: CardFile): Promise<Finding[]> {
  for (const unit of unitsOf(FILE, ast)) {
    const printed = printCard(unit);
    const internal = printed.diagnostics.find((d) => d.code === "PM4999");
    if (internal) return [{ kind: "exception", detail: `emit: ${internal.message}` }];
    if (printed.text === undefined || clean++ % 20 !== 0) continue;
    // A module that imports its set's other modules is left to the golden tests.
    if (/from "\.\/|from "\.\.\/(?!\.\.\/runtime)/.test(printed.text)) continue;
    mkdirSync(EMIT_DIR, { recursive: true });
    const file = join(EMIT_DIR, `m${process.pid}-${imported++}.ts`);
    writeFileSync(file, printed.text);
    let mod: { card?: unknown };
    try {
      mod = (await import(pathToFileURL(file).href)) as { card?: unknown };
      rmSync(file);
    } catch (e) {
      return [
        {
          kind: "unparsable",
          detail: `emit: the module does not import: ${String(e).split("\n")[0]}`,
        },
      ];
    }
    const def = lowerCard(unit.card, { id: unit.id }).def;
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(mod.card)), JSON.parse(JSON.stringify(def))))
      return [{ kind: "wrong", detail: `emit: module ${unit.id} holds another card` }];
  }
  return [];
}

async function run(input: string): Promise<Finding[]> {
  const parsed = parse(input, FILE);
  const spans = diagnosticSpans(input, FILE, parsed.diagnostics);
  if (spans.length > 0) return spans;
  if (parsed.diagnostics.length > 0) {
    // the checker still runs on a partial AST (the CLI's `check` does): it must not throw
    check([parsed.ast], { prior: parsed.diagnostics });
    return [];
  }
  const found = [...astSpans(input, parsed.ast), ...roundTrip(parsed.ast)];
  if (found.length > 0) return found;
  const checked = check([parsed.ast]);
  const checkSpans = diagnosticSpans(input, FILE, checked.diagnostics);
  if (checkSpans.length > 0) return checkSpans;
  if (checked.diagnostics.some((d) => d.severity === "error")) return [];
  return emit(parsed.ast);
}

export const cards: FuzzPath = {
  name: "cards",
  ext: "cards",
  budgetMs: 2000,
  generate,
  run,
  warm: async () => void (await run(cardBlocks()[0]!)),
};
