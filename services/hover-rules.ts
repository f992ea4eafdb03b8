// Hover text for a rule of the digest: `rule 6.1` in a ruling's citations or a comment, and the
// rule behind a keyword. The digest's text comes from the generated rules-text.ts.
import { RULES } from "./rules-text.ts";
import type { DocText } from "./text.ts";
import type { Hover } from "./types.ts";

export function ruleMarkdown(number: string): string | undefined {
  const text = RULES[number];
  return text === undefined ? undefined : `**rule ${number}** (rules digest)\n\n${text}`;
}

/** `rule 6.1` (or `rules 6.1, 6.2`, `// rule 8.4`) under the cursor: the digest's text of that rule. */
export function hoverCitedRule(doc: DocText, offset: number): Hover | undefined {
  const line = doc.lineAt(offset);
  const cited = /\brules?\s+((?:\d+\.\d+(?:\s*(?:,|and)\s*)?)+)/g;
  for (let m = cited.exec(line.text); m; m = cited.exec(line.text)) {
    const number = /\d+\.\d+/g;
    const listStart = m.index + m[0].length - m[1]!.length;
    for (let n = number.exec(m[1]!); n; n = number.exec(m[1]!)) {
      const start = line.start + listStart + n.index;
      const end = start + n[0].length;
      // The word `rule` hovers the first number it cites.
      const onWord = n.index === 0 && offset >= line.start + m.index && offset < start;
      if (!onWord && (offset < start || offset > end)) continue;
      const value = ruleMarkdown(n[0]);
      if (value) return { contents: { kind: "markdown", value }, range: doc.range(start, end) };
    }
  }
  return undefined;
}
