// How a written ruling names a card instance of an engine state: its database key (a number such
// as V-001, or a compiled id such as ahb/01-002, which the ruling language reads as a card id), and
// `A's` / `B's` when the card is not the acting player's, so the runner's picker looks on that side.
import { patterns } from "../../grammar/ruling/tokens.ts";
import { getDb, type GameState } from "../../runtime/index.ts";

export const PLAYER = ["A", "B"] as const;

const idToken = patterns.find(([kind]) => kind === "cardId")![1];
/** Whether the ruling language reads the whole key as one card id token. */
const readsAsId = (key: string): boolean => {
  idToken.lastIndex = 0;
  return idToken.test(key) && idToken.lastIndex === key.length;
};

/**
 * The card's database key as the ruling language reads it. A compiled id the id token does not
 * cover (promo numbers: `akb/P-003`) is named by its 「name」 when no other card of the game's
 * sets has it, else by its number, which the file's `cards compiled <sets>` line resolves (when
 * both are ambiguous the ruling does not parse, PM5202, and no ruling is written).
 */
export const cardKey = (s: GameState, id: number): string => keyText(s, s.cards[id]!.def);

/** A database key of the state's card database as the ruling language reads it (see cardKey). */
export function keyText(s: GameState, key: string): string {
  if (!isCompiledKey(key) || readsAsId(key)) return key;
  const name = getDb(s.db)?.byId.get(key)?.name;
  if (name !== undefined && namesakes(s, name) === 1) return `「${name}」`;
  return key.slice(key.indexOf("/") + 1);
}

/** How many cards of the game's compiled sets are called `name`. */
function namesakes(s: GameState, name: string): number {
  const sets = new Set(compiledSets(s));
  let n = 0;
  for (const def of getDb(s.db)?.byId.values() ?? [])
    if (def.name === name && sets.has((def.id ?? "").split("/")[0]!)) n++;
  return n;
}

/** The compiled sets of a state's cards: the written ruling's `cards compiled` line. */
export function compiledSets(s: GameState): string[] {
  const sets = new Set<string>();
  for (const c of s.cards) if (isCompiledKey(c.def)) sets.add(c.def.slice(0, c.def.indexOf("/")));
  return [...sets].sort();
}

/**
 * A card reference from `actor`'s point of view: the owner is said when it is the other player,
 * or always when `actor` is undefined — for targets and choices, which the runner looks up among
 * both players' cards (the first in card order, whoever owns it, unless an owner is said).
 */
export function cardRef(s: GameState, id: number, actor?: 0 | 1): string {
  const c = s.cards[id]!;
  return c.owner === actor ? cardKey(s, id) : `${PLAYER[c.owner]}'s ${cardKey(s, id)}`;
}

/** Whether some card key is a compiled id (`set/number`): the ruling then needs `cards compiled`. */
export const isCompiledKey = (key: string): boolean => key.includes("/");
