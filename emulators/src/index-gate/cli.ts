import { runServer, stringFlags } from '../shared/cli';
import { emulatorUrl } from '../shared/emulator';
import { startIndexGate } from './server';

export const USAGE = `usage: emulators index-gate --upstream <host:port> [--port <n>]
  --upstream <host:port>  Google's Firestore emulator, which every request is forwarded to unchanged
  --port <n>              port to listen on (default 0: any free port)`;

export function parseCliOptions(argv: readonly string[]): { port: number; upstream: string } {
  const values = stringFlags(argv, ['port', 'upstream']);
  const port = values.port ?? '0';
  if (!/^\d+$/.test(port) || Number(port) > 65_535)
    throw new Error(`--port must be an integer from 0 to 65535, got "${port}"`);
  if (!values.upstream || !/^[\w.-]+:\d+$/.test(values.upstream))
    throw new Error(`--upstream must be host:port, got "${values.upstream ?? ''}"`);
  return { port: Number(port), upstream: values.upstream };
}

/** `emulators index-gate …`: runs until SIGINT/SIGTERM. */
export function main(argv: readonly string[]): Promise<void> {
  return runServer('index-gate', argv, USAGE, parseCliOptions, async (options) => {
    const gate = await startIndexGate(options);
    return { host: '127.0.0.1', port: gate.port, url: emulatorUrl('127.0.0.1', gate.port), stop: () => gate.stop() };
  });
}
