// Wires webhooks to a state store: the order and product events each save names become deliveries. Resumes the
// deliveries a previous run left pending.
import type { StateStore } from '../state/state-store.ts';
import {
  createWebhookDispatcher,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from './create-webhook-dispatcher.ts';

export function attachWebhooks(store: StateStore, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const dispatcher = createWebhookDispatcher(store, options);
  const stopListening = store.onEvents((events) => {
    for (const { shopId, event, targetId } of events) dispatcher.emit(shopId, event, targetId);
  });
  dispatcher.resume();
  return {
    ...dispatcher,
    close: () => {
      stopListening();
      dispatcher.close();
    },
  };
}
