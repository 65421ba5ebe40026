/**
 * An answer a handler keeps and gives again to many requests, deep-frozen. The response validation
 * (plugins/response-validation.ts) checks a frozen answer against the contract the first time it is
 * sent only, and the serializer (plugins/lazy-serializers.ts) writes it once: freezing is what makes
 * that safe, since the answer sent again is the one that was checked and written. Returns `answer`.
 */
export function keptAnswer<T extends object>(answer: T): T {
  deepFreeze(answer);
  return answer;
}

function deepFreeze(value: object): void {
  Object.freeze(value);
  for (const inner of Object.values(value)) {
    if (typeof inner === 'object' && inner !== null) deepFreeze(inner);
  }
}
