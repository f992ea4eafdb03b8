// Bad input never crashes the services: every request on any text, at any position, answers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LanguageServices } from "../../services/index.ts";
import { DISK_CARDS } from "./helpers.ts";

/** Every request of the services at one position of one document. */
function everyRequest(services: LanguageServices, uri: string, line: number, character: number) {
  const p = { line, character };
  const diagnostics = services.diagnostics(uri);
  return [
    diagnostics,
    services.hover(uri, p),
    services.completion(uri, p),
    services.definition(uri, p),
    services.references(uri, p),
    services.symbols(uri),
    services.format(uri),
    services.semanticTokens(uri),
    services.codeActions(uri, diagnostics),
    services.codeLenses(uri),
  ];
}

const pieces = fc.constantFrom(
  ...DISK_CARDS.split(/(?=[ \n「」【】『』{}:])/),
  "「",
  "】",
  "[main/",
  "〔",
  '"',
  "\r\n",
  "tennen",
  "if this enters: ",
  "deck",
  "ruling",
  "4 01-001 ",
);

describe("the services on broken input", () => {
  for (const kind of ["cards", "ruling", "deck"] as const)
    it(`answer every request on any ${kind} text, at any position`, () => {
      const services = new LanguageServices();
      services.setText("file:///set.cards", DISK_CARDS);
      fc.assert(
        fc.property(
          fc.array(pieces, { maxLength: 40 }),
          fc.nat(30),
          fc.nat(80),
          (parts, line, character) => {
            const uri = `file:///doc.${kind}`;
            services.setText(uri, parts.join(""));
            expect(everyRequest(services, uri, line, character)).toHaveLength(10);
          },
        ),
        { numRuns: 60, seed: 17 },
      );
    });
});
