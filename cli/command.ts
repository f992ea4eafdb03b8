// The shape every `memoria` subcommand has. Each lives in its own file under cli/commands/ and is
// loaded lazily by main.ts, so `memoria fmt` never pays for loading the engine or the compiler.

/** Exit codes shared by every subcommand. */
export const EXIT_OK = 0;
/** The input had diagnostics (errors), or a check such as `fmt --check` failed. */
export const EXIT_DIAGNOSTICS = 1;
/** The command line itself was wrong: unknown subcommand, unknown flag, missing argument. */
export const EXIT_USAGE = 2;

export interface Command {
  name: string;
  /** One line, shown in `memoria --help`. */
  summary: string;
  /** Full help text, shown by `memoria <name> --help`. */
  help: string;
  run(argv: string[]): Promise<number>;
}

/** Thrown by argument parsing only; main.ts turns it into exit code 2 with the command's help. */
export class UsageError extends Error {}
