// そのキャラ: `it` or `that character`. The parser reads the word as what it says, `that character`
// (an `It` node with `character`); this pass keeps that only where `it` would name other cards —
// where the latest choice before it was not of characters and an earlier one was (WHN 01-104
// 「自分のキャラ1枚は、…を得る。その後、手札1枚を捨て札にすることができる。捨て札にした場合、そのキャラを
// 活動状態にする」: the trashed card is `it`, the character is `that character`). Everywhere else
// the word is `it`, as before the language had `that character`.
//
// The choices are found in text order (spans), as the checker counts them (compiler/walk.ts:
// a query with a number of cards, or the top N of a deck, counted once its own words are read),
// plus the steps that bind `it` to other cards (a look, a reveal, a negation), and a test that
// `it` is a character (表にしたカードがキャラの場合、そのキャラを…: the tested card is the character).
import type { Ability, Condition, Selector, Span } from "../grammar/ast.ts";
import type { TokenType } from "../grammar/chevrotain.ts";
import { choosesCharacters } from "../grammar/references.ts";
import { T } from "./tokens.ts";

type It = Extract<Selector, { kind: "It" }>;

/**
 * The reference a word makes: そのキャラ is `that character` until this pass decides, any other
 * word of an earlier choice (指定したキャラ, そのカード, …) is `it`.
 */
export function referenceBy(word: TokenType, span: Span, zone?: It["zone"]): It {
  const character = word === T.SonoChara ? { character: true as const } : {};
  return { kind: "It", ...character, ...(zone ? { zone } : {}), span };
}

/** Steps that make `it` cards of another kind than characters (the checker's `w.choice()`). */
const BINDS_OTHER_CARDS: ReadonlySet<string> = new Set(["LookAtTop", "Reveal", "Negate"]);

/** Texts inside a step with their own `it` (the event's card): no earlier choice reaches in. */
const OWN_SCOPE: ReadonlySet<string> = new Set(["CreateTrigger", "GrantText", "Replacement"]);
const OWN_PARTS: ReadonlySet<string> = new Set(["effect", "condition"]);

/** What a choice chose: the selector it chose with, or characters / other cards outright. */
type Chose = Selector | "characters" | "other";

type Event =
  { at: number; chose: Chose } | { at: number; chose?: undefined; ref: It; inScope: boolean };

type Node = { kind?: unknown; span?: Span } & Record<string, unknown>;

/** Where a node is: inside a created text (its own `it`), inside a cost (its cards are not `it`). */
interface Place {
  inScope: boolean;
  inCost: boolean;
}

/** The abilities with each そのキャラ decided: `that character` kept only where `it` moved on. */
export function resolveReferences(abilities: Ability[]): Ability[] {
  return abilities.map((a) => {
    const events: Event[] = [];
    collect(a, events, { inScope: true, inCost: false });
    const plain = demoted(events);
    return plain.size === 0 ? a : (replace(a, plain) as Ability);
  });
}

function collect(v: unknown, events: Event[], place: Place): void {
  if (Array.isArray(v)) {
    for (const x of v) collect(x, events, place);
    return;
  }
  if (v === null || typeof v !== "object") return;
  const n = v as Node;
  if (n.kind === "It" && (n as It).character) {
    events.push({ at: n.span!.start.offset, ref: n as It, inScope: place.inScope });
    return;
  }
  for (const [key, child] of Object.entries(n)) {
    if (key === "span") continue;
    collect(child, events, {
      // the created text's effect and condition have their own `it`; its trigger is said here
      inScope: place.inScope && !(OWN_SCOPE.has(String(n.kind)) && OWN_PARTS.has(key)),
      // `it` after a cost is what it was before (SRBK P-010's 退場したそのキャラ): its cards are not
      inCost: place.inCost || (n.kind === "MayPay" && key === "cost"),
    });
  }
  const end = n.span?.end.offset;
  const chose = place.inCost ? undefined : choiceOf(v as Selector | Condition | { kind: string });
  if (end !== undefined && chose !== undefined) events.push({ at: end, chose });
}

/** What a node chooses, if it chooses cards (as the checker counts choices, compiler/walk.ts). */
function choiceOf(n: Selector | Condition | { kind: string }): Chose | undefined {
  if (BINDS_OTHER_CARDS.has(n.kind)) return "other";
  // 表にしたカードがキャラの場合、そのキャラを…: the card tested is the character
  if (n.kind === "Matches" && "what" in n)
    return n.subject.kind === "It" && choosesCharacters(n.what, false) ? "characters" : undefined;
  if (n.kind !== "Query" || !("noun" in n)) return undefined;
  const k = n.quantity?.kind;
  const chooses =
    k === "exactly" ||
    k === "upTo" ||
    k === "anyNumber" ||
    k === "counted" ||
    n.zone?.top !== undefined;
  return chooses ? n : undefined;
}

/** The references that stay `it`: all but those after a choice of other cards that follows one of characters. */
function demoted(events: Event[]): Set<It> {
  // text order; a choice ending where a reference starts comes before it
  events.sort(
    (x, y) => x.at - y.at || Number(y.chose !== undefined) - Number(x.chose !== undefined),
  );
  const plain = new Set<It>();
  let last: boolean | undefined;
  let anyCharacter = false;
  for (const e of events) {
    if (e.chose !== undefined) {
      last =
        e.chose === "characters" ||
        (e.chose !== "other" && choosesCharacters(e.chose, last === true));
      anyCharacter ||= last;
    } else if (!(e.inScope && anyCharacter && last === false)) plain.add(e.ref);
  }
  return plain;
}

/** The tree with the demoted references as plain `it` (nodes not on their path kept as they are). */
function replace(v: unknown, plain: Set<It>): unknown {
  if (Array.isArray(v)) {
    const out = v.map((x) => replace(x, plain));
    return out.some((x, i) => x !== v[i]) ? out : v;
  }
  if (v === null || typeof v !== "object") return v;
  if (plain.has(v as It)) {
    const { character: _c, ...it } = v as It;
    return it;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(v)) {
    out[key] = key === "span" ? child : replace(child, plain);
    changed ||= out[key] !== child;
  }
  return changed ? out : v;
}
