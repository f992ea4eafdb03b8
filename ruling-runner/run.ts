// Running one ruling: build its board, feed its steps to the engine strictly (every decision the
// engine asks must be the next scripted step; a step the engine never asked for fails), check the
// expectations in order. On failure: what was expected, what happened, and the log so far.
import type { CardRef, Expect, Expectation, Ruling, Step } from "../grammar/ruling/index.ts";
import {
  apply,
  cardLabel,
  formatEvent,
  getDb,
  type CardDb,
  type Decision,
  type GameEvent,
  type GameState,
} from "../runtime/index.ts";
import { buildBoard, newGame } from "./board.ts";
import { lazyBoards } from "./boards.ts";
import { StepError, toDecision } from "./decide.ts";
import { answers, describePending, endCheck, untilReached } from "./pending.ts";
import { check, type Resolution } from "./expect.ts";
import type { Failure, RulingResult } from "./result.ts";
import { Tracer } from "./trace.ts";

export function runRuling(
  ruling: Ruling,
  db: CardDb,
  defOf: Map<CardRef, string>,
  text: string,
  onState?: (state: GameState) => void,
  trace = false,
): RulingResult {
  const lines = linesOf(text);
  const src = (l: number): string => (lines[l - 1] ?? "").trim();
  const log: string[] = [];
  // Traced (the studio): every line's outcome, and the run goes on past an expectation not met.
  const tracer = trace ? new Tracer(ruling, src, log) : undefined;
  let firstFailure: Failure | undefined;
  /** Every card that resolved, in order, as it was then: `expect resolves … before …`. */
  const resolved: Resolution[] = [];
  let state!: GameState;
  const record = (s: GameState, events: readonly GameEvent[]): void => {
    onState?.(s);
    for (const e of events)
      if (e.ev === "resolve") {
        const c = s.cards[e.card];
        if (c)
          resolved.push({
            def: c.def,
            owner: c.owner,
            label: cardLabel(getDb(s.db) ?? db, s, e.card),
          });
      }
    // The engine says P0/P1; rulings say A/B.
    for (const e of events)
      log.push(
        formatEvent(getDb(s.db) ?? db, s, e)
          .replace(/\bP([01])\b/g, (_, d: string) => "AB"[Number(d)]!)
          .replace(/player ([01])\b/g, (_, d: string) => `player ${"AB"[Number(d)]!}`),
      );
  };
  /** The board as the ruling set it up, once its database is known: its picture, and (in `done`)
   * the picture of the board as it ended, are drawn when a report reads them (boards.ts). */
  let built: GameState | undefined;
  const done = (last?: Failure): RulingResult => {
    const failure = firstFailure ?? last;
    const traced = tracer ? { trace: tracer.entries() } : {};
    // Set once the board is built, so `state` is too.
    const boards = built !== undefined ? { boards: lazyBoards(built, state) } : {};
    if (ruling.pending !== undefined)
      return {
        ruling,
        status: "pending",
        ...(failure ? { failure } : { fixed: true }),
        log,
        ...boards,
        ...traced,
      };
    return failure
      ? { ruling, status: "failed", failure, log, ...boards, ...traced }
      : { ruling, status: "passed", log, ...boards, ...traced };
  };
  const failure = (item: Step | Expect, expected: string, actual: string): Failure => ({
    line: item.span.start.line,
    column: item.span.start.column,
    source: src(item.span.start.line),
    expected,
    actual,
  });
  const fail = (item: Step | Expect, expected: string, actual: string): RulingResult => {
    tracer?.failed(item, expected, actual, state);
    return done(failure(item, expected, actual));
  };

  /** A refusal the ruling expected: its failure when the engine gave another reason (else logged). */
  const rejectedOtherwise = (
    at: Step | Expect,
    expected: ExpectedRejection,
    r: { reason: string; message: string },
  ): RulingResult | null => {
    if (!rejectionMatches(expected, r))
      return fail(at, rejectionText(expected), `rejected with ${r.reason}: ${r.message}`);
    log.push(`  (rejected as expected: ${r.reason}: ${r.message})`);
    return null;
  };

  const body = ruling.body;
  let start = 0;
  const first = body[0];
  if (first?.kind === "NewGame") {
    const r = newGame(ruling, db, defOf, first.seed);
    const next = body[1];
    const rejectExpected = expectedRejection(next);
    if (!r.ok) {
      if (rejectExpected === undefined)
        return fail(first, "the game starts", `rejected: ${r.reason}: ${r.message}`);
      const wrong = rejectedOtherwise(next!, rejectExpected, r);
      if (wrong) return wrong;
      tracer?.done(next!);
      return body.length > 2
        ? fail(body[2]!, "nothing after a refused game", "the game never started")
        : done();
    }
    if (rejectExpected !== undefined)
      return fail(next!, rejectionText(rejectExpected), "the game started");
    state = r.state;
    record(state, r.events);
    start = 1;
  } else {
    try {
      const built = buildBoard(ruling, db, defOf);
      state = built.state;
      record(state, built.events);
    } catch (e) {
      tracer?.failed(undefined, "a board the engine accepts", String(e));
      return done({
        line: ruling.span.start.line,
        column: 1,
        source: src(ruling.span.start.line),
        expected: "a board the engine accepts",
        actual: String(e),
      });
    }
  }
  // (a board is drawn only from a state whose database is registered: boardSnapshot's condition)
  if (getDb(state.db) !== undefined) built = state;
  tracer?.boardBuilt(state);
  const abilitiesOf = (id: number): readonly { kind: string }[] =>
    db.byId.get(state.cards[id]!.def)?.abilities ?? [];

  /** Apply `d`; returns an error text when the engine refused it. */
  const step = (d: Decision, note = ""): string | null => {
    const r = apply(state, d);
    if (!r.ok) return `${r.reason}: ${r.message}`;
    if (note) log.push(`  (${note})`);
    record(r.state, r.events);
    state = r.state;
    return null;
  };
  /** One pass by whoever holds priority; for the shorthands. */
  const autoPass = (item: Step, why: string): RulingResult | null => {
    const p = state.pending;
    if (p.kind !== "priority")
      return fail(item, `${why}: a priority pass`, `the engine asked ${describePending(state)}`);
    const err = step({ type: "pass", player: p.player }, why);
    return err ? fail(item, why, err) : null;
  };

  /** Where the log stood before the last scripted step (what it did, auto passes included, follows). */
  let sinceStep = log.length;
  for (let i = start; i < body.length; i++) {
    const item = body[i]!;
    tracer?.begin();
    if (item.kind !== "Expect") sinceStep = log.length;
    if (item.kind === "Expect") {
      const m = check(item.expectation, state, db, defOf, { log, resolved });
      if (m) {
        const actual = m.actual + unansweredNote(state) + autoPassNote(log.slice(sinceStep));
        if (!tracer) return fail(item, m.expected, actual);
        // Traced: noted, and the later lines still run (an expectation changes nothing).
        tracer.failed(item, m.expected, actual);
        firstFailure ??= failure(item, m.expected, actual);
      }
      tracer?.done(item);
      continue;
    }
    if (item.kind === "NewGame")
      return fail(item, "`new game` as the first step", "it comes after other steps");
    if (item.kind === "BothPass") {
      // The player with priority passes; the other passes too if the engine asks them (a player
      // with nothing to declare passes automatically, rule 4.1, and is not asked).
      const first = state.pending.kind === "priority" ? state.pending.player : -1;
      const f = autoPass(item, "both pass");
      if (f) return f;
      const p = state.pending;
      if (p.kind === "priority" && p.player !== first && state.passes === 1) {
        const g = autoPass(item, "both pass");
        if (g) return g;
      }
      tracer?.done(item, state);
      continue;
    }
    if (item.kind === "PassUntil") {
      const turn = state.turn;
      const reached = (): boolean => untilReached(item.until, state, turn);
      for (let guard = 0; !reached(); guard++) {
        // Only `pass until end` / `until main` may cross into the next turn.
        const crossed = state.turn !== turn && item.until !== "end" && item.until !== "main";
        if (guard > 60 || crossed || state.pending.kind === "over")
          return fail(
            item,
            `pass until ${item.until}`,
            `never reached; the engine asks ${describePending(state)}`,
          );
        const f = autoPass(item, `pass until ${item.until}`);
        if (f) return f;
      }
      tracer?.done(item, state);
      continue;
    }
    const next = body[i + 1];
    const rejectExpected = expectedRejection(next);
    let d: Decision;
    try {
      d = toDecision(state, item.player, item.action, defOf, abilitiesOf);
    } catch (e) {
      if (!(e instanceof StepError)) throw e;
      return fail(item, `\`${src(item.span.start.line)}\` can be carried out`, e.message);
    }
    if (rejectExpected === undefined) {
      const p = state.pending;
      const ok =
        p.kind !== "over" && p.player === item.player && (answers[p.kind] ?? []).includes(d.type);
      if (!ok)
        return fail(
          item,
          `the engine asks for \`${src(item.span.start.line)}\``,
          `the engine asked ${describePending(state)}; this step was never asked for`,
        );
      const err = step(d);
      if (err)
        return fail(item, `\`${src(item.span.start.line)}\` is accepted`, `rejected: ${err}`);
      tracer?.done(item, state);
      continue;
    }
    const r = apply(state, d);
    if (r.ok) {
      record(r.state, r.events);
      tracer?.done(item, r.state);
      return fail(next!, rejectionText(rejectExpected), "the engine accepted it");
    }
    tracer?.done(item, state);
    const wrong = rejectedOtherwise(next!, rejectExpected, r);
    if (wrong) return wrong;
    tracer?.done(next!);
    i++;
  }
  const last = body[body.length - 1];
  const end = last ? endCheck(ruling, state) : null;
  if (end && last) return fail(last, end.expected, end.actual);
  return done();
}

