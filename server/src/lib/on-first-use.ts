/**
 * `make()` on the first call only, its result on every call after: for what costs time to build and
 * may never be needed (a validator, a serializer), or must be made once (a password hash). A `make`
 * that throws is called again next time; a rejected promise, being a result, is kept.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
