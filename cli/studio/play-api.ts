// The studio's Play API (issue 18): GET /api/play/decks lists the decks (decks/**/*.deck, then the
// built-in vanilla and seed decks) and the agents; POST /api/play replays a game from its seed and
// the person's decisions (play-game.ts) and answers the board, the log, the legal decisions and the
// digest. Every refusal is a 400 with a stable reason (`studio/…` for the request, the engine's
// `area/reason` for a decision it refuses) and a message; no input crashes the server.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import {
  defineCardDb,
  sampleDb,
  sampleDecks,
  seedCards,
  vanillaCards,
  type CardDb,
  type PlayerId,
} from "../../runtime/index.ts";
import { loadCompiledSets } from "../../simulation/card-db.ts";
import { resolveDeckFile } from "../../workspace/deckfile.ts";
import { PLAY_AGENTS, PlayRefusal, playGame, type PlayView } from "./play-game.ts";
import type { Answer } from "./request-body.ts";

export interface PlayRequest {
  deck0: string;
  deck1: string;
  seed: number;
  agent: (typeof PLAY_AGENTS)[number];
  seat: PlayerId;
  /** The person's decisions so far: indexes into the legal list, or Decision objects. */
  decisions: unknown[];
  /** Also answer the game as a `.ruling` text ("copy as ruling"). */
  ruling?: boolean;
  /** Play cards whose keywords' rules are not implemented (rule 7.11; `simulate --ignore-unimplemented`). */
  ignoreUnimplemented?: boolean;
}

export interface PlayAnswer extends PlayView {
  /** Milliseconds the replay took on the server (the cost of replaying from the seed). */
  ms: number;
}

/** What a refused request gets (status 400). */
export interface PlayError {
  reason: string;
  message: string;
  at?: number;
}

/** decks/**\/*.deck relative to the root (`/`-separated, sorted), then the built-in names. */
export function playDecks(root: string): string[] {
  const dir = join(root, "decks");
  const found: string[] = [];
  const walk = (d: string): void => {
    for (const f of readdirSync(d).sort()) {
      const full = join(d, f);
      if (statSync(full).isDirectory()) walk(full);
      else if (f.endsWith(".deck")) found.push(relative(root, full).split(sep).join("/"));
    }
  };
  if (existsSync(dir)) walk(dir);
  return [...found, ...Object.keys(sampleDecks)];
}

/** Resolved deck files by absolute path, kept while the file's modification time and size stay. */
const deckCache = new Map<string, { stamp: string; cards: string[] }>();

function loadDeck(root: string, name: string): string[] {
  // Own keys only: "constructor" is not a deck.
  if (Object.hasOwn(sampleDecks, name)) return [...sampleDecks[name]!];
  if (!playDecks(root).includes(name))
    throw new PlayRefusal(
      "studio/unknown-deck",
      `no deck ${JSON.stringify(name)} (GET /api/play/decks)`,
    );
  const full = join(root, name);
  const stat = statSync(full);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const hit = deckCache.get(full);
  if (hit?.stamp === stamp) return hit.cards;
  const samples = sampleDb();
  const r = resolveDeckFile(readFileSync(full, "utf8"), name, (ref) => samples.byId.has(ref));
  if (r.errors.length) throw new PlayRefusal("studio/bad-deck", `${name}: ${r.errors.join("; ")}`);
  deckCache.set(full, { stamp, cards: r.cards });
  return r.cards;
}

/** The compiled sets with the samples, made once (loading generated/ takes seconds). */
let compiledDb: Promise<CardDb> | undefined;
function cardDb(decks: readonly (readonly string[])[]): Promise<CardDb> {
  const samples = sampleDb();
  if (decks.every((d) => d.every((id) => samples.byId.has(id)))) return Promise.resolve(samples);
  compiledDb ??= loadCompiledSets().then((m) =>
    defineCardDb("studio-play", [...vanillaCards, ...seedCards, ...(m.allCards ?? [])]),
  );
  return compiledDb;
}

/** The request's fields checked (never trusted). */
export function checkRequest(body: unknown): PlayRequest {
  const bad = (message: string): never => {
    throw new PlayRefusal("studio/bad-request", message);
  };
  if (body === null || typeof body !== "object" || Array.isArray(body))
    bad("the body is not a JSON object");
  const b = body as Record<string, unknown>;
  for (const k of ["deck0", "deck1", "agent"] as const)
    if (typeof b[k] !== "string") bad(`${k} is not a string`);
  if (typeof b.seed !== "number" || !Number.isSafeInteger(b.seed) || b.seed < 0)
    bad("seed is not a non-negative integer");
  if (b.seat !== 0 && b.seat !== 1) bad("seat is neither 0 nor 1");
  if (!(PLAY_AGENTS as readonly unknown[]).includes(b.agent))
    bad(`no agent ${JSON.stringify(b.agent)} (${PLAY_AGENTS.join(", ")})`);
  if (!Array.isArray(b.decisions)) bad("decisions is not a list");
  for (const k of ["ruling", "ignoreUnimplemented"] as const)
    if (b[k] !== undefined && typeof b[k] !== "boolean") bad(`${k} is not true or false`);
  return b as unknown as PlayRequest;
}

/** GET /api/play/decks: what the page offers. */
export function playDecksAnswer(root: string): { decks: string[]; agents: readonly string[] } {
  return { decks: playDecks(root), agents: PLAY_AGENTS };
}

/** One POST /api/play body answered (post-routes.ts reads the body and sends the answer). */
export async function answerPlay(root: string, body: unknown): Promise<Answer> {
  try {
    const req = checkRequest(body);
    const decks: [string[], string[]] = [loadDeck(root, req.deck0), loadDeck(root, req.deck1)];
    const db = await cardDb(decks);
    const started = performance.now();
    const view = playGame(
      db,
      {
        decks,
        seed: req.seed,
        agent: req.agent,
        seat: req.seat,
        names: [req.deck0, req.deck1],
        ruling: req.ruling === true,
        ignoreUnimplemented: req.ignoreUnimplemented === true,
      },
      req.decisions,
    );
    const answer: PlayAnswer = { ...view, ms: performance.now() - started };
    return { status: 200, json: answer };
  } catch (e) {
    if (e instanceof PlayRefusal) {
      const error: PlayError = {
        reason: e.reason,
        message: e.message,
        ...(e.at !== undefined ? { at: e.at } : {}),
      };
      return { status: 400, json: { error } };
    }
    throw e;
  }
}
