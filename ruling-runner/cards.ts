// The card database a ruling runs against. `cards samples` (the default today) is the runtime's
// hand-defined fixtures (runtime/samples: vanilla V-001…V-015 and the seed cards 01-001…03-001,
// which carry the keyword and trigger texts); `cards compiled` is the emitter's output
// (generated/index.ts), loaded when it exists. Each ruling may add ad-hoc cards with `card …`.
// `cards compiled <set>, …` loads only the named sets' modules (generated/<set>/index.ts and its
// cards), not all ~700 card modules of generated/: most ruling files name one or two sets (issue 15).
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  active,
  breakKeyword,
  gaman,
  continuous,
  defineCardDb,
  extendCardDb,
  freeEntry,
  gyakkyou,
  hostCard,
  hostGets,
  teamUp,
  tennen,
  thisCard,
  unimplementedKeyword,
  fillerCard,
  rulesCards,
  seedCards,
  vanillaCards,
  type Ability,
  type CardDb,
  type CardDef,
  type Keyword,
} from "../runtime/index.ts";
import type { CardDecl } from "../grammar/ruling/index.ts";
import type { CompiledTexts } from "./card-texts.ts";

/** Every player's unlisted cards (runtime/samples/filler.ts). */
export const FILLER: CardDef = fillerCard;

export type BaseName = "samples" | "compiled";

// This module runs as cards.ts (sources, through tsx) or cards.js (the built package, dist/), and
// generated/ beside it was built the same way.
const moduleExtension = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
const generatedUrl = new URL("../generated/", import.meta.url);
const generatedPath = fileURLToPath(new URL(`index${moduleExtension}`, generatedUrl));

export function compiledAvailable(): boolean {
  return existsSync(generatedPath);
}

const isCards = (v: unknown): v is CardDef[] =>
  Array.isArray(v) &&
  v.every((x) => typeof x === "object" && x !== null && "number" in x && "kind" in x);

/** Cards of generated/index.ts: its `allCards` (the emitter's export), else the first exported
 * array of card definitions. Functions are not called (they register databases). */
async function loadCompiled(): Promise<readonly CardDef[] | undefined> {
  if (!compiledAvailable()) return undefined;
  try {
    const mod = (await import(generatedPath)) as Record<string, unknown>;
    if (isCards(mod.allCards)) return mod.allCards;
    return Object.values(mod).find(isCards);
  } catch {
    return undefined;
  }
}

let setNames: readonly string[] | undefined;

/**
 * The compiled sets, as generated/index.ts lists them: the folders of generated/ that hold an
 * index, sorted by code unit (the emitter's list, compiler/emit/write.ts `sets`). Listed once per
 * process, without importing a module; empty when generated/ is not there.
 */
export function compiledSetNames(): readonly string[] {
  if (setNames === undefined) {
    const root = fileURLToPath(generatedUrl);
    let entries: string[] = [];
    try {
      entries = readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory() && existsSync(setIndexUrl(d.name)))
        .map((d) => d.name);
    } catch {
      // No generated/ (or unreadable): no sets; the caller reports PM5205 or PM5206.
    }
    setNames = entries.sort();
  }
  return setNames;
}

/** generated/<set>/index.ts (or .js in dist/); set names are letters, digits, `_` and `-`. */
function setIndexUrl(set: string): URL {
  return new URL(`${encodeURIComponent(set)}/index${moduleExtension}`, generatedUrl);
}

/** One set's cards (generated/<set>/index.ts `cards`), imported on first use; undefined if broken. */
const setCards = new Map<string, Promise<readonly CardDef[] | undefined>>();

function loadSet(set: string): Promise<readonly CardDef[] | undefined> {
  let cards = setCards.get(set);
  if (cards === undefined) {
    cards = import(setIndexUrl(set).href).then(
      (mod: Record<string, unknown>) => (isCards(mod.cards) ? mod.cards : undefined),
      () => undefined,
    );
    setCards.set(set, cards);
  }
  return cards;
}

/** The arrays already made, by list of sets: the same array for every file that names the list. */
const chosen = new Map<string, readonly CardDef[]>();

/**
 * The cards of the named compiled sets (each a name of compiledSetNames()), in generated/index.ts's
 * order: the sets in its (sorted) order, each set's cards in file order — the cards that filtering
 * every compiled card by set gave, loading only these sets. Undefined when a set fails to load.
 */
