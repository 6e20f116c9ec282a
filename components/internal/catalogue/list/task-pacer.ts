// Paces work done a few items per task (the rows of a list): it learns how long an item takes on this device (the
// task's script and the element updates it queued, which run as its microtasks), and sizes each task to stay near its
// budget, so a slow phone gets small tasks and a fast laptop few of them. Between tasks the browser handles input and
// paints (scheduler.yield keeps the work's priority). The frame that paints the items is a task of its own: counting
// it in the items' cost would make every task smaller and the frames, each laying out the whole grid, more.

/** What one task should cost; far below the 50 ms at which a task counts as long. */
export const TASK_BUDGET_MS = 16;
/**
 * The first task knows nothing yet, and its item pays for what runs once per page: the first card of a list makes the
 * first instance of each element inside it (its template, its styles) and runs their code for the first time. One
 * item keeps that task short on a slow phone; the next task knows what an item costs.
 */
const FIRST_TASK_ITEMS = 1;
const MAX_TASK_ITEMS = 8;

export interface TaskPacer {
  /** How many items the next task takes (call at its start). */
  next(): number;
  /** Ends the task: learns what it cost, then lets the browser run. */
  yield(): Promise<void>;
}

/** Ends the current task: the browser runs what waits (input, a frame) before the caller goes on. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createTaskPacer(budgetMs = TASK_BUDGET_MS): TaskPacer {
  let perItem = 0;
  let began = 0;
  let items = 0;
  return {
    next() {
      began = performance.now();
      items = perItem > 0 ? Math.min(MAX_TASK_ITEMS, Math.max(1, Math.floor(budgetMs / perItem))) : FIRST_TASK_ITEMS;
      return items;
    },
    async yield() {
      // The updates the task's elements queued run first (microtasks run in order): then the task has cost what it will.
      await Promise.resolve();
      await Promise.resolve();
      perItem = (performance.now() - began) / items;
      await yieldToBrowser();
    },
  };
}
