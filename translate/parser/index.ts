// The Japanese card-text parser: one reused instance (Chevrotain analyses the grammar once), and
// `parseSentence`, which lexes one segment and returns its piece or a reason. Never throws.
import type { Span } from "../../grammar/ast.ts";
import { withoutStackTraces } from "../../grammar/parser-errors.ts";
import { LARGEST_NUMBER } from "../../grammar/visitor-base.ts";
import { tokenizeJa } from "../phrase-lexer.ts";
import { ParserBase } from "./base.ts";
import { defineAgain } from "./again.ts";
import { defineConditions } from "./conditions.ts";
import { defineCosts } from "./costs.ts";
import { defineCounts } from "./counts.ts";
import { defineCounted } from "./counted.ts";
import { defineDeck } from "./deck.ts";
import { defineHistory } from "./history.ts";
import { defineEffects } from "./effects.ts";
import { defineField, defineHandOntoField, defineRevealToHand } from "./field.ts";
import { defineLists } from "./lists.ts";
import { defineLimits } from "./limits.ts";
import { defineMeasures } from "./measures.ts";
import { defineJoined } from "./joined.ts";
import { defineNames } from "./names.ts";
import { defineIdentity } from "./identity.ts";
import { defineLater, defineLeadingDuration, defineMust } from "./later.ts";
import { defineLaterActions } from "./later-actions.ts";
import { defineSentencePieces } from "./pieces.ts";
import { defineSelectors } from "./selectors.ts";
import { defineShuffle } from "./shuffle.ts";
import { defineZones } from "./zones.ts";
import { defineSentences } from "./sentences.ts";
import { defineStatic } from "./static.ts";
import { defineVerbs } from "./verbs.ts";
import { defineTriggers } from "./triggers.ts";
import {
  defineAsMany,
  defineBlockerLater,
  defineChosenThisTurn,
  defineTurnHistory,
} from "./turn-history.ts";
import { defineTurnCounts } from "./turn-counts.ts";
import { defineTexts } from "./texts.ts";
import { defineWhen } from "./when.ts";
import { defineFound } from "./found.ts";
import { defineEventsStates } from "./events-states.ts";
import type { ParsedSentence } from "./results.ts";

class JaParser extends ParserBase {
  constructor(options: { validate?: boolean } = {}) {
    super(options);
    defineCounts(this);
    defineCounted(this);
    defineSelectors(this);
    defineNames(this);
    defineIdentity(this);
    defineConditions(this);
    defineMeasures(this);
    defineHistory(this);
    defineTurnCounts(this);
    defineFound(this);
    defineTriggers(this);
    defineWhen(this);
    defineTurnHistory(this);
    defineAsMany(this);
    defineChosenThisTurn(this);
    defineBlockerLater(this);
    defineEffects(this);
    defineCosts(this);
    defineVerbs(this);
    defineAgain(this);
    defineTexts(this);
    defineShuffle(this);
    defineZones(this);
    defineLater(this);
    defineLaterActions(this);
    defineMust(this);
    defineLimits(this);
    defineLeadingDuration(this);
    defineJoined(this);
    defineDeck(this);
    defineField(this);
    defineHandOntoField(this);
    defineRevealToHand(this);
    defineStatic(this);
    defineSentencePieces(this);
    defineEventsStates(this);
    defineLists(this);
    defineSentences(this);
    this.analyse();
  }
  /** Rules read `this`: call the top rule as a method of the parser. */
  parseTop(): ParsedSentence {
    return this.rules.sentence.call(this);
  }
}

/** A fresh parser; `validate` runs Chevrotain's grammar checks (a test does, see ParserBase). */
export function buildJaParser(options: { validate?: boolean } = {}): ParserBase {
  return new JaParser(options);
}

let instance: JaParser | undefined;
/** The one reused parser, built on the first sentence. */
export function jaParser(): JaParser {
  instance ??= new JaParser();
  return instance;
}

/** The start of a reason that says the card language, not only the translator, lacks the construct. */
export const LANGUAGE = "the language has no form for this: ";

export type SentenceResult = { ok: true; value: ParsedSentence } | { ok: false; reason: string };

/**
 * Parse one segment of normalised text. `base` is the segment's offset in the normalised text and
 * `spanOf` maps normalised ranges to spans in the printed text.
 */
export function parseSentence(
  text: string,
  base: number,
  spanOf: (s: number, e: number) => Span,
): SentenceResult {
  // The parser backtracks by throwing, thousands of times per sentence: no stack traces.
  return withoutStackTraces(() => parseSentenceUnsafe(text, base, spanOf));
}

function parseSentenceUnsafe(
  text: string,
  base: number,
  spanOf: (s: number, e: number) => Span,
): SentenceResult {
  try {
    const lexed = tokenizeJa(text);
    const unknown = lexed.tokens.find((t) => t.tokenType.name === "Other");
    if (unknown)
      return {
        ok: false,
        reason: `unknown wording at 「${text.slice(unknown.startOffset, unknown.startOffset + 12)}」`,
      };
    const huge = numberAbove(text, LARGEST_NUMBER);
    if (huge !== undefined)
      return {
        ok: false,
        reason: `${LANGUAGE}the number ${huge} (numbers stop at ${LARGEST_NUMBER.toLocaleString("en-US")}: PM1210)`,
      };
    const p = jaParser();
    p.base = base;
    p.spanOf = spanOf;
    p.input = lexed.tokens;
    p.furthest = 0;
    p.gap = undefined;
    const value = p.parseTop();
    if (p.errors.length > 0 || value === undefined) {
      // Report where the most successful attempt stopped, not where the first one failed.
      const f = p.furthest;
      // …unless that attempt was refused because the card language has no form for it.
      const gap = p.gap as ParserBase["gap"]; // set by the parse, which TS does not see
      if (gap && gap.at >= f) return { ok: false, reason: `${LANGUAGE}${gap.message}` };
      const at = text.slice(f, f + 12);
      const before = text.slice(Math.max(0, f - 10), f);
      return {
        ok: false,
        reason: at
          ? `no template reads past 「${before}」 at 「${at}」`
          : `no template ends the sentence after 「${before}」`,
      };
    }
    return { ok: true, value };
  } catch (err) {
    // A grammar bug must not crash a translation run: report it as an unparsed sentence.
    return {
      ok: false,
      reason: `internal error: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}

/** The first run of digits in `text` whose value is above `limit` (as printed), if any. */
function numberAbove(text: string, limit: number): string | undefined {
  for (const m of text.matchAll(/\d+/g)) if (Number(m[0]) > limit) return m[0];
  return undefined;
}
