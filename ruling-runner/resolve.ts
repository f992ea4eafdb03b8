// Static checks of a ruling against its card database: every card reference resolves to one card
// definition, and the board is possible (rules 1.1, 2.1, 6.1, 6.2, 6.4, 9.1). Problems are PM52xx
// and PM53xx diagnostics; nothing here runs the engine.
import { makeDiagnostic, type Diagnostic } from "../grammar/diagnostics.ts";
import { rulingDiagnostics as D } from "../grammar/ruling/diagnostics.ts";
import type {
  CardRef,
  Player,
  Ruling,
  Step,
  Expectation,
  Action,
} from "../grammar/ruling/index.ts";
import { didYouMean } from "../grammar/ruling/suggest.ts";
import { printedNames, type CardDb, type CardDef } from "../runtime/index.ts";
import { checkBoard } from "./board-check.ts";
import { FILLER } from "./cards.ts";

export interface Resolved {
  /** Card definition key of every reference. */
  defOf: Map<CardRef, string>;
  diagnostics: Diagnostic[];
}

const label = (r: CardRef): string => (r.by === "name" ? `「${r.text}」` : r.text);

/** A database's cards listed and grouped by number and by name, in the database's order. */
interface DbIndex {
  all: readonly CardDef[];
  byNumber: Map<string, CardDef[]>;
  byName: Map<string, CardDef[]>;
}

/**
 * Made once per database: the rulings of a file that declare no card of their own share one
 * (ruling-runner/index.ts), and a compiled base holds hundreds of cards, which every reference
 * scanned (issue 15). Databases never change once defined.
 */
const indexes = new WeakMap<CardDb, DbIndex>();

function indexOf(db: CardDb): DbIndex {
  let index = indexes.get(db);
  if (index === undefined) {
    const all = [...db.byId.values()];
    const group = (key: (c: CardDef) => string): Map<string, CardDef[]> => {
      const out = new Map<string, CardDef[]>();
      for (const c of all) {
        const list = out.get(key(c));
        if (list) list.push(c);
        else out.set(key(c), [c]);
      }
      return out;
    };
    index = { all, byNumber: group((c) => c.number), byName: group((c) => c.name) };
    indexes.set(db, index);
  }
  return index;
}

/** `scopes`: ad-hoc card numbers, innermost first (the ruling's own, then the file's): a name
 * declared in a scope hides the same name further out and in the database. */
