// Entry point of the `memoria` command: finds the subcommand, handles --help, maps errors to exit
// codes (0 ok, 1 diagnostics, 2 usage). Subcommands are loaded lazily, one module each.
import { EXIT_DIAGNOSTICS, EXIT_USAGE, UsageError, type Command } from "./command.ts";
import { MissingPathError, NoFilesError } from "../workspace/files.ts";
import { InputTooLargeError } from "../workspace/source.ts";
import { formatDiagnostic } from "../workspace/diagnostic-report.ts";
import { NoProjectRootError } from "../workspace/project-root.ts";
import { packageVersion } from "./version.ts";
import { tuneForShortRun } from "./short-run.ts";

interface Entry {
  /** One line for `memoria --help`, here so the overview imports no command (each pulls in its
   * layers: the engine, the compiler, the translator); test/cli/help.test.ts keeps it equal to
   * the command's own `summary`. */
  summary: string;
  load: () => Promise<{ command: Command }>;
}

const commands: Record<string, Entry> = {
  parse: {
    summary: "parse card files and report syntax diagnostics",
    load: () => import("./commands/parse.ts"),
  },
  fmt: {
    summary: "format card files in canonical form (--check to verify, --write to rewrite)",
    load: () => import("./commands/fmt.ts"),
  },
  check: {
    summary: "check card files: names, kinds and rules of well-formedness",
    load: () => import("./commands/check.ts"),
  },
  compile: {
    summary: "compile card files to TypeScript modules in generated/",
    load: () => import("./commands/compile.ts"),
  },
  test: {
    summary: "run rulings (.ruling files) against the engine",
    load: () => {
      // Before the command's modules load: their first runs count too (cli/short-run.ts; through
      // tsx, ~5% of the run's CPU against setting it when the command starts, issue 15).
      tuneForShortRun();
      return import("./commands/test.ts");
    },
  },
  coverage: {
    summary: "count real cards encoded, by set, and the share exercised by a passing ruling",
    load: () => import("./commands/coverage.ts"),
  },
  simulate: {
    summary:
      "play N games between agents and report speed, length, win rates and invariant violations",
    load: () => import("./commands/simulate.ts"),
  },
  worker: {
    summary: "play the seed ranges of `simulate --queue` runs from a Redis queue (one per core)",
    load: () => import("./commands/worker.ts"),
  },
  play: {
    summary: "play one seeded game and print its log",
    load: () => import("./commands/play.ts"),
  },
  translate: {
    summary: "translate printed Japanese card text into the card language; coverage report",
    load: () => import("./commands/translate.ts"),
  },
  render: {
    summary: "render a card's abilities as English rules text or canonical Japanese",
    load: () => import("./commands/render.ts"),
  },
  lsp: {
    summary: "run the language server for .cards, .ruling and .deck files (stdio)",
    load: () => import("./commands/lsp.ts"),
  },
  studio: {
    summary:
      "serve the studio: editor, card view, translator, rulings, play and coverage in a browser page",
    load: () => import("./commands/studio.ts"),
  },
};

/** Each command's module, for the test that holds the summaries above to the commands' own. */
export const commandModules: Record<string, Entry["load"]> = Object.fromEntries(
  Object.entries(commands).map(([name, entry]) => [name, entry.load]),
);

export const commandSummaries: Record<string, string> = Object.fromEntries(
  Object.entries(commands).map(([name, entry]) => [name, entry.summary]),
);

function overview(): string {
  const lines = ["usage: memoria <command> [options]", "", "commands:"];
  for (const [name, { summary }] of Object.entries(commands))
    lines.push(`  ${name.padEnd(10)} ${summary}`);
  lines.push(
    "",
    "Run `memoria <command> --help` for a command's options, `memoria --version` for the version.",
    "Without paths, commands read the project's folders (cardtext/, rulings/, generated/) in the",
    "project root: the nearest folder holding cardtext/, from the working directory upwards.",
  );
  return lines.join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(overview());
    return name === undefined ? EXIT_USAGE : 0;
  }
  if (name === "--version" || name === "-v" || name === "version") {
    console.log(packageVersion());
    return 0;
  }
  const load = commands[name]?.load;
  if (!load) {
    console.error(`memoria: unknown command "${name}"\nRun \`memoria --help\` for the commands.`);
    return EXIT_USAGE;
  }
  const { command } = await load();
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(command.help);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    if (error instanceof UsageError || error instanceof MissingPathError) {
      console.error(
        `memoria ${name}: ${error.message}\nRun \`memoria ${name} --help\` for its usage.`,
      );
      return EXIT_USAGE;
    }
    if (error instanceof NoProjectRootError) {
      // PM1005: the command needed its default folders and the working directory is in no project.
      console.error(formatDiagnostic(error.diagnostic, undefined));
      return EXIT_USAGE;
    }
    if (error instanceof InputTooLargeError) {
      // PM1003 from a reader that throws (decks of simulate and play, translator input): a
      // diagnostic like any other, without a code frame (the input is not read).
      console.error(formatDiagnostic(error.diagnostic, undefined));
      return EXIT_DIAGNOSTICS;
    }
    if (error instanceof NoFilesError) {
      console.error(`memoria ${name}: ${error.message}`);
      return EXIT_DIAGNOSTICS;
    }
    throw error;
  }
}

// Allow `tsx cli/main.ts …` as well as the bin wrapper.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await main(process.argv.slice(2));
}
