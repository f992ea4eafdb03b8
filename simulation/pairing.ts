// Which two of the run's decks game i plays: part of a run's definition, so every process that
// plays a range of it must agree.

/**
 * The decks of game i among n: with two, always both; with more, deck i mod n against each other
 * deck in turn (the offset grows every n games), so 10000 games over 30 decks play every deck
 * often and against many others. Deterministic.
 */
export function pairing(i: number, n: number): [number, number] {
  if (n === 2) return [0, 1];
  const a = i % n;
  const b = (a + 1 + (Math.floor(i / n) % (n - 1))) % n;
  return [a, b];
}
