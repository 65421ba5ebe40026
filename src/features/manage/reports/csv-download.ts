/**
 * Hands CSV text to the browser as a file. The text came through the API with the access token in a
 * header (never in a URL); fetch decoding dropped the byte-order mark, which is put back so that Excel
 * reads the file as UTF-8.
 */
export function saveCsv(text: string, fileName: string): void {
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
