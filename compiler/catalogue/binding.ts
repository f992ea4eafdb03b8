// PM20xx — the binding band: every name, trait and title a text mentions must exist on some card
// in the checked files; card numbers and titles must identify each card (rule 1.3).
import { defineBand } from "./entry.ts";

export const bindingDiagnostics = defineBand({
  unknownName: {
    code: "PM2001",
    phase: "bind",
    severity: "error",
    rule: "language",
    message: "no card is named 「{name}」{hint}",
    fix: "Write the name exactly as printed (spaces included), or encode the card that bears it.",
    summary:
      "A card name in a text (selector, filter, `counts as`) matches no card in the checked files.",
  },
  unknownTrait: {
    code: "PM2002",
    phase: "bind",
    severity: "error",
    rule: "1.2",
    message: "no card has the trait 【{trait}】{hint}",
    fix: "Write the trait exactly as printed, or encode a card that has it.",
    summary: "A trait in a `with 【…】` filter is carried by no card in the checked files.",
  },
  unknownTitle: {
    code: "PM2003",
    phase: "bind",
    severity: "error",
    rule: "1.2",
    message: "no card belongs to the title 『{title}』{hint}",
    fix: "Write the title as in its `title 『…』` line (full-width and half-width forms count as one).",
    summary: "A `from 『…』` filter names a title that no `title` line declares.",
  },
  unknownAttachName: {
    code: "PM2004",
    phase: "bind",
    severity: "error",
    rule: "6.4",
    message:
      "this support card can be attached only to 「{name}」, but no character has that name{hint}",
    fix: "Name a character that exists; otherwise the support card can never be played.",
    summary:
      "An `attach to` restriction names no existing character, so the support card is unplayable.",
  },
  unknownAttachTrait: {
    code: "PM2005",
    phase: "bind",
    severity: "error",
    rule: "6.4",
    message:
      "this support card can be attached only to 【{trait}】, but no character has that trait{hint}",
    fix: "Name a trait that some character has; otherwise the support card can never be played.",
    summary:
      "An `attach to` restriction names a trait no character has, so the support card is unplayable.",
  },
  unknownTeamUpPartner: {
    code: "PM2006",
    phase: "bind",
    severity: "error",
    rule: "7.9",
    message: "team-up partner {partner} matches no character{hint}",
    fix: "Write the partner's name 「…」 or trait 【…】 exactly as printed.",
    summary:
      "A `team-up with` partner names no existing character name or trait, so team-up never applies.",
  },
  duplicateNumber: {
    code: "PM2007",
    phase: "bind",
    severity: "error",
    rule: "1.3",
    message: "card number {number} is used twice in 『{title}』",
    fix: "Give each card its own printed number; a variant takes a letter (01-006a).",
    summary: "Two cards share a title and a number, so they would be the same card (rule 1.3).",
  },
  missingTitle: {
    code: "PM2008",
    phase: "bind",
    severity: "error",
    rule: "1.2",
    message: "card {number} has no title: no `title 『…』` line comes before it",
    fix: "Add a `title 『…』` line above the card.",
    summary: "A card without a title cannot be identified (1.3) nor paid for by title (5.2).",
  },
  malformedCombiName: {
    code: "PM2009",
    phase: "bind",
    severity: "error",
    rule: "7.6",
    message: 'the combi name 「{name}」 needs a name on each side of every "&"',
    fix: "Write the combi name as 「A&B」 (or 「A&B&C」), every name as printed.",
    summary:
      "A name containing `&` declares a combi card; every part must be a non-empty name (BBD P-003 has five).",
  },
  printedButNotEncoded: {
    code: "PM2010",
    phase: "bind",
    severity: "warning",
    rule: "language",
    message: "{what} is printed on this card, but the checked files do not define it{hint}",
    fix: "Encode the card it names (or pass it in `declared`); if the printed text itself is wrong, keep it and add a comment.",
    summary:
      "A reference copied from the printed text to a card, trait or title not encoded yet: the card exists in the game, so a warning, not PM2001–PM2006.",
  },
  variantDiffers: {
    code: "PM2011",
    phase: "bind",
    severity: "error",
    rule: "1.3",
    message: "{number} is a variant of {base}, the same card, but its {field} differs",
    fix: "A variant letter marks another printing of the same card: copy the data of {base}, or fix the number.",
    summary:
      "Cards whose numbers differ only by a variant letter are the same card (1.3) and must agree on name, kind, color, cost, source, AP/DP, traits and texts.",
  },
});
