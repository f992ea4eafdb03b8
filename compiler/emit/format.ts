// Prettier over generated text, with the repository's .prettierrc.json options (resolved once).
import * as prettier from "prettier";

let options: prettier.Options | undefined;

async function resolved(): Promise<prettier.Options> {
  options ??= { ...((await prettier.resolveConfig("generated/index.ts")) ?? {}), parser: "typescript" };
  return options;
}

export async function formatTs(text: string): Promise<string> {
  return prettier.format(text, await resolved());
}
