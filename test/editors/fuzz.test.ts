// The card and ruling grammars against their lexers on generated text: fragments that sit next to each
// other in ways the corpus never shows (a keyword glued to a number or to Japanese, a misspelt
// keyword, unknown characters, unclosed brackets inside a block, full-width punctuation).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keywordWords } from "../../grammar/keywords.ts";
import { cutTextBlocks } from "../../grammar/ruling/card-texts.ts";
import { cardMismatches, rulingMismatches } from "./agreement.ts";

const fragments = [
  ...keywordWords,
  ...["メイン", "アプローチ", "自分", "相手", "両方", "割り込み", "の", "カード"],
  ...["thexyz", "a1", "UC", "x", "approachesx", "opponent's", "team-up", "face-up", "owner's"],
  ...["3", "20", "+10/+10", "-10/±0", "±0", "-1", "+2", "01-002a", "R-001", "《2》", "↓", "《休》"],
  ...["[", "]", "［", "］", "{", "}", "(", ")", "<", "<=", ">=", "==", "=", "!=", "!", ":", "："],
  ...[
    ";",
    ",",
    "/",
    "／",
    "▶",
    "「本間 芽衣子」",
    "「unclosed",
    "【制服】",
    "『title』",
    "〔コンビ〕",
  ],
  ...[
    '"a \\"quoted\\" string"',
    '"unclosed',
    "// a comment",
    "@",
    "＠",
    "」",
    "、",
    "\t",
    "\u3000",
  ],
  ...["[main/own]", "[メイン/自分]", "［approach／both］", "[main/ own ]"],
];

/** Texts of up to 40 fragments, glued or apart, on one line or several. */
const textOf = (pool: string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...pool), fc.constantFrom("", " ", " ", "\n", "  ")), {
      maxLength: 40,
    })
    .map((parts) => parts.map(([f, sep]) => f + sep).join(""));

const text = textOf(fragments);

describe("the .cards grammar on generated text", () => {
  it("agrees with the card lexer", async () => {
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        expect(await cardMismatches("<fuzz>", t)).toEqual([]);
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});

const rulingFragments = [
  ...["ruling", "cites", "rule", "card", "turn", "of", "A", "B", "main", "phase", "expect", "pass"],
  ...["until", "block", "hand", "trash", "exactly", "rested", "go-first", "face-down", "thexyz"],
  ...["4.4", "R-A-1", "R-652", "V-001", "01-046a", "rulebook-examples/01-001_2", "cost/unpayable"],
  ...["+10/+10", "90/80", "3", "-1", "'s", "A's", ",", ":", ";", "#", "(", ")", "@", "{", "}"],
  ...["「赤の後」", "「unclosed", "【制服】", "『t』", '"a string"', '"unclosed', "// a comment"],
  ...["\t", "\u3000", "の", "x4", "card T-1 「a」 red {\n  if this enters: draw 1\n}"],
];

const rulingText = textOf(rulingFragments)
  // A `card … {` never closed runs to the end of the file in TextMate (ruling-grammar.ts).
  .filter((t) => cutTextBlocks(t).diagnostics.length === 0);

describe("the .ruling grammar on generated text", () => {
  it("agrees with the ruling lexer", async () => {
    await fc.assert(
      fc.asyncProperty(rulingText, async (t) => {
        expect(await rulingMismatches("<fuzz>", t)).toEqual([]);
      }),
      { numRuns: 300, seed: 17 },
    );
  });
});
