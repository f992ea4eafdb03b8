// Which language a document is, from its name: the three file kinds of the project.
export type DocKind = "cards" | "ruling" | "deck";

export function kindOf(uri: string): DocKind | undefined {
  const path = uri.replace(/[?#].*$/, "");
  if (path.endsWith(".cards")) return "cards";
  if (path.endsWith(".ruling")) return "ruling";
  if (path.endsWith(".deck")) return "deck";
  return undefined;
}
