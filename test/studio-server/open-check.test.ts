// The studio's worker checks the open card file alone against the symbol table of every file
// (studio/src/open-check.ts) and takes the other files' trees from the server as JSON
// (Workspace.setParsed). Both must give the language server's diagnostics: here, the services
// over the whole cardtext/ against the studio's way, on a scratch file with errors of each layer.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "../../grammar/parse.ts";
import { toLspDiagnostic } from "../../services/diagnostics.ts";
import { LanguageServices } from "../../services/services.ts";
import { openFileDiagnostics } from "../../studio/src/open-check.ts";
import { SCRATCH_TEXT, SCRATCH_URI } from "../../studio/src/sample.ts";

const files = readdirSync("cardtext")
  .filter((f) => f.endsWith(".cards"))
  .map((f) => ({ path: `cardtext/${f}`, text: readFileSync(`cardtext/${f}`, "utf8") }));

const scratches = [
  SCRATCH_TEXT,
  SCRATCH_TEXT.replace("draw 1", "drwa 1"), // syntax (PM1201)
  SCRATCH_TEXT.replace("if this enters", "if a 「平沢 優」 of yours enters"), // unknown name
  SCRATCH_TEXT.replace("【制服】【音楽】", "【制服】【音楽】【】"), // a malformed trait
  SCRATCH_TEXT.replace("99-002", "99-001"), // the same number twice in one set
  SCRATCH_TEXT.replace("title 『スタジオ』", "title 『けいおん！』").replace("99-001", "01-001"), // a real card's number
];

describe("the studio's checks of the open file", () => {
  it("sends the trees through JSON unchanged", () => {
    for (const f of files) {
      const parsed = parse(f.text, f.path);
      expect(JSON.parse(JSON.stringify(parsed))).toEqual(parsed);
    }
  });

  it("give the language server's diagnostics of that file", () => {
    const server = new LanguageServices();
    const studio = new LanguageServices();
    for (const f of files) {
      server.setText(f.path, f.text);
      studio.workspace.setParsed(f.path, f.text, JSON.parse(JSON.stringify(parse(f.text, f.path))));
    }
    for (const text of scratches) {
      server.setText(SCRATCH_URI, text);
      studio.setText(SCRATCH_URI, text);
      const doc = studio.workspace.get(SCRATCH_URI)!.doc;
      const mine = openFileDiagnostics(studio.workspace, SCRATCH_URI).map((d) =>
        toLspDiagnostic(d, doc),
      );
      expect(mine).toEqual(server.diagnostics(SCRATCH_URI));
      // Every edited scratch has something to say (the comparison is not of empty lists).
      expect({ text, found: mine.length > 0 }).toEqual({ text, found: text !== SCRATCH_TEXT });
    }
  });
});
