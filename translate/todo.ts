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

/** The text of one TODO comment per sentence that was not understood (without the `//`). */
export function todoLines(t: Translation): string[] {
  return t.sentences
    .filter((s) => !s.ok)
    .map((s) => {
      const { by, reason } = lacking(s);
      const where =
        s.todo === "alone" ? " (no timing or trigger read: `[main/own]` holds the todo)" : "";
      return `TODO(translate): 「${s.text.replace(/\s*\n\s*/g, " ")}」 — ${by}: ${reason}${where}`;
    });
}

/** The same as `// …` lines. */
export function todoComments(t: Translation): string[] {
  return todoLines(t).map((l) => `// ${l}`);
}
