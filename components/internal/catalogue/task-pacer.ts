// Paces work done a few items per task (the rows of a list): it learns how long an item takes on this device, from
// the start of one task to the start of the next (which counts the rendering the items cause and anything else the
// browser ran meanwhile), and sizes each task to stay near its budget, so a slow phone gets small tasks and a fast
// laptop few of them. Between tasks the browser handles input and paints (scheduler.yield keeps the work's priority).

/** What one task should cost; far below the 50 ms at which a task counts as long. */
export const TASK_BUDGET_MS = 16;
const FIRST_TASK_ITEMS = 2;
const MAX_TASK_ITEMS = 8;

export interface TaskPacer {
  /** How many items the next task takes (call at its start). */
  next(): number;
  /** Ends the task: lets the browser run, then learns what the task cost. */
  yield(): Promise<void>;
}

function yieldToBrowser(): Promise<void> {
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
      await yieldToBrowser();
      perItem = (performance.now() - began) / items;
    },
  };
}
