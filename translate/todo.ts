// What `memoria translate` prints for a sentence it could not read. The sentence itself stays on
// the card, in place, as a `todo "…"` step (unread.ts), which the checker refuses (PM3302); this adds
// a comment per such sentence that keeps its Japanese and says who lacks the construct:
// `language:` when the translator refused the reading because the card language has no node that
// could hold it (a `lacks` refusal of the parser), `translator:` otherwise — no template of the
// translator reads it, whether or not the language could express it.
import { LANGUAGE } from "./parser/index.ts";
import type { SentenceReport, Translation } from "./translate.ts";

/** Who lacks the construct of a sentence that was not understood. */
export function lacking(s: SentenceReport): { by: "language" | "translator"; reason: string } {
  const reason = s.reason ?? "not understood";
  return reason.startsWith(LANGUAGE)
    ? { by: "language", reason: reason.slice(LANGUAGE.length) }
    : { by: "translator", reason };
}

// A comment of the card language ends at \n or \r (grammar/tokens.ts): a printed text with a line
// break (a lone \r, \r\n, or the Unicode separators editors also break at) would put the rest of
// its line outside the comment, where it does not parse. Such breaks are folded or split here.
const BREAK = /\r\n|[\n\r\u0085\u2028\u2029]/;
const BREAKS = /\s*(?:\r\n|[\n\r\u0085\u2028\u2029])\s*/g;

/** `text` on one line: each line break, with the spaces around it, becomes one space. */
export const oneLine = (text: string): string => text.replace(BREAKS, " ");

/** The lines of a comment's text: split wherever a comment of the card language would end. */
export function commentLines(text: string): string[] {
  return text.split(BREAK);
}

/** The text of one TODO comment per sentence that was not understood (without the `//`). */
export function todoLines(t: Translation): string[] {
  return t.sentences
    .filter((s) => !s.ok)
    .map((s) => {
      const { by, reason } = lacking(s);
      const where =
        s.todo === "alone" ? " (no timing or trigger read: `[main/own]` holds the todo)" : "";
      return oneLine(`TODO(translate): 「${s.text}」 — ${by}: ${reason}${where}`);
    });
}

/** The same as `// …` lines. */
export function todoComments(t: Translation): string[] {
  return todoLines(t).map((l) => `// ${l}`);
}
