// Where the real-card corpus is: shared/corpus in the repository's parent folder (the layout of
// the workspace: <parent>/main, <parent>/shared/corpus). Resolved from this file, never from the
// working directory or a machine path; a missing file is an error that says where it was looked for.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The corpus folder: `../shared/corpus` from the repository root. */
export const CORPUS_DIR = fileURLToPath(new URL("../../shared/corpus/", import.meta.url));

/** The path of a corpus file (`pm-cards.jsonl`, `pm-cards-wide.jsonl`); throws when it is missing. */
export function corpusFile(name = "pm-cards.jsonl"): string {
  const path = `${CORPUS_DIR}${name}`;
  if (!existsSync(path))
    throw new Error(
      `the corpus file ${name} is missing: it is looked for at ${path} (shared/corpus in the repository's parent folder)`,
    );
  return path;
}
