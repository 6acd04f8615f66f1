/**
 * BrowserChannel framing as the webchannel client (@firebase/webchannel-wrapper) reads it: every response body
 * is a run of chunks, each "<length>\n<json>", where the length counts UTF-16 code units of the JSON text (the
 * client measures the decoded string).
 */
export function chunk(value: unknown): string {
  const json = JSON.stringify(value);
  return `${json.length}\n${json}`;
}

/** The forward channel's form body: count, ofs, reqN___data__ (and, on the handshake, encoded headers). */
export interface ForwardBody {
  /** Id of the first message in this request; resent messages repeat their id. */
  readonly offset: number;
  readonly messages: readonly string[];
  /** Headers the SDK put in the handshake body instead of on the request (Authorization, API key). */
  readonly headers: ReadonlyMap<string, string>;
}

export function parseForwardBody(text: string): ForwardBody {
  const form = new URLSearchParams(text);
  const count = Number(form.get('count') ?? '0');
  const offset = Number(form.get('ofs') ?? '0');
  const messages: string[] = [];
  for (let i = 0; i < count; i++) {
    const data = form.get(`req${i}___data__`);
    if (data !== null) messages.push(data);
  }
  const headers = new Map<string, string>();
  for (const line of (form.get('headers') ?? '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { offset: Number.isFinite(offset) ? offset : 0, messages, headers };
}