/** The last file's text split into lines, kept for its next ruling (a file has up to dozens; each
 * split the whole file again, issue 15). Never written to: `src` only reads a line. */
let lastLines: { text: string; lines: readonly string[] } | undefined;

function linesOf(text: string): readonly string[] {
  if (lastLines?.text !== text) lastLines = { text, lines: text.split("\n") };
  return lastLines.lines;
}

type ExpectedRejection = Extract<Expectation, { what: "reject" }>;

/** The `expect reject …` right after a step, if it is one. */
function expectedRejection(next: Step | Expect | undefined): ExpectedRejection | undefined {
  return next?.kind === "Expect" && next.expectation.what === "reject"
    ? next.expectation
    : undefined;
}

/** The reason code when one is named; the words anywhere in the message, ignoring case. */
function rejectionMatches(e: ExpectedRejection, r: { reason: string; message: string }): boolean {
  return (
    (e.reason === undefined || e.reason === r.reason) &&
    (e.words === undefined || r.message.toLowerCase().includes(e.words.toLowerCase()))
  );
}

function rejectionText(e: ExpectedRejection): string {
  const why = [e.reason, e.words !== undefined ? `a message with "${e.words}"` : undefined]
    .filter((x) => x !== undefined)
    .join(" and ");
  return why === "" ? "rejected (for any reason)" : `rejected with ${why}`;
}

/**
 * When an expectation fails while the engine still waits for a decision in progress (targets,
 * order, may, choose…), the effect has not resolved yet: say so, or the failure reads like an
 * engine bug when the script simply has not answered.
 */
/**
 * When the engine passed for a player who had nothing to declare (rule 4.1) since the last
 * scripted step, say so: the game moved on by itself, which may be why the expectation fails.
 */
function autoPassNote(lines: readonly string[]): string {
  const who = new Set(
    lines.flatMap((l) => /^\s*([AB]) passes \(no other option\)/.exec(l)?.[1] ?? []),
  );
  if (who.size === 0) return "";
  const players = [...who].sort().join(" and ");
  return ` (note: since the last step the engine passed for ${players}, who had nothing to declare; the game moved on by itself, rule 4.1)`;
}

function unansweredNote(state: GameState): string {
  const kind = state.pending.kind;
  if (kind === "priority" || kind === "approach" || kind === "block" || kind === "over") return "";
  return ` (note: the engine is still waiting for ${describePending(state)}; the script has not answered that yet)`;
}
