// Writing a failing game's ruling into a folder (`simulate --write-rulings DIR`): one file per
// distinct failure, `DIR/sim-seed-<seed>.ruling`; returns the line simulate prints about it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { writeFailureRuling, type GameToReplay } from "./index.ts";

export async function writeRulingInto(
  dir: string,
  game: GameToReplay,
  written: Set<string>,
): Promise<string | undefined> {
  const r = await writeFailureRuling(game, { written });
  if ("unwritten" in r)
    return r.duplicate ? undefined : `game seed ${game.seed}: no ruling written: ${r.unwritten}`;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `sim-seed-${game.seed}.ruling`);
  writeFileSync(path, r.text);
  const how = r.exhausted ? "shrink budget ran out" : "minimal";
  return `game seed ${game.seed}: wrote ${path} (${r.dropped} steps and cards dropped, ${how})`;
}
