// The parser's error-message provider. Chevrotain calls it while recording an error; it returns
// only the "expected …" part (with readable token labels). The diagnostics pass (syntax-errors.ts)
// wraps it in a coded message with the found token and a usual fix.
import { tokenLabel, type IParserErrorMessageProvider, type TokenType } from "./chevrotain.ts";

function describe(tokens: TokenType[]): string {
  const labels = [...new Set(tokens.map((t) => tokenLabel(t)))];
  if (labels.length === 0) return "more text";
  if (labels.length === 1) return labels[0] ?? "";
  const shown = labels.slice(0, 8);
  const more = labels.length > shown.length ? ", …" : "";
  return `one of ${shown.join(", ")}${more}`;
}

export const messageProvider: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected }) {
    return describe([expected]);
  },
  buildNotAllInputParsedMessage() {
    return "the end of the card";
  },
  buildNoViableAltMessage({ expectedPathsPerAlt }) {
    const firsts: TokenType[] = [];
    for (const alt of expectedPathsPerAlt)
      for (const path of alt) if (path[0]) firsts.push(path[0]);
    return describe(firsts);
  },
  buildEarlyExitMessage({ expectedIterationPaths }) {
    const firsts: TokenType[] = [];
    for (const path of expectedIterationPaths) if (path[0]) firsts.push(path[0]);
    return describe(firsts);
  },
};
