import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { onFirstUse } from '../lib/on-first-use';

/**
 * Fastify's serializer factory (fast-json-stringify), with each response serializer built when its
 * route first answers with that status, not when the server starts: building every operation's
 * took some 0.15 s of each start (issue 12), for answers most starts never send. What a serializer
 * writes is the same either way. For `schemaController.compilersFactory.buildSerializer`.
 */
export function serializersBuiltOnFirstUse(
  build: SerializerFactory = SerializerSelector(),
): SerializerFactory {
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      const serializer = onFirstUse(() => compile(route));
      return (document) => serializer()(document);
    };
  };
}
