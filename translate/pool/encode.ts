// `memoria translate --encode-pool`: every corpus card that translates fully and passes the check
// becomes a card of cardtext/, in its set's file (docs/translate.md, cardtext/README.md). Re-runnable
// and idempotent: a run with no translator change writes nothing; hand-encoded cards (no pool
// mark) and cards of drafts/ are never touched; marked cards follow the translator. Before writing,
// the merged files are checked together with the rest of cardtext/: a translated card that raises a
// checker error there is not written (a new one) or keeps its previous text (an updated one).
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CardDecl, CardFile } from "../../grammar/ast.ts";
import { format, parse, type Diagnostic } from "../../grammar/index.ts";
import { lowerCard } from "../../compiler/lower/index.ts";
import { checkCorpus, checkedDiagnostics } from "../check.ts";
import { cardKey, loadCorpus, type CorpusCard } from "../corpus.ts";
import { compareNumbers, mergeSet, type Outcome } from "./merge.ts";
import { isMarked, poolCard, setStem } from "./record.ts";

export interface PoolOptions {
  /** The repository root (holds cardtext/ and drafts/). */
  root: string;
  corpusFiles: readonly string[];
  dryRun: boolean;
}

export interface PoolEntry {
  /** The set file's stem (`ahb`), or the corpus setAbbr / "?" for a card that has none. */
  set: string;
  number: string;
  name: string;
  outcome: Outcome | "skipped";
  /** Why a card was skipped or not written. */
  reason?: string;
  /** A marked card lowering refuses (PM4xxx): kept, compiled to no module (cardtext/README.md). */
  refused?: string;
}

export interface PoolResult {
  entries: PoolEntry[];
  /** Files (relative to the root) whose text changed: written, or to write with --dry-run. */
  changed: string[];
}

interface SetWork {
  stem: string;
  title: string;
  candidates: Map<string, CardDecl>;
  names: Map<string, string>;
}

const SKIP = (c: CorpusCard, reason: string): PoolEntry => ({
  set: setStem(c) ?? c.record.setAbbr ?? "?",
  number: c.card.number,
  name: c.record.name,
  outcome: "skipped",
  reason,
});

function firstUnread(c: CorpusCard): string {
  const s = c.translation.sentences.find((x) => !x.ok);
  const text = (s?.text ?? "").replace(/\s+/g, " ");
  return `partial: 「${text.length > 40 ? `${text.slice(0, 40)}…` : text}」 (${s?.reason ?? "not read"})`;
}

/** The most common setName of a set's records (ties: the first seen): the title of a new file. */
function titleOf(records: readonly CorpusCard[]): string {
  const counts = new Map<string, number>();
  for (const c of records) {
    const t = c.record.setName ?? "";
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  let best = "";
  for (const [t, n] of counts) if (n > (counts.get(best) ?? 0)) best = t;
  return best;
}

/** Sort the corpus into per-set candidates and skipped entries. */
function collect(cards: readonly CorpusCard[], entries: PoolEntry[]): Map<string, SetWork> {
  const checked = checkCorpus(
    cards.filter((c) => c.translation.complete),
    "corpus",
  );
  const sets = new Map<string, SetWork>();
  const bySet = new Map<string, CorpusCard[]>();
  for (const c of cards) {
    const stem = setStem(c);
    if (stem) bySet.set(stem, [...(bySet.get(stem) ?? []), c]);
  }
  for (const c of cards) {
    const stem = setStem(c);
    if (!stem) entries.push(SKIP(c, "no setAbbr: no set file"));
    else if (!c.translation.complete) entries.push(SKIP(c, firstUnread(c)));
    else if (!checked.passes(c)) {
      const codes = (checked.errors.get(cardKey(c.record)) ?? []).map((d) => d.code);
      entries.push(SKIP(c, `check errors: ${[...new Set(codes)].join(", ") || "?"}`));
    } else {
      const pc = poolCard(c);
      const set = sets.get(stem) ?? {
        stem,
        title: titleOf(bySet.get(stem)!),
        candidates: new Map<string, CardDecl>(),
        names: new Map<string, string>(),
      };
      sets.set(stem, set);
      if (!pc.ok) entries.push(SKIP(c, pc.reason));
      else if (set.candidates.has(pc.card.number))
        entries.push(SKIP(c, "a second record of this number in the set"));
      else {
        set.candidates.set(pc.card.number, pc.card);
        set.names.set(pc.card.number, c.record.name);
      }
    }
  }
  return sets;
}

function readParsed(path: string, label: string): { ast?: CardFile; problem?: string } {
  if (!existsSync(path)) return {};
  const r = parse(readFileSync(path, "utf8"), label);
  if (!r.ast || r.diagnostics.some((d) => d.severity === "error"))
    return { problem: `${label} does not parse` };
  return { ast: r.ast };
}

function titleDirective(file: CardFile | undefined): string | undefined {
  const t = file?.items.find((i) => i.kind === "TitleDirective");
  return t?.kind === "TitleDirective" ? t.title : undefined;
}

/** `title number` → the file of cardtext/ that has that card. */
function numbersByTitle(texts: ReadonlyMap<string, string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [file, text] of texts)
    for (const i of parse(text, file).ast?.items ?? [])
      if (i.kind === "Card" && i.title !== undefined && !isMarked(i)) {
        const key = `${i.title} ${i.number}`;
        out.set(key, [...(out.get(key) ?? []), file]);
      }
  return out;
}

