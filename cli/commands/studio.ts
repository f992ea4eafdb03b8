// `memoria studio`: serve the studio (the card editor with live diagnostics, the card view and
// the translate pane, in a browser page; docs/studio.md) on 127.0.0.1 until interrupted.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "../args.ts";
import { EXIT_DIAGNOSTICS, EXIT_OK, UsageError, type Command } from "../command.ts";
import { projectRoot } from "../../workspace/project-root.ts";

export const command: Command = {
  name: "studio",
  summary: "serve the studio: card editor, card view and translator in a browser page (127.0.0.1)",
  help: `usage: memoria studio [--port P] [--dist DIR]

Serves the studio on http://127.0.0.1:P/ (default port 4173): a card editor with the language
server's diagnostics, quick fixes, hover and completion (run in a Web Worker), the card face drawn
beside it (export SVG/PNG), and a pane that translates pasted Japanese. The page loads the card
files of the project's cardtext/ from this server; it makes no other request.

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
