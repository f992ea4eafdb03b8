// `memoria coverage`: how many real cards cardtext/ encodes, by set, and how many of those with an
// ability are exercised by a passing ruling. The figures the README quotes come from here, so they
// are computed, never typed in. Rulebook examples are reconstructions: counted on their own line.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "../args.ts";
import { lateProgress } from "../progress.ts";
import { EXIT_OK, type Command } from "../command.ts";
import { collectFiles } from "../../workspace/files.ts";
import { loadCardFiles } from "../../workspace/load.ts";
import { projectRoot } from "../../workspace/project-root.ts";
import { readUserText } from "../../workspace/source.ts";
import { indexCards, type DeckCard } from "../../compiler/deck/index.ts";
import { parseRuling } from "../../grammar/ruling/index.ts";
import { runRulingText } from "../../ruling-runner/index.ts";

/** Reconstructed from the English guide, not corpus cards (cardtext/README.md). */
export const RECONSTRUCTED_SET = "rulebook-examples";

export interface SetCoverage {
  set: string;
  cards: number;
  withAbility: number;
  compiled: number;
  covered: number;
  /** Compiled cards with an ability that no passing ruling exercises: the work left. */
  uncovered: string[];
}

/** One card as computeCoverage counted it (CoverageOptions.onCard: the studio's coverage pane). */
export interface CardCoverage {
  id: string;
  set: string;
  number: string;
  name: string;
  /** The card file and the line of the card's header. */
  file: string;
  line: number;
  withAbility: boolean;
  compiled: boolean;
  covered: boolean;
}

export interface CoverageOptions {
  /** The project root (default: projectRoot(), from the working directory). */
  root?: string;
  /** Called with each card as it is counted. */
  onCard?: (card: CardCoverage) => void;
  cardtext?: string;
  rulings?: string;
  /** Whether generated/<id>.ts exists (the emitter compiled the card). */
  isCompiled?: (id: string) => boolean;
  /** Called after each ruling file is run (a progress bar: `coverage --progress`). */
  onProgress?: (done: number, total: number) => void;
}

/** A card is covered by a ruling that passed, cites `card <id or number>`, and names the card
 * in its body (by id, number or 「name」) — a citation alone does not prove the run used it. */
export async function computeCoverage(options: CoverageOptions = {}): Promise<SetCoverage[]> {
  const root = options.root ?? projectRoot();
  const cardtext = options.cardtext ?? join(root, "cardtext");
  const isCompiled =
    options.isCompiled ?? ((id) => existsSync(join(root, "generated", `${id}.ts`)));
  const files = loadCardFiles([cardtext]).flatMap((f) =>
    f.ast ? [{ file: f.file, ast: f.ast }] : [],
  );
  const index = indexCards(files);
  const abilities = new Map<string, number>();
  const lines = new Map<string, number>();
  for (const { file, ast } of files)
    for (const item of ast.items)
      if (item.kind === "Card") {
        abilities.set(`${file}|${item.number}|${item.name}`, item.abilities.length);
        lines.set(`${file}|${item.number}|${item.name}`, item.span.start.line);
      }
  const covered = await coveredIds(
    options.rulings ?? join(root, "rulings"),
    index.byId,
    options.onProgress,
  );
  const bySet = new Map<string, SetCoverage>();
  const seen = new Map<string, number>();
  for (const card of index.byId.values()) {
    const row = bySet.get(card.set) ?? {
      set: card.set,
      cards: 0,
      withAbility: 0,
      compiled: 0,
      covered: 0,
      uncovered: [],
    };
    bySet.set(card.set, row);
    row.cards++;
    const file = files.find((f) => f.file.endsWith(`${card.set}.cards`))?.file ?? "";
    const key = `${file}|${card.number}|${card.name}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
    const withAbility = (abilities.get(key) ?? 0) > 0;
    const compiled = withAbility && !card.todo && isCompiled(card.id);
    options.onCard?.({
      id: card.id,
      set: card.set,
      number: card.number,
      name: card.name,
      file,
      line: lines.get(key) ?? 1,
      withAbility,
      compiled,
      covered: compiled && covered.has(card.id),
    });
    if (!withAbility) continue;
    row.withAbility++;
    if (!compiled) continue;
    row.compiled++;
    if (covered.has(card.id)) row.covered++;
    else row.uncovered.push(card.id);
  }
  return [...bySet.values()].sort((a, b) => a.set.localeCompare(b.set));
}

async function coveredIds(
  dir: string,
  byId: ReadonlyMap<string, DeckCard>,
  onProgress?: (done: number, total: number) => void,
): Promise<Set<string>> {
  const out = new Set<string>();
  if (!existsSync(dir)) return out;
  const paths = collectFiles([dir], [".ruling"]);
  for (const [n, path] of paths.entries()) {
    onProgress?.(n, paths.length);
    const text = readUserText(path);
    const { ast } = parseRuling(path, text);
    // Only rulings on the compiled cards can exercise a real card; `cards samples` numbers name
    // the runtime's fixtures even when they look like real numbers.
    if (ast.database?.base !== "compiled") continue;
    const sets = ast.database.sets;
    const result = await runRulingText(path, text);
    result.results.forEach((r) => {
      if (r.status !== "passed") return;
      const i = ast.rulings.findIndex((x) => x.span.start.offset === r.ruling.span.start.offset);
      const end = ast.rulings[i + 1]?.span.start.offset ?? text.length;
      // The body after the header line: the name and citations do not show the card was used.
      const body = text.slice(text.indexOf("\n", r.ruling.span.start.offset) + 1, end);
      for (const cite of r.ruling.cites) {
        if (cite.kind !== "card") continue;
        const cited = candidates(cite.id, byId, sets);
        for (const card of cited) if (namesCard(body, card, cited)) out.add(card.id);
      }
    });
  }
  onProgress?.(paths.length, paths.length);
  return out;
}

/**
 * Whether a ruling's body names `card`, one of the cards its citation may mean (`cited`): by its
 * set-qualified id (`ermg/01-110`), or by its bare number or 「name」 when no other cited card shares
 * it — a body naming ermg/01-110 does not cover ach/01-110 and pm_k-on/01-110.
 */
export function namesCard(body: string, card: DeckCard, cited: readonly DeckCard[]): boolean {
  const alone = (same: (c: DeckCard) => boolean): boolean =>
    cited.every((c) => c === card || !same(c));
  return (
    wholeId(`${card.set}/${card.number}`).test(body) ||
    (alone((c) => c.number === card.number) && wholeId(card.number).test(body)) ||
    (alone((c) => c.name === card.name) && body.includes(`「${card.name}」`))
  );
}

/** `id` as a whole word of a ruling: not a part of `set/id` or of a longer number. */
function wholeId(id: string): RegExp {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w/-])${escaped}(?![\\w-])`);
}

