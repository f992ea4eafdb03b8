// A progress bar on stderr for long runs (`simulate`, `translate --report`, `coverage`): done of
// total, items per second and the time left at that pace. Shown only when stderr is a terminal, or
// when asked with `--progress`; so a test that captures stderr never sees one unless it asks. It
// redraws at most every `everyMs` (a fast loop pays one clock read per item) and ends its line on
// `done()`, so the command's own output starts on a fresh line.

export interface ProgressOptions {
  /** What is counted: "games", "cards", "rulings". */
  unit: string;
  /** Show even when the stream is not a terminal (`--progress`). */
  force?: boolean;
  stream?: { isTTY?: boolean; write(s: string): unknown };
  now?: () => number;
  everyMs?: number;
  width?: number;
}

export interface Progress {
  readonly shown: boolean;
  /** `n` more items done. */
  tick(n?: number): void;
  /** Draw the final state and end the line. */
  done(): void;
}

/** "1m05s", "42s", "3h02m": a short duration for the time left. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return "?";
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}m`;
}

/** One line of the bar (no control characters): exported for tests. */
export function progressLine(
  done: number,
  total: number,
  elapsedMs: number,
  unit: string,
  width = 24,
): string {
  const frac = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(frac * width);
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left = rate > 0 ? (total - done) / rate : Infinity;
  const pct = `${Math.floor(frac * 100)}%`.padStart(4);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${pct} ${done}/${total} ${unit}, ${rate.toFixed(rate < 10 ? 1 : 0)} ${unit}/s, ${done >= total ? `${formatDuration(elapsedMs / 1000)} in all` : `${formatDuration(left)} left`}`;
}

const NONE: Progress = { shown: false, tick: () => {}, done: () => {} };

export function progress(total: number, opts: ProgressOptions): Progress {
  const stream = opts.stream ?? process.stderr;
  if (!opts.force && stream.isTTY !== true) return NONE;
  const now = opts.now ?? (() => performance.now());
  const every = opts.everyMs ?? 200;
  const t0 = now();
  let done = 0;
  let last = -Infinity;
  const draw = (): void => {
    stream.write(`\r${progressLine(done, total, now() - t0, opts.unit, opts.width)}\x1b[K`);
  };
  return {
    shown: true,
    tick(n = 1) {
      done += n;
      const t = now();
      if (t - last >= every) {
        last = t;
        draw();
      }
    },
    done() {
      draw();
      stream.write("\n");
    },
  };
}

/**
 * A bar for a loop that learns its total only when it starts (a corpus read, a folder listed):
 * `update(done, total)` as it goes, `done()` at the end (a bar never started draws nothing).
 */
export function lateProgress(opts: ProgressOptions): {
  update(done: number, total: number): void;
  done(): void;
} {
  let bar: Progress | undefined;
  let at = 0;
  return {
    update(done, total) {
      bar ??= progress(total, opts);
      bar.tick(done - at);
      at = done;
    },
    done: () => bar?.done(),
  };
}
