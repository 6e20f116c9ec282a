// Runs work the shopper does not need in the first frames once the main thread is free (requestIdleCallback): at the
// latest after two seconds, and where the browser has no idle callbacks (Safari), in a task of its own.

export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run);
}