function candidates(
  ref: string,
  byId: ReadonlyMap<string, DeckCard>,
  sets: readonly string[],
): DeckCard[] {
  const hit = byId.get(ref);
  if (hit) return [hit];
  return [...byId.values()].filter(
    (c) => c.number === ref && (sets.length === 0 || sets.includes(c.set)),
  );
}

function pct(n: number, d: number): string {
  return d === 0 ? "—" : `${((100 * n) / d).toFixed(0)}%`;
}

export function formatCoverage(rows: readonly SetCoverage[], verbose = false): string {
  const head = ["set", "cards", "with ability", "compiled", "covered", "share"];
  const line = (r: Omit<SetCoverage, "uncovered">): string[] => [
    r.set,
    String(r.cards),
    String(r.withAbility),
    String(r.compiled),
    String(r.covered),
    pct(r.covered, r.compiled),
  ];
  const real = rows.filter((r) => r.set !== RECONSTRUCTED_SET);
  const sum = (k: "cards" | "withAbility" | "compiled" | "covered") =>
    real.reduce((n, r) => n + r[k], 0);
  const total = {
    set: `total (${real.length} sets)`,
    cards: sum("cards"),
    withAbility: sum("withAbility"),
    compiled: sum("compiled"),
    covered: sum("covered"),
  };
  const table = [head, ...real.map(line), line(total)];
  const extra = rows.filter((r) => r.set === RECONSTRUCTED_SET).map(line);
  const widths = head.map((_, i) =>
    Math.max(...[...table, ...extra].map((row) => [...row[i]!].length)),
  );
  const fmt = (row: string[]): string =>
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  const out = [fmt(head), ...real.map((r) => fmt(line(r))), fmt(line(total))];
  for (const row of extra) out.push("", "reconstructed (not counted above):", fmt(row));
  out.push(
    "",
    `real cards encoded: ${total.cards}; with an ability: ${total.withAbility}; compiled: ${total.compiled} ` +
      `(${total.withAbility - total.compiled} not compiled: a todo text or not emitted yet); ` +
      `covered by a passing ruling: ${total.covered} of ${total.compiled} compiled (${pct(total.covered, total.compiled)}), ` +
      `${pct(total.covered, total.withAbility)} of all with an ability`,
  );
  if (verbose)
    for (const r of rows)
      if (r.uncovered.length) out.push(`uncovered ${r.set}: ${r.uncovered.join(", ")}`);
  return out.join("\n");
}

export const command: Command = {
  name: "coverage",
  summary: "count real cards encoded, by set, and the share exercised by a passing ruling",
  help: `usage: memoria coverage [--verbose]

Counts the cards of cardtext/ by set (rulebook examples on their own line: they are
reconstructions), those with an ability, those compiled (no todo, a generated/ module), and those
covered: some passing ruling in rulings/ (a \`cards compiled\` file) cites \`card <id or number>\`
and names the card in its body. Prints a table and totals. Runs the compiled rulings to know which
pass.

  --verbose  also list the compiled cards with an ability that no ruling covers
  --progress a progress bar on stderr (ruling files run) even when stderr is not a terminal

Exit code: 0.`,
  async run(argv) {
    const args = parseArgs(argv, { booleans: ["verbose", "progress"] });
    const bar = lateProgress({ unit: "rulings", force: args.booleans.has("progress") });
    const rows = await computeCoverage({ onProgress: bar.update });
    bar.done();
    console.log(formatCoverage(rows, args.booleans.has("verbose")));
    return EXIT_OK;
  },
};
