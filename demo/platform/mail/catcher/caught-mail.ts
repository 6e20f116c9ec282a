// The messages the local mail catcher received, newest last, at most `max` of them (the oldest go first), so a flood
// of mail cannot grow it. `waitFor` resolves with the first message, already caught or still to come, that matches.
export interface CaughtMessage {
  /** 1, 2, 3, ... in the order they arrived. */
  id: number;
  receivedAt: string;
  from: string;
  /** Every recipient the SMTP envelope named. */
  to: string[];
  subject: string;
  text: string;
  /** The HTML part, or '' for a text-only message. */
  html: string;
}

export interface CaughtMail {
  add(message: Omit<CaughtMessage, 'id'>): CaughtMessage;
  list(): CaughtMessage[];
  find(id: number): CaughtMessage | null;
  /** The first message matching `test`; rejects after `timeoutMs` (default 10 s) naming what it waited for. */
  waitFor(test: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  clear(): void;
}

export function createCaughtMail(max = 200): CaughtMail {
  let messages: CaughtMessage[] = [];
  let next = 1;
  const waiting = new Set<(message: CaughtMessage) => void>();
  return {
    add(fields) {
      const message = { id: next++, ...fields };
      messages.push(message);
      if (messages.length > max) messages = messages.slice(-max);
      for (const notify of [...waiting]) notify(message);
      return message;
    },
    list: () => [...messages],
    find: (id) => messages.find((message) => message.id === id) ?? null,
    waitFor(test, timeoutMs = 10_000) {
      const found = messages.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const notify = (message: CaughtMessage) => {
          if (!test(message)) return;
          waiting.delete(notify);
          clearTimeout(timer);
          resolve(message);
        };
        const timer = setTimeout(() => {
          waiting.delete(notify);
          reject(new Error(`mail catcher: no matching message within ${timeoutMs} ms (${messages.length} caught)`));
        }, timeoutMs);
        waiting.add(notify);
      });
    },
    clear() {
      messages = [];
    },
  };
}
