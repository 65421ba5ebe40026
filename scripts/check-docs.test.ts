// npm run test:scripts: the Markdown link and name check (check-docs.ts) on a repository of its own.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { checkDocs, listMarkdownFiles } from './check-docs';

let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** The findings for one Markdown file written at `file` with `content`, as `line: message`. */
function check(file: string, content: string): string[] {
  write(file, content);
  return checkDocs(root, [file]).map(({ line, message }) => `${line}: ${message}`);
}

before(() => {
  root = mkdtempSync(path.join(tmpdir(), 'check-docs-'));
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  write('.gitignore', 'data/\nnode_modules\n');
  write('src/app/boot.ts', 'export {};\n');
  write('server/test/security-fuzz.test.ts', '');
  write('server/test/security-authz.test.ts', '');
  write('scripts/bench/api.ts', '');
  write(
    'docs/security.md',
    [
      '# Security',
      '',
      '## Login limits',
      '',
      '## The `TRUST_PROXY` setting',
      '',
      '## Input: bodies, text & paths',
      '',
      '## Login limits',
      '',
    ].join('\n'),
  );
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('check-docs', () => {
  test('passes on links and names that exist', () => {
    const findings = check(
      'README.md',
      [
        '# Loyalty',
        '',
        'See [security](docs/security.md), [its limits](docs/security.md#login-limits), the',
        '[second heading of that name](docs/security.md#login-limits-1),',
        '[proxies](./docs/security.md#the-trust_proxy-setting), [input](docs/security.md#input-bodies-text--paths),',
        '[the top](#loyalty), [the docs folder](docs/), [an address](https://example.com/x.md#nowhere),',
        '[a mail](mailto:someone@example.com) and ![an icon](src/app/boot.ts).',
        '',
        '| file | what |',
        '| --- | --- |',
        '| `src/app/boot.ts` | the start, in [docs](docs/security.md#security) |',
        '',
        'Folders `src/app/` and `scripts/bench/`, the tests `server/test/security-*.test.ts`, placeholders',
        '`e2e/<topic>.spec.ts` and `server/{feature}/index.ts`, output `data/outbox/x.eml`, words `src/app`',
        'and commands `npx tsx scripts/missing.ts` are fine.',
        '',
        '```sh',
        'cat src/missing.ts # fenced code is not checked: [x](missing.md) `src/missing.ts`',
        '```',
      ].join('\n'),
    );
    assert.deepEqual(findings, []);
  });

  test('fails on a link to a file that does not exist', () => {
    assert.deepEqual(check('README.md', '# A\n\nRead\n[the guide](docs/guide.md) first.\n'), [
      '4: link "docs/guide.md": docs/guide.md does not exist',
    ]);
  });

  test('fails on a link whose target lies outside the repository', () => {
    assert.deepEqual(check('docs/x.md', 'As [the spec](../../SPEC.md) says.\n'), [
      '1: link "../../SPEC.md" points outside the repository',
    ]);
  });

  test('fails on an anchor that names no heading, in another file or in its own', () => {
    assert.deepEqual(
      check(
        'docs/index.md',
        [
          '# Index',
          '',
          '- [limits](security.md#rate-limits)',
          '- [here](#index) and [nowhere](#performance)',
          '- [third of a name seen twice](security.md#login-limits-2)',
        ].join('\n'),
      ),
      [
        '3: link "security.md#rate-limits": docs/security.md has no heading with the anchor #rate-limits',
        '4: link "#performance": docs/index.md has no heading with the anchor #performance',
        '5: link "security.md#login-limits-2": docs/security.md has no heading with the anchor #login-limits-2',
      ],
    );
  });

  test('fails on a named file or folder that does not exist', () => {
    assert.deepEqual(
      check(
        'src/README.md',
        [
          'Forms use `src/hooks/use-outage-message.ts`.',
          '',
          '| folder | what |',
          '| --- | --- |',
          '| `server/plugins/` | nothing |',
          '',
          'Also `../scripts/gone.ts`, `e2e/*.spec.ts` and `src/app/boot.ts/`.',
        ].join('\n'),
      ),
      [
        '1: `src/hooks/use-outage-message.ts` names src/hooks/use-outage-message.ts, which does not exist',
        '5: `server/plugins/` names server/plugins/, which does not exist',
        '7: `../scripts/gone.ts` names scripts/gone.ts, which does not exist',
        '7: `e2e/*.spec.ts` names e2e/*.spec.ts, which does not exist',
        '7: `src/app/boot.ts/` names src/app/boot.ts/, which does not exist',
      ],
    );
  });

  test('lists the Markdown files git tracks or would track, not the ignored ones', () => {
    write('node_modules/pkg/README.md', '[broken](nowhere.md)\n');
    write('data/notes.md', '[broken](nowhere.md)\n');
    const files = listMarkdownFiles(root);
    assert.ok(files.includes('README.md') && files.includes('docs/security.md'), files.join(', '));
    assert.ok(
      !files.some((file) => file.startsWith('node_modules/') || file.startsWith('data/')),
      files.join(', '),
    );
  });
});
