/** One part of a multipart/related body. */
export interface Part {
  readonly headers: ReadonlyMap<string, string>;
  readonly body: Buffer;
}

/**
 * Splits a `multipart/related; boundary=…` body (what `uploadBytes` sends: a JSON metadata part, then the bytes).
 * Binary-safe: boundaries are found with Buffer searches, never by decoding the payload.
 */
export function parseMultipart(contentType: string, body: Buffer): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw new Error('multipart body without a boundary in Content-Type');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let at = body.indexOf(delimiter);
  if (at < 0) throw new Error('multipart body does not contain its boundary');
  for (;;) {
    let start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break; // closing delimiter
    if (body.subarray(start, start + 2).toString() === '\r\n') start += 2;
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), start);
    if (next < 0) throw new Error('multipart body is missing its closing boundary');
    const raw = body.subarray(start, next);
    const headerEnd = raw.indexOf('\r\n\r\n');
    if (headerEnd < 0) throw new Error('multipart part without a header block');
    const headers = new Map<string, string>();
    for (const line of raw.subarray(0, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    parts.push({ headers, body: raw.subarray(headerEnd + 4) });
    at = next + 2;
  }
  return parts;
}
