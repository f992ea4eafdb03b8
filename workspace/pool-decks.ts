// The decks of the pool: decks/pool/*.deck hold every compiled card of cardtext/ (a card with a
// module in generated/), so `memoria simulate --decks decks/pool` plays every encoded text.
// Re-runnable and deterministic: `npx tsx workspace/pool-decks.ts` rewrites decks/pool/ from
// cardtext/ and generated/ (run it after `npm run compile`); `--check` only says whether it is current.
//
// Rule 2.1: 60 cards, at most 4 copies of the same card; rule 1.3: variants (01-091, 01-091a) are
// the same card, so they share the 4 copies. A deck is 15 cards × 4. The cards of one set stay
// together (texts name their set-mates): a set of 15 or more cards is cut into decks of 15 (a card
// that names another kept with it), and the smaller pieces are packed first-fit (largest first)
// into decks; a deck's empty slots are filled with the cards its texts name, then the first cards
// of the next decks, so no deck is short.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sameCardKey, type DeckCard, type DeckCardIndex } from "../compiler/deck/index.ts";
import { unitsOf } from "../compiler/emit/units.ts";
import { cardtextCards, isCompiled } from "./deckfile.ts";
import { loadCardFiles } from "./load.ts";

const SLOTS = 15;

/**
 * The cards of one same-card group (variants), sharing 4 copies; `wants`: the names its texts
 * speak of (「琴吹 紬」 in "1 of your 「琴吹 紬」 gets …"), other than its own.
 */
type Group = { key: string; set: string; cards: DeckCard[]; wants: Set<string> };

/** Compiled id → the names its abilities mention (a `"name"` field anywhere in the AST). */
function mentionedNames(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const f of loadCardFiles([join(import.meta.dirname, "..", "cardtext")])) {
    if (!f.ast) continue;
    for (const unit of unitsOf(f.file, f.ast)) {
      const json = JSON.stringify(unit.card.abilities);
      const names = [...json.matchAll(/"name":"((?:[^"\\]|\\.)+)"/g)].map((m) => m[1]!);
      out.set(unit.id, new Set(names.filter((n) => n !== unit.card.name)));
    }
  }
  return out;
}

const wantsOf = (g: Group, others: readonly Group[]): boolean =>
  others.some((o) => o.cards.some((c) => g.wants.has(c.name)));

/** A set's groups reordered so a card that names another sits in the same run of SLOTS. */
function cluster(gs: readonly Group[]): Group[] {
  const left = [...gs];
  const out: Group[] = [];
  while (left.length > 0) {
    const chunk = [left.shift()!];
    for (let grew = true; grew && chunk.length < SLOTS;) {
      const i = left.findIndex((g) => wantsOf(g, chunk) || chunk.some((c) => wantsOf(c, [g])));
      grew = i >= 0;
      if (grew) chunk.push(...left.splice(i, 1));
    }
    out.push(...chunk);
  }
  return out;
}

