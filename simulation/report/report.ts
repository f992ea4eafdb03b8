// The balance report (docs/balance.md): the totals of the report tallies, turned into rates with
// Wilson 95% intervals, in a stable JSON shape (`--report-json`; the HTML page is drawn from it).
// Every list is in a fixed order (decks and pairs by index, cards by id, histogram by turns) and
// every rate rounded to 4 decimals, so the same run gives the same bytes.
import type { CardDb } from "../../runtime/index.ts";
import type { CardStatsTotal } from "../tallies/card-stats.ts";
import type { DeckStatsTotal } from "../tallies/deck-stats.ts";
import type { FirstPlayerTotal } from "../tallies/first-player.ts";
import type { GameLengthTotal } from "../tallies/game-length.ts";
import { wilson, type Interval } from "./wilson.ts";

/** The tallies a report needs (names in simulation/tallies.ts). */
export const REPORT_TALLIES = ["card-stats", "deck-stats", "first-player", "game-length"] as const;

export const REPORT_SCHEMA = "memoria-balance-report";
export const REPORT_VERSION = 1;

export interface ReportTotals {
  "card-stats": CardStatsTotal;
  "deck-stats": DeckStatsTotal;
  "first-player": FirstPlayerTotal;
  "game-length": GameLengthTotal;
}

export interface RunInfo {
  firstSeed: number;
  games: number;
  agents: readonly [string, string];
  /** The run's decks (card ids) and a name for each (its file, or built-in name). */
  decks: readonly (readonly string[])[];
  deckNames: readonly string[];
}

export interface CardRow {
  id: string;
  name: string;
  kind: string;
  games: number;
  wins: number;
  draws: number;
  deckWinRate: number | null;
  played: number;
  playRate: number | null;
  playedWins: number;
  winRateWhenPlayed: Interval | null;
  /** winRateWhenPlayed.rate − deckWinRate. */
  playedDelta: number | null;
  drawn: number;
  drawRate: number | null;
  drawnWins: number;
  winRateWhenDrawn: Interval | null;
  drawnDelta: number | null;
  texts: { text: number; kind: string; fired: number }[];
}

export interface BalanceReport {
  schema: typeof REPORT_SCHEMA;
  version: typeof REPORT_VERSION;
  run: {
    firstSeed: number;
    games: number;
    agents: [string, string];
    decks: { index: number; name: string; cards: number }[];
  };
  games: {
    finished: number;
    unfinished: number;
    meanTurns: number | null;
    meanDecisions: number | null;
    histogram: { turns: number; games: number }[];
  };
  firstPlayer: {
    games: number;
    firstWins: number;
    secondWins: number;
    draws: number;
    winRate: Interval | null;
  };
  decks: {
    index: number;
    name: string;
    games: number;
    wins: number;
    draws: number;
    winRate: Interval | null;
  }[];
  pairs: {
    a: number;
    b: number;
    games: number;
    winsA: number;
    winsB: number;
    draws: number;
    winRateA: Interval | null;
  }[];
  cards: CardRow[];
}

const r4 = (x: number): number => Math.round(x * 1e4) / 1e4;
const round = (i: Interval | null): Interval | null =>
  i && { rate: r4(i.rate), low: r4(i.low), high: r4(i.high) };
const ratio = (a: number, b: number): number | null => (b > 0 ? r4(a / b) : null);
const delta = (i: Interval | null, base: number | null): number | null =>
  i && base !== null ? r4(i.rate - base) : null;

export function buildReport(db: CardDb, info: RunInfo, totals: ReportTotals): BalanceReport {
  const cs = totals["card-stats"];
  const ds = totals["deck-stats"];
  const fp = totals["first-player"];
  const gl = totals["game-length"];
  const ids = [...new Set(info.decks.flat())].sort();
  const cards = ids.map((id): CardRow => {
    const def = db.byId.get(id);
    const c = cs.cards[id] ?? {
      games: 0,
      wins: 0,
      draws: 0,
      played: 0,
      playedWins: 0,
      drawn: 0,
      drawnWins: 0,
    };
    const deckWinRate = ratio(c.wins, c.games);
    const whenPlayed = round(wilson(c.playedWins, c.played));
    const whenDrawn = round(wilson(c.drawnWins, c.drawn));
    return {
      id,
      name: def?.name ?? "?",
      kind: def?.kind ?? "?",
      games: c.games,
      wins: c.wins,
      draws: c.draws,
      deckWinRate,
      played: c.played,
      playRate: ratio(c.played, c.games),
      playedWins: c.playedWins,
      winRateWhenPlayed: whenPlayed,
      playedDelta: delta(whenPlayed, deckWinRate),
      drawn: c.drawn,
      drawRate: ratio(c.drawn, c.games),
      drawnWins: c.drawnWins,
      winRateWhenDrawn: whenDrawn,
      drawnDelta: delta(whenDrawn, deckWinRate),
      texts: (def?.abilities ?? []).map((a, k) => ({
        text: k,
        kind: a.kind,
        fired: cs.texts[`${id}#${k}`] ?? 0,
      })),
    };
  });
  const histogram = Object.entries(gl.histogram)
    .map(([t, n]) => ({ turns: Number(t), games: n }))
    .sort((a, b) => a.turns - b.turns);
  const pairs = Object.entries(ds.pairs)
    .map(([key, p]) => {
      const [a, b] = key.split("-").map(Number) as [number, number];
      return { a, b, ...p, winRateA: round(wilson(p.winsA, p.games)) };
    })
    .sort((x, y) => x.a - y.a || x.b - y.b)
    .map(({ a, b, games, winsA, winsB, draws, winRateA }) => ({
      a,
      b,
      games,
      winsA,
      winsB,
      draws,
      winRateA,
    }));
  return {
    schema: REPORT_SCHEMA,
    version: REPORT_VERSION,
    run: {
      firstSeed: info.firstSeed,
      games: info.games,
      agents: [info.agents[0], info.agents[1]],
      decks: info.decks.map((d, index) => ({
        index,
        name: info.deckNames[index] ?? `deck ${index}`,
        cards: d.length,
      })),
    },
    games: {
      finished: gl.games,
      unfinished: gl.unfinished,
      meanTurns: ratio(gl.turns, gl.games),
      meanDecisions: ratio(gl.decisions, gl.games),
      histogram,
    },
    firstPlayer: { ...fp, winRate: round(wilson(fp.firstWins, fp.games)) },
    decks: info.decks.map((_, index) => {
      const d = ds.decks[String(index)] ?? { games: 0, wins: 0, draws: 0 };
      return {
        index,
        name: info.deckNames[index] ?? `deck ${index}`,
        games: d.games,
        wins: d.wins,
        draws: d.draws,
        winRate: round(wilson(d.wins, d.games)),
      };
    }),
    pairs,
    cards,
  };
}

/** The report as the bytes `--report-json` writes (two-space indent, a final newline). */
export function reportJson(report: BalanceReport): string {
  return JSON.stringify(report, null, 2) + "\n";
}
