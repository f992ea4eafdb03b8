// A batch command that runs many small, different pieces of code for about a second (`memoria
// test`: 113 ruling files, each a few engine steps) pays more for V8's optimizing compiler than
// the optimized code gives back. By default V8 sends a function to TurboFan after ~66 KB of its
// bytecode has run (three ticks of --interrupt-budget); here ~200 functions are compiled on a
// background thread — CPU time that counts — and most run a few milliseconds after. Issue 15,
// bundled `test rulings` (869 rulings), alternating runs on 2 cores at load 5–8: 1.55–1.63 s CPU at
// the default budget, 1.03–1.06 s at 1 MiB; 256 KiB gave 1.05–1.11, 4 MiB 1.04–1.10. Ten rounds of
// every ruling in one process (as `--watch` would) still cost less at 1 MiB (4.7 s against 6.0 s):
// hot code is still optimized, later.
//
// Only the flag's value changes, never what code computes. V8 reads the budget each time it
// refills a function's counter, so setting it at a command's start applies to all code after.
import { setFlagsFromString } from "node:v8";

/** V8's interrupt budget for a short batch run (bytes of bytecode between tier-up checks). */
export const SHORT_RUN_INTERRUPT_BUDGET = 1024 * 1024;

/** Let V8 optimize later, for a command that runs many different functions briefly. */
export function tuneForShortRun(): void {
  setFlagsFromString(`--interrupt-budget=${SHORT_RUN_INTERRUPT_BUDGET}`);
}
