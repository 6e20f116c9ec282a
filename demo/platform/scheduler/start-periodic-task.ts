// The platform's one scheduler for periodic work (pruning, payment confirmations, the webhook outbox): a pass runs
// after `firstDelayMs`, and each pass, when it ends, says how long until the next. A pass never overlaps another:
// `wake()` or `runNow()` during a pass asks for one more right after it. A pass that throws is reported through
// `onError` (logged by default) and the work goes on at `retryDelayMs`. `stop()` ends the timers and waits for the pass
// in progress; timers never keep a process alive.
export interface PeriodicWork<T> {
  /** Names the work in the error log ("shopkit platform: <name> failed"). */
  name: string;
  /** One pass. */
  run(): Promise<T>;
  /** Ms from the end of a pass to the next one. */
  nextDelayMs(result: T): number;
  /** Ms from a pass that threw to the next one. */
  retryDelayMs: number;
  /** Ms before the first pass (default: at once). */
  firstDelayMs?: number;
  /** Told of every pass that threw (default: console.error). */
  onError?(error: unknown): void;
}

export interface PeriodicTask<T> {
  /** A pass that starts now, or right after the one in progress (callers meanwhile share it); the timer restarts. */
  runNow(): Promise<T>;
  /** Asks for a pass as soon as possible without waiting for it (a failure goes to `onError` only). */
  wake(): void;
  /** No pass starts any more; resolves once the one in progress ended. */
  stop(): Promise<void>;
}

interface Waiting<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function createWaiting<T>(): Waiting<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export function startPeriodicTask<T>(work: PeriodicWork<T>): PeriodicTask<T> {
  const report = work.onError ?? ((error: unknown) => console.error(`shopkit platform: ${work.name} failed`, error));
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<T> | null = null;
  let next: Waiting<T> | null = null;
  let stopped = false;

  function schedule(ms: number): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped) return;
    timer = setTimeout(() => void start().catch(() => undefined), Math.max(0, ms));
    timer.unref();
  }

  function start(): Promise<T> {
    if (timer) clearTimeout(timer);
    timer = null;
    const pass = Promise.resolve().then(() => work.run());
    running = pass;
    pass.then(
      (result) => finish(() => work.nextDelayMs(result)),
      (error: unknown) => {
        report(error);
        finish(() => work.retryDelayMs);
      },
    );
    return pass;
  }

  function finish(delay: () => number): void {
    running = null;
    const waiting = next;
    next = null;
    if (stopped) waiting?.reject(new Error(`${work.name}: stopped`));
    else if (waiting) start().then(waiting.resolve, waiting.reject);
    else schedule(delay());
  }

  function runNow(): Promise<T> {
    if (stopped) return Promise.reject(new Error(`${work.name}: stopped`));
    if (!running) return start();
    next ??= createWaiting<T>();
    return next.promise;
  }

  schedule(work.firstDelayMs ?? 0);
  return {
    runNow,
    wake() {
      if (!stopped) runNow().catch(() => undefined);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
