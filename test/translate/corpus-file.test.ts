// The corpus is found beside the repository, never by a machine path or the working directory,
// and a missing file fails with the place it was looked for.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CORPUS_DIR, corpusFile } from "../../translate/corpus-file.ts";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("the corpus's place", () => {
  it("is shared/corpus in the repository's parent folder", () => {
    expect(CORPUS_DIR).toBe(`${join(repoRoot, "..", "shared", "corpus")}/`);
    expect(corpusFile()).toBe(join(repoRoot, "..", "shared", "corpus", "pm-cards.jsonl"));
  });
  it("a missing file is an error naming where it was looked for", () => {
    expect(() => corpusFile("no-such-corpus.jsonl")).toThrow(
      `the corpus file no-such-corpus.jsonl is missing: it is looked for at ${join(repoRoot, "..", "shared", "corpus", "no-such-corpus.jsonl")}`,
    );
  });
});
