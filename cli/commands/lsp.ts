// `memoria lsp`: the language server (lsp/server.ts) on stdin/stdout, for editors (docs/editor.md).
import { parseArgs } from "../args.ts";
import { EXIT_OK, type Command } from "../command.ts";

export const command: Command = {
  name: "lsp",
  summary: "run the language server for .cards, .ruling and .deck files (stdio)",
  help: `usage: memoria lsp [--stdio]

Runs the language server on stdin/stdout (the Language Server Protocol): diagnostics as you type
with links to docs/diagnostics.md, quick fixes, hover (an ability's English and Japanese rendering,
the cards a 「name」, 【trait】 or 『title』 refers to, a keyword's or a cited rule's text), completion,
go to definition and references of card names, document symbols, formatting, semantic tokens, and
for rulings a code lens that runs the ruling. The project root is the editor's workspace folder;
the .cards files of its cardtext/ are indexed so names defined in files that are not open resolve.

  --stdio    accepted (and the default) for clients that pass it

Exit code: 0 when the client shuts the server down. See docs/editor.md.`,
  async run(argv) {
    parseArgs(argv, { booleans: ["stdio"] });
    // stdout carries the protocol: anything else printed there would corrupt it.
    console.log = console.error;
    console.info = console.error;
    const { startServer } = await import("../../lsp/server.ts");
    const connection = startServer();
    await new Promise<void>((resolve) => connection.onExit(() => resolve()));
    return EXIT_OK;
  },
};
