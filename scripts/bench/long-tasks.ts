// Where a page's blocking time goes: the long tasks of the main thread in a Chromium trace with CPU samples
// (a Lighthouse run of `npm run bench` with LIGHTHOUSE_TRACES set keeps one per run), each with what the
// trace says ran in it and the functions the samples found there, named through the build's source maps.
// Not a test: `npx tsx scripts/bench/long-tasks.ts <trace.json or the folder holding it>...`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    data?: {
      url?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

export interface LongTask {
  /** From the navigation's start. */
  startMs: number;
  durationMs: number;
  /** What the trace says ran in the task (its own events, by name and script), longest first. */
  events: [string, number][];
  /** Milliseconds of samples in each function itself, and in each function or what it called. */
  self: [string, number][];
  inclusive: [string, number][];
}

const top = (totals: Map<string, number>, count: number): [string, number][] =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

const add = (totals: Map<string, number>, key: string, value: number) =>
  totals.set(key, (totals.get(key) ?? 0) + value);

/**
 * The main thread's tasks of at least `minMs` after the last navigation's start (Lighthouse's default 4x
 * slowdown makes a task of 12.5 ms a long one), with the CPU samples (trace category
 * `disabled-by-default-v8.cpu_profiler`) of that thread named by `name`.
 */
export function longTasks(
  events: TraceEvent[],
  name: (frame: CallFrame) => string,
  minMs = 12.5,
): LongTask[] {
  const navigation = events.filter((event) => event.name === 'navigationStart').at(-1);
  if (!navigation) throw new Error('the trace has no navigationStart');
  const onMain = (event: TraceEvent) => event.pid === navigation.pid && event.tid === navigation.tid;
  const tasks = events
    .filter(
      (event) =>
        onMain(event) &&
        event.name === 'RunTask' &&
        event.ts >= navigation.ts &&
        (event.dur ?? 0) >= minMs * 1000,
    )
    .sort((a, b) => a.ts - b.ts);

  const profile = events.find((event) => event.name === 'Profile' && onMain(event));
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number; next: number }[] = [];
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events) {
    // Profiles are numbered per process: the chunk's process and number name its profile.
    if (!profile || chunk.name !== 'ProfileChunk' || chunk.pid !== profile.pid || chunk.id !== profile.id)
      continue;
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    for (const [index, node] of (chunk.args?.data?.cpuProfile?.samples ?? []).entries()) {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node, next: Number.POSITIVE_INFINITY });
    }
  }
  // A sample stands for the time until the next one, within its task.
  for (const [index, sample] of samples.entries()) sample.next = samples[index + 1]?.ts ?? sample.ts;

  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const ran = new Map<string, number>();
    for (const event of events) {
      if (event === task || !onMain(event) || event.ph !== 'X' || event.ts < task.ts || event.ts >= end)
        continue;
      if ((event.dur ?? 0) < 1000) continue;
      const script = event.args?.data?.url?.split('/').pop();
      add(ran, script ? `${event.name} ${script}` : event.name, (event.dur ?? 0) / 1000);
    }
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      // Samples can come a little out of order (a negative delta): such a one counts nothing.
      const ms = Math.max(0, Math.min(sample.next, end) - sample.ts) / 1000;
      add(self, name(node.callFrame), ms);
      const seen = new Set<string>();
      for (let at: ProfileNode | undefined = node; at; at = at.parent ? nodes.get(at.parent) : undefined) {
        const frame = name(at.callFrame);
        if (seen.has(frame) || frame.startsWith('(root)')) continue;
        seen.add(frame);
        add(inclusive, frame, ms);
      }
    }
    return {
      startMs: (task.ts - navigation.ts) / 1000,
      durationMs: (task.dur ?? 0) / 1000,
      events: top(ran, 6),
      self: top(self, 6),
      inclusive: top(inclusive, 12),
    };
  });
}

/** Names a call frame by the source the build's source maps (in `assetsDir`) give for it. */
export function sourceMappedNames(assetsDir: string): (frame: CallFrame) => string {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (file: string) => {
    if (!consumers.has(file)) {
      const map = path.join(assetsDir, `${file}.map`);
      consumers.set(
        file,
        existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
      );
    }
    return consumers.get(file) ?? null;
  };
  return (frame) => {
    const file = /\/assets\/([^/?#]+)$/.exec(frame.url)?.[1];
    const consumer = file ? consumerFor(file) : null;
    const fallback = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${frame.url.split('/').pop()}` : ''}`;
    if (!consumer) return fallback;
    const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!position.source) return fallback;
    const source = position.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/.*node_modules\//, '');
    return `${position.name ?? (frame.functionName || '(anonymous)')} ${source}:${position.line}`;
  };
}

const list = (entries: [string, number][]) => entries.map(([key, ms]) => `${ms.toFixed(1)} ${key}`);

function main(): void {
  const files = process.argv
    .slice(2)
    .map((file) => (statSync(file).isDirectory() ? path.join(file, 'defaultPass.trace.json') : file));
  if (files.length === 0) {
    console.log('Usage: npx tsx scripts/bench/long-tasks.ts <trace.json or the folder holding it>...');
    return;
  }
  const name = sourceMappedNames(path.resolve(process.env.ASSETS_DIR ?? 'dist/assets'));
  for (const file of files) {
    const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const tasks = longTasks(Array.isArray(trace) ? trace : trace.traceEvents, name);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs * 4 - 50), 0);
    console.log(
      `${file}: ${tasks.length} tasks of 12.5 ms or more (50 ms at 4x), ${blocking.toFixed(0)} ms over 50 at 4x`,
    );
    for (const task of tasks) {
      console.log(`  at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(1)} ms`);
      console.log(`    ran:  ${list(task.events).join(' | ')}`);
      console.log(`    self: ${list(task.self).join(' | ')}`);
      console.log(`    in:   ${list(task.inclusive).join('\n          ')}`);
    }
  }
}

if (require.main === module) main();
