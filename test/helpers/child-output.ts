// Waiting for what a child process prints, event by event: a test waits for the output it needs,
// never for a clock that a slow, shared machine can miss. The ceiling only stops a hang.
import type { ChildProcess } from "node:child_process";

/** A generous bound on one wait: far beyond any start-up seen on a loaded 2-core machine. */
export const HANG_CEILING_MS = 300_000;

export interface ChildOutput {
  stdout: () => string;
  stderr: () => string;
  /** Resolves once `test` holds on the output so far; rejects if the child exits first or hangs. */
  until: (test: () => boolean, what: string) => Promise<void>;
}

export function watchOutput(child: ChildProcess): ChildOutput {
  let stdout = "";
  let stderr = "";
  const waiters = new Set<() => void>();
  const poke = (): void => waiters.forEach((w) => w());
  child.stdout?.on("data", (d: Buffer) => ((stdout += d.toString()), poke()));
  child.stderr?.on("data", (d: Buffer) => ((stderr += d.toString()), poke()));
  let exited = false;
  child.on("exit", () => ((exited = true), poke()));
  const until = (test: () => boolean, what: string): Promise<void> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => done(new Error(`no ${what} after ${HANG_CEILING_MS} ms`)),
        HANG_CEILING_MS,
      );
      const done = (error?: Error): void => {
        clearTimeout(timer);
        waiters.delete(check);
        if (error) reject(error);
        else resolve();
      };
      const check = (): void => {
        if (test()) done();
        else if (exited) done(new Error(`the process exited before ${what}:\n${stderr}`));
      };
      waiters.add(check);
      check();
    });
  return { stdout: () => stdout, stderr: () => stderr, until };
}
