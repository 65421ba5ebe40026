import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { keptAnswer } from '../src/lib/kept-answers';
import { serializersBuiltOnFirstUse } from '../src/plugins/lazy-serializers';

// Issue 12: response serializers are built when a route first answers, not at start.

const route = {
  method: 'GET',
  url: '/api/things',
  httpStatus: '200',
  schema: {
    type: 'object',
    properties: { name: { type: 'string' }, count: { type: 'integer' } },
  },
};

test('a serializer is built at its first answer, once, and writes what fast-json-stringify writes', () => {
  const builds: string[] = [];
  const counting: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (definition) => {
      builds.push(`${definition.method} ${definition.url} ${definition.httpStatus}`);
      return compile(definition);
    };
  };
  const compile = serializersBuiltOnFirstUse(counting)();
  const serialize = compile(route);
  assert.deepEqual(builds, [], 'nothing built when the route is registered');

  const document = { name: 'Café Olivera', count: 3, secret: 'not in the schema' };
  const expected = SerializerSelector()()(route)(document);
  assert.equal(serialize(document), expected);
  assert.equal(expected, '{"name":"Café Olivera","count":3}', 'only what the schema declares');
  assert.equal(serialize({ name: 'La Taula', count: 1 }), '{"name":"La Taula","count":1}');
  assert.deepEqual(builds, ['GET /api/things 200'], 'built once');
});

test('a kept (frozen) answer is written once and its text given again; any other, each time', () => {
  let writes = 0;
  const counting: SerializerFactory = (externalSchemas, options) => {
    const compile = SerializerSelector()(externalSchemas, options);
    return (definition) => {
      const serialize = compile(definition);
      return (document) => {
        writes += 1;
        return serialize(document);
      };
    };
  };
  const serialize = serializersBuiltOnFirstUse(counting)()(route);
  const kept = keptAnswer({ name: 'Café Olivera', count: 3 });
  assert.equal(serialize(kept), '{"name":"Café Olivera","count":3}');
  assert.equal(serialize(kept), '{"name":"Café Olivera","count":3}');
  assert.equal(writes, 1, 'the kept answer written once');

  const changing = { name: 'La Taula', count: 1 };
  assert.equal(serialize(changing), '{"name":"La Taula","count":1}');
  changing.count = 2;
  assert.equal(
    serialize(changing),
    '{"name":"La Taula","count":2}',
    'an answer that can change, written again',
  );
  assert.equal(writes, 3);
});
