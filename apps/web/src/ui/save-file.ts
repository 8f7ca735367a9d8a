/** Hands a downloaded blob to the browser as a file; the object URL is released once the click has started. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL asynchronously after click(); revoking on the next tick is safe everywhere.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
