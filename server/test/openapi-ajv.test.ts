import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createOpenApiAjv } from '../src/plugins/request-validation';

// Requests are checked with ajv-formats' full mode (a date must exist in the calendar); the server's own
// answers with its fast mode (a date-time's shape only, one regular expression: a sixth of
// listPickupTimes's CPU was the full check of its times).
describe('formats of openapi.yaml', () => {
  const schema = { type: 'string', format: 'date-time' };

  test('full mode, for requests: a date that is not in the calendar is refused', () => {
    const validate = createOpenApiAjv().compile(schema);
    assert.equal(validate('2026-11-27T10:15:00.000Z'), true);
    assert.equal(validate('2026-02-30T10:15:00.000Z'), false);
    assert.equal(validate('tomorrow at ten'), false);
  });

  test('fast mode, for answers: the shape is checked, not the calendar', () => {
    const validate = createOpenApiAjv({}, 'fast').compile(schema);
    assert.equal(validate('2026-11-27T10:15:00.000Z'), true);
    assert.equal(validate('2026-11-27T10:15:00+01:00'), true);
    assert.equal(validate('2026-02-30T10:15:00.000Z'), true);
    assert.equal(validate('tomorrow at ten'), false);
    assert.equal(validate('2026-11-27'), false);
  });
});
