import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { FirestoreAuthorizer } from '../shared/contract';
import { isLogLevel } from './log';
import type { LogLevel } from './log';
import { startFirestoreServer } from './server';

const USAGE = `usage: emulators firestore [--host 127.0.0.1] [--port 8080] [--rules FILE | --no-rules]
                          [--import DIR] [--export DIR] [--indexes firestore.indexes.json]
                          [--log-level debug|info|warn]`;

interface RulesModule {
  createRulesAuthorizer?: () => FirestoreAuthorizer;
}

/**
 * The rules engine lives in ../rules (its own issue); load it when present so this CLI works before and after
 * it lands. A missing module is not an error; a broken one is.
 */
async function loadRulesEngine(): Promise<FirestoreAuthorizer | undefined> {
  const dir = new URL('../rules/', import.meta.url);
  if (!fs.existsSync(new URL('index.ts', dir)) && !fs.existsSync(new URL('index.js', dir))) return undefined;
  const specifier = '../rules';
  const mod = (await import(specifier)) as RulesModule;
  return mod.createRulesAuthorizer?.();
}

export async function main(argv: readonly string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '8080' },
        rules: { type: 'string' },
        'no-rules': { type: 'boolean', default: false },
        import: { type: 'string' },
        export: { type: 'string' },
        indexes: { type: 'string' },
        'log-level': { type: 'string', default: 'info' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  const logLevel = values['log-level'];
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port ${values.port}`);
  if (!isLogLevel(logLevel) || logLevel === 'silent') fail(`Invalid --log-level ${logLevel}`);
  if (values.rules && values['no-rules']) fail('--rules and --no-rules cannot be used together');
  const rulesOff = values['no-rules'];
  const authorizer = rulesOff ? undefined : await loadRulesEngine();
  if (!rulesOff && !authorizer)
    fail('No Security Rules engine is available (emulators/src/rules). Start with --no-rules to run with rules off.');
  const rulesFile = values.rules ? path.resolve(values.rules) : undefined;

  const server = await startFirestoreServer({
    host: values.host,
    port,
    authorizer,
    rulesOff,
    rulesFile,
    importDir: values.import,
    exportDir: values.export,
    indexesFile: values.indexes ? path.resolve(values.indexes) : undefined,
    logLevel: logLevel as LogLevel,
  }).catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));

  if (rulesFile) {
    watchRules(rulesFile, () => {
      server.reloadRules().catch((err: unknown) => console.error(`Rules reload failed: ${String(err)}`));
    });
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      try {
        if (values.export) await server.export(values.export);
      } catch (err) {
        console.error(`Export on exit failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      await server.stop();
      if (logLevel !== 'warn') console.log(`Firestore stand-in stopped (${signal}): ${server.summary()}`);
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Editors often replace the file (rename), so watch the directory and debounce. */
function watchRules(file: string, reload: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  fs.watch(path.dirname(file), (_event, name) => {
    if (name !== path.basename(file)) return;
    clearTimeout(timer);
    timer = setTimeout(reload, 100);
  }).unref();
}

function fail(message: string): never {
  console.error(`emulators firestore: ${message}`);
  process.exit(2);
}
