// The balance report (simulation/report/, docs/balance.md): its tallies merge to the same totals
// however the games are split, its JSON is the same bytes for the same run, and its figures hold
// together (sums, rates in [0, 1], every interval contains its rate). The HTML page is a golden
// file for a tiny run (accept a reviewed change with UPDATE_GOLDEN=1).
import { describe, expect, it } from "vitest";
import { reportHtml } from "../../simulation/report/html.ts";
import {
  buildReport,
  REPORT_TALLIES,
  reportJson,
  type BalanceReport,
  type ReportTotals,
} from "../../simulation/report/report.ts";
import type { Interval } from "../../simulation/report/wilson.ts";
import { tallies } from "../../simulation/tallies.ts";
import type { GameContext } from "../../simulation/tally.ts";
import { expectGolden } from "../helpers/golden.ts";
import { db, smallRun } from "./report-run.ts";

const GAMES = 24;
const { info, contexts } = smallRun(GAMES);

/** The report tallies' totals over `parts`, each part totalled alone and the parts merged. */
function totalsOf(parts: readonly (readonly GameContext[])[]): ReportTotals {
  const out: Record<string, unknown> = {};
  for (const name of REPORT_TALLIES) {
    const t = tallies[name]!;
    const partTotals = parts.map((games) => {
      const total = t.empty();
      for (const g of games) t.add(total, g);
      return total;
    });
    out[name] = partTotals.reduce((a, b) => t.merge(a, b), t.empty());
  }
  return out as unknown as ReportTotals;
}

const report = (parts: readonly (readonly GameContext[])[]): BalanceReport =>
  buildReport(db, info, totalsOf(parts));

function expectInterval(i: Interval | null, what: string): void {
  if (i === null) return;
  expect(i.low, what).toBeGreaterThanOrEqual(0);
  expect(i.high, what).toBeLessThanOrEqual(1);
  expect(i.low, what).toBeLessThanOrEqual(i.rate);
  expect(i.rate, what).toBeLessThanOrEqual(i.high);
}

describe("balance report", () => {
  const whole = report([contexts]);
  const json = reportJson(whole);

  it("is the same JSON however the games are split and merged, in any order", () => {
    expect(reportJson(report(contexts.map((g) => [g])))).toBe(json);
    const odd = contexts.filter((g) => g.index % 2 === 1);
    const even = contexts.filter((g) => g.index % 2 === 0);
    expect(reportJson(report([odd, [], even]))).toBe(json);
    expect(reportJson(report([contexts.slice(10), contexts.slice(0, 10)]))).toBe(json);
    expect(reportJson(report([smallRun(GAMES).contexts]))).toBe(json); // a second identical run
  });

  it("has its schema name and version, and every game", () => {
    expect(whole.schema).toBe("memoria-balance-report");
    expect(whole.version).toBe(1);
    expect(whole.games.finished + whole.games.unfinished).toBe(GAMES);
    expect(whole.games.histogram.reduce((n, h) => n + h.games, 0)).toBe(whole.games.finished);
  });

  it("adds up: decks, pairs and the first player count the finished games", () => {
    const finished = whole.games.finished;
    expect(whole.decks.reduce((n, d) => n + d.games, 0)).toBe(2 * finished);
    expect(whole.decks.reduce((n, d) => n + d.wins + d.draws / 2, 0)).toBe(finished);
    expect(whole.pairs.reduce((n, p) => n + p.games, 0)).toBe(finished);
    for (const p of whole.pairs) expect(p.winsA + p.winsB + p.draws).toBe(p.games);
    const fp = whole.firstPlayer;
    expect(fp.games).toBe(finished);
    expect(fp.firstWins + fp.secondWins + fp.draws).toBe(fp.games);
    expect(whole.pairs.map((p) => `${p.a}-${p.b}`)).toEqual(["0-1", "0-2", "1-2"]);
  });

  it("has rates in [0, 1] and intervals that contain them", () => {
    expectInterval(whole.firstPlayer.winRate, "first player");
    for (const d of whole.decks) expectInterval(d.winRate, d.name);
    for (const p of whole.pairs) expectInterval(p.winRateA, `${p.a}-${p.b}`);
    for (const c of whole.cards) {
      expectInterval(c.winRateWhenPlayed, `${c.id} played`);
      expectInterval(c.winRateWhenDrawn, `${c.id} drawn`);
      for (const r of [c.deckWinRate, c.playRate, c.drawRate])
        if (r !== null) expect(r >= 0 && r <= 1, c.id).toBe(true);
      expect(c.played).toBeLessThanOrEqual(c.games);
      expect(c.drawn).toBeLessThanOrEqual(c.games);
      expect(c.playedWins).toBeLessThanOrEqual(c.played);
      expect(c.drawnWins).toBeLessThanOrEqual(c.drawn);
    }
  });

  it("counts each card's games from its decks, and a card's plays and draws", () => {
    // vanilla's cards are in decks 0 and 2, so in every finished game's both sides of 0-2 and
    // one side of 0-1 and 1-2: their player-games are the games of decks 0 and 2 together
    const sideGames = whole.decks[0]!.games + whole.decks[2]!.games;
    const vanillaOnly = whole.cards.find(
      (c) => info.decks[0]!.includes(c.id) && !info.decks[1]!.includes(c.id),
    )!;
    expect(vanillaOnly.games).toBe(sideGames);
    // in a finished random game some cards are played and most are drawn
    expect(whole.cards.some((c) => c.played > 0)).toBe(true);
    expect(whole.cards.every((c) => c.drawn > 0)).toBe(true);
    // a card cannot be played more often than drawn, except by breaking from the point pile (7.5)
    expect(whole.cards.filter((c) => c.played > c.drawn).length).toBeLessThan(
      whole.cards.length / 4,
    );
    expect(whole.cards.some((c) => c.texts.some((t) => t.fired > 0))).toBe(true);
  });

  it("renders the HTML page of a tiny run as its golden file", () => {
    const tiny = buildReport(db, { ...info, games: 6 }, totalsOf([contexts.slice(0, 6)]));
    const html = reportHtml(tiny);
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/); // nothing fetched
    expect(html).toContain("<svg");
    expectGolden("test/simulation/report-golden.html", html);
  });
});
