// Seeded PRNG whose whole state is one uint32 kept inside the game state (boardgame.io model), so
// a state plus a decision list reproduces a game exactly. mulberry32: tiny, fast, good enough for
// shuffles; not for cryptography.

/** Next 32-bit PRNG state and a float in [0, 1). */
export function nextRandom(rng: number): [number, number] {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, ((t ^ (t >>> 14)) >>> 0) / 4294967296];
}

/** A seed as given by a user (any integer) becomes a uint32 PRNG state. */
export function seedToRng(seed: number): number {
  return (Math.imul(seed | 0, 2654435761) ^ 0x9e3779b9) >>> 0;
}

/** Fisher–Yates shuffle in place; returns the new PRNG state. */
export function shuffleInPlace<T>(arr: T[], rng: number): number {
  let r = rng;
  for (let i = arr.length - 1; i > 0; i--) {
    const [nr, f] = nextRandom(r);
    r = nr;
    const j = Math.floor(f * (i + 1));
    const tmp = arr[i]!;
    arr[i] = arr[j]!;
    arr[j] = tmp;
  }
  return r;
}

/** A small stateful generator for agents (which keep their own randomness, outside the game). */
export function makeRandom(seed: number): () => number {
  let r = seedToRng(seed);
  return () => {
    const [nr, f] = nextRandom(r);
    r = nr;
    return f;
  };
}
