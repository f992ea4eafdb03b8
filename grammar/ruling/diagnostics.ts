// The ruling band of diagnostics (PM5xxx): ruling files (.ruling) report these, never throw.
// PM50xx lexing, PM51xx syntax, PM52xx card references, PM53xx impossible boards,
// PM54xx steps and expectations. Codes are stable: tests and docs/rulings.md cite them.
import type { DiagnosticDef } from "../diagnostics.ts";

export const rulingDiagnostics = {
  unknownCharacter: {
    code: "PM5001",
    severity: "error",
    message: "unknown character{plural} `{text}`",
    fix: 'Japanese text goes inside 「name」, 【trait】, 『title』 or a "string"; remove stray symbols.',
  },
  unterminated: {
    code: "PM5002",
    severity: "error",
    message: "this {open} is never closed on its line",
    fix: "Add the closing {close} on the same line (literals cannot span lines).",
  },
  unclosedTexts: {
    code: "PM5003",
    severity: "error",
    message: "this `{` of the card's texts is never closed",
    fix: "End the card's texts with a line holding the matching `}` (the card language of .cards files goes between).",
  },
  tooManyErrors: {
    code: "PM5099",
    severity: "error",
    message: "too many errors; {count} more not shown",
    fix: "Fix the errors above first; the file may not be a ruling file at all.",
  },
  unexpected: {
    code: "PM5101",
    severity: "error",
    message: "expected {expected} but found {found}",
    fix: "Compare the line with its form in docs/rulings.md; a word or value is missing or extra.",
  },
  unknownStatement: {
    code: "PM5102",
    severity: "error",
    message: "unknown statement `{word}`{suggestion}",
    fix: "A ruling line starts with card, turn, seed, pending, A, B, both, pass or expect (docs/rulings.md).",
  },
  unknownZone: {
    code: "PM5103",
    severity: "error",
    message: "unknown zone `{word}`{suggestion}",
    fix: "Zones are deck, hand, main, support, trash and points.",
  },
  outsideRuling: {
    code: "PM5104",
    severity: "error",
    message: "`{word}` outside a ruling",
    fix: 'Start a ruling first: `ruling "what it checks" cites rule 8.5`.',
  },
  badCitation: {
    code: "PM5105",
    severity: "error",
    message: "unknown citation `{text}`{suggestion}",
    fix: "Cite a numbered rule of rules-digest.md (rule 8.5), a ruling id of rulings.md (R-A-1) or a card number (card 01-046).",
  },
  duplicateRuling: {
    code: "PM5106",
    severity: "error",
    message: 'a ruling named "{name}" already exists in this file',
    fix: "Give every ruling its own name; the name is how a failure is reported.",
  },
  noSteps: {
    code: "PM5107",
    severity: "error",
    message: 'ruling "{name}" has no expectation',
    fix: "Add at least one `expect …` line: a ruling must assert something.",
  },
  noRuling: {
    code: "PM5108",
    severity: "error",
    message: "this file holds no ruling: running it would check nothing",
    fix: 'Add a ruling (`ruling "what it checks" cites rule 8.5`, a board, steps and an `expect`), or delete the file.',
  },
  unknownCard: {
    code: "PM5201",
    severity: "error",
    message: "unknown card {text}{suggestion}",
    fix: "Use a card number or an exact name from the card database, or declare the card with `card N 「name」 …`.",
  },
  ambiguousName: {
    code: "PM5202",
    severity: "error",
    message: "{text} is ambiguous: {candidates}",
    fix: "Write one of the candidates as set/number (aw/01-050), or declare a card of your own with `card`.",
  },
  duplicateCard: {
    code: "PM5203",
    severity: "error",
    message: "card number {text} is declared twice",
    fix: "Give each declared card its own number.",
  },
  notOnBoard: {
    code: "PM5204",
    severity: "error",
    message: "player {player} has no {text} on the board",
    fix: "A step or expectation can only name cards listed on that player's board (or the card database for the other checks).",
  },
  noCompiledCards: {
    code: "PM5205",
    severity: "error",
    message: "the compiled cards (generated/index.ts) are not available",
    fix: "Run the compiler's emitter first, or run with --cards samples.",
  },
  unknownSet: {
    code: "PM5206",
    severity: "error",
    message: "unknown compiled set `{set}`{suggestion}",
    fix: "Name a folder of generated/ (a card file's base name), e.g. rulebook-examples.",
  },
  mainFull: {
    code: "PM5301",
    severity: "error",
    message: "impossible board: {count} characters in {player}'s main area (at most 5, rule 6.1)",
    fix: "Move the extra characters to the support area or leave them out.",
  },
  notMainCapable: {
    code: "PM5302",
    severity: "error",
    message: "impossible board: {text} cannot be in the main area ({why})",
    fix: "Only characters with AP and DP go to the main area (rule 1.1); put it in the support area or hand.",
  },
  notOnField: {
    code: "PM5303",
    severity: "error",
    message: "impossible board: {text} is a {kind} and cannot be in the {zone} area",
    fix: "Support cards are attached with `with 「support」` after their host; events are never on the field.",
  },
  badAttachment: {
    code: "PM5304",
    severity: "error",
    message: "impossible board: {text} {why}",
    fix: "Attach only support cards, to a character that meets their restriction (rule 6.4).",
  },
  sameCardTwice: {
    code: "PM5305",
    severity: "error",
    message: "impossible board: {text} is twice on {player}'s field (rule 6.2)",
    fix: "Only one copy of the same card may be on a player's field; keep one.",
  },
  tooManyCards: {
    code: "PM5306",
    severity: "error",
    message: "impossible board: player {player} has {count} cards (a deck is 60, rule 2.1)",
    fix: "List at most 60 cards per player; unlisted cards are filler in the deck.",
  },
  gameAlreadyOver: {
    code: "PM5307",
    severity: "error",
    message:
      "impossible board: player {player} {why}, so the game would already be over (rule 9.1)",
    fix: "Give the player fewer than 7 points and at least one card in the deck.",
  },
  badEntryState: {
    code: "PM5308",
    severity: "error",
    message: "impossible board: {what} makes no sense in the {zone}",
    fix: "rested, coins, modifiers and attachments belong to characters on the field; face down to the point pile.",
  },
  rejectWithoutAction: {
    code: "PM5401",
    severity: "error",
    message: "`expect reject` must follow an action",
    fix: "Put `expect reject area/reason` right after the step the engine must refuse.",
  },
  badExpectation: {
    code: "PM5402",
    severity: "error",
    message: "expected an expectation but found {found}",
    fix: "Expectations: zone contents, AP/DP, points, rested/ready, coins, log, resolves … before …, invariants hold, winner, waiting, reject (docs/rulings.md).",
  },
  unknownPhase: {
    code: "PM5403",
    severity: "error",
    message: "unknown phase `{word}`{suggestion}",
    fix: "Phases are start, main, approach and end; steps are approach, block, battle.",
  },
} as const satisfies Record<string, DiagnosticDef>;

export type RulingDiagnosticKey = keyof typeof rulingDiagnostics;
