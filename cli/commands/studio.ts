// `memoria studio`: serve the studio (the card editor with live diagnostics, the card view, the
// translate, rulings, play and coverage panes, in a browser page; docs/studio.md) on 127.0.0.1
// until interrupted.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { projectRoot } from "../../workspace/project-root.ts";

export const command: Command = {
  name: "studio",
  summary:
    "serve the studio: editor, card view, translator, rulings, play and coverage in a browser page",
  help: `usage: memoria studio [--port P] [--dist DIR]

Serves the studio on http://127.0.0.1:P/ (default port 4173), a page with five panes:
  Cards      the card editor with the language server's diagnostics, quick fixes, hover and
             completion (in a Web Worker), the card face drawn beside it (export SVG/PNG), and
             Save, which writes an edited file of cardtext/ back in place
  Translate  printed Japanese pasted in: the card language, its renderings, the unread spans
  Rulings    run a file of rulings/ and step through its boards, expectations ticked or crossed
  Play       a game between decks of decks/ against an agent, your choices from the legal ones
  Coverage   the translator's and the engine's figures per set, linking to the cards
The page asks only this server: the files of the project's cardtext/, rulings/ and decks/, and the
ruling runner, the engine and the coverage counts run here. Nothing is fetched from the network.

  --port P     the port (0: any free port)
  --dist DIR   the built page (default: studio/dist, written by \`npm run studio:build\`)

Exit code: 0 when interrupted (Ctrl-C); 1 when the studio is not built. See docs/studio.md.`,
  async run(argv) {
    const args = parseArgs(argv, { values: ["port", "dist"] });
    if (args.positionals.length > 0)
      throw new UsageError(`unexpected argument: ${args.positionals[0]}`);
    const portText = args.values.get("port")?.at(-1) ?? "4173";
    const port = Number(portText);
    if (!/^\d+$/.test(portText) || port > 65535)
      throw new UsageError(`--port takes a number from 0 to 65535, not ${portText}`);
    const { BUILD_HINT, DEFAULT_DIST, cardtextFiles, startStudioServer } =
      await import("../studio/server.ts");
    const dist = args.values.get("dist")?.at(-1) ?? DEFAULT_DIST;
    if (!existsSync(join(dist, "index.html"))) {
      console.error(`memoria studio: ${BUILD_HINT}`);
      return EXIT_DIAGNOSTICS;
    }
    const root = projectRoot();
    const studio = await startStudioServer({ root, dist, port });
    console.log(`memoria studio: ${studio.url} (Ctrl-C to stop)`);
    // Parse cardtext/ now, while the browser opens: the page's first request then finds it done.
    setImmediate(() => cardtextFiles(root));
    await new Promise<void>((resolve) => {
      process.once("SIGINT", resolve);
      process.once("SIGTERM", resolve);
    });
    await studio.close();
    return EXIT_OK;
  },
};
