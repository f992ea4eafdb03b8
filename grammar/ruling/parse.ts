// Parsing a .ruling file: rulings made of board lines, steps and expectations, one statement per
// line. Never throws: every problem is a PM5xxx diagnostic with its span; a bad line is skipped.
import type { Diagnostic } from "../diagnostics.ts";
import { capDiagnostics, makeDiagnostic } from "../diagnostics.ts";
import type { CardDecl, Citation, Ruling, RulingFile, TextBlock } from "./ast.ts";
import { ruleNumbers, rulingIds } from "./citations.ts";
import { cutTextBlocks, parseCardTexts } from "./card-texts.ts";
import { Cursor, LineError } from "./cursor.ts";
import { rulingDiagnostics as D } from "./diagnostics.ts";
import { lex } from "./lexer.ts";
import { parseCardDecl, parseTurn, parseZoneLine, ZONES } from "./parse-board.ts";
import { parseExpectation } from "./parse-expect.ts";
import { parseShorthand, parseStep } from "./parse-steps.ts";
import { didYouMean } from "./suggest.ts";

export interface RulingParseResult {
  ast: RulingFile;
  diagnostics: Diagnostic[];
}

/** At most this many diagnostics per file; the rest are summarised by PM5099 (as PM1199 does). */
const MAX_DIAGNOSTICS = 200;

const STATEMENTS = [
  "new",
  "ruling",
  "card",
  "turn",
  "seed",
  "pending",
  "expect",
  "both",
  "pass",
  "A",
  "B",
  "first",
];

/** A `card` line with the card-language texts of its block, when it has one. */
function withTexts(
  decl: CardDecl,
  file: string,
  text: string,
  blockOn: ReadonlyMap<number, TextBlock>,
  diagnostics: Diagnostic[],
): CardDecl {
  const block = blockOn.get(decl.span.start.line);
  if (!block) return decl;
  const texts = parseCardTexts(file, text, block, decl);
  diagnostics.push(...texts.diagnostics);
  return texts.card ? { ...decl, texts: { file: texts.file, card: texts.card, block } } : decl;
}

export function parseRuling(file: string, text: string): RulingParseResult {
  // Cards' texts in the card language (`card … {` … `}`) are cut out before the line lexer runs.
  const cut = cutTextBlocks(text);
  const { lines, diagnostics } = lex(file, cut.text);
  for (const d of cut.diagnostics) diagnostics.push({ ...d, span: { ...d.span, file } });
  const blockOn = new Map(cut.blocks.map((b) => [b.line, b]));
  const ast: RulingFile = { file, cards: [], rulings: [] };
  let current: Ruling | undefined;
  const names = new Set<string>();
  const finish = (): void => {
    if (current && !current.body.some((b) => b.kind === "Expect"))
      diagnostics.push(makeDiagnostic(D.noSteps, current.span, { name: current.name }));
  };
  for (const line of lines) {
    const c = new Cursor(file, line);
    try {
      const first = c.peek()!;
      if (c.isWord("ruling")) {
        finish();
        current = parseHeader(c, diagnostics);
        if (names.has(current.name))
          diagnostics.push(makeDiagnostic(D.duplicateRuling, current.span, { name: current.name }));
        names.add(current.name);
        ast.rulings.push(current);
        continue;
      }
      if (c.isWord("cards")) {
        const from = c.pos;
        c.word("cards");
        const base = c.word("samples", "compiled") as "samples" | "compiled";
        const sets: string[] = [];
        if (base === "compiled" && !c.done()) {
          do sets.push(c.literal("word", "a compiled set name like rulebook-examples"));
          while (c.eatPunct(","));
        }
        c.end();
        if (current || ast.database)
          throw new LineError(
            makeDiagnostic(D.unexpected, c.spanFrom(from), {
              expected: "one `cards …` line before the first ruling",
              found: "`cards`",
            }),
          );
        ast.database = { base, sets, span: c.spanFrom(from) };
        continue;
      }
      if (c.isWord("card")) {
        const decl = withTexts(parseCardDecl(c), file, text, blockOn, diagnostics);
        (current ? current.cards : ast.cards).push(decl);
        continue;
      }
      if (!current) {
        throw new LineError(
          makeDiagnostic(D.outsideRuling, c.spanAt(first), { word: first.value }),
        );
      }
      if (c.isWord("turn")) {
        const t = parseTurn(c);
        current.turn = t.turn;
        current.turnPlayer = t.player;
        current.phase = t.phase;
      } else if (c.eat("seed")) {
        current.seed = c.int();
        c.end();
      } else if (c.isWord("new")) {
        const from = c.pos;
        c.word("new");
        c.word("game");
        const seed = c.eat("seed") ? c.int("the seed") : 1;
        c.end();
        if (current.body.length > 0)
          throw new LineError(
            makeDiagnostic(D.unexpected, c.spanFrom(from), {
              expected: "`new game` before any step",
              found: "`new game` after steps",
            }),
          );
        current.body.push({ kind: "NewGame", seed, span: c.spanFrom(from) });
      } else if (c.eat("pending")) {
        current.pending = c.literal("string", 'a "reason"');
        c.end();
      } else if (c.eat("first")) {
        c.word("player");
        current.firstPlayer = c.player();
        c.end();
      } else if (c.isWord("expect")) {
        const from = c.pos;
        const expectation = parseExpectation(c);
        const last = current.body[current.body.length - 1]?.kind;
        if (expectation.what === "reject" && last !== "Step" && last !== "NewGame")
          throw new LineError(makeDiagnostic(D.rejectWithoutAction, c.spanFrom(from)));
        current.body.push({ kind: "Expect", expectation, span: c.spanFrom(from) });
      } else if (c.isWord("both", "pass")) {
        current.body.push(parseShorthand(c));
      } else if (c.isWord("A", "B") && !c.isKind("poss", 1)) {
        const player = c.player();
        if (c.isWord(...ZONES) || c.isKind("punct", 1))
          current.zones.push(parseZoneLine(c, player));
        else current.body.push(parseStep(c, player));
      } else {
        const word = first.value;
        throw new LineError(
          makeDiagnostic(D.unknownStatement, c.spanAt(first), {
            word,
            suggestion: didYouMean(word, STATEMENTS),
          }),
        );
      }
    } catch (e) {
      if (e instanceof LineError) diagnostics.push(e.diagnostic);
      else
        diagnostics.push(
          makeDiagnostic(D.unexpected, c.spanAt(c.peek()), {
            expected: "a valid line",
            found: String(e),
          }),
        );
    }
  }
  finish();
  if (ast.rulings.length === 0) {
    const start = { offset: 0, line: 1, column: 1 };
    diagnostics.push(makeDiagnostic(D.noRuling, { file, start, end: start }));
  }
  return { ast, diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS, D.tooManyErrors) };
}

