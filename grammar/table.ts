// Tables keyed by the tag of a union (an AST node's `kind`, a trigger's `event`, a runtime effect's
// `do`): one handler per member, so a member added to the union fails to compile in every table
// that lacks it. Family files give part of a table (`satisfies Partial<Table<…>>`); the layer
// assembles the whole with a type annotation (`const steps: Table<…> = { ...moves, ...coins }`:
// a missing kind is an error naming it; `satisfies` would let `dispatch` infer a narrower return
// type) and calls it through `dispatch`. Used by grammar/, compiler/ and translate/ (runtime/ has its own, it imports nothing).

/** The members of `U` whose tag `F` may be `K` (a member with a wider tag, e.g. a union of events, counts). */
export type Tagged<U, F extends keyof U, K> = U extends unknown
  ? K extends U[F]
    ? U
    : never
  : never;

/** One handler per tag value of `U`'s field `F`, each taking the member of that tag. */
export type Table<U, F extends keyof U, R, A extends unknown[] = []> = {
  [K in U[F] & string]: (node: Tagged<U, F, K>, ...args: A) => R;
};

/** Call the handler of `node`'s tag. */
export function dispatch<U, F extends keyof U, R, A extends unknown[]>(
  table: Table<U, F, R, A>,
  field: F,
  node: U,
  ...args: A
): R {
  const handler = table[node[field] as U[F] & string] as (node: U, ...args: A) => R;
  return handler(node, ...args);
}
