/**
 * A bundle of stores, each built the first time it is read. A transaction uses two or three of
 * a bundle's fifteen stores, and building all of them — closures over the transaction's handle
 * — for every transaction was a few percent of a request. Each store is still built at most
 * once per bundle, and the bundle's keys are plain enumerable properties, so spreading it
 * (`{ ...stores, ...patch }`) works as before (building what it copies).
 *
 * @example
 * return lazyStores({ loans: () => kyselyLoanStore(tx, dialect), pools: () => kyselyPoolStore(tx) });
 */
export function lazyStores<T extends object>(makers: { readonly [K in keyof T]: () => T[K] }): T {
  const bundle = {} as T;
  const settle = (key: keyof T, store: unknown) =>
    Object.defineProperty(bundle, key, {
      value: store,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const key of Object.keys(makers) as (keyof T & string)[]) {
    Object.defineProperty(bundle, key, {
      enumerable: true,
      configurable: true,
      get() {
        const store = makers[key]();
        settle(key, store);
        return store;
      },
      // A test may put a double in a store's place before anything has read it.
      set(store: unknown) {
        settle(key, store);
      },
    });
  }
  return bundle;
}
