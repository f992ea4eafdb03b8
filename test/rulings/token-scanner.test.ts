// The ruling lexer's one alternation (grammar/ruling/token-scanner.ts) against what it replaced:
// each pattern of tokens.ts tried in turn at the same place, the first match winning. Compared at
// every position of every line of the repository's ruling files and of lines made to sit on the
// patterns' edges (a card number against a word, a stat against a number, a rule number…).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scanToken } from "../../grammar/ruling/token-scanner.ts";
import { patterns } from "../../grammar/ruling/tokens.ts";

/** The former lexer's loop: the first pattern that matches at `pos`. */
function inTurn(line: string, pos: number): { kind: string; text: string } | null {
  for (const [kind, re] of patterns) {
    re.lastIndex = pos;
    const m = re.exec(line);
    if (m) return { kind, text: m[0] };
  }
  return null;
}

const EDGES = [
  "R-A-1 R-1000 R-AB-12x 01-046 01-046a 01-046-x AB-1234 A-B12 V-001 F-000 T-1000",
  "rulebook-examples/01-001_2 pm_k-on/02-055 a/01-001_ abc/1-001 x/01-0012 kgb/P-001 kgb/P-0012 a/SP-01a b/ABCD-1",
  "+10/+0 -10/-10 10/20 +1/ 8.5 8. .5 12.34.5 cost/unpayable target/none a/b- x/-y",
  "+3 -2 3 +-3 A's B's it's 's 'sx word_with-dash w0rd9 _x -x",
  ', : ; # ( ) , : ;; #() 「名」 【特徴】 『題』 "str" // comment 01-001',
];

function rulingLines(): string[] {
  const root = join(import.meta.dirname, "../../rulings");
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".ruling"))
    .flatMap((f) => readFileSync(join(root, f), "utf8").split(/\r\n|\r|\n/));
}

describe("ruling token scanner", () => {
  it("matches what trying each pattern in turn matched, at every position", () => {
    let compared = 0;
    const differ: string[] = [];
    for (const line of [...EDGES, ...rulingLines()])
      for (let pos = 0; pos < line.length; pos++) {
        const [got, want] = [scanToken(line, pos), inTurn(line, pos)];
        if (JSON.stringify(got) !== JSON.stringify(want))
          differ.push(
            `${JSON.stringify(line)} at ${pos}: ${JSON.stringify(got)}, not ${JSON.stringify(want)}`,
          );
        compared++;
      }
    expect(differ).toEqual([]);
    // The repository's ruling files are hundreds of kilobytes: the comparison saw them.
    expect(compared).toBeGreaterThan(100_000);
  });
});
