// `memoria render`: a card's abilities as English rules text or as canonical Japanese.
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import type { CardDecl } from "../../grammar/ast.ts";
import { loadCardFiles } from "../../workspace/load.ts";
import { projectFolder } from "../../workspace/project-root.ts";
import { printDiagnostics } from "../report.ts";
import { NoJapaneseForm, renderEn, renderJa } from "../../translate/index.ts";

export const command: Command = {
  name: "render",
  summary: "render a card's abilities as English rules text or canonical Japanese",
  help: `usage: memoria render <card-number|file.cards> [--lang en|ja] [--cards DIR]

Prints the abilities of a card as English rules text (default) or as canonical Japanese, the
printed templates the translator reads back. Given a .cards file (or a directory), every card in
it; given a card number (01-002), the card(s) with that number in the card files under --cards
(default: cardtext).

  --lang en|ja   the language (default en)
  --cards DIR    where to look a card number up (default cardtext)

Exit code: 0 on success, 1 when a file has errors or a card has an ability with no canonical
Japanese form (said on stderr for that card; the other cards are printed), 2 on a usage error or an
unknown card.`,
  async run(argv) {
    const args = parseArgs(argv, { values: ["lang", "cards"] });
    const lang = args.values.get("lang")?.at(-1) ?? "en";
    if (lang !== "en" && lang !== "ja") throw new UsageError(`--lang is en or ja, got "${lang}"`);
    if (args.positionals.length !== 1)
      throw new UsageError("give one card number or one card file");
    const target = args.positionals[0]!;
    const isNumber =
      /^[A-Za-z0-9]*-?[A-Za-z0-9]+-[A-Za-z0-9]+$/.test(target) && !target.endsWith(".cards");
    const files = loadCardFiles([
      isNumber ? (args.values.get("cards")?.at(-1) ?? projectFolder("cardtext")) : target,
    ]);
    const { errors } = printDiagnostics(files, false);
    let cards: CardDecl[] = files.flatMap((f) =>
      (f.ast?.items ?? []).filter((i): i is CardDecl => i.kind === "Card"),
    );
    if (isNumber) {
      cards = cards.filter((c) => c.number === target);
      if (cards.length === 0) throw new UsageError(`no card numbered ${target}`);
    }
    const out: string[] = [];
    let unrendered = 0;
    for (const c of cards) {
      let text: string;
      try {
        text =
          c.abilities.length === 0
            ? lang === "en"
              ? "(no abilities)"
              : "(テキストなし)"
            : lang === "en"
              ? renderEn(c.abilities, c.cardKind)
              : renderJa(c.abilities);
      } catch (e) {
        if (!(e instanceof NoJapaneseForm)) throw e;
        // A shape no card prints (the language can say more than the printed templates).
        console.error(`${c.number} 「${c.name}」: ${e.message}`);
        unrendered++;
        continue;
      }
      out.push(
        `${c.number} 「${c.name}」${c.title !== undefined ? ` 『${c.title}』` : ""}\n${text}`,
      );
    }
    console.log(out.join("\n\n"));
    return errors > 0 || unrendered > 0 ? EXIT_DIAGNOSTICS : EXIT_OK;
  },
};
