import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { onFirstUse } from '../lib/on-first-use';

/**
 * Fastify's serializer factory (fast-json-stringify), with each response serializer built when its
 * route first answers with that status, not when the server starts: building every operation's
 * took some 0.15 s of each start (issue 12), for answers most starts never send. What a serializer
 * writes is the same either way. A frozen answer (lib/kept-answers.ts) is written once per serializer and
 * its text kept while the answer lives. For `schemaController.compilersFactory.buildSerializer`.
 */
export function serializersBuiltOnFirstUse(
  build: SerializerFactory = SerializerSelector(),
): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      const serializer = onFirstUse(() => compile(route));
      // A frozen answer a handler gives again (lib/kept-answers.ts) is written once.
      const written = new WeakMap<object, string>();
      return (document) => {
        if (typeof document !== 'object' || document === null || !Object.isFrozen(document)) {
          return serializer()(document);
        }
        let text = written.get(document);
        if (text === undefined) {
          text = serializer()(document);
          written.set(document, text);
        }
        return text;
      };
    };
  };
}
