// A webhook receiver for tests: records every request (its URL and when it came, by the wall clock, which platform
// processes on this machine share) and answers with the status `answer` gives, or never when it gives null (a receiver that hangs). `received(n)`
// resolves once n requests came, so a test waits for a real request instead of a fixed time.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  url: string;
  /** Date.now() when the request arrived. */
  at: number;
  /** The query parameter `name` of the request. */
  param(name: string): string | null;
}

export interface TestReceiver {
  url: string;
  requests: ReceivedRequest[];
  /** Resolves with the requests once `count` have come. */
  received(count: number): Promise<ReceivedRequest[]>;
  /** What the next requests are answered with (null: never answered). */
  answerWith(status: number | null): void;
  close(): Promise<void>;
}

export async function startTestReceiver(status: number | null = 200): Promise<TestReceiver> {
  const requests: ReceivedRequest[] = [];
  const waiting: Array<{ count: number; resolve: (requests: ReceivedRequest[]) => void }> = [];
  let answer = status;
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    const query = new URL(url, 'http://receiver.invalid').searchParams;
    requests.push({ url, at: Date.now(), param: (name) => query.get(name) });
    for (const waiter of waiting.filter((w) => requests.length >= w.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve([...requests]);
    }
    if (answer !== null) res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    requests,
    received: (count) =>
      requests.length >= count
        ? Promise.resolve([...requests])
        : new Promise((resolve) => waiting.push({ count, resolve })),
    answerWith(next) {
      answer = next;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