export function resolveRuling(
  ruling: Ruling,
  db: CardDb,
  scopes: readonly ReadonlySet<string>[],
  /** Names declared by another ruling of the file (its own cards), with that ruling's name. */
  elsewhere: ReadonlyMap<string, string> = new Map(),
): Resolved {
  const defOf = new Map<CardRef, string>();
  const diagnostics: Diagnostic[] = [];
  const { all, byNumber: numbered, byName } = indexOf(db);
  /** Names already reported on the board: their later uses are not reported again. */
  const failedNames = new Set<string>();

  /** Board references: by number, or by a name that must be unambiguous (ad-hoc cards first). */
  const lookup = (r: CardRef): string | undefined => {
    if (r.by === "id" && db.byId.has(r.text)) return r.text;
    if (r.by === "number") {
      if (db.byId.has(r.text)) return r.text;
      // Compiled cards are keyed `<set>/<number>`: a bare number must name one of them.
      const byNumber = numbered.get(r.text) ?? [];
      if (byNumber.length === 1) return byNumber[0]!.id ?? r.text;
      if (byNumber.length > 1) {
        failedNames.add(r.text);
        const candidates = byNumber.map((c) => `${c.id ?? c.number} 「${c.name}」`).join(", ");
        diagnostics.push(makeDiagnostic(D.ambiguousName, r.span, { text: r.text, candidates }));
        return undefined;
      }
    }
    if (r.by !== "name") {
      failedNames.add(r.text);
      const near = didYouMean(r.text, db.byId.keys());
      diagnostics.push(makeDiagnostic(D.unknownCard, r.span, { text: r.text, suggestion: near }));
      return undefined;
    }
    const named = byName.get(r.text) ?? [];
    const scoped = scopes
      .map((sc) => named.filter((c) => sc.has(c.number)))
      .find((l) => l.length > 0);
    const found = scoped ?? named;
    if (found.length === 1) return found[0]!.id ?? found[0]!.number;
    failedNames.add(r.text);
    if (found.length === 0) {
      // A card declared after a ruling is that ruling's own (grammar/ruling/parse.ts): say so
      // rather than suggest declaring a card that is declared.
      const owner = elsewhere.get(r.text);
      const near =
        owner !== undefined
          ? ` (declared under ruling "${owner}" only: a card after a ruling is that ruling's own; declare it before the first ruling to share it)`
          : didYouMean(r.text, new Set(all.map((c) => c.name)), (s) => `「${s}」`);
      diagnostics.push(makeDiagnostic(D.unknownCard, r.span, { text: label(r), suggestion: near }));
    } else {
      const candidates = found
        .map((c) => `${c.number} (${c.cost}-cost ${c.ap ?? "-"}/${c.dp ?? "-"})`)
        .join(", ");
      diagnostics.push(makeDiagnostic(D.ambiguousName, r.span, { text: label(r), candidates }));
    }
    return undefined;
  };

  // Board: each player's definitions, so steps and expectations can name them.
  const onBoard: [Set<string>, Set<string>] = [new Set([FILLER.number]), new Set([FILLER.number])];
  for (const z of ruling.zones)
    for (const e of z.entries) {
      for (const r of [...(e.card ? [e.card] : []), ...e.attached]) {
        const key = lookup(r);
        if (key) {
          defOf.set(r, key);
          onBoard[z.player].add(key);
        }
      }
    }
  checkBoard(ruling, db, defOf, diagnostics);

  /** Step / expectation references: a card of that player's board (either player if unsaid). */
  const refer = (r: CardRef, owners: readonly Player[]): void => {
    const ps = r.owner !== undefined ? [r.owner] : owners;
    const defs = new Set<string>();
    for (const p of ps)
      for (const key of onBoard[p]) {
        const def = db.byId.get(key)!;
        if (
          r.by !== "name"
            ? key === r.text || (r.by === "number" && def.number === r.text)
            : def.name === r.text || printedNames(def.name).includes(r.text)
        )
          defs.add(key);
      }
    if (defs.size === 1) defOf.set(r, [...defs][0]!);
    else if (defs.size === 0 && failedNames.has(r.text)) return;
    else if (defs.size === 0)
      diagnostics.push(
        makeDiagnostic(D.notOnBoard, r.span, {
          player: ps.map((p) => "AB"[p]).join(" or "),
          text: label(r),
        }),
      );
    else
      diagnostics.push(
        makeDiagnostic(D.ambiguousName, r.span, {
          text: label(r),
          candidates: `${[...defs].join(", ")} on the board; write the number or A's/B's`,
        }),
      );
  };
  for (const item of ruling.body) {
    if (item.kind === "Expect") expectationRefs(item.expectation).forEach((r) => refer(r, [0, 1]));
    else stepRefs(item).forEach(([r, own]) => refer(r, own ? [stepPlayer(item)] : [0, 1]));
  }
  return { defOf, diagnostics };
}

function stepPlayer(s: Step): Player {
  return s.kind === "Step" ? s.player : 0;
}

/** References of a step, each flagged true when it must be the acting player's own card. */
function stepRefs(s: Step): [CardRef, boolean][] {
  if (s.kind !== "Step") return [];
  const a: Action = s.action;
  const own = (r: CardRef | undefined): [CardRef, boolean][] => (r ? [[r, true]] : []);
  const any = (rs: CardRef[][]): [CardRef, boolean][] => rs.flat().map((r) => [r, false]);
  const pay = (p: { card?: CardRef }[]): [CardRef, boolean][] => p.flatMap((x) => own(x.card));
  switch (a.act) {
    case "play":
      return [...own(a.card), ...pay(a.pay), ...own(a.replace), ...own(a.host), ...any(a.targets)];
    case "use":
      return [
        ...own(a.card),
        ...pay(a.pay),
        ...a.extra.flat().flatMap((r) => own(r)),
        ...any(a.targets),
      ];
    case "approach":
      return [...own(a.card), ...own(a.partner)];
    case "block":
    case "break":
      return [...own(a.card), ...(a.act === "break" ? any(a.targets) : [])];
    case "pickDp":
      return any([[a.card]]);
    case "discard":
      return a.cards.flatMap((r) => own(r));
    case "mulligan":
      return (a.bottom ?? []).flatMap((r) => own(r));
    case "order":
    case "choose":
      return any([a.cards]);
    case "targets":
      return any(a.targets);
    case "area":
      return own(a.replace);
    // the steps that name no card (listed, so that a new step kind must say which it is)
    case "pass":
    case "endApproach":
    case "noBlock":
    case "noBreak":
    case "may":
    case "goFirst":
    case "option":
      return [];
  }
}

function expectationRefs(e: Expectation): CardRef[] {
  switch (e.what) {
    case "zone":
      // A zone expectation names cards of that zone's player.
      for (const r of e.cards) if (r.owner === undefined) r.owner = e.player;
      return e.cards;
    case "stats":
    case "state":
    case "coins":
      return [e.card];
    case "attached":
      return [e.card, ...(e.host ? [e.host] : [])];
    case "resolves":
      return [e.card, e.before];
    case "log":
    case "invariants":
    case "winner":
    case "reject":
    case "waiting":
    case "turn":
      return [];
  }
}
