// The studio's Play API without a browser (issue 18): a game is its seed plus the person's
// decisions, so the same request replays to the same digest, a shorter one to the earlier board
// (Back), and every decision the engine refuses — or a request that is not one — is a 400 with a
// stable reason, never a crash.
import { request } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  answerPlay,
  playDecks,
  type PlayAnswer,
  type PlayError,
  type PlayRequest,
} from "../../cli/studio/play-api.ts";
import { startStudioServer, type StudioServer } from "../../cli/studio/server.ts";
import { runRulingText } from "../../ruling-runner/index.ts";
import { poolDeckWithUnimplementedKeyword } from "../helpers/refused-pool-deck.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** A game of the built-in decks (no compiled sets to load): the person is A against `random`. */
const setup = (over: Partial<PlayRequest> = {}): PlayRequest => ({
  deck0: "vanilla",
  deck1: "seed",
  seed: 11,
  agent: "random",
  seat: 0,
  decisions: [],
  ...over,
});

async function ok(req: PlayRequest): Promise<PlayAnswer> {
  const a = await answerPlay(ROOT, req);
  if (a.status !== 200) throw new Error(JSON.stringify(a.json));
  return a.json as PlayAnswer;
}

async function refused(req: unknown): Promise<PlayError> {
  const a = await answerPlay(ROOT, req);
  expect(a.status).toBe(400);
  return (a.json as { error: PlayError }).error;
}

/** The person's first `n` decisions, the i-th taking index (3i + 1) mod the list's length (a varied line). */
const pick = (i: number, a: PlayAnswer): number => (3 * i + 1) % a.legal.length;

async function line(n: number, over: Partial<PlayRequest> = {}): Promise<PlayAnswer[]> {
  const answers = [await ok(setup(over))];
  for (let i = 0; i < n; i++) {
    const last = answers.at(-1)!;
    if (last.legal.length === 0) break;
    answers.push(
      await ok(
        setup({ ...over, decisions: [...last.decisions, last.legal[pick(i, last)]!.decision] }),
      ),
    );
  }
  return answers;
}

describe("POST /api/play: replay from seed and decisions", () => {
  it("the same seed and decisions replay to the same digest, as indexes or as objects", async () => {
    const answers = await line(12);
    const end = answers.at(-1)!;
    expect(end.decisions.length).toBe(12);
    expect(new Set(answers.map((a) => a.digest)).size).toBe(answers.length);
    const again = await ok(setup({ decisions: end.decisions }));
    expect(again.digest).toBe(end.digest);
    expect(again.log).toEqual(end.log);
    // The same line written as indexes into each legal list.
    const indexes = answers.slice(0, -1).map((a, i) => pick(i, a));
    expect((await ok(setup({ decisions: indexes }))).digest).toBe(end.digest);
  });

  it("a shorter list is the earlier game (Back): same digest, same board, same legal list", async () => {
    const answers = await line(8);
    for (const k of [0, 3, 7]) {
      const back = await ok(setup({ decisions: answers.at(-1)!.decisions.slice(0, k) }));
      expect(back.digest).toBe(answers[k]!.digest);
      expect(back.board).toEqual(answers[k]!.board);
      expect(back.legal.map((l) => l.label)).toEqual(answers[k]!.legal.map((l) => l.label));
    }
  });

  it("stops where the person decides, with the engine's legal list labelled; the agent's moves are in the log", async () => {
    const [first] = await line(0);
    expect(first!.toDecide).toBe(0);
    expect(first!.legal.length).toBeGreaterThan(0);
    for (const l of first!.legal) {
      expect(l.label).not.toBe("");
      expect(l.ruling).toMatch(/^A /);
    }
    expect(first!.prompt).not.toBe("");
    expect(first!.log[0]).toMatch(/^setup:/);
    const asB = await ok(setup({ seat: 1 }));
    expect(asB.toDecide).toBe(1);
    expect(asB.hand.length).toBeGreaterThan(0);
  });

  it("plays to the end: the winner is set, no legal decisions, and a decision after it is refused", async () => {
    let a = await ok(setup({ seed: 3, agent: "greedy" }));
    while (a.legal.length > 0)
      a = await ok(setup({ seed: 3, agent: "greedy", decisions: [...a.decisions, 0] }));
    expect(a.winner).not.toBeNull();
    expect(a.toDecide).toBeNull();
    const after = await refused(
      setup({ seed: 3, agent: "greedy", decisions: [...a.decisions, 0] }),
    );
    expect(after.reason).toBe("game/over");
    expect(after.at).toBe(a.decisions.length);
    // The finished game as a ruling: it ends on the winner, and the ruling runner agrees.
    const ruled = await ok(
      setup({ seed: 3, agent: "greedy", decisions: a.decisions, ruling: true }),
    );
    expect(ruled.ruling).toContain(
      `expect winner ${a.winner === "draw" ? "draw" : "AB"[a.winner!]}`,
    );
    const run = await runRulingText("finished.ruling", ruled.ruling!);
    expect(run.results.map((r) => r.status)).toEqual(["passed"]);
  }, 120_000);

  it("plays the decks of decks/ (the compiled sets)", async () => {
    const decks = playDecks(ROOT);
    expect(decks).toContain("decks/hidamari.deck");
    expect(decks).toContain("vanilla");
    const a = await ok(setup({ deck0: "decks/hidamari.deck", deck1: "decks/k-on.deck" }));
    expect(a.legal.length).toBeGreaterThan(0);
    expect(a.board?.sides[0].hand).toBe(a.hand.length);
  }, 120_000);

  it("a deck with a keyword whose rules are not implemented: refused (rule 7.11) unless the request lets it play", async () => {
    const pool = {
      deck0: await poolDeckWithUnimplementedKeyword(ROOT),
      deck1: "decks/hidamari.deck",
    };
    const e = await refused(setup(pool));
    expect(e.reason).toBe("deck/unimplemented-keyword");
    expect(e.message).toMatch(/rule 7\.11/);
    const a = await ok(setup({ ...pool, ignoreUnimplemented: true, ruling: true }));
    expect(a.legal.length).toBeGreaterThan(0);
    expect(a.ruling).toMatch(/ignored keywords whose rules are not implemented/);
  }, 120_000);
});

