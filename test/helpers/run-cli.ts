// Running the `memoria` command in this process: `main(args)` of cli/main.ts, what it prints
// captured, in a given working directory, everything restored after. A spawned `node cli/bin.mjs`
// costs 0.5 s of CPU to start (tsx, the parser's construction) and 1.3–2.2 s for a translate,
// compile or simulate (issue 15: 63 spawns were 67 s of `npm test`'s CPU); here the modules are
// the worker's, already loaded. test/cli/bin.test.ts keeps the real process honest: bin.mjs, its
// exit codes, --help and --version through a real spawn.
//
// What a spawned process would show, this shows: console.log/info/debug and process.stdout.write
// go to `stdout`, console.error/warn and process.stderr.write to `stderr`, neither stream a
// terminal (as a pipe is not), and an exception out of main is Node's uncaught error: its stack on
// stderr and status 1. The framework-free module also serves test/helpers/cli-batch.mjs, which runs
// several commands in one real process (for the test that must run as another user).
import { execFileSync } from "node:child_process";
import { setFlagsFromString } from "node:v8";
import { format } from "node:util";
import { main } from "../../cli/main.ts";

export interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** The working directory of the run (default: this process's). */
  cwd?: string;
}

let running = false;
let defaultBudget: string | undefined;

/**
 * The V8 interrupt budget this process started with. `memoria test` raises it for its short run
 * (cli/short-run.ts); a run in this process puts it back, so later tests run as they would have.
 */
function startingInterruptBudget(): string {
  const given = process.execArgv.find((a) => a.startsWith("--interrupt-budget="));
  if (given) return given;
  defaultBudget ??=
    /--interrupt-budget=\d+/.exec(
      execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" }),
    )?.[0] ?? "--interrupt-budget=67584";
  return defaultBudget;
}

type Write = typeof process.stdout.write;

/** A `write` that appends to a string, as a pipe would receive it. */
function writeTo(append: (s: string) => void): Write {
  return ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown): boolean => {
    append(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => (done as () => void)());
    return true;
  }) as Write;
}

/** Replace `key` of `target` for the run; returns the function that puts it back as it was. */
function swap<T extends object>(target: T, key: PropertyKey, value: unknown): () => void {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<PropertyKey, unknown>)[key];
  };
}

/** `memoria ...args` in this process; one run at a time (the capture is process-wide). */
export async function runCli(args: readonly string[], options: CliOptions = {}): Promise<CliRun> {
  try {
    return await runCaptured(() => main([...args]), options);
  } finally {
    if (args[0] === "test") setFlagsFromString(startingInterruptBudget());
  }
}

/**
 * A command's entry (`run`, giving its exit status) in this process, its output captured as above;
 * one run at a time. Also for a script's exported entry, e.g. bench/compare.ts `runCompare`.
 */
export async function runCaptured(
  run: () => Promise<number> | number,
  options: CliOptions = {},
): Promise<CliRun> {
  if (running) throw new Error("runCaptured: a run is already in progress");
  running = true;
  let stdout = "";
  let stderr = "";
  const out = (...a: unknown[]): void => void (stdout += format(...a) + "\n");
  const err = (...a: unknown[]): void => void (stderr += format(...a) + "\n");
  const streams = [process.stdout, process.stderr] as const;
  type Listener = (error: Error) => void;
  const listeners = streams.map((s) => s.listeners("error") as Listener[]);
  const restore = [
    ...(["log", "info", "debug"] as const).map((k) => swap(console, k, out)),
    ...(["error", "warn"] as const).map((k) => swap(console, k, err)),
    swap(
      process.stdout,
      "write",
      writeTo((s) => (stdout += s)),
    ),
    swap(
      process.stderr,
      "write",
      writeTo((s) => (stderr += s)),
    ),
    ...streams.map((s) => swap(s, "isTTY", false)),
  ];
  const cwd = process.cwd();
  let status: number;
  try {
    if (options.cwd !== undefined) process.chdir(options.cwd);
    status = await run();
  } catch (error) {
    stderr += `${error instanceof Error ? error.stack : String(error)}\n`;
    status = 1;
  } finally {
    process.chdir(cwd);
    for (const undo of restore.reverse()) undo();
    // `play` and `simulate` ignore a closed pipe's error on stdout: listeners of this run only.
    streams.forEach((s, i) => {
      for (const l of s.listeners("error") as Listener[])
        if (!listeners[i]!.includes(l)) s.off("error", l);
    });
    running = false;
  }
  return { status, stdout, stderr };
}
