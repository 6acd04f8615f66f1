// The local mail relay against a real MailDev and Google's Firestore emulator: the Trigger Email extension's delivery
// states, one send per document even with two relays, retries on a connection failure, RETRY by hand, lease expiry.
import { createServer } from 'node:net';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { clearInbox, readInbox, startMailDev } from '../maildev';
import { startMailRelay, type MailRelay } from '../relay';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let app: App;
let db: Firestore;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let smtpUri: string;
const relays: MailRelay[] = [];

beforeAll(async () => {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  app = initializeApp({ projectId: `demo-relay-${randomUUID().slice(0, 8)}` }, 'relay-test');
  db = getFirestore(app);
  const smtpPort = await freePort();
  maildev = await startMailDev(smtpPort, await freePort());
  smtpUri = `smtp://127.0.0.1:${smtpPort}`;
});
afterAll(async () => {
  await Promise.all(relays.map((r) => r.stop()));
  await maildev?.stop();
  await deleteApp(app);
});
beforeEach(async () => clearInbox(maildev.url));

/** A relay driven by hand (no poller), so each test decides when a pass happens. */
function relay(options: { smtpUri?: string; maxAttempts?: number; retryDelayMs?: number; collection: string }) {
  const r = startMailRelay({
    db,
    smtpUri,
    defaultFrom: 'Aso <orders@aso.local>',
    pollMs: 0,
    retryDelayMs: 0,
    ...options,
  });
  relays.push(r);
  return r;
}

const mail = (to: string, subject: string) => ({
  to,
  message: { subject, text: `Text of ${subject}`, html: `<p>HTML of ${subject}</p>` },
});
const delivery = async (collection: string, id: string) =>
  (await db.doc(`${collection}/${id}`).get()).data()?.delivery as Record<string, unknown> & {
    state: string;
    attempts: number;
    error: string | null;
  };

describe('mail relay', () => {
  it('sends a new mail once, with its headers, and records SUCCESS with attempts, times and the SMTP info', async () => {
    const r = relay({ collection: 'mail-a' });
    const listUnsubscribe = '<https://aso.example/mail/unsubscribe?token=u1.sig>';
    await db.doc('mail-a/one').set({
      ...mail('ada@example.com', 'Your order is ready'),
      headers: { 'List-Unsubscribe': listUnsubscribe, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await r.tick();
    await r.tick();
    await r.tick();
    const d = await delivery('mail-a', 'one');
    expect(d).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseExpireTime: null });
    expect(d.startTime).toBeDefined();
    expect(d.endTime).toBeDefined();
    expect(d.info).toMatchObject({ accepted: ['ada@example.com'], rejected: [] });
    expect(String((d.info as { messageId: string }).messageId)).toMatch(/@/);
    const inbox = await readInbox(maildev.url);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      subject: 'Your order is ready',
      to: [{ address: 'ada@example.com' }],
      from: [{ address: 'orders@aso.local', name: 'Aso' }],
    });
    expect(inbox[0]?.html).toContain('<p>HTML of Your order is ready</p>');
    // The document's `headers` reach the mail, as the extension sends them.
    expect(inbox[0]?.headers).toMatchObject({
      'list-unsubscribe': listUnsubscribe,
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
  });

  it('two relays on one collection send each mail exactly once', async () => {
    const a = relay({ collection: 'mail-b' });
    const b = relay({ collection: 'mail-b' });
    await Promise.all([1, 2, 3, 4].map((n) => db.doc(`mail-b/m${n}`).set(mail(`c${n}@example.com`, `Mail ${n}`))));
    await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
    await Promise.all([a.tick(), b.tick()]);
    const inbox = await readInbox(maildev.url);
    expect(inbox.map((m) => m.subject).sort()).toEqual(['Mail 1', 'Mail 2', 'Mail 3', 'Mail 4']);
    for (const n of [1, 2, 3, 4])
      expect(await delivery('mail-b', `m${n}`)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });

  it('a connection failure goes to RETRY and is tried again up to the limit, then ERROR; RETRY by hand sends again', async () => {
    const down = relay({ collection: 'mail-c', smtpUri: `smtp://127.0.0.1:${await freePort()}`, maxAttempts: 2 });
    await db.doc('mail-c/x').set(mail('bola@example.com', 'Shipped'));
    await down.tick();
    expect(await delivery('mail-c', 'x')).toMatchObject({ state: 'RETRY', attempts: 1 });
    expect((await delivery('mail-c', 'x')).error).toMatch(/ECONNREFUSED|connect/i);
    await down.tick();
    expect(await delivery('mail-c', 'x')).toMatchObject({ state: 'ERROR', attempts: 2 });
    await down.tick();
    expect(await delivery('mail-c', 'x')).toMatchObject({ state: 'ERROR', attempts: 2 });
    expect(await readInbox(maildev.url)).toEqual([]);

    const up = relay({ collection: 'mail-c' });
    await up.tick();
    expect(await readInbox(maildev.url)).toEqual([]);
    await db.doc('mail-c/x').update({ 'delivery.state': 'RETRY' });
    await up.tick();
    expect(await delivery('mail-c', 'x')).toMatchObject({ state: 'SUCCESS', attempts: 3, error: null });
    expect((await readInbox(maildev.url)).map((m) => m.subject)).toEqual(['Shipped']);
  });

  it('a PROCESSING claim whose lease ran out becomes ERROR; a mail with no recipient is an ERROR, never sent', async () => {
    const r = relay({ collection: 'mail-d' });
    await db.doc('mail-d/stuck').set({
      ...mail('ade@example.com', 'Stuck'),
      delivery: { state: 'PROCESSING', attempts: 0, error: null, leaseExpireTime: new Date(Date.now() - 1000) },
    });
    await db.doc('mail-d/nobody').set({ message: { subject: 'To no one', text: 'x', html: 'x' } });
    await r.tick();
    expect(await delivery('mail-d', 'stuck')).toMatchObject({
      state: 'ERROR',
      error: 'Message processing lease expired.',
    });
    expect(await delivery('mail-d', 'nobody')).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: 'Error: Failed to deliver email. Expected at least 1 recipient.',
    });
    expect(await readInbox(maildev.url)).toEqual([]);
  });
});