function groupsOf(
  index: DeckCardIndex,
  compiled: (id: string) => boolean,
  mentions: ReadonlyMap<string, ReadonlySet<string>>,
): Group[] {
  const groups = new Map<string, Group>();
  for (const card of [...index.byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (!compiled(card.id)) continue;
    const key = sameCardKey(card);
    const g = groups.get(key) ?? { key, set: card.set, cards: [], wants: new Set<string>() };
    g.cards.push(card);
    for (const n of mentions.get(card.id) ?? []) g.wants.add(n);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** Pieces of at most SLOTS groups, each from one set, packed into decks of SLOTS groups. */
function pack(groups: readonly Group[]): Group[][] {
  const bySet = new Map<string, Group[]>();
  for (const g of groups) bySet.set(g.set, [...(bySet.get(g.set) ?? []), g]);
  const pieces: Group[][] = [];
  for (const [, gs] of [...bySet].sort(([a], [b]) => (a < b ? -1 : 1)))
    for (let i = 0, c = cluster(gs); i < c.length; i += SLOTS) pieces.push(c.slice(i, i + SLOTS));
  const decks: Group[][] = [];
  for (const piece of pieces.filter((p) => p.length === SLOTS)) decks.push(piece);
  const small = pieces.filter((p) => p.length < SLOTS);
  small.sort((a, b) => b.length - a.length || (a[0]!.set < b[0]!.set ? -1 : 1));
  const open: Group[][] = [];
  for (const piece of small) {
    const deck = open.find((d) => d.length + piece.length <= SLOTS);
    if (deck) deck.push(...piece);
    else open.push([...piece]);
  }
  decks.push(...open);
  const all = decks.flat();
  let end = 0;
  for (const deck of decks) {
    end += deck.length;
    // fill with the cards its texts name first, then the cards after this deck's (wrapping),
    // never a group twice
    for (const g of all)
      if (deck.length < SLOTS && !deck.includes(g) && deck.some((d) => wantsOf(d, [g])))
        deck.push(g);
    const start = end;
    for (let k = 0; deck.length < SLOTS && k < all.length; k++) {
      const g = all[(start + k) % all.length]!;
      if (!deck.includes(g)) deck.push(g);
    }
  }
  return decks;
}

function deckText(n: number, deck: readonly Group[]): string {
  const sets = [...new Set(deck.map((g) => g.set))];
  const lines = [
    `deck "pool ${n}"`,
    "// generated by `npx tsx workspace/pool-decks.ts` from cardtext/ and generated/: do not edit",
    `// sets: ${sets.join(", ")}`,
  ];
  for (const g of deck) {
    const each = Math.floor(4 / g.cards.length);
    g.cards.forEach((c, i) => {
      const copies = i === 0 ? 4 - each * (g.cards.length - 1) : each;
      // the name check is left out for a name with brackets inside (「劇場版「SHIROBAKO」」)
      lines.push(/[「」]/.test(c.name) ? `${copies} ${c.id}` : `${copies} ${c.id} 「${c.name}」`);
    });
  }
  return `${lines.join("\n")}\n`;
}

/** The files of decks/pool/ (name → text) for the cards of cardtext/ compiled now. */
export function poolDecks(
  index: DeckCardIndex = cardtextCards(),
  compiled: (id: string) => boolean = isCompiled,
  mentions: ReadonlyMap<string, ReadonlySet<string>> = mentionedNames(),
): Map<string, string> {
  const out = new Map<string, string>();
  pack(groupsOf(index, compiled, mentions)).forEach((deck, i) => {
    out.set(`pool-${String(i + 1).padStart(3, "0")}.deck`, deckText(i + 1, deck));
  });
  return out;
}

const DIR = join(import.meta.dirname, "..", "decks", "pool");

/** Whether decks/pool/ holds exactly these files. */
export function poolDecksCurrent(files: ReadonlyMap<string, string>): boolean {
  const onDisk = existsSync(DIR) ? readdirSync(DIR).filter((f) => f.endsWith(".deck")) : [];
  return (
    onDisk.length === files.size &&
    onDisk.every((f) => files.get(f) === readFileSync(join(DIR, f), "utf8"))
  );
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const files = poolDecks();
  if (process.argv.includes("--check")) {
    const ok = poolDecksCurrent(files);
    console.log(
      ok ? "decks/pool/ is current" : "decks/pool/ is stale: npx tsx workspace/pool-decks.ts",
    );
    process.exit(ok ? 0 : 1);
  }
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  for (const [name, text] of files) writeFileSync(join(DIR, name), text);
  const cards = new Set(
    [...files.values()].flatMap((t) => t.match(/^\d+ \S+/gm) ?? []).map((l) => l.split(" ")[1]),
  );
  console.log(`wrote ${files.size} deck(s) in decks/pool/ holding ${cards.size} compiled card(s)`);
}
