// The AST of the ruling language (.ruling files): plain data with spans, like the card AST.
// A file holds card declarations (shared by its rulings) and rulings; a ruling holds a board,
// then steps and expectations in the order they run.
import type { CardDecl as CardLanguageDecl, CardFile, Span } from "../ast.ts";

export type { Span };
export type Player = 0 | 1;
/** `removed`: removed from the game (exile, runtime project ruling REMOVED_ZONE_IS_PUBLIC). */
export type ZoneName = "deck" | "hand" | "main" | "support" | "trash" | "points" | "removed";
export type PhaseName = "start" | "main" | "approach" | "end";

/** A card named by number (`01-046`), database id (`pm_k-on/01-120`) or name (「平沢 唯」),
 * optionally with its owner (`B's`). */
export interface CardRef {
  by: "number" | "id" | "name";
  text: string;
  owner?: Player;
  span: Span;
}

/** Where a card's texts (`card … {` … `}`) lie in the ruling file. */
export interface TextBlock {
  /** The line of the `card …` line. */
  line: number;
  /** Offsets of its `{` and just after its `}`. */
  open: number;
  close: number;
}

/** An ad-hoc card: `card T-001 「唯」 red cost 2 source 1 ap 20 dp 30 【制服】 tennen 2`. */
export interface CardDecl {
  /** Its texts in the card language, when the line ends with `{` (grammar/ruling/card-texts.ts). */
  texts?: { file: CardFile; card: CardLanguageDecl; block: TextBlock };
  kind: "CardDecl";
  number: string;
  name: string;
  cardKind: "character" | "support" | "event";
  color: "red" | "blue" | "yellow" | "green" | "purple";
  title: string;
  cost: number;
  source: number;
  ap?: number;
  dp?: number;
  traits: string[];
  keywords: KeywordDecl[];
  attachTo?: { name?: string; trait?: string };
  hostStats?: { ap: number; dp: number };
  span: Span;
}
export type KeywordDecl =
  | { kw: "tennen"; n: number }
  | { kw: "active" }
  | { kw: "break" }
  /** 〔我慢〕 (rule 7.11, PPTP 01-097): `gaman`. */
  | { kw: "gaman" }
  | { kw: "freeEntry" }
  | { kw: "teamUp"; name?: string; trait?: string }
  | { kw: "gyakkyou"; n: number; ap: number; dp: number }
  /** Rule 7.11: a keyword whose rules are unknown, e.g. `unimplemented "強引"`. */
  | { kw: "unimplemented"; name: string };

export interface BoardEntry {
  /** Absent for `N filler`. */
  card?: CardRef;
  count: number;
  rested?: boolean;
  coins?: number;
  mods: { ap: number; dp: number; untilEndOfTurn: boolean; span: Span }[];
  entered?: boolean;
  approached?: boolean;
  faceDown?: boolean;
  attached: CardRef[];
  span: Span;
}
export interface ZoneLine {
  kind: "Zone";
  player: Player;
  zone: ZoneName;
  /** `A deck: exactly …` / `A deck: empty`: no filler in the deck. */
  exact: boolean;
  entries: BoardEntry[];
  span: Span;
}

export interface PayItem {
  /** `「X」`: hand first, then face-up points; `point 「X」`: points only; `N points`. */
  card?: CardRef;
  pointsOnly?: boolean;
  anyPoints?: number;
}

export type Action =
  | { act: "pass" }
  | {
      act: "play";
      card: CardRef;
      /** `mode N`: an event with modes is played with its Nth (1 = first). */
      mode?: number;
      pay: PayItem[];
      area?: "main" | "support";
      replace?: CardRef;
      host?: CardRef;
      targets: CardRef[][];
    }
  | {
      act: "use";
      card: CardRef;
      text?: number;
      pay: PayItem[];
      extra: CardRef[][];
      targets: CardRef[][];
    }
  | { act: "approach"; card: CardRef; partner?: CardRef }
  | { act: "endApproach" }
  | { act: "block"; card: CardRef }
  | { act: "noBlock" }
  | { act: "pickDp"; card: CardRef }
  | { act: "discard"; cards: CardRef[] }
  | { act: "order"; cards: CardRef[] }
  | { act: "targets"; targets: CardRef[][] }
  | { act: "break"; card: CardRef; targets: CardRef[][] }
  | { act: "noBreak" }
  | { act: "choose"; cards: CardRef[] }
  | { act: "may"; accept: boolean }
  | { act: "goFirst"; first: boolean }
  /**
   * `A keeps` / `A mulligans [bottom X, Y, …]` (rule 2.3): with `bottom`, every hand card in the
   * order it goes under the deck — the last named ends as the deck's bottom card.
   */
  | { act: "mulligan"; redraw: boolean; bottom?: CardRef[] }
  | { act: "option"; index: number }
  /** 場に出す (rule 6.1): the area its controller chooses (main: replacing one of 5, rule 6.3). */
  | { act: "area"; area: "main" | "support"; replace?: CardRef };

