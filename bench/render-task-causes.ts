// What each long task of a page's render was made of (`npm run bench -- --only page --kinds list --tasks`): the bench
// knows a task only by its start and duration (the Long Tasks API), which does not say whether a 57 ms task was our
// script or the browser's rendering of what the script put in. The probe also records the page's long animation frames
// (the Long Animation Frames API: the scripts a frame ran, each with the callback that started it, and when its
// rendering began), so each long task can be named by the scripts that ran inside it and the rendering it ended with.

/** One script of a long animation frame, as the probe keeps it. */
export interface FrameScript {
  start: number;
  duration: number;
  /** What started it: `Scheduler.yield.then`, `FrameRequestCallback`, `import.then`, ... */
  invoker: string;
  /** The script file's name (its last path segment), or '' for an inline one. */
  file: string;
  /** The time this script spent forcing style and layout. */
  forcedLayout: number;
}

/** One long animation frame, as the probe keeps it. */
export interface LongFrame {
  start: number;
  duration: number;
  /** When its rendering (animation frame callbacks, then style, layout and paint) began; 0 if it rendered nothing. */
  renderStart: number;
  /** When its style and layout began; 0 if none. */
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

/** Times a task's start may differ from its frame's between the two APIs (they round differently). */
const EDGE_MS = 2;

function describeScripts(scripts: FrameScript[]): string {
  const byInvoker = new Map<string, { ms: number; count: number; forced: number }>();
  for (const script of scripts) {
    const key = `${script.invoker}${script.file ? ` ${script.file}` : ''}`;
    const entry = byInvoker.get(key) ?? { ms: 0, count: 0, forced: 0 };
    entry.ms += script.duration;
    entry.count += 1;
    entry.forced += script.forcedLayout;
    byInvoker.set(key, entry);
  }
  return [...byInvoker]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .map(([key, { ms, count, forced }]) => {
      const times = count > 1 ? ` ×${count}` : '';
      const layout = forced >= 1 ? `, ${Math.round(forced)} of it forced style and layout` : '';
      return `${key}${times} ${Math.round(ms)} ms${layout}`;
    })
    .join('; ');
}

/**
 * Names a long task (`[start, duration]`) by the frame it started in: the scripts that ran inside it and, when the task
 * is the one that rendered the frame, how long the rendering took, from its animation frame callbacks to the task's
 * end (the task goes on past the frame's end with the paint's commit), and how much of that came after the callbacks
 * (style, layout and paint).
 */
export function describeRenderTask([start, duration]: [number, number], frames: readonly LongFrame[]): string {
  const end = start + duration;
  const frame = frames.find(
    (candidate) => candidate.start <= start + EDGE_MS && start < candidate.start + candidate.duration,
  );
  const head = `${Math.round(duration)} ms`;
  // No long animation frame of the page holds it: the task ran none of the page's script and rendered none of its
  // frames (the browser's own work, or another document's on the same thread).
  if (!frame) return `${head}: none of the page's script or rendering`;
  const parts: string[] = [];
  const scripts = frame.scripts.filter((script) => script.start >= start - EDGE_MS && script.start < end);
  if (scripts.length > 0) parts.push(`script: ${describeScripts(scripts)}`);
  if (frame.renderStart > 0 && frame.renderStart >= start - EDGE_MS && frame.renderStart < end) {
    const afterCallbacks = frame.styleAndLayoutStart > 0 ? end - frame.styleAndLayoutStart : 0;
    parts.push(
      `rendering ${Math.round(end - frame.renderStart)} ms (style, layout and paint ${Math.round(afterCallbacks)})`,
    );
  }
  return `${head}: ${parts.length > 0 ? parts.join('; ') : 'neither script nor rendering recorded'}`;
}

/** Each long task of a render window, named, with its start from the window's start. */
export function describeRenderTasks(
  tasks: ReadonlyArray<[number, number]>,
  frames: readonly LongFrame[],
  renderAt: number,
): string[] {
  return tasks.map((task) => `+${Math.round(task[0] - renderAt)} ms, ${describeRenderTask(task, frames)}`);
}
