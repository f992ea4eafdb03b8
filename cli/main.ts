// Entry point of the `memoria` command: finds the subcommand, handles --help, maps errors to exit
// codes (0 ok, 1 diagnostics, 2 usage). Subcommands are loaded lazily, one module each.
import { EXIT_DIAGNOSTICS, EXIT_USAGE, UsageError, type Command } from "./command.ts";
import { MissingPathError, NoFilesError } from "../workspace/files.ts";
import { InputTooLargeError } from "../workspace/source.ts";
import { formatDiagnostic } from "../workspace/diagnostic-report.ts";

const commands: Record<string, () => Promise<{ command: Command }>> = {
  parse: () => import("./commands/parse.ts"),
  fmt: () => import("./commands/fmt.ts"),
  check: () => import("./commands/check.ts"),
  compile: () => import("./commands/compile.ts"),
  test: () => import("./commands/test.ts"),
  coverage: () => import("./commands/coverage.ts"),
  simulate: () => import("./commands/simulate.ts"),
  play: () => import("./commands/play.ts"),
  translate: () => import("./commands/translate.ts"),
  render: () => import("./commands/render.ts"),
};

async function overview(): Promise<string> {
  const lines = ["usage: memoria <command> [options]", "", "commands:"];
  for (const [name, load] of Object.entries(commands)) {
    const summary = await load().then(
      (m) => m.command.summary,
      () => "(not available in this build)",
    );
    lines.push(`  ${name.padEnd(10)} ${summary}`);
  }
  lines.push("", "Run `memoria <command> --help` for a command's options.");
  return lines.join("\n");
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    console.log(await overview());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const load = commands[name];
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
