// Saves a record as a JSON file the shopper downloads (their data export): a Blob URL on a temporary link, revoked
// right after. No navigation and no markup, so it works under a strict CSP and Trusted Types.
export function downloadJson(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
