// `memoria check --printed`: each card's `printed` text is translated and compared with the card's
// abilities, as the cardtext/ round trip does (cardtext-roundtrip.ts); a card whose printed text
// translates completely to other abilities gets a PM3516 warning at the first text that differs.
// A printed text the translator cannot read fully is not evidence either way: such cards are
// counted, not reported. A card with a `todo` step is not encoded yet and is skipped.
// Lives in translate/ because the compiler may not import the translator (test/architecture.test.ts);
// the CLI wires it into `check`.
import type { Ability, CardDecl, CardFile } from "../grammar/ast.ts";
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { fmtAbility } from "../grammar/format.ts";
import { diagnostics } from "../compiler/catalogue/index.ts";
import { comparable, firstDiff, hasTodo } from "./cardtext-roundtrip.ts";
import { translateText } from "./translate.ts";

export interface PrintedCheck {
  diagnostics: Diagnostic[];
  /** Cards compared with their printed text (it translated completely). */
  compared: number;
  /** Cards with a printed text the translator could not read fully: not compared. */
  unread: string[];
}

const shown = (a: Ability | undefined): string => {
  if (a === undefined) return "nothing";
  const s = fmtAbility(a).replace(/\s+/g, " ");
  return s.length > 120 ? `${s.slice(0, 117)}…` : s;
};

/** The PM3516 warning for one card, or undefined when it agrees with its printed text. */
export function printedDifference(card: CardDecl): Diagnostic | "unread" | undefined {
  if (card.printed === undefined || hasTodo(card.abilities)) return undefined;
  const t = translateText(card.printed, `${card.span.file}#printed`);
  if (!t.complete) return "unread";
  const want = comparable(card.abilities);
  const got = comparable(t.abilities);
  if (JSON.stringify(want) === JSON.stringify(got)) return undefined;
  let i = 0;
  while (
    i < Math.min(want.length, got.length) &&
    JSON.stringify(want[i]) === JSON.stringify(got[i])
  )
    i++;
  const diff = firstDiff(want[i], got[i], `text ${i + 1}`) || `text ${i + 1}`;
  const span = card.abilities[i]?.span ?? card.nameSpan;
  return makeDiagnostic(diagnostics.printedTranslationDiffers, span, {
    number: card.number,
    index: i + 1,
    encoded: shown(card.abilities[i]),
    printed: shown(t.abilities[i]),
    at: diff,
  });
}

export function checkPrinted(files: readonly CardFile[]): PrintedCheck {
  const out: PrintedCheck = { diagnostics: [], compared: 0, unread: [] };
  for (const f of files) {
    for (const item of f.items) {
      if (item.kind !== "Card" || item.printed === undefined || hasTodo(item.abilities)) continue;
      const d = printedDifference(item);
      if (d === "unread") {
        out.unread.push(item.number);
        continue;
      }
      out.compared++;
      if (d) out.diagnostics.push(d);
    }
  }
  return out;
}
