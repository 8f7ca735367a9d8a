/**
 * A Content-Disposition that downloads `fileName` as an attachment whatever the name holds (a name the business
 * typed, with quotes, semicolons or non-Latin letters): an ASCII fallback with anything unsafe replaced, and the
 * exact name percent-encoded for browsers that read `filename*` (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^A-Za-z0-9 ._()-]/g, '_').trim() || 'document';
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