/** The number of the card whose header is the last one at or before `line` (1-based). */
function numberAt(text: string | undefined, line: number): string | undefined {
  const lines = (text ?? "").split("\n").slice(0, line);
  for (let i = lines.length - 1; i >= 0; i--) {
    const m = /^(?:character|event|support) (\S+) /.exec(lines[i]!);
    if (m) return m[1];
  }
  return undefined;
}

/** The card of a parsed file a diagnostic points into. */
function cardAt(file: CardFile, d: Diagnostic): CardDecl | undefined {
  return file.items.find(
    (i): i is CardDecl =>
      i.kind === "Card" &&
      i.span.start.line <= d.span.start.line &&
      d.span.start.line <= i.span.end.line,
  );
}

export function encodePool(opts: PoolOptions): PoolResult {
  const entries: PoolEntry[] = [];
  const cards = opts.corpusFiles.flatMap((f) => loadCorpus(readFileSync(f, "utf8"), f).cards);
  const sets = collect(cards, entries);
  const label = (dir: string, stem: string): string => `${dir}/${stem}.cards`;
  const onDisk = new Map<string, string>();
  for (const f of readdirSync(join(opts.root, "cardtext"))
    .filter((f) => f.endsWith(".cards"))
    .sort())
    onDisk.set(`cardtext/${f}`, readFileSync(join(opts.root, "cardtext", f), "utf8"));

  const taken = numbersByTitle(onDisk);
  // Merge, check everything together, drop what fails, and merge again until nothing fails.
  const rejected = new Map<string, string>(); // `stem number` → reason
  let texts = new Map(onDisk);
  let outcomes = new Map<string, Map<string, Outcome>>();
  for (let round = 0; round < 5; round++) {
    texts = new Map(onDisk);
    outcomes = new Map();
    for (const set of [...sets.values()].sort((a, b) => (a.stem < b.stem ? -1 : 1))) {
      const existing = readParsed(
        join(opts.root, label("cardtext", set.stem)),
        label("cardtext", set.stem),
      );
      const drafts = readParsed(
        join(opts.root, label("drafts", set.stem)),
        label("drafts", set.stem),
      );
      const problem =
        existing.problem ??
        drafts.problem ??
        (existing.ast && existing.ast.items.filter((i) => i.kind === "TitleDirective").length !== 1
          ? `${label("cardtext", set.stem)} has more than one title`
          : undefined);
      if (problem) {
        for (const [number] of set.candidates)
          rejected.set(`${set.stem} ${number}`, `file not merged: ${problem}`);
        continue;
      }
      // Rule 1.3: a title and number name one card; a number another file uses under the same
      // title (the rulebook examples' illustrative numbers) is not written twice (PM2007).
      const title = titleDirective(existing.ast) ?? set.title;
      const banned = new Set<string>();
      for (const [n] of set.candidates) {
        const other = taken.get(`${title} ${n}`)?.find((f) => f !== label("cardtext", set.stem));
        if (other === undefined) continue;
        banned.add(n);
        rejected.set(`${set.stem} ${n}`, `the number is taken in 『${title}』 by ${other}`);
      }
      const candidates = new Map(
        [...set.candidates].filter(([n]) => !rejected.has(`${set.stem} ${n}`)),
      );
      if (candidates.size === 0 && !existing.ast) continue; // no file for a set with no card
      const drafted = new Set(
        (drafts.ast?.items ?? []).flatMap((i) => (i.kind === "Card" ? [i.number] : [])),
      );
      const merged = mergeSet({
        existing: existing.ast,
        title: set.title,
        candidates,
        drafted,
        banned,
      });
      outcomes.set(set.stem, merged.outcomes);
      texts.set(label("cardtext", set.stem), format(merged.file));
    }
    const results = [...texts].map(([file, text]) => ({ file, result: parse(text, file) }));
    const parsed = results.flatMap((r) =>
      r.result.ast ? [{ file: r.file, ast: r.result.ast }] : [],
    );
    const byFile = new Map(parsed.map((p) => [p.file, p.ast]));
    let failed = 0;
    // a card the formatter writes but the parser cannot read back (a printer ahead of the grammar)
    // fails like a checker error
    const syntax = results.flatMap((r) => r.result.diagnostics);
    for (const d of [...syntax, ...checkedDiagnostics(parsed.map((p) => p.ast))]) {
      if (d.severity !== "error") continue;
      const file = byFile.get(d.span.file);
      const stem = d.span.file.replace(/^cardtext\//, "").replace(/\.cards$/, "");
      // a card the parser dropped is found by its header line in the text
      const number =
        (file && cardAt(file, d)?.number) ?? numberAt(texts.get(d.span.file), d.span.start.line);
      const outcome = number && outcomes.get(stem)?.get(number);
      // new and updated cards are the marked ones this run writes
      if (number && (outcome === "new" || outcome === "updated")) {
        const key = `${stem} ${number}`;
        if (!rejected.has(key)) failed++;
        rejected.set(key, `check errors in cardtext/: ${d.code} ${d.message}`);
      }
    }
    if (failed === 0) break;
  }
  report(sets, outcomes, rejected, texts, entries);
  entries.sort((a, b) =>
    a.set === b.set ? compareNumbers(a.number, b.number) : a.set < b.set ? -1 : 1,
  );
  const changed = [...texts].filter(([f, t]) => onDisk.get(f) !== t).map(([f]) => f);
  if (!opts.dryRun) for (const f of changed) writeFileSync(join(opts.root, f), texts.get(f)!);
  return { entries, changed };
}

/** One entry per candidate: its outcome, why it was not written, and whether lowering refuses it. */
function report(
  sets: Map<string, SetWork>,
  outcomes: Map<string, Map<string, Outcome>>,
  rejected: Map<string, string>,
  texts: Map<string, string>,
  entries: PoolEntry[],
): void {
  for (const set of sets.values()) {
    const ast = parse(
      texts.get(`cardtext/${set.stem}.cards`) ?? "",
      `cardtext/${set.stem}.cards`,
    ).ast;
    const inFile = new Map(
      (ast?.items ?? []).flatMap((i) => (i.kind === "Card" ? [[i.number, i] as const] : [])),
    );
    const numbers = new Set([...set.candidates.keys(), ...(outcomes.get(set.stem)?.keys() ?? [])]);
    for (const number of numbers) {
      const card = inFile.get(number);
      const why = rejected.get(`${set.stem} ${number}`);
      const outcome = outcomes.get(set.stem)?.get(number);
      const entry: PoolEntry = {
        set: set.stem,
        number,
        name: set.names.get(number) ?? card?.name ?? "?",
        outcome: outcome ?? "skipped",
        ...(why ? { reason: why } : {}),
      };
      if (card && isMarked(card)) {
        const refusal = lowerCard(card).diagnostics.find((d) => d.code.startsWith("PM4"));
        if (refusal) entry.refused = `${refusal.code} ${refusal.message}`;
      }
      entries.push(entry);
    }
  }
}
