// Public API of the translator (printed Japanese ⇄ card-language AST). The CLI (`memoria
// translate`, `memoria render`) and the coverage report build on these; nothing here imports the
// runtime.
export { normalize, originalRange, type Normalized } from "./normalize.ts";
export { translateText, type Translation, type SentenceReport } from "./translate.ts";
export { renderEn } from "./render/en.ts";
export { renderJa } from "./render/ja.ts";
export { NoJapaneseForm } from "./render/words.ts";
export { readCorpus, buildCard, loadCorpus, type CorpusRecord, type CorpusCard } from "./corpus.ts";
export {
  coverage,
  formatCoverage,
  formatPartial,
  formatSets,
  generalise,
  type Coverage,
  type PartialCard,
  type SetCoverage,
  type UnparsedPhrase,
} from "./coverage.ts";
export { coverageHtml } from "./coverage-html.ts";
export { todoComments, todoLines } from "./todo.ts";
export { printCards, type Printed } from "./print.ts";
export { withoutSpans, withoutSpansOrComments, compactJson } from "./ast-util.ts";
