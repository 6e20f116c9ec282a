// The merchant's state blocks: direct children with `data-shop-state="<state>"` are shown only in that state. Where
// the merchant wrote none for `empty`, `error` or `not-found`, a short paragraph of ours stands in (the error one is an
// alert; the order history's `signed-out` one too), so a failure is never silent.

export type CatalogueState = 'loading' | 'ready' | 'empty' | 'error' | 'not-found' | 'signed-out';

const OWN = 'data-shop-default';

function ownBlock(host: Element, state: CatalogueState, text: string): HTMLElement {
  let block = host.querySelector<HTMLElement>(`:scope > [${OWN}="${state}"]`);
  if (!block) {
    block = document.createElement('p');
    block.setAttribute('data-shop-state', state);
    block.setAttribute(OWN, state);
    if (state === 'error') block.setAttribute('role', 'alert');
    host.append(block);
  }
  block.textContent = text;
  return block;
}

/**
 * While a page of rows comes in a few at a time (list-rows.ts): the first `count` loading blocks make room for the
 * rows shown so far, so a grid of placeholders keeps its size until the last row is in.
 */
export function yieldLoadingBlocks(host: Element, count: number): void {
  const loading = host.querySelectorAll<HTMLElement>(':scope > [data-shop-state="loading"]');
  loading.forEach((block, index) => {
    block.hidden = index < count;
  });
}

/** Shows the blocks of `state` and hides the others; `fallback` is the text of our own block when none is written. */
export function showStateBlocks(host: Element, state: CatalogueState, fallback = ''): void {
  const blocks = [...host.querySelectorAll<HTMLElement>(':scope > [data-shop-state]')];
  const written = blocks.some((block) => block.dataset.shopState === state && !block.hasAttribute(OWN));
  if (!written && fallback && state !== 'loading' && state !== 'ready') ownBlock(host, state, fallback);
  for (const block of host.querySelectorAll<HTMLElement>(':scope > [data-shop-state]'))
    block.hidden = block.dataset.shopState !== state;
}
