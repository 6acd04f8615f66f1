// The waitlist's window trigger (docs/product.md#pre-order-alerts): when a window opens for a pre-order piece that
// customers wait on, the schedule mails each of them once, first asked first, linking to the piece; a piece archived
// meanwhile closes its requests without mail; a retried or concurrent run mails nobody twice.
import { preorderAlertId, preorderAlertSchema, preorderOpenMailId } from '@aso/domain';
import { describe, expect, it } from 'vitest';
import { db, makeProduct, testDeps, testId, type TestProduct } from '../../../test/factories';
import { parseDoc } from '../../lib/converters';
import { tellPreorderOpen, windowOpenRound } from '../when-window-opens';

const DAY = 86_400_000;
const NAMES = ['ifeoma', 'tunde', 'zainab', 'emeka'];

interface Waiting {
  readonly id: string;
  readonly email: string;
  readonly askedAt: Date;
}

/** A window that ended last week: the piece is not orderable. */
async function closedWindow(): Promise<string> {
  const id = testId('window');
  await db()
    .doc(`preorderWindows/${id}`)
    .set({
      name: 'Detty December drop',
      // Switched off, as checkout reads it: its dates are shown, not enforced (docs/product.md#pre-order-alerts).
      active: false,
      startAt: new Date(Date.now() - 30 * DAY),
      endAt: new Date(Date.now() - 7 * DAY),
      depositPercent: 40,
    });
  return id;
}

/** Staff open it in the back office: switched on, from yesterday for three more weeks. */
const openWindow = (id: string, endAt = new Date(Date.now() + 21 * DAY)) =>
  db()
    .doc(`preorderWindows/${id}`)
    .update({ active: true, startAt: new Date(Date.now() - DAY), endAt });

/** Requests as the product page writes them (rules-tests prove the browser's side), written newest first. */
async function askers(product: TestProduct, names = NAMES): Promise<Waiting[]> {
  const base = Date.now() - 60 * 60_000;
  const made = names.map((name, i) => {
    const uid = testId(name);
    return {
      id: preorderAlertId(product.id, uid),
      uid,
      email: `${uid}@example.test`,
      askedAt: new Date(base + i * 60_000),
    };
  });
  for (const w of [...made].reverse()) {
    await db().doc(`preorderAlerts/${w.id}`).set({
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      uid: w.uid,
      email: w.email,
      createdAt: w.askedAt,
      notifiedAt: null,
      closedAt: null,
    });
  }
  return made;
}

const requestOf = async (id: string) => parseDoc(preorderAlertSchema, await db().doc(`preorderAlerts/${id}`).get());

/** Who has been mailed (never more than once each), whose requests are marked told, whose closed. */
async function fateOf(waiting: readonly Waiting[]) {
  const mailed: string[] = [];
  const told: string[] = [];
  const closed: string[] = [];
  for (const w of waiting) {
    const mails = await db().collection('mail').where('to', '==', w.email).get();
    if (mails.size > 1) throw new Error(`${w.email} got ${mails.size} mails`);
    if (mails.size === 1) mailed.push(w.email);
    const r = await requestOf(w.id);
    if (r?.notifiedAt) told.push(w.email);
    if (r?.closedAt) closed.push(w.email);
  }
  return { mailed, told, closed };
}

const emails = (waiting: readonly Waiting[]) => waiting.map((w) => w.email);

describe('pre-order alerts', () => {
  it('nobody is mailed while the window is closed; once it opens, everyone once, linking to the piece', async () => {
    const windowId = await closedWindow();
    const product = await makeProduct({ type: 'PREORDER', name: 'Gold Aso-Oke Agbada', preorderWindowId: windowId });
    const waiting = await askers(product);

    await tellPreorderOpen(testDeps());
    expect(await fateOf(waiting)).toEqual({ mailed: [], told: [], closed: [] });

    await openWindow(windowId, new Date(Date.UTC(2026, 11, 20, 12)));
    await tellPreorderOpen(testDeps());
    expect(await fateOf(waiting)).toEqual({ mailed: emails(waiting), told: emails(waiting), closed: [] });
    const first = waiting[0]!;
    const mail = (
      await db()
        .doc(`mail/${preorderOpenMailId(first.id, first.askedAt)}`)
        .get()
    ).data() as {
      to: string;
      message: { subject: string; text: string };
    };
    expect(mail.to).toBe(first.email);
    expect(mail.message.subject).toBe('Aso: pre-orders for Gold Aso-Oke Agbada are open');
    expect(mail.message.text).toContain('Detty December drop takes pre-orders until 20 Dec 2026');
    expect(mail.message.text).toContain(`/product/${product.slug}`);
  });

  it('those who asked first are told first', async () => {
    const windowId = await closedWindow();
    const product = await makeProduct({ type: 'PREORDER', preorderWindowId: windowId });
    const waiting = await askers(product);
    await openWindow(windowId);
    // One round of two: the first two to ask, though they were written last.
    await windowOpenRound(testDeps(), product.id, 2);
    expect((await fateOf(waiting)).mailed).toEqual(emails(waiting.slice(0, 2)));
    await tellPreorderOpen(testDeps(), 2);
    expect((await fateOf(waiting)).mailed).toEqual(emails(waiting));
  });

  it('a piece archived before its window opens closes its requests without mail', async () => {
    const windowId = await closedWindow();
    const product = await makeProduct({ type: 'PREORDER', preorderWindowId: windowId });
    const waiting = await askers(product, ['bola', 'nneka']);
    await db().doc(`products/${product.id}`).update({ active: false });
    await openWindow(windowId);
    await tellPreorderOpen(testDeps());
    expect(await fateOf(waiting)).toEqual({ mailed: [], told: [], closed: emails(waiting) });
    // Brought back on sale later: the closed requests stay closed, nobody is mailed.
    await db().doc(`products/${product.id}`).update({ active: true });
    await tellPreorderOpen(testDeps());
    expect((await fateOf(waiting)).mailed).toEqual([]);
  });

  it('a retried or concurrent run mails nobody a second time', async () => {
    const windowId = await closedWindow();
    const product = await makeProduct({ type: 'PREORDER', preorderWindowId: windowId });
    const waiting = await askers(product);
    await openWindow(windowId);
    await Promise.all([1, 2, 3].map(() => tellPreorderOpen(testDeps(), 2)));
    await tellPreorderOpen(testDeps());
    expect(await fateOf(waiting)).toEqual({ mailed: emails(waiting), told: emails(waiting), closed: [] });
  });
});