export async function compiledSetCards(
  sets: readonly string[],
): Promise<readonly CardDef[] | undefined> {
  const key = sets.join(",");
  const made = chosen.get(key);
  if (made) return made;
  const wanted = new Set(sets);
  const ordered = compiledSetNames().filter((s) => wanted.has(s));
  const loaded = await Promise.all(ordered.map(loadSet));
  if (loaded.some((c) => c === undefined)) return undefined;
  const cards = loaded.flatMap((c) => c!);
  chosen.set(key, cards);
  return cards;
}

const bases = new Map<BaseName, readonly CardDef[] | undefined>();

export async function baseCards(name: BaseName): Promise<readonly CardDef[] | undefined> {
  if (!bases.has(name))
    bases.set(
      name,
      name === "samples" ? [...vanillaCards, ...seedCards, ...rulesCards] : await loadCompiled(),
    );
  return bases.get(name);
}

function keyword(k: CardDecl["keywords"][number]): Keyword | undefined {
  switch (k.kw) {
    case "tennen":
      return tennen(k.n);
    case "active":
      return active();
    case "break":
      return breakKeyword();
    case "gaman":
      return gaman();
    case "freeEntry":
      return freeEntry();
    case "teamUp":
      return teamUp(k.name !== undefined ? { name: k.name } : { trait: k.trait ?? "" });
    case "gyakkyou":
      return undefined;
    case "unimplemented":
      return unimplementedKeyword(k.name);
  }
}

/** An ad-hoc card: plain stats and keywords; `gyakkyou N +a/+b` is a stat bonus under gyakkyou. */
function declToDef(d: CardDecl, texts: CompiledTexts | undefined): CardDef {
  const keywords = [
    ...d.keywords.map(keyword).filter((k): k is Keyword => k !== undefined),
    ...(texts?.keywords ?? []),
  ];
  const abilities: Ability[] = [...(texts?.abilities ?? [])];
  for (const k of d.keywords)
    if (k.kw === "gyakkyou")
      abilities.push(
        gyakkyou(k.n, continuous({ mod: "stats", who: thisCard, ap: k.ap, dp: k.dp })),
      );
  if (d.hostStats)
    abilities.push(
      hostGets({ mod: "stats", who: hostCard, ap: d.hostStats.ap, dp: d.hostStats.dp }),
    );
  const def: CardDef = {
    number: d.number,
    name: d.name,
    kind: d.cardKind,
    color: d.color,
    title: d.title,
    cost: d.cost,
    source: d.source,
    ...(d.cardKind === "character" && d.ap !== undefined ? { ap: d.ap, dp: d.dp ?? 0 } : {}),
    ...(d.traits.length > 0 ? { traits: d.traits } : {}),
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(abilities.length > 0 ? { abilities } : {}),
    ...(texts?.playRequirement ? { playRequirement: texts.playRequirement } : {}),
    ...(texts?.attachTo ? { attachTo: texts.attachTo } : {}),
    ...(d.attachTo
      ? {
          attachTo:
            d.attachTo.name !== undefined
              ? { name: d.attachTo.name }
              : { trait: d.attachTo.trait ?? "" },
        }
      : {}),
  };
  return def;
}

/**
 * A registered database: the filler, base cards, then the ad-hoc cards (which win on a clash).
 * `baseDb`, when given, is this function's database of `base` with no ad-hoc card: it is extended
 * rather than the base's cards defined again, unless an ad-hoc card takes a base card's number
 * (that base card is then left out, which extending cannot do).
 */
export function buildDb(
  name: string,
  base: readonly CardDef[],
  decls: readonly CardDecl[],
  texts: ReadonlyMap<CardDecl, CompiledTexts> = new Map(),
  baseDb?: CardDb,
): CardDb {
  const own = decls.map((d) => declToDef(d, texts.get(d)));
  const ownKeys = new Set(own.map((c) => c.number));
  const kept = base.filter((c) => !ownKeys.has(c.number));
  if (baseDb !== undefined && kept.length === base.length) return extendCardDb(name, baseDb, own);
  return defineCardDb(name, [FILLER, ...kept, ...own]);
}
