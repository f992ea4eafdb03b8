// vscode-languageserver's values, loaded with require rather than import. The package is
// CommonJS: an ESM import makes Node scan each of its files for named exports (cjs-module-lexer),
// which measured about three times the CPU of require (≈350 against ≈110 ms), the largest single
// cost of the server's start (issue 17's "ready" figure). Types are still imported as types.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

export const protocol =
  require("vscode-languageserver/node") as typeof import("vscode-languageserver/node");
export const { TextDocument } =
  require("vscode-languageserver-textdocument") as typeof import("vscode-languageserver-textdocument");
