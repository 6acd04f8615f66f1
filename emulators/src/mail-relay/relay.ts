/**
 * The local mail relay: what the Trigger Email extension (firebase/firestore-send-email) does in production, against
 * the local stack. It polls `mail/{id}` (the stand-in has no listeners), sends each new document over SMTP (MailDev
 * locally) and writes `delivery` with the extension's states:
 *
 *   (new) → PENDING → PROCESSING (a lease) → SUCCESS | ERROR
 *
 * as the extension does: `startTime` when first seen, `attempts` counted per send, `endTime`, `error` (the SMTP
 * error as text), `info` (messageId, accepted, rejected, pending, response), a PROCESSING lease that expires into
 * ERROR, and RETRY set by hand sends again. One addition, because MailDev may still be starting: a send that fails
 * on the connection goes to RETRY and is tried again after a pause, up to `maxAttempts`, then ERROR.
 */
import type { DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import nodemailer from 'nodemailer';

export type DeliveryState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

export interface MailRelayOptions {
  readonly db: Firestore;
  /** The extension's MAIL_COLLECTION. */
  readonly collection?: string;
  /** The extension's SMTP_CONNECTION_URI, e.g. smtp://127.0.0.1:1025. */
  readonly smtpUri: string;
  /** The extension's DEFAULT_FROM / DEFAULT_REPLY_TO. */
  readonly defaultFrom: string;
  readonly defaultReplyTo?: string;
  readonly pollMs?: number;
  /** How long one PROCESSING claim lasts (the extension: 60 s). */
  readonly leaseMs?: number;
  /** Sends tried for a connection failure before ERROR. */
  readonly maxAttempts?: number;
  readonly retryDelayMs?: number;
  readonly log?: (line: string) => void;
}

export interface MailRelay {
  /** One pass over the collection (the poller calls it; tests may too). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

interface MailDoc {
  to?: string | string[];
  cc?: string | string[];
  bcc?: string | string[];
  from?: string;
  replyTo?: string;
  message?: { subject?: string; text?: string; html?: string };
  /** Extra headers, at the top level as the extension reads them (its 0.1.2 changelog: "the `headers` field"). */
  headers?: Record<string, string>;
  delivery?: { state?: DeliveryState; attempts?: number; leaseExpireTime?: { toMillis(): number } | null };
}

/** SMTP failures worth another try: the server was unreachable or answered 4xx (try later). */
function isTransient(error: unknown): boolean {
  const e = error as { code?: string; responseCode?: number };
  if (typeof e.responseCode === 'number') return e.responseCode >= 400 && e.responseCode < 500;
  return ['ECONNECTION', 'ECONNREFUSED', 'ETIMEDOUT', 'ESOCKET', 'EDNS'].includes(e.code ?? '');
}

const recipients = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Mails handled at once in one pass. */
const CONCURRENT_MAILS = 4;

export function startMailRelay(options: MailRelayOptions): MailRelay {
  const collection = options.db.collection(options.collection ?? 'mail');
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const maxAttempts = options.maxAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const log = options.log ?? (() => undefined);
  const transport = nodemailer.createTransport(options.smtpUri);
  /** Documents seen in a final state (until the collection forgets them); RETRY is found by query instead. */
  const settled = new Set<string>();
  /** A RETRY this relay set after a connection failure waits until then. */
  const notBefore = new Map<string, number>();

  async function initialize(ref: DocumentReference): Promise<void> {
    await options.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || (snap.data() as MailDoc).delivery) return;
      tx.update(ref, {
        delivery: {
          startTime: new Date(),
          endTime: null,
          leaseExpireTime: null,
          state: 'PENDING',
          attempts: 0,
          error: null,
          info: null,
        },
      });
    });
  }

  /** PENDING/RETRY → PROCESSING under a lease, in a transaction, so two relays never send one mail twice. */
  async function claim(ref: DocumentReference): Promise<MailDoc | null> {
    return options.db.runTransaction(async (tx) => {
      const snap = await tx.get(ref);
      const data = snap.data() as MailDoc | undefined;
      const state = data?.delivery?.state;
      if (!data || (state !== 'PENDING' && state !== 'RETRY')) return null;
      tx.update(ref, {
        'delivery.state': 'PROCESSING',
        'delivery.leaseExpireTime': new Date(Date.now() + leaseMs),
      });
      return data;
    });
  }

  async function deliver(ref: DocumentReference, mail: MailDoc): Promise<void> {
    const attempts = (mail.delivery?.attempts ?? 0) + 1;
    const done = { 'delivery.attempts': FieldValue.increment(1), 'delivery.leaseExpireTime': null };
    try {
      const to = recipients(mail.to);
      if (to.length + recipients(mail.cc).length + recipients(mail.bcc).length === 0)
        throw new Error('Failed to deliver email. Expected at least 1 recipient.');
      if (!mail.message?.subject && !mail.message?.text && !mail.message?.html)
        throw new Error('Failed to deliver email. Expected a message with a subject, text or html.');
      const info = await transport.sendMail({
        from: mail.from ?? options.defaultFrom,
        replyTo: mail.replyTo ?? options.defaultReplyTo,
        to,
        cc: recipients(mail.cc),
        bcc: recipients(mail.bcc),
        subject: mail.message.subject,
        text: mail.message.text,
        html: mail.message.html,
        headers: mail.headers,
      });
      await ref.update({
        ...done,
        'delivery.state': 'SUCCESS',
        'delivery.endTime': new Date(),
        'delivery.error': null,
        'delivery.info': {
          messageId: info.messageId ?? null,
          accepted: (info.accepted ?? []).map(String),
          rejected: (info.rejected ?? []).map(String),
          pending: ((info as { pending?: unknown[] }).pending ?? []).map(String),
          response: info.response ?? null,
        },
      });
      log(`mail ${ref.id}: delivered to ${to.join(', ')}`);
    } catch (error) {
      const message = error instanceof Error ? error.toString() : String(error);
      const again = isTransient(error) && attempts < maxAttempts;
      if (again) notBefore.set(ref.id, Date.now() + retryDelayMs);
      await ref.update({
        ...done,
        'delivery.state': again ? 'RETRY' : 'ERROR',
        'delivery.endTime': new Date(),
        'delivery.error': message,
      });
      log(`mail ${ref.id}: ${again ? `attempt ${attempts} failed, retrying` : 'failed'}: ${message}`);
    }
  }

  async function handle(snap: DocumentSnapshot): Promise<void> {
    const data = snap.data() as MailDoc | undefined;
    if (!data) return;
    const state = data.delivery?.state;
    if (!state) {
      await initialize(snap.ref);
      const claimed = await claim(snap.ref);
      if (claimed) await deliver(snap.ref, claimed);
      return;
    }
    if (state === 'SUCCESS' || state === 'ERROR') {
      settled.add(snap.id);
      return;
    }
    if (state === 'PROCESSING') {
      const lease = data.delivery?.leaseExpireTime?.toMillis() ?? 0;
      if (lease < Date.now()) {
        await snap.ref.update({ 'delivery.state': 'ERROR', 'delivery.error': 'Message processing lease expired.' });
      }
      return;
    }
    if ((notBefore.get(snap.id) ?? 0) > Date.now()) return;
    notBefore.delete(snap.id);
    const claimed = await claim(snap.ref);
    if (claimed) await deliver(snap.ref, claimed);
  }

  async function tick(): Promise<void> {
    const refs = await collection.listDocuments();
    const present = new Set(refs.map((r) => r.id));
    for (const id of settled) if (!present.has(id)) settled.delete(id);
    const fresh = refs.filter((r) => !settled.has(r.id));
    const open = await collection.where('delivery.state', 'in', ['PENDING', 'RETRY', 'PROCESSING']).get();
    const byId = new Map<string, DocumentReference>(fresh.map((r) => [r.id, r]));
    for (const doc of open.docs) byId.set(doc.id, doc.ref);
    if (byId.size === 0) return;
    const snaps = await options.db.getAll(...byId.values());
    // A few at a time, as the extension's instances do: one burst of receipts must not hold back the next order's
    // mail for the length of the queue (each claim is a transaction, so no mail goes twice).
    const queue = [...snaps];
    const worker = async (): Promise<void> => {
      for (let snap = queue.shift(); snap; snap = queue.shift()) {
        try {
          await handle(snap);
        } catch (error) {
          log(`mail ${snap.id}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_MAILS }, worker));
  }

  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const loop = (): void => {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => log(`poll failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, pollMs);
      });
  };
  if (pollMs > 0) loop();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
