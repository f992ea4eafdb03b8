// How far the translator generalises beyond the sentences it was built from: every corpus card it
// reads completely is printed again with one kind of change, and the share still read completely
// is counted per kind. Two families of change:
// - the same template with other words in its slots (names, traits, titles, numbers, the two
//   players, AP and DP): a failure is a template that only knows the words of the cards it came
//   from — the gap a set the project has never seen falls into;
// - the same wording spelled another way (a comma more or less, すべて, 手札に移す…): a failure is
//   a print variant the grammar does not read (print-variants.ts is where they are read).
// Some changes make wordings no card would print (a +20/+20 coin, the opponent's own event
// negated…): those a rule of the digest forbids are skipped and counted apart (Change.nonsense,
// variants-changes.ts); the failures left are listed, for a person to read.
//
// Run: npx tsx translate/variants-probe.ts [--failures FILE]
import { readFileSync, writeFileSync } from "node:fs";
import { corpusFile } from "./corpus-file.ts";
import { translateText } from "./translate.ts";
import { applyChange, CHANGES, type Change } from "./variants-changes.ts";

export { CHANGES, type Change };

export interface ProbeLine {
  change: Change;
  tried: number;
  complete: number;
  /** Changed texts not counted: a wording the game never prints (Change.nonsense). */
  skipped: number;
  failures: string[];
}

/** Each change over the texts translated completely as printed (a text it does not alter is not counted). */
export function probe(
  texts: readonly string[],
  only: (change: Change) => boolean = () => true,
): { complete: number; lines: ProbeLine[] } {
  const read = texts.filter((t) => translateText(t).complete);
  const lines = CHANGES.filter(only).map((change): ProbeLine => {
    const line: ProbeLine = { change, tried: 0, complete: 0, skipped: 0, failures: [] };
    for (const text of read) {
      const changed = applyChange(change, text);
      if (changed === text) continue;
      if (change.nonsense?.some((n) => n.pattern.test(changed))) {
        line.skipped++;
        continue;
      }
      line.tried++;
      const t = translateText(changed);
      if (t.complete) line.complete++;
      else
        for (const s of t.sentences)
          if (!s.ok) line.failures.push(`${s.text.replace(/\n/g, "⏎")}  ‖ ${s.reason ?? ""}`);
    }
    return line;
  });
  return { complete: read.length, lines };
}

function corpusTexts(): string[] {
  const out: string[] = [];
  for (const name of ["pm-cards.jsonl", "pm-cards-wide.jsonl"])
    for (const line of readFileSync(corpusFile(name), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const text = (JSON.parse(line) as { text?: string }).text;
      if (text && text.length > 1) out.push(text);
    }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const texts = corpusTexts();
  const { complete, lines } = probe(texts);
  console.log(`${complete} of ${texts.length} corpus texts read completely as printed; changed:`);
  for (const l of lines) {
    const pct = l.tried === 0 ? "—" : `${((100 * l.complete) / l.tried).toFixed(1)}%`;
    console.log(
      `  ${l.change.family.padEnd(8)} ${l.change.name.padEnd(28)} ${`${l.complete}/${l.tried}`.padStart(9)}  ${pct}${l.skipped ? `  (${l.skipped} never printed, skipped)` : ""}`,
    );
  }
  const at = process.argv.indexOf("--failures");
  if (at !== -1) {
    const file = process.argv[at + 1] ?? "variants-probe-failures.txt";
    const body = lines.map(
      (l) => `## ${l.change.name} (${l.failures.length})\n${l.failures.join("\n")}`,
    );
    writeFileSync(file, `${body.join("\n\n")}\n`);
    console.log(`failing sentences: ${file}`);
  }
}