/** One scripted decision, or a documented shorthand that expands to explicit passes. */
export type Step =
  | { kind: "Step"; player: Player; action: Action; span: Span }
  | { kind: "BothPass"; span: Span }
  /** `new game [seed N]`: a real game from the deck lists (rule 2), instead of a board. */
  | { kind: "NewGame"; seed: number; span: Span }
  | {
      kind: "PassUntil";
      until: "approach" | "block" | "battle" | "end" | "main" | "resolved";
      span: Span;
    };

export type Expectation =
  | {
      what: "zone";
      player: Player;
      zone: ZoneName;
      /** `starts with` / `ends with`: the zone's first / last cards, in order (deck: top / bottom). */
      mode: "has" | "hasNo" | "is" | "count" | "startsWith" | "endsWith";
      cards: CardRef[];
      count?: number;
      faceDown?: boolean;
    }
  | { what: "stats"; card: CardRef; ap: number; dp: number }
  | { what: "state"; card: CardRef; state: "rested" | "ready" }
  /** `coins N` (+10/+10 coins), `coins N "タコスコイン"` (the coins of that name). */
  | { what: "coins"; card: CardRef; n: number; name?: string }
  | { what: "attached"; card: CardRef; host?: CardRef }
  /** `expect log has "x"`, `… lacks "x"`, `… has "x" before "y"` (order of first occurrences). */
  | { what: "log"; negate: boolean; text: string; before?: string }
  /** `expect invariants hold`: the state keeps the engine's invariants (runtime checkInvariants). */
  | { what: "invariants" }
  /** `expect resolves 「X」 before 「Y」`: the first resolution of X's card comes before Y's. */
  | { what: "resolves"; card: CardRef; before: CardRef }
  | { what: "winner"; winner: Player | "draw" | "none" }
  /**
   * `expect reject [reason] ["words"]` right after a step: the engine refuses it — with that reason
   * code when one is named, with a message containing those words when given, else for any reason.
   */
  | { what: "reject"; reason?: string; words?: string }
  | { what: "waiting"; player: Player; decision: string }
  | { what: "turn"; turn: number; player: Player; phase?: string };

export interface Expect {
  kind: "Expect";
  expectation: Expectation;
  span: Span;
}

/**
 * What a ruling cites: a rule of the digest, a ruling id of rulings.md, a card, an official Q&A
 * (`qa 12`, `qa "2011-05 #3"`: free form, our sources hold no numbered list to check it against),
 * or a card's printed text (`printed 01-046`: the reports quote it from the card database).
 */
export interface Citation {
  kind: "rule" | "ruling" | "card" | "qa" | "printed";
  id: string;
  span: Span;
}

export interface Ruling {
  kind: "Ruling";
  name: string;
  cites: Citation[];
  pending?: string;
  cards: CardDecl[];
  turn: number;
  turnPlayer: Player;
  firstPlayer?: Player;
  phase: PhaseName;
  seed?: number;
  zones: ZoneLine[];
  body: (Step | Expect)[];
  span: Span;
}

/** `cards compiled [set, …]` / `cards samples`: the database of the file's rulings. */
export interface DatabaseChoice {
  base: "samples" | "compiled";
  /** Compiled sets to use (generated/<set>); empty = every set. */
  sets: string[];
  span: Span;
}

export interface RulingFile {
  file: string;
  database?: DatabaseChoice;
  cards: CardDecl[];
  rulings: Ruling[];
}
