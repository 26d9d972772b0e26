/** Hands a file the server sent (a PDF, a spreadsheet) to the browser as a download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The click has started the download; the address can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
