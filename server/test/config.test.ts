import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';

const BASE = { DATA_DIR: '/tmp/loyalty-config-test', JWT_SECRET: 'x'.repeat(32) };
const POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

describe('configuration', () => {
  test('demo data is written by default on the embedded database only', () => {
    assert.equal(loadConfig(BASE).seedDemoData, true);
    assert.equal(loadConfig({ ...BASE, DATABASE_URL: POSTGRES }).seedDemoData, false);
  });

  test('SEED_DEMO_DATA asks for demo data, or for none, whatever the database', () => {
    assert.equal(loadConfig({ ...BASE, DATABASE_URL: POSTGRES, SEED_DEMO_DATA: 'true' }).seedDemoData, true);
    assert.equal(loadConfig({ ...BASE, SEED_DEMO_DATA: 'false' }).seedDemoData, false);
    assert.throws(() => loadConfig({ ...BASE, SEED_DEMO_DATA: 'maybe' }), ConfigError);
  });

  test('REFRESH_GRACE_SECONDS is 30 by default, takes 0 to 300 seconds, and names itself when wrong', () => {
    assert.equal(loadConfig(BASE).refreshGraceSeconds, 30);
    assert.equal(loadConfig({ ...BASE, REFRESH_GRACE_SECONDS: '0' }).refreshGraceSeconds, 0);
    assert.equal(loadConfig({ ...BASE, REFRESH_GRACE_SECONDS: '120' }).refreshGraceSeconds, 120);
    for (const bad of ['-1', '301', '2.5', 'soon'])
      assert.throws(() => loadConfig({ ...BASE, REFRESH_GRACE_SECONDS: bad }), /REFRESH_GRACE_SECONDS/);
  });

  test('DATABASE_POOL_MAX is 10 by default, takes 1 to 1000 connections, and names itself when wrong', () => {
    assert.equal(loadConfig(BASE).databasePoolMax, 10);
    assert.equal(loadConfig({ ...BASE, DATABASE_POOL_MAX: '4' }).databasePoolMax, 4);
    for (const bad of ['0', '1001', '2.5', 'many'])
      assert.throws(() => loadConfig({ ...BASE, DATABASE_POOL_MAX: bad }), /DATABASE_POOL_MAX/);
  });

  test('PASSWORD_HASH_THREADS takes 1 to 256 threads and names itself when wrong', () => {
    assert.doesNotThrow(() => loadConfig({ ...BASE, PASSWORD_HASH_THREADS: '8' }));
    for (const bad of ['0', '257', '1.5', 'all'])
      assert.throws(() => loadConfig({ ...BASE, PASSWORD_HASH_THREADS: bad }), /PASSWORD_HASH_THREADS/);
  });

  test('SHUTDOWN_DRAIN_MS is 1 s by default and must leave the stop time to close within SHUTDOWN_TIMEOUT_MS', () => {
    assert.equal(loadConfig(BASE).shutdownDrainMs, 1_000);
    assert.equal(loadConfig({ ...BASE, SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs, 0);
    assert.equal(
      loadConfig({ ...BASE, SHUTDOWN_DRAIN_MS: '10000', SHUTDOWN_TIMEOUT_MS: '30000' }).shutdownDrainMs,
      10_000,
    );
    assert.throws(
      () => loadConfig({ ...BASE, SHUTDOWN_DRAIN_MS: '25000' }),
      /SHUTDOWN_DRAIN_MS \(25000\) must be below SHUTDOWN_TIMEOUT_MS \(25000\)/,
    );
    for (const bad of ['-1', '120001', '1.5', 'soon'])
      assert.throws(() => loadConfig({ ...BASE, SHUTDOWN_DRAIN_MS: bad }), /SHUTDOWN_DRAIN_MS/);
  });

  test('REDIS_NAMESPACE prefixes Redis keys and channels; by default it is derived from the database', () => {
    const prefix = (env: Record<string, string>) => loadConfig({ ...BASE, ...env }).redisKeyPrefix;
    assert.equal(prefix({ REDIS_NAMESPACE: 'cafe-north' }), 'cafe-north:');
    // Same database, same namespace (every instance of a deployment agrees); another database, another.
    assert.equal(
      prefix({ DATABASE_URL: POSTGRES }),
      prefix({ DATABASE_URL: 'postgresql://other@127.0.0.1/test' }),
    );
    assert.match(prefix({ DATABASE_URL: POSTGRES }), /^loyalty-[0-9a-f]{12}:$/);
    assert.notEqual(prefix({ DATABASE_URL: POSTGRES }), prefix({ DATABASE_URL: `${POSTGRES}2` }));
    assert.notEqual(
      prefix({ DATABASE_URL: POSTGRES }),
      prefix({ DATABASE_URL: 'postgres://db.example:5432/test' }),
    );
    assert.notEqual(prefix({}), prefix({ DATA_DIR: '/tmp/another-loyalty' }));
    for (const bad of ['', ' x', 'a:b', 'x'.repeat(65)].filter(Boolean))
      assert.throws(() => loadConfig({ ...BASE, REDIS_NAMESPACE: bad }), /REDIS_NAMESPACE/);
  });
});
