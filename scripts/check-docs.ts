// npm run lint:docs: checks every Markdown file of the repository (those git tracks or would track:
// README.md, docs/, the folder READMEs) for
// - relative links whose file or folder does not exist, or whose `#anchor` names no heading there;
// - file paths named in backticks that do not exist: `src/...`, `server/...`, `scripts/...`, `e2e/...`,
//   `docs/...`, `public/...` with an extension, or a folder ending in `/`, read from the repository's
//   root; `./x.ts` and `../x.ts` read from the Markdown file's folder. A `*` matches any characters
//   within one path segment (at least one file must match); names with placeholders (`<test>`,
//   `{id}`, `...`) are not checked.
// Links and names inside fenced code blocks are not checked: they are commands and examples.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import MarkdownIt, { type Token } from 'markdown-it';

export interface Finding {
  /** The Markdown file, relative to the root. */
  file: string;
  line: number;
  message: string;
}

const markdown = new MarkdownIt({ html: true });
const NAMED_ROOTS = ['src', 'server', 'scripts', 'e2e', 'docs', 'public'];
const PLACEHOLDER = /[<>{}\s]|\.\.\.|…/;

/** Every Markdown file git tracks or would track (not ignored), relative to the root. */
export function listMarkdownFiles(root: string): string[] {
  const output = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '*.md'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return [...new Set(output.split('\0').filter((file) => file && existsSync(path.join(root, file))))].sort();
}

/** The anchors GitHub gives a Markdown file's headings (and any `id`/`name` of its HTML). */
function anchorsOf(tokens: Token[]): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const inline = tokens[index + 1];
      const text = (inline?.children ?? [])
        .filter((child) => child.type === 'text' || child.type === 'code_inline')
        .map((child) => child.content)
        .join('');
      anchors.add(slugger.slug(text));
    }
    if (token.type === 'html_block' || token.type === 'html_inline') {
      for (const match of token.content.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(match[1] ?? '');
    }
  });
  return anchors;
}

/** Each link and inline code of a file, with the line it is on. */
function* inlineItems(tokens: Token[]): Generator<{ kind: 'link' | 'code'; value: string; line: number }> {
  let blockLine = 1;
  for (const token of tokens) {
    // Inline tokens of table cells carry no line of their own: they take their row's.
    if (token.map) blockLine = token.map[0] + 1;
    if (token.type !== 'inline' || !token.children) continue;
    let line = blockLine;
    for (const child of token.children) {
      if (child.type === 'softbreak' || child.type === 'hardbreak') line += 1;
      else if (child.type === 'link_open')
        yield { kind: 'link', value: String(child.attrGet('href') ?? ''), line };
      else if (child.type === 'image')
        yield { kind: 'link', value: String(child.attrGet('src') ?? ''), line };
      else if (child.type === 'code_inline') yield { kind: 'code', value: child.content, line };
    }
  }
}

/** Whether a path with `*` wildcards (within a segment) matches at least one file or folder. */
function globExists(root: string, pattern: string): boolean {
  const segments = pattern.split('/').filter(Boolean);
  const walk = (dir: string, index: number): boolean => {
    if (index === segments.length) return true;
    const segment = segments[index] ?? '';
    if (!segment.includes('*')) {
      const next = path.join(dir, segment);
      return existsSync(next) && walk(next, index + 1);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return false;
    const regex = new RegExp(`^${segment.split('*').map(escapeRegExp).join('.*')}$`);
    return readdirSync(dir).some((entry) => regex.test(entry) && walk(path.join(dir, entry), index + 1));
  };
  return walk(root, 0);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
}

/** The path a backtick names, relative to the root, or undefined when it names no checked file. */
function namedPath(code: string, fileDir: string): string | undefined {
  if (PLACEHOLDER.test(code)) return undefined;
  if (code.startsWith('./') || code.startsWith('../')) {
    if (!code.endsWith('/') && !/\.[A-Za-z0-9]+$/.test(code)) return undefined;
    return path.posix.normalize(path.posix.join(fileDir, code));
  }
  const [first, ...rest] = code.split('/');
  if (!first || !NAMED_ROOTS.includes(first) || rest.length === 0) return undefined;
  const last = rest[rest.length - 1] ?? '';
  if (last !== '' && !/\.[A-Za-z0-9]+$/.test(last)) return undefined;
  return code;
}

function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Whether git ignores a path (an output folder such as `data/` or `e2e/artifacts/`); false outside git. */
function ignoredByGit(root: string, relativePath: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', relativePath], {
      cwd: root,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the given Markdown files (relative to root); returns what is broken, in file order. A missing
 * path that git ignores is where a run writes its output (`data/outbox/`, `e2e/artifacts/`), not a
 * broken name.
 */
export function checkDocs(root: string, files: string[]): Finding[] {
  const findings: Finding[] = [];
  const parsed = new Map<string, Token[]>();
  const parse = (file: string): Token[] => {
    let tokens = parsed.get(file);
    if (!tokens) {
      tokens = markdown.parse(readFileSync(path.join(root, file), 'utf8'), {});
      parsed.set(file, tokens);
    }
    return tokens;
  };

  for (const file of files) {
    const fileDir = path.posix.dirname(file);
    for (const item of inlineItems(parse(file))) {
      const report = (message: string) => findings.push({ file, line: item.line, message });
      if (item.kind === 'link') {
        const href = item.value;
        if (href === '' || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
        const hashAt = href.indexOf('#');
        const linkPath = decodeURIComponent(
          (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0] ?? '',
        );
        const anchor = hashAt === -1 ? undefined : decodeURIComponent(href.slice(hashAt + 1));
        const target =
          linkPath === ''
            ? file
            : path.posix.normalize(path.posix.join(linkPath.startsWith('/') ? '' : fileDir, linkPath));
        const absolute = path.join(root, target);
        if (!isInside(root, absolute)) {
          report(`link "${href}" points outside the repository`);
          continue;
        }
        if (!existsSync(absolute)) {
          if (ignoredByGit(root, target)) continue;
          report(`link "${href}": ${target} does not exist`);
          continue;
        }
        if (anchor !== undefined && anchor !== '') {
          if (!target.endsWith('.md')) continue;
          if (!anchorsOf(parse(target)).has(anchor.toLowerCase())) {
            report(`link "${href}": ${target} has no heading with the anchor #${anchor}`);
          }
        }
      } else {
        const named = namedPath(item.value, fileDir);
        if (named === undefined) continue;
        const absolute = path.join(root, named);
        // existsSync('a/file.ts/') is false: a name ending in `/` must be a folder.
        const exists = named.includes('*') ? globExists(root, named) : existsSync(absolute);
        if (!isInside(root, absolute)) report(`\`${item.value}\` points outside the repository`);
        else if (!exists && !ignoredByGit(root, named)) {
          report(`\`${item.value}\` names ${named}, which does not exist`);
        }
      }
    }
  }
  return findings;
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..');
  const files = listMarkdownFiles(root);
  const findings = checkDocs(root, files);
  for (const { file, line, message } of findings) console.error(`${file}:${line}: ${message}`);
  if (findings.length > 0) {
    console.error(
      `lint:docs: ${findings.length} broken link(s) or name(s) in ${files.length} Markdown files`,
    );
    process.exit(1);
  }
  console.log(`lint:docs: ${files.length} Markdown files, every link and named file exists`);
}