/** `ruling "name" cites rule 8.5, R-A-1, card 01-046` */
function parseHeader(c: Cursor, diagnostics: Diagnostic[]): Ruling {
  c.word("ruling");
  const name = c.literal("string", 'the ruling\'s "name"');
  const span = c.spanFrom(0);
  const cites: Citation[] = [];
  c.word("cites");
  do {
    const at = c.peek();
    if (c.eat("rule")) {
      const t = c.peek();
      const id =
        t?.kind === "ruleNo" || t?.kind === "number"
          ? c.next()!.value
          : c.fail("a rule number like 8.5");
      const citation: Citation = { kind: "rule", id, span: c.spanFrom(c.pos - 2) };
      if (!ruleNumbers.includes(id))
        diagnostics.push(
          makeDiagnostic(D.badCitation, citation.span, {
            text: `rule ${id}`,
            suggestion: didYouMean(id, ruleNumbers, (x) => `rule ${x}`),
          }),
        );
      cites.push(citation);
    } else if (c.isKind("rulingId")) {
      const id = c.next()!.value;
      const citation: Citation = { kind: "ruling", id, span: c.spanAt(at) };
      if (!rulingIds.includes(id))
        diagnostics.push(
          makeDiagnostic(D.badCitation, citation.span, {
            text: id,
            suggestion: didYouMean(id, rulingIds),
          }),
        );
      cites.push(citation);
    } else if (c.eat("card")) {
      cites.push({
        kind: "card",
        id: c.literal("cardNo", "a card number"),
        span: c.spanFrom(c.pos - 2),
      });
    } else if (c.eat("qa")) {
      const t = c.peek();
      const id =
        t?.kind === "number" || t?.kind === "string"
          ? c.next()!.value
          : c.fail('an official Q&A number or "reference"');
      cites.push({ kind: "qa", id, span: c.spanFrom(c.pos - 2) });
    } else if (c.eat("printed")) {
      cites.push({
        kind: "printed",
        id: c.literal("cardNo", "a card number"),
        span: c.spanFrom(c.pos - 2),
      });
    } else c.fail("rule N.N, a ruling id (R-A-1), card NN-NNN, qa N or printed NN-NNN");
  } while (c.eatPunct(","));
  c.end();
  return {
    kind: "Ruling",
    name,
    cites,
    cards: [],
    turn: 3,
    turnPlayer: 0,
    phase: "main",
    zones: [],
    body: [],
    span,
  };
}
