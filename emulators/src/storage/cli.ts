import { runServer, stringFlags } from '../shared/cli';
import { isLogLevel, LOG_LEVELS } from './log';
import { startStorageServer, type StorageServerOptions } from './server';

export const USAGE = `usage: emulators storage [options]
  --port <n>           port to listen on (default 9199; 0 = any free port)
  --host <host>        interface to bind (default 127.0.0.1)
  --rules <file>       storage.rules to enforce; reloaded when it changes (a bad edit keeps the old rules)
  --import <dir>       load objects exported earlier (the directory holding storage_export/)
  --export <dir>       export every object there on exit (SIGINT/SIGTERM)
  --log-level <level>  ${LOG_LEVELS.join(' | ')} (default info)`;

/** Parses the command line; throws with a clear message on bad input. */
export function parseCliOptions(argv: readonly string[]): StorageServerOptions {
  const values = stringFlags(argv, ['port', 'host', 'rules', 'import', 'export', 'log-level']);
  const portText = values.port ?? '9199';
  if (!/^\d+$/.test(portText) || Number(portText) > 65_535)
    throw new Error(`--port must be an integer from 0 to 65535, got "${portText}"`);
  const logLevel = values['log-level'] ?? 'info';
  if (!isLogLevel(logLevel)) throw new Error(`--log-level must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port: Number(portText),
    host: values.host ?? '127.0.0.1',
    logLevel,
    ...(values.rules === undefined ? {} : { rulesFile: values.rules }),
    ...(values.import === undefined ? {} : { importDir: values.import }),
    ...(values.export === undefined ? {} : { exportDir: values.export }),
  };
}

/** `emulators storage …`: runs until SIGINT/SIGTERM, exporting first when --export is given. */
export function main(argv: readonly string[]): Promise<void> {
  return runServer('storage', argv, USAGE, parseCliOptions, startStorageServer);
}
