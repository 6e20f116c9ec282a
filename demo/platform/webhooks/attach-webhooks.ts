// Wires webhooks to a state store: after every save, state changes become events and events become deliveries.
// Resumes the deliveries a previous run left pending.
import type { StateStore } from '../state/state-store.ts';
import { createStateEventWatcher } from './create-state-event-watcher.ts';
import { createWebhookDispatcher, type WebhookDispatcher, type WebhookDispatcherOptions } from './create-webhook-dispatcher.ts';

export function attachWebhooks(store: StateStore, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const dispatcher = createWebhookDispatcher(store, options);
  const watcher = createStateEventWatcher(() => store.state);
  const save = store.save.bind(store);
  let checking = false;
  // The store has no change hook of its own: saving is the moment a change becomes real, so observe it there.
  store.save = () => {
    save();
    if (checking) return;
    checking = true;
    try {
      for (const { shopId, event, targetId } of watcher.check()) dispatcher.emit(shopId, event, targetId);
    } finally {
      checking = false;
    }
  };
  dispatcher.resume();
  return dispatcher;
}
