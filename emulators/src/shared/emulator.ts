// What every running stand-in is to whoever started it — the stack, a test, the command line: where it listens and
// how to stop it, as firebase-tools' emulator instances are (start, stop, info). Each stand-in adds its own
// controls (export, rules, reset) beside these.

export interface RunningEmulator {
  /** The address it listens on, as given (127.0.0.1 by default). */
  readonly host: string;
  /** The port actually bound (a start on port 0 gets a free one). */
  readonly port: number;
  /** http://host:port, what clients are pointed at. */
  readonly url: string;
  /** Stops listening and drops connections (exporting first where the stand-in was asked to); safe to call twice. */
  stop(): Promise<void>;
}

/** http://host:port that a client can reach: a wildcard address becomes 127.0.0.1, an IPv6 literal is bracketed. */
export function emulatorUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://127.0.0.1:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
