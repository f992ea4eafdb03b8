// The official links of the real cards, for the card view: each corpus record's card page and
// image on the official site, keyed by set name (a card file's `title`, which is the corpus
// `setName` verbatim: cardtext/README.md) and number. Read once from shared/corpus (translate's
// corpus-file.ts finds it); no corpus, no links. The page shows them as links: it never loads them.
import { existsSync, readFileSync } from "node:fs";
import { CORPUS_DIR } from "../../translate/corpus-file.ts";

export interface CardLink {
  image?: string;
  page?: string;
}

const FILES = ["pm-cards.jsonl", "pm-cards-wide.jsonl"];

let cached: Record<string, CardLink> | undefined;

/** `${setName}|${number}` → the card's official image and page. */
export function cardLinks(dir: string = CORPUS_DIR): Record<string, CardLink> {
  if (cached && dir === CORPUS_DIR) return cached;
  const links: Record<string, CardLink> = {};
  for (const name of FILES) {
    const path = `${dir}${name}`;
    if (!existsSync(path)) continue;
    for (const line of readFileSync(path, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        continue; // a broken line is the corpus's problem (the translator reports it), not the view's
      }
      const { setName, number, image, url } = record;
      if (typeof setName !== "string" || typeof number !== "string") continue;
      const link: CardLink = {};
      if (typeof image === "string" && /^https?:\/\//.test(image)) link.image = image;
      if (typeof url === "string" && /^https?:\/\//.test(url)) link.page = url;
      if (link.image || link.page) links[`${setName}|${number}`] ??= link;
    }
  }
  if (dir === CORPUS_DIR) cached = links;
  return links;
}
