// Tells the other tabs of the same shop that the cart changed, so their cart elements read it again: a
// BroadcastChannel where there is one, else `storage` events on a ping key. No data crosses: each tab reads the cart
// from the platform itself.

/** Listens for pings from other tabs on `name`; returns the function that pings them. */
export function createTabLink(name: string, onPing: () => void): () => void {
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = () => onPing();
    return () => channel.postMessage('cart');
  }
  const storageKey = `${name}:ping`;
  addEventListener('storage', (event) => {
    if (event.key === storageKey) onPing();
  });
  return () => {
    try {
      localStorage.setItem(storageKey, String(Date.now()));
    } catch {
      /* storage blocked: tabs stay independent */
    }
  };
}
