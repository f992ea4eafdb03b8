// Diagnostics of relations between cards (同じ名称 / 同じ特徴 / 名称の異なる): a relation among
// chosen cards needs a choice, a pick no cards can satisfy is refused, and the card a `same name
// as` compares with is found, not chosen. Reported by compiler/checks/groups.ts.
import { defineBand } from "./entry.ts";

export const groupDiagnostics = defineBand({
  togetherWithoutChoice: {
    code: "PM3340",
    phase: "wellFormed",
    severity: "error",
    rule: "1.2",
    message:
      "`{relation}` relates the cards chosen together, but {target} chooses no number of cards",
    fix: "Give the query a number: `2 characters with the same name`, `any number of cards with different names`.",
    summary:
      "同じ名称のキャラ2枚 / それぞれ名称の異なる relate the cards of one choice; without a number of cards (`all`, a count, a condition) there is no choice to relate.",
  },
  impossiblePick: {
    code: "PM3341",
    phase: "wellFormed",
    severity: "error",
    rule: "7.6",
    message: "{target} can never be chosen: {why}",
    fix: "Compare with the printed card: a list of names (`「A」 or 「B」`), or fewer cards.",
    summary:
      "A choice no cards can satisfy — two or more cards of one name that must have different names — is a transcription slip, not a card.",
  },
  comparedCardChosen: {
    code: "PM3342",
    phase: "wellFormed",
    severity: "error",
    rule: "1.2",
    message:
      "the card `with the same {what} as …` compares with is found, not chosen; `{quantity}` would choose",
    fix: "Drop the quantity: `with the same name as a card in the opponent's trash`, `… as the opponent's blocking characters`.",
    summary:
      "相手の捨て札置き場にあるカードと同じ名称の compares with any card the description finds; a number of cards there would hide a second choice.",
  },
});
