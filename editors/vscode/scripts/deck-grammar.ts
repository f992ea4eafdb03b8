// The TextMate grammar of `.deck` files, from the deck parser's own line shapes
// (grammar/deck/parse.ts ENTRY, LEGACY, HEADER). A deck is line-based: a line is a header, an
// entry, a comment or blank; any other line is one the parser reports (PM60xx), marked invalid.
import { ENTRY, HEADER, LEGACY, REF } from "../../../grammar/deck/parse.ts";
import { oniguruma } from "./oniguruma.ts";
import type { Grammar } from "./textmate.ts";

export const DECK_SCOPE = "source.memoria-deck";
const S = ".memoria-deck";

/** Where the code part of a line ends: at a `//` or `#` comment, or at the line's end. */
const CODE_END = "(?=\\s*(?://|#|$))";

/**
 * A card reference that stops before a `//` comment: the parser strips comments before it
 * matches a line, so `4 ahb/01-002//x` is the card `ahb/01-002` (REF itself allows `/`).
 */
const REF_BEFORE_COMMENT = `(?:(?!//)${REF.replace(/\+$/, "")})+`;

/** A whole-line shape of the parser (`^…$` on the trimmed line) as a TextMate match. */
function line(re: RegExp, lead = "^\\s*"): string {
  const source = oniguruma(re.source.replaceAll(REF, REF_BEFORE_COMMENT));
  if (!source.startsWith("^") || !source.endsWith("$"))
    throw new Error(`deck grammar: ${re} is no longer a whole-line pattern`);
  return lead + source.slice(1, -1) + CODE_END;
}

const cardName = { name: `entity.name.type.card-name${S}` };

export function deckGrammar(): Grammar {
  for (const re of [ENTRY, LEGACY])
    if (!re.source.includes(REF)) throw new Error(`deck grammar: ${re} no longer uses REF`);
  // The header is `deck "name"`: its first word gets a group of its own for the keyword scope.
  const header = line(HEADER);
  if (!header.startsWith("^\\s*deck"))
    throw new Error(`deck grammar: the header ${HEADER} no longer starts with \`deck\``);
  return {
    name: "Memoria decks",
    scopeName: DECK_SCOPE,
    fileTypes: ["deck"],
    patterns: [{ include: "#comment" }, { include: "#line" }],
    repository: {
      comment: { name: `comment.line${S}`, match: "(?://|#).*" },
      line: {
        patterns: [
          {
            name: `meta.header${S}`,
            match: header.replace(/^\^\\s\*deck/, "^\\s*(deck)"),
            captures: {
              "1": { name: `keyword.other.deck${S}` },
              "2": { name: `string.quoted.double${S}` },
            },
          },
          {
            name: `meta.entry${S}`,
            match: line(ENTRY),
            captures: {
              "1": { name: `constant.numeric.count${S}` },
              "2": { name: `constant.other.card-ref${S}` },
              "3": cardName,
            },
          },
          {
            name: `meta.entry.legacy${S}`,
            match: line(LEGACY),
            captures: {
              "1": { name: `constant.other.card-ref${S}` },
              "2": { name: `constant.numeric.count${S}` },
              "3": cardName,
            },
          },
          // Anything else before a comment is a line the parser rejects.
          { name: `invalid.illegal.line${S}`, match: `^\\s*(?!//|#)\\S.*?${CODE_END}` },
        ],
      },
    },
  };
}
