// PM35xx — the warnings band: texts that are legal but almost certainly not what the printed card
// means (a transcription slip), or that the engine cannot run yet. Never errors: the card compiles.
import { defineBand } from "./entry.ts";

export const warningDiagnostics = defineBand({
  rulesNotImplemented: {
    code: "PM3501",
    phase: "warnings",
    severity: "warning",
    rule: "7.11",
    message:
      "rules not implemented: 〔{keyword}〕 has no known rules; the engine refuses decks that contain it",
    fix: "Keep it (it is printed); a game with this card needs the engine's ignore-unimplemented option.",
    summary: "A later keyword whose rules our sources do not give (rule 7.11).",
  },
  laterRulesNotImplemented: {
    code: "PM3515",
    phase: "warnings",
    severity: "warning",
    rule: "7.11",
    message:
      "rules not implemented: {what} has no known rules; the engine refuses to run this text",
    fix: "Keep it (it is printed); the card is kept structurally but cannot be compiled for a game.",
    summary:
      "The EX deck, magic coins (魔力コイン), a card's level (《LVN》) or 改変: later rules our sources do not give (rule 7.11), kept but not run.",
  },
  coinIncreaseNotImplemented: {
    code: "PM3518",
    phase: "warnings",
    severity: "warning",
    rule: "7.8",
    message:
      "rules not implemented: increasing coins (コインを増やす) — which coins a player holds or has on their cards, and who chooses, our sources do not say; the engine refuses to run this text",
    fix: "Keep it (it is printed); the card is kept structurally but cannot be compiled for a game.",
    summary:
      "「自分が持つコイン、または自分のカードの上に乗っているコインを1個増やす」 (ORSK 01-001, P-001): coins beyond the +10/+10 coin of rule 7.8, kept but not run.",
  },
  nameMarkNotImplemented: {
    code: "PM3517",
    phase: "warnings",
    severity: "warning",
    rule: "7.11",
    message:
      "rules not implemented: a text marked {name}▶ (a name before ▶) has no known rules; the engine refuses to run it",
    fix: "Keep it (it is printed); the card is kept structurally but cannot be compiled for a game.",
    summary:
      "「X」▶ before an activated text's effect (AHB2 P-015, NG 01-005, …): like 〔知略〕's ▶「condition」, a later mark whose rules our sources do not give (rule 7.11).",
  },
  contradictoryCondition: {
    code: "PM3502",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "this condition can never hold: {reason}",
    fix: "Check the comparison signs and numbers against the printed card.",
    summary: "Two parts of an `and` (or a gyakkyou and its condition) exclude each other.",
  },
  unreachableCondition: {
    code: "PM3503",
    phase: "warnings",
    severity: "warning",
    rule: "9.1",
    message: "this condition can never hold: {reason}",
    fix: "Check the number against the printed card.",
    summary:
      "Seven points lose the game (9.1), a main area holds five characters (6.1), counts are never negative.",
  },
  redundantCondition: {
    code: "PM3504",
    phase: "warnings",
    severity: "warning",
    rule: "9.1",
    message: "this condition always holds: {reason}",
    fix: "Remove the condition, or check the number against the printed card.",
    summary: "A condition that is true in every game state adds nothing and hides a typo.",
  },
  ifAndEachTime: {
    code: "PM3505",
    phase: "warnings",
    severity: "warning",
    rule: "4.5",
    message: "this card has both `if` and `each time` on the same trigger",
    fix: "Check the printed text: 〜した場合 is `if` (once per turn), 〜するごとに is `each time`.",
    summary:
      "`if` fires once per turn and `each time` every time; one card rarely prints both for one event.",
  },
  ifYouDoAfterSureStep: {
    code: "PM3506",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "`if you do` follows `{step}`, which always happens",
    fix: "Write `; then` (その後) unless the printed text says その場合 after an optional step.",
    summary:
      "`if you do` (その場合) only distinguishes anything after a step that can fail or be declined.",
  },
  mayInMay: {
    code: "PM3507",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "`may` inside `may`: the inner choice is asked twice",
    fix: "Keep one `may`.",
    summary: "A nested optional step is a transcription slip.",
  },
  getsNothing: {
    code: "PM3508",
    phase: "warnings",
    severity: "warning",
    rule: "7.10",
    message: "`gets` changes nothing: ±0/±0 and no keyword or cost",
    fix: "Check the printed numbers.",
    summary: "A stat change of ±0/±0 with nothing else is a typo.",
  },
  neverAppliesToSupportCharacter: {
    code: "PM3509",
    phase: "warnings",
    severity: "warning",
    rule: "1.1",
    message:
      "{what} never matters on support character {number}: it has no AP/DP and never approaches or blocks",
    fix: "Check the printed card: if it has AP/DP, add `ap N dp N` to the header.",
    summary:
      "A support character stays in the support area, so approach keywords and its own stat changes do nothing.",
  },
  redundantFreeEntry: {
    code: "PM3510",
    phase: "warnings",
    severity: "warning",
    rule: "6.6",
    message: "free entry {reason}",
    fix: "List only phases other than your own main phase, each once.",
    summary:
      "A character may always enter in its own main phase; listing it, or a phase twice, adds nothing.",
  },
  duplicateTrait: {
    code: "PM3511",
    phase: "warnings",
    severity: "warning",
    rule: "1.2",
    message: "trait 【{trait}】 is listed twice",
    fix: "List each trait once.",
    summary: "A repeated trait is a copy slip.",
  },
  printedMismatch: {
    code: "PM3512",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "{construct} does not match the printed text, which has no {japanese}",
    fix: "Compare with the printed card: {advice}.",
    summary:
      "An encoding that uses `each time`, `may`, `if you do`, `or`, an interrupt timing or a keyword whose Japanese form the card's printed text lacks (or the reverse for 〜ごとに).",
  },
  duplicateText: {
    code: "PM3513",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "this text is written twice on card {number}",
    fix: "Remove the copy; a printed card never repeats a text word for word.",
    summary:
      "Two identical abilities on one card: a copy-paste slip (the card would trigger or apply twice).",
  },
  printedTranslationDiffers: {
    code: "PM3516",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message:
      "card {number}: its printed text translates to something else than the encoding (text {index}: the card has `{encoded}`, the printed text reads as `{printed}`; first difference at {at})",
    fix: "Compare the card with its printed text and correct whichever is wrong; if the translator misreads the printed text, say why in a comment.",
    summary:
      "Reported by `memoria check --printed` only: the card's `printed` text, translated (translate/), gives abilities other than the encoded ones (spans, comments and character widths aside).",
  },
  pointlessMust: {
    code: "PM3514",
    phase: "warnings",
    severity: "warning",
    rule: "language",
    message: "`you must {step}` says no more than `{step}`",
    fix: "Drop `you must`: a step without `may` is already mandatory and the controller already chooses.",
    summary:
      "`must` gives a step's choices to another player; for the controller it changes nothing (a slip for `the opponent must`).",
  },
});
