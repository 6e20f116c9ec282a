/** The button (a `<button>` or an element with role="button") a click went through, or null for a click elsewhere. */
export function findButton(event: Event): HTMLElement | null {
  const node = event
    .composedPath()
    .find(
      (target) =>
        target instanceof HTMLButtonElement ||
        (target instanceof HTMLElement && target.getAttribute('role') === 'button'),
    );
  return (node as HTMLElement | undefined) ?? null;
}
