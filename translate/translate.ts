// translateText: printed Japanese card text → card-language abilities, sentence by sentence.
// Every sentence is reported (ok, or the reason it was not understood); a card is complete only if
// every sentence was. Never throws: an internal error fails the text, it does not crash the caller.
import type { Ability } from "../grammar/ast.ts";
import { Assembler } from "./assemble.ts";
import { fillOptions } from "./choose-options.ts";
import { fillGrantedTexts } from "./granted-texts.ts";
import { readReminder, readTag } from "./keywords.ts";
import { normalize, originalRange, type Normalized } from "./normalize.ts";
import { parseSentence, type SentenceResult } from "./parser/index.ts";
import { printVariants } from "./print-variants.ts";
import { resolveReferences } from "./references.ts";
import { segment } from "./segment.ts";
import { SpanMaker, type SpanOf } from "./spans.ts";
import { frames, todoAbility, type UnreadText } from "./unread.ts";
import { Levels, levelPrefix } from "./level.ts";

export interface SentenceReport {
  /** The sentence as printed (without its 。). */
  text: string;
  ok: boolean;
  reason?: string;
  /** Offsets of the sentence in the printed text. */
  start: number;
  end: number;
  /**
   * Where a sentence not understood stays on the card as `todo "…"`: in the frame (timing,
   * trigger, link) the translator read of it, or `alone` in a placeholder `[main/own]:` ability.
   */
  todo?: "inFrame" | "alone";
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
    const read = translateRange(norm, spans, 0, norm.text);
    // そのキャラ read as `that character` stays so only where `it` names other cards (references.ts)
    return { ...read, abilities: resolveReferences(read.abilities) };
  } catch (err) {
    const reason = `internal error: ${err instanceof Error ? err.message : String(err)}`;
    return {
      abilities: [],
      sentences: [{ text, ok: false, reason, start: 0, end: text.length }],
      complete: false,
    };
  }
}

/** One sentence with its quoted options and granted texts (normalised offset `at`). */
function readWhole(text: string, at: number, spanOf: SpanOf): SentenceResult {
  return fillGrantedTexts(
    fillOptions(parseSentence(text, at, spanOf), text, at, spanOf),
    text,
    at,
    spanOf,
  );
}

/**
 * A sentence as printed, else in a canonical spelling of the same wording (print-variants.ts),
 * whose spans still point into the printed text. A failure reports the printed sentence's reason.
 */
function readSentence(text: string, at: number, spanOf: SpanOf): SentenceResult {
  const printed = readWhole(text, at, spanOf);
  if (printed.ok) return printed;
  for (const v of printVariants(text)) {
    const read = readWhole(v.text, 0, (s, e) => spanOf(at + v.map[s]!, at + v.map[e]!));
    if (read.ok) return read;
  }
  return printed;
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
  const levels = new Levels();
  /** The report of a 《LVN》 printed alone, until the text after it is read. */
  let loneLevel: SentenceReport | undefined;
  const levelWithoutText = (): void => {
    if (loneLevel) Object.assign(loneLevel, { ok: false, reason: "《LVN》 before no text" });
    loneLevel = undefined;
    levels.settle(0, 0);
  };
  for (const seg of segment(body)) {
    const at = base + seg.start;
    const range = originalRange(norm, at, base + seg.end);
    /** The printed text from normalised offset k to the end of the unit, trimmed. */
    const tail = (k: number): UnreadText => {
      const start = originalRange(norm, k, k + 1).start;
      const raw = norm.original.slice(start, range.end);
      const lead = raw.length - raw.trimStart().length;
      const text = raw.trim();
      const span = spans.make(k, base + seg.end);
      return {
        text,
        span: { ...span, start: { ...span.start, offset: span.start.offset + lead } },
      };
    };
    // An unreadable unit stays in place as a todo step: in the frame the translator did read, else
    // as an ability that is only a todo (unread.ts). Nothing may attach to the latter.
    const unread = (): "inFrame" | "alone" => {
      if (seg.kind === "sentence") {
        for (const framed of frames(seg.text, at, spanOf, tail)) {
          if (asm.add(framed) === undefined) return "inFrame";
          break;
        }
      }
      asm.failed();
      asm.abilities.push(todoAbility(tail(at)));
      return "alone";
    };
    const report = (ok: boolean, reason?: string, todo?: "inFrame" | "alone"): void => {
      const r: SentenceReport = {
        text: norm.original.slice(range.start, range.end),
        ok,
        start: range.start,
        end: range.end,
      };
      if (reason !== undefined) r.reason = reason;
      if (todo !== undefined) r.todo = todo;
      sentences.push(r);
    };
    if (seg.kind === "note") {
      report(true, "errata note, not rules text");
      continue;
    }
    if (seg.kind !== "sentence" && levels.waiting) levelWithoutText();
    if (seg.kind === "reminder") {
      asm.close();
      const r = readReminder(seg, spanOf(at, base + seg.end));
      if (r.ok) {
        asm.abilities.push(r.ability);
        report(true);
      } else report(false, r.reason, unread());
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
      } else report(false, t.reason, unread());
      continue;
    }
    // 《LV3》 at the head of a unit (rule 7.11): the rest is read as usual, then wrapped in its level
    const level = levelPrefix(seg.text);
    let text = seg.text;
    let from = at;
    if (level) {
      if (levels.waiting) levelWithoutText();
      levels.expect(level.n, spanOf(at, at + level.length));
      text = seg.text.slice(level.length);
      from = at + level.length;
      if (text.trim() === "") {
        report(true);
        loneLevel = sentences[sentences.length - 1];
        continue;
      }
    }
    loneLevel = undefined;
    const before = asm.abilities.length;
    const parsed = readSentence(text, from, spanOf);
    if (!parsed.ok) {
      levels.settle(0, 0);
      report(false, parsed.reason, unread());
      continue;
    }
    const problem = asm.add(parsed.value);
    if (problem) {
      levels.settle(0, 0);
      report(false, problem, unread());
    } else if (!levels.settle(before, asm.abilities.length - before))
      report(false, "《LVN》 before a sentence that does not start a text", unread());
    else report(true);
  }
  if (levels.waiting) levelWithoutText();
  levels.apply(asm.abilities);
  return { abilities: asm.abilities, sentences, complete: sentences.every((s) => s.ok) };
}