describe("copy as ruling: the game so far as a .ruling", () => {
  /** The answer with its ruling, and that ruling run by the ruling runner. */
  async function ruled(over: Partial<PlayRequest>, n: number) {
    const end = (await line(n, over)).at(-1)!;
    const a = await ok(setup({ ...over, decisions: end.decisions, ruling: true }));
    expect(a.digest).toBe(end.digest); // asking for the ruling changes nothing else
    const run = await runRulingText("studio-game.ruling", a.ruling!);
    return { a, run };
  }

  it("replays in the ruling runner from the deck lists and the seed, and passes", async () => {
    const { a, run } = await ruled({}, 10);
    expect(a.ruling).toContain("new game seed 11");
    expect(a.ruling).toMatch(/^ {2}A deck: V-001/m);
    const [winner, invariants, waiting] = a.ruling!.trimEnd().split("\n").slice(-3);
    expect([winner, invariants]).toEqual(["  expect no winner", "  expect invariants hold"]);
    expect(waiting).toMatch(/^ {2}expect waiting A [a-z-]+$/); // the person is to decide
    expect(run.diagnostics).toEqual([]);
    expect(run.results.map((r) => r.status)).toEqual(["passed"]);
    expect(run.results[0]!.failure).toBeUndefined();
  });

  it("does so for decks of decks/ (compiled cards, a `cards compiled` line)", async () => {
    const { a, run } = await ruled({ deck0: "decks/hidamari.deck", deck1: "decks/k-on.deck" }, 6);
    expect(a.ruling).toMatch(/^cards compiled /m);
    expect(run.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(run.results.map((r) => r.status)).toEqual(["passed"]);
  }, 120_000);
});

describe("POST /api/play: what the engine refuses is a 400 with its reason", () => {
  it("an index outside the legal list", async () => {
    const e = await refused(setup({ decisions: [999] }));
    expect(e).toMatchObject({ reason: "studio/no-such-decision", at: 0 });
    expect((await refused(setup({ decisions: [-1] }))).reason).toBe("studio/no-such-decision");
    expect((await refused(setup({ decisions: [0.5] }))).reason).toBe("studio/no-such-decision");
  });

  it("a decision object the engine refuses, with the engine's reason and message", async () => {
    const [first] = await line(0);
    // The other player's decision, then a well-formed one of the wrong kind.
    const theirs = { ...first!.legal[0]!.decision, player: 1 };
    const e = await refused(setup({ decisions: [theirs] }));
    expect(e.reason).toBe("priority/not-your-turn");
    expect(e.message).toMatch(/^decision 0: player 0 is to decide/);
    const wrong = await refused(setup({ decisions: [{ type: "block", player: 0, card: 0 }] }));
    expect(wrong.reason).toMatch(/^(decision\/wrong-kind|block\/illegal)$/);
  });

  it("a stale decision later in the list names its place", async () => {
    const answers = await line(3);
    const stale = [
      ...answers.at(-1)!.decisions.slice(0, 2),
      { type: "play", player: 0, card: 9999, pay: [] },
    ];
    const e = await refused(setup({ decisions: stale }));
    expect(e.at).toBe(2);
    expect(e.reason).not.toBe("engine/internal-error");
  });

  it("garbage never crashes: each is refused with a stable reason", async () => {
    const garbage: unknown[] = [
      null,
      "pass",
      [],
      {},
      { type: "nonsense", player: 0 },
      { type: "play", player: 0, card: "x", pay: "y" },
      { type: "mulligan", player: 0, redraw: "yes" },
      { type: "goFirst", player: 7, first: true },
      { __proto__: null, type: "pass", player: 0 },
    ];
    for (const g of garbage) {
      const e = await refused(setup({ decisions: [g] }));
      expect(e.reason).toMatch(/^[a-z]+\/[a-z-]+$/);
      expect(e.reason).not.toBe("engine/internal-error");
    }
  });
});

describe("POST /api/play: requests that are not one", () => {
  it("refuses each bad field with studio/…", async () => {
    const cases: [unknown, string][] = [
      [null, "studio/bad-request"],
      [[1, 2], "studio/bad-request"],
      [setup({ seat: 2 as 0 }), "studio/bad-request"],
      [setup({ seed: -1 }), "studio/bad-request"],
      [setup({ seed: 1.5 }), "studio/bad-request"],
      [setup({ agent: "mc" as "random" }), "studio/bad-request"],
      [{ ...setup(), decisions: "0,1" }, "studio/bad-request"],
      [{ ...setup(), deck0: 5 }, "studio/bad-request"],
      [{ ...setup(), ruling: "yes" }, "studio/bad-request"],
      [setup({ deck0: "../../etc/passwd" }), "studio/unknown-deck"],
      [setup({ deck1: "decks/none.deck" }), "studio/unknown-deck"],
      [setup({ deck0: "constructor" }), "studio/unknown-deck"],
      [setup({ deck1: "__proto__" }), "studio/unknown-deck"],
    ];
    for (const [body, reason] of cases) expect((await refused(body)).reason).toBe(reason);
  });
});

describe("the Play API over HTTP", () => {
  let server: StudioServer;
  beforeAll(async () => {
    // No built page needed: the API answers without dist/.
    server = await startStudioServer({ root: ROOT, dist: mkdtempSync(join(tmpdir(), "no-dist-")) });
  });
  afterAll(async () => {
    await server?.close();
  });

  function send(path: string, method: string, body?: string) {
    const { hostname, port } = new URL(server.url);
    return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const req = request({ host: hostname, port, path, method }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  it("lists the decks and the agents", async () => {
    const r = await send("/api/play/decks", "GET");
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ agents: ["random", "greedy", "random-fast"] });
    expect((r.json as { decks: string[] }).decks).toContain("decks/k-on.deck");
  });

  it("answers a game, and refuses bad JSON and an illegal decision with a reason", async () => {
    const game = await send("/api/play", "POST", JSON.stringify(setup()));
    expect(game.status).toBe(200);
    expect((game.json as PlayAnswer).digest).toMatch(/^[0-9a-f]{8}$/);
    const bad = await send("/api/play", "POST", "{not json");
    expect(bad).toMatchObject({ status: 400, json: { error: "the request body is not JSON" } });
    const illegal = await send("/api/play", "POST", JSON.stringify(setup({ decisions: [42] })));
    expect(illegal).toMatchObject({
      status: 400,
      json: { error: { reason: "studio/no-such-decision", at: 0 } },
    });
  });
});
