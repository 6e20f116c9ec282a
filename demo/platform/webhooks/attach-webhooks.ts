// Wires webhooks to the database: the deliveries a commit queued go to the dispatcher, which attempts them at once; it
// also passes over the outbox at start (what a previous run, or another process, left), when a retry is due and every
// poll interval.
import type { Database } from '../db/database.ts';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from './create-webhook-dispatcher.ts';

export function attachWebhooks(db: Database, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const dispatcher = createWebhookDispatcher(db, options);
  const stopListening = db.onSignal('webhooks', (queued) => dispatcher.attemptQueued(queued));
  return {
    ...dispatcher,
    close: () => {
      stopListening();
      return dispatcher.close();
    },
  };
}
