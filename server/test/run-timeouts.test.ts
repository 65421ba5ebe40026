// server/test/run.ts bounds each test file: a file that hangs fails, named, once TEST_FILE_TIMEOUT_MS
// has passed. Without this, one hang waited until CI's 90-minute limit ended the run without a word. The
// test's own timeout only ends an inner run that would never end (without the flag); a loaded machine
// takes a minute or more for one.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

/** Runs server/test/run.ts on `files`; resolves with its exit code and output once it has exited. */
function runTests(
  files: string[],
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // Without the variable node:test sets in its test processes: with it, the inner run would run nothing.
    const { NODE_TEST_CONTEXT: _, ...outside } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'run.ts'), ...files], {
      env: { ...outside, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // The test's own timeout ends the run (SIGTERM, which run.ts passes on) should it not end by itself.
      signal,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const fixture = (name: string) => path.join(__dirname, 'fixtures', name);

// The hanging file alone: any other file would have to end within the short timeout too, which a test
// cannot promise on a loaded machine (a test process takes seconds to start there).
test('a file that hangs fails by name after the timeout', { timeout: 600_000 }, async (t) => {
  const { code, output } = await runTests(
    [fixture('hangs.fixture.ts')],
    { TEST_FILE_TIMEOUT_MS: '3000' },
    t.signal,
  );
  assert.equal(code, 1, output);
  assert.match(output, /^not ok \d+ - .*hangs\.fixture\.ts$/m, output);
  assert.match(output, /test timed out after 3000ms/, output);
});
