// What `memoria translate` prints for a sentence it could not read: a comment that keeps the
// Japanese and the reason, so the card file shows exactly what is left to do (the card is partial).
import type { Translation } from "./translate.ts";

/** The text of one TODO comment per sentence that was not understood (without the `//`). */
export function todoLines(t: Translation): string[] {
  return t.sentences
    .filter((s) => !s.ok)
    .map((s) => `TODO(translate): 「${s.text}」 — ${s.reason ?? "not understood"}`);
}

/** The same as `// …` lines. */
export function todoComments(t: Translation): string[] {
  return todoLines(t).map((l) => `// ${l}`);
}
