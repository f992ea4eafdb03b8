// What a ruling may cite: the numbered rules of rules-digest.md and the ruling ids of rulings.md
// (both in /work/shared/reference). Kept as data here so a typo in a citation is a diagnostic.
const sections: Record<number, number> = {
  1: 3,
  2: 3,
  3: 4,
  4: 7,
  5: 5,
  6: 6,
  7: 11,
  8: 7,
  9: 1,
  10: 1,
};

export const ruleNumbers: readonly string[] = Object.entries(sections).flatMap(([s, n]) =>
  Array.from({ length: n }, (_, i) => `${s}.${i + 1}`),
);

const rulingGroups: Record<string, number> = {
  FAQ: 6,
  N: 5,
  P: 7,
  A: 9,
  F: 8,
  C: 6,
  K: 7,
  T: 7,
  W: 7,
};

export const rulingIds: readonly string[] = Object.entries(rulingGroups).flatMap(([g, n]) =>
  Array.from({ length: n }, (_, i) => `R-${g}-${i + 1}`),
);
