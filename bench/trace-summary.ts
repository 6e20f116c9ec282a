// What a Chromium trace and CPU profile of one bench page say (profile-page.ts): the page's main thread, its tasks
// between two moments (what each spent its time on: script by file, style, layout, paint, microtasks), and the
// functions that took the most time, mapped to their sources through the source maps of dist/.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import fs from 'node:fs';
import path from 'node:path';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (µs), which neither other processes nor the CPU throttle add to. */
  tdur?: number;
  args?: { data?: Record<string, unknown>; beginData?: { url?: string }; fileName?: string };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The renderer's main thread of the page at `pagePath`, and its navigation start (µs, the trace's clock). */
export interface MainThread {
  pid: number;
  tid: number;
  start: number;
}

export function findMainThread(events: TraceEvent[], pagePath: string): MainThread {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.includes(pagePath));
  if (!parse) throw new Error(`profile: no HTML of ${pagePath} was parsed in the trace`);
  const navigations = events.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === parse.pid &&
      String(event.args?.data?.documentLoaderURL ?? '').includes(pagePath),
  );
  const navigation = navigations.at(-1);
  if (!navigation) throw new Error(`profile: the trace has no navigationStart of ${pagePath} (blink.user_timing)`);
  return { pid: parse.pid, tid: parse.tid, start: navigation.ts };
}

/** What a trace event inside a task is counted as: script by its file, the rendering steps and microtasks by name. */
function kindOf(event: TraceEvent): string | null {
  const data = event.args?.data ?? {};
  const file = String(data.url ?? event.args?.fileName ?? '').replace(/^https?:\/\/[^/]+/, '');
  if (['EvaluateScript', 'FunctionCall', 'v8.compileModule', 'v8.evaluateModule'].includes(event.name))
    return `${event.name} ${file}`.trim();
  if (['TimerFire', 'FireAnimationFrame', 'EventDispatch'].includes(event.name)) return null;
  // A family looked up or a size's rendering settings asked for: on Linux each is a round trip to the browser from
  // inside a layout, the first time a page names that family, weight or size.
  if (
    ['FontDataManager::onMatchFamilyStyle', 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'].includes(
      event.name,
    )
  )
    return 'FontLookup';
  return [
    'Layout',
    'UpdateLayoutTree',
    'PrePaint',
    'Paint',
    'Layerize',
    'Commit',
    // An SVG image paints on the main thread, in a document of its own that is made when the image arrives.
    'PaintImage',
    'DocumentLoader::CommitNavigation',
    'ParseHTML',
    'RunMicrotasks',
    'MinorGC',
    'MajorGC',
    'Decode Image',
    'IntersectionObserverController::computeIntersections',
  ].includes(event.name)
    ? event.name
    : null;
}

/** One line per main-thread task of at least `minMs` between `from` and `to` (ms from navigation start). */
export function describeTasks(events: TraceEvent[], main: MainThread, from: number, to: number, minMs = 3): string[] {
  const ms = (ts: number): number => (ts - main.start) / 1000;
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X');
  const tasks = own.filter(
    (event) =>
      event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= minMs && ms(event.ts) >= from && ms(event.ts) <= to,
  );
  return tasks.map((task) => {
    const spent = new Map<string, number>();
    for (const event of own) {
      if (event === task || event.ts < task.ts || event.ts + (event.dur ?? 0) > task.ts + task.dur!) continue;
      const kind = kindOf(event);
      if (kind) spent.set(kind, (spent.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([kind, duration]) => `${kind} ${duration.toFixed(0)}`);
    // The thread's CPU time beside the wall time: other processes on the machine lengthen the one, not the other.
    const cpu = task.tdur === undefined ? '' : ` (CPU ${(task.tdur / 1000).toFixed(0).padStart(3)})`;
    return `${ms(task.ts).toFixed(0).padStart(6)} +${(task.dur! / 1000).toFixed(0).padStart(4)} ms${cpu}  ${top.join(', ')}`;
  });
}

/** The windows (ms from navigation start) of the main-thread tasks of at least `minMs` between `from` and `to`. */
export function longTasks(
  events: TraceEvent[],
  main: MainThread,
  window: { from: number; to: number },
  minMs: number,
): Array<{ from: number; to: number; cpuMs: number | null }> {
  const ms = (ts: number): number => (ts - main.start) / 1000;
  return events
    .filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (event.dur ?? 0) / 1000 >= minMs &&
        ms(event.ts) >= window.from &&
        ms(event.ts) <= window.to,
    )
    .map((task) => ({
      from: ms(task.ts),
      to: ms(task.ts + task.dur!),
      cpuMs: task.tdur === undefined ? null : task.tdur / 1000,
    }));
}

/** Maps a built file's position to its source (`components/cdn.ts:12 name`), through the file's source map. */
function sourceMapper(distDir: string): (url: string, line: number, column: number) => string | null {
  const maps = new Map<string, TraceMap | null>();
  return (url, line, column) => {
    const file = /\/((?:chunks\/.*|shopkit(?:\.full)?)\.js)$/.exec(url.replace(/[?#].*$/, ''))?.[1];
    if (!file || line < 0) return null;
    const mapFile = path.join(distDir, `${decodeURIComponent(file)}.map`);
    if (!maps.has(mapFile))
      maps.set(mapFile, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
    const map = maps.get(mapFile);
    let position = map && originalPositionFor(map, { line: line + 1, column });
    // A dependency shipped minified (lit) maps on through its own source map, so its functions get their names.
    const source = position?.source ? path.resolve(distDir, path.dirname(file), position.source) : null;
    if (source && position?.line && position.column !== null && fs.existsSync(`${source}.map`)) {
      if (!maps.has(`${source}.map`)) maps.set(`${source}.map`, new TraceMap(fs.readFileSync(`${source}.map`, 'utf8')));
      const inner = originalPositionFor(maps.get(`${source}.map`)!, { line: position.line, column: position.column });
      if (inner.source)
        position = { ...inner, source: path.relative(distDir, path.resolve(path.dirname(source), inner.source)) };
    }
    return position?.source
      ? `${position.source.replace(/^(\.\.\/)+/, '')}:${position.line} ${position.name ?? ''}`
      : null;
  };
}

/**
 * The functions that took the most time between `from` and `to` (ms from navigation start), counting a sample for
 * every function on its stack (so a caller includes its callees), or with `self` only for the function running.
 */
export function hottestFunctions(
  profile: CpuProfile,
  main: MainThread,
  window: { from: number; to: number },
  count = 20,
  self = false,
) {
  const toSource = sourceMapper(path.resolve('dist'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nameOf = ({ callFrame: frame }: ProfileNode): string =>
    toSource(frame.url, frame.lineNumber, frame.columnNumber) ??
    `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}`;
  const total = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    time += profile.timeDeltas[index]!;
    const at = (time - main.start) / 1000;
    if (at < window.from || at > window.to) return;
    const duration = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    if (self) {
      const name = nameOf(byId.get(sample)!);
      total.set(name, (total.get(name) ?? 0) + duration);
      return;
    }
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parentOf.get(id)) {
      const name = nameOf(byId.get(id)!);
      if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + duration);
      seen.add(name);
    }
  });
  return [...total]
    .filter(([name]) => !name.startsWith('(root)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, duration]) => `${duration.toFixed(1).padStart(7)} ms  ${name}`);
}
