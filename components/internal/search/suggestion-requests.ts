// Asking for suggestions while the shopper types: a request waits until the typing pauses (`debounceMs`), a new one
// aborts the one still on its way, and an answer is shown only when it answers the latest request, so a slow answer
// to "st" never replaces the answer to "sto" that came first.
import type { SearchSuggestions } from '../../../src/index.ts';

export interface SuggestionRequestsOptions {
  debounceMs: () => number;
  read: (query: string, signal: AbortSignal) => Promise<SearchSuggestions>;
  show: (query: string, answer: SearchSuggestions) => void;
  fail: (error: unknown) => void;
}

export class SuggestionRequests {
  #timer: ReturnType<typeof setTimeout> | null = null;
  #request: AbortController | null = null;
  /** The number of the latest request: an answer to any other is dropped. */
  #latest = 0;
  readonly #options: SuggestionRequestsOptions;

  constructor(options: SuggestionRequestsOptions) {
    this.#options = options;
  }

  /** Asks for `query` once the typing pauses (at once with `now`). */
  ask(query: string, now = false): void {
    this.#clearTimer();
    const wait = now ? 0 : this.#options.debounceMs();
    if (wait <= 0) void this.#send(query);
    else this.#timer = setTimeout(() => void this.#send(query), wait);
  }

  /** Forgets what is asked: no answer on its way is shown. */
  cancel(): void {
    this.#clearTimer();
    this.#latest++;
    this.#request?.abort();
    this.#request = null;
  }

  #clearTimer(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
  }

  async #send(query: string): Promise<void> {
    this.#timer = null;
    const number = ++this.#latest;
    this.#request?.abort();
    const request = (this.#request = new AbortController());
    try {
      const answer = await this.#options.read(query, request.signal);
      if (number === this.#latest) this.#options.show(query, answer);
    } catch (error) {
      if (number === this.#latest && !request.signal.aborted) this.#options.fail(error);
    } finally {
      if (this.#request === request) this.#request = null;
    }
  }
}
