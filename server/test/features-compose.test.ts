// composeFeatures (lib/features.ts): features are built in dependency order, each handed only what it
// declared, and a composition with a missing, duplicated or cyclic dependency is refused before anything
// is built.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { composeFeatures, defineFeature, type FeatureContext } from '../src/lib/features';

const context = {} as FeatureContext;

describe('composeFeatures', () => {
  test('builds each feature after its dependencies and hands it only those', () => {
    const built: string[] = [];
    const handed: Record<string, string[]> = {};
    const record = (name: string, needs: object) => {
      built.push(name);
      handed[name] = Object.keys(needs).sort();
    };
    const c = defineFeature({
      name: 'c',
      dependencies: ['a', 'b'],
      build: (_context, needs: { a: { value: number }; b: { value: number } }) => {
        record('c', needs);
        return { value: needs.a.value + needs.b.value };
      },
    });
    const b = defineFeature({
      name: 'b',
      dependencies: ['a'],
      build: (_context, needs: { a: { value: number } }) => {
        record('b', needs);
        return { value: needs.a.value * 10 };
      },
    });
    const a = defineFeature({
      name: 'a',
      dependencies: [],
      build: (_context, needs) => {
        record('a', needs);
        return { value: 1 };
      },
    });
    const features = composeFeatures(context, [c, b, a]);
    assert.deepEqual(built, ['a', 'b', 'c']);
    assert.deepEqual(handed, { a: [], b: ['a'], c: ['a', 'b'] });
    assert.equal(features.c.value, 11);
    // Each feature is built once, and the composition cannot be changed afterwards.
    assert.equal(Object.isFrozen(features), true);
  });

  test('the context reaches every feature', () => {
    const own = { clock: { now: () => new Date(0) } } as unknown as FeatureContext;
    const feature = defineFeature({ name: 'x', dependencies: [], build: (given) => ({ given }) });
    assert.equal(composeFeatures(own, [feature]).x.given, own);
  });

  test('refuses a dependency that is not composed', () => {
    let built = false;
    const orphan = defineFeature({
      name: 'orphan',
      dependencies: ['missing'],
      build: (_context, _needs: { missing: unknown }) => {
        built = true;
      },
    });
    assert.throws(
      // @ts-expect-error -- tsc refuses the composition too: 'missing' is not among the features
      () => composeFeatures(context, [orphan]),
      /The feature orphan depends on missing, which is not composed/,
    );
    assert.equal(built, false);
  });

  test('refuses a dependency cycle and a feature declared twice', () => {
    const ping = defineFeature({
      name: 'ping',
      dependencies: ['pong'],
      build: (_c, _n: { pong: unknown }) => 1,
    });
    const pong = defineFeature({
      name: 'pong',
      dependencies: ['ping'],
      build: (_c, _n: { ping: unknown }) => 2,
    });
    assert.throws(() => composeFeatures(context, [ping, pong]), /cycle: ping -> pong -> ping/);
    const one = defineFeature({ name: 'one', dependencies: [], build: () => 1 });
    assert.throws(() => composeFeatures(context, [one, one]), /The feature one is declared twice/);
  });
});
