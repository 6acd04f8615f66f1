import { stringFlags } from '../shared/cli';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startMailRelay } from './relay';

export const USAGE = `usage: emulators mail-relay [options]
  --firestore <host:port>   the Firestore to watch (default $FIRESTORE_EMULATOR_HOST)
  --project <id>            project id (default $GCLOUD_PROJECT or demo-aso)
  --collection <name>       the extension's MAIL_COLLECTION (default mail)
  --smtp-uri <uri>          the extension's SMTP_CONNECTION_URI (default smtp://127.0.0.1:1025)
  --from <address>          the extension's DEFAULT_FROM (default "Aso <orders@aso.local>")
  --poll-ms <n>             how often the collection is read (default 1000)`;

export function main(argv: readonly string[]): Promise<void> {
  if (argv.includes('--help')) {
    console.log(USAGE);
    return Promise.resolve();
  }
  const values = stringFlags(argv, ['firestore', 'project', 'collection', 'smtp-uri', 'from', 'poll-ms']);
  const host = values.firestore ?? process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error(`--firestore is required (or FIRESTORE_EMULATOR_HOST)\n${USAGE}`);
  const pollMs = Number(values['poll-ms'] ?? 1000);
  if (!Number.isInteger(pollMs) || pollMs < 50) throw new Error('--poll-ms must be an integer of at least 50');
  const app = initializeApp({ projectId: values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-aso' }, 'mail-relay');
  // The SDK prefers FIRESTORE_EMULATOR_HOST to settings.host: a variable inherited from whoever started the relay
  // (a process that wrote another stack's demo data) must not point it at that stack's Firestore.
  process.env.FIRESTORE_EMULATOR_HOST = host;
  const db = getFirestore(app);
  db.settings({ host, ssl: false });
  const smtpUri = values['smtp-uri'] ?? 'smtp://127.0.0.1:1025';
  const relay = startMailRelay({
    db,
    collection: values.collection ?? 'mail',
    smtpUri,
    defaultFrom: values.from ?? 'Aso <orders@aso.local>',
    pollMs,
    log: (line) => console.log(`[mail-relay] ${line}`),
  });
  console.log(`[mail-relay] watching ${values.collection ?? 'mail'} on ${host}, sending to ${smtpUri}`);
  const shutdown = (): void => {
    void relay.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  return Promise.resolve();
}
