// Every fuzz path by name, in the order `npm run fuzz` runs them.
import type { FuzzPath } from "../core.ts";
import { cards } from "./cards.ts";
import { cli } from "./cli.ts";
import { decks } from "./decks.ts";
import { engine } from "./engine.ts";
import { rulings } from "./rulings.ts";
import { translate } from "./translate.ts";

export const PATHS: readonly FuzzPath[] = [cards, rulings, decks, translate, engine, cli];

export function pathNamed(name: string): FuzzPath | undefined {
  return PATHS.find((p) => p.name === name);
}
