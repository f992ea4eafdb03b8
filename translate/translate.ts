// translateText: printed Japanese card text → card-language abilities, sentence by sentence.
// Every sentence is reported (ok, or the reason it was not understood); a card is complete only if
// every sentence was. Never throws: an internal error fails the text, it does not crash the caller.
import type { Ability } from "../grammar/ast.ts";
import { Assembler } from "./assemble.ts";
import { readTag } from "./keywords.ts";
import { normalize, originalRange, type Normalized } from "./normalize.ts";
import { parseSentence } from "./parser/index.ts";
import { segment } from "./segment.ts";
import { SpanMaker } from "./spans.ts";

export interface SentenceReport {
  /** The sentence as printed (without its 。). */
  text: string;
  ok: boolean;
  reason?: string;
  /** Offsets of the sentence in the printed text. */
  start: number;
  end: number;
}

export interface Translation {
  abilities: Ability[];
  sentences: SentenceReport[];
  complete: boolean;
}

/** Printed texts that mean "no text". */
const NONE = new Set(["", "-", "ー", "―"]);

export function translateText(text: string, file = "<printed>"): Translation {
  try {
    const norm = normalize(text);
    if (NONE.has(norm.text)) return { abilities: [], sentences: [], complete: true };
    const spans = new SpanMaker(norm, file);
    return translateRange(norm, spans, 0, norm.text);
  } catch (err) {
    const reason = `internal error: ${err instanceof Error ? err.message : String(err)}`;
    return {
      abilities: [],
      sentences: [{ text, ok: false, reason, start: 0, end: text.length }],
      complete: false,
    };
  }
}

/** Translate `body`, found at normalised offset `base` (the whole text, or a quoted inner ability). */
function translateRange(
  norm: Normalized,
  spans: SpanMaker,
  base: number,
  body: string,
): Translation {
  const asm = new Assembler();
  const sentences: SentenceReport[] = [];
  const spanOf = (s: number, e: number) => spans.make(s, e);
  for (const seg of segment(body)) {
    const at = base + seg.start;
    const range = originalRange(norm, at, base + seg.end);
    const report = (ok: boolean, reason?: string): void => {
      const r: SentenceReport = {
        text: norm.original.slice(range.start, range.end),
        ok,
        start: range.start,
        end: range.end,
      };
      if (reason !== undefined) r.reason = reason;
      sentences.push(r);
    };
    if (seg.kind === "note") {
      report(true, "errata note, not rules text");
      continue;
    }
    if (seg.kind === "tag") {
      asm.close();
      const t = readTag(seg, spanOf(at, base + seg.end), (start, inner) =>
        translateRange(norm, spans, base + start, inner),
      );
      if (t.ok) {
        asm.abilities.push(t.ability);
        report(true);
      } else report(false, t.reason);
      continue;
    }
    const parsed = parseSentence(seg.text, at, spanOf);
    if (!parsed.ok) {
      asm.failed();
      report(false, parsed.reason);
      continue;
    }
    const problem = asm.add(parsed.value);
    if (problem) asm.failed();
    report(problem === undefined, problem);
  }
  return { abilities: asm.abilities, sentences, complete: sentences.every((s) => s.ok) };
}
