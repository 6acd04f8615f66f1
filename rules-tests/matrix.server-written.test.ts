import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add, list, read, remove, update, write } from './by-path';
import { purchaseOrder, seed } from './fixtures';
import { EVERYONE, NON_STAFF, seededMatrix, expectDenied, type FirestoreMatrix } from './setup';

// The attack matrix for what only functions write: payments, stats, referrals, materials and their ledger,
// production runs, scans, mail, refunds, purchase orders; and what the signed out may write (nothing).

let m: FirestoreMatrix;
beforeAll(async () => (m = await seededMatrix('demo-matrix-server-written', seed)));
afterAll(async () => m.stop());

/** Collections only functions write, with the document each has in the seed and who may read it. */
/** `adminRead`: read by admins only (the Payments to review screen). */
const functionOnly: { path: string; staffRead: boolean; adminRead?: boolean }[] = [
  { path: 'payments/ref-cust-a', staffRead: true },
  { path: 'stats/2025-01-10', staffRead: true },
  { path: 'referralStats/ADA10', staffRead: true },
  { path: 'referralCodes/ADA10', staffRead: false },
  { path: 'referralVisits/ADA10_2025-01-10', staffRead: true },
  { path: 'materials/m1', staffRead: true },
  { path: 'materialLedger/l1', staffRead: true },
  { path: 'productionRuns/r1', staffRead: true },
  { path: 'events/ev1/scans/s1', staffRead: true },
  { path: 'mail/m1', staffRead: false },
  // A customer's last cart reminder, and the key that signs unsubscribe links: functions only, no one else reads.
  { path: 'cartReminders/cust-a', staffRead: false },
  { path: 'keys/mailLinks', staffRead: false },
  { path: 'refunds/ref-cust-a', staffRead: false, adminRead: true },
];

describe('function-only collections', () => {
  for (const { path, staffRead, adminRead = false } of functionOnly) {
    const collectionPath = path.slice(0, path.lastIndexOf('/'));
    it(`customers and the signed out cannot read ${collectionPath}`, async () => {
      for (const actor of NON_STAFF) {
        await expectDenied(read(m.as[actor], path));
        await expectDenied(list(m.as[actor], collectionPath));
      }
    });
    const readers = staffRead ? 'staff read' : adminRead ? 'only admins read' : 'not even staff read';
    it(`${readers} ${collectionPath}`, async () => {
      for (const actor of ['staff', 'admin'] as const) {
        if (staffRead || (adminRead && actor === 'admin')) {
          expect((await read(m.as[actor], path)).exists(), actor).toBe(true);
          expect((await list(m.as[actor], collectionPath)).size, actor).toBeGreaterThan(0);
        } else {
          await expectDenied(read(m.as[actor], path));
        }
      }
    });
    it(`nobody writes ${collectionPath} from the browser`, async () => {
      for (const actor of EVERYONE) {
        const db = m.as[actor];
        await expectDenied(write(db, path, { forged: true }));
        await expectDenied(write(db, `${collectionPath}/forged-${actor}`, { forged: true }));
        await expectDenied(remove(db, path));
      }
      expect((await m.stored(path)).get('forged')).toBeUndefined();
    });
  }
});

describe('purchaseOrders/{id}', () => {
  it('customers cannot read purchase orders; staff and admins read them', async () => {
    for (const actor of NON_STAFF) {
      await expectDenied(read(m.as[actor], 'purchaseOrders/po-draft'));
      await expectDenied(list(m.as[actor], 'purchaseOrders'));
    }
    expect((await read(m.as.staff, 'purchaseOrders/po-draft')).get('status')).toBe('draft');
    expect((await list(m.as.admin, 'purchaseOrders')).size).toBe(2);
  });
  it('nobody writes a purchase order from the browser, drafts included: savePurchaseOrderDraft and the steps do', async () => {
    for (const actor of EVERYONE) {
      await expectDenied(add(m.as[actor], 'purchaseOrders', purchaseOrder('staff-1')));
      await expectDenied(write(m.as[actor], 'purchaseOrders/po-new', purchaseOrder('staff-1')));
      await expectDenied(
        update(m.as[actor], 'purchaseOrders/po-draft', {
          notes: 'Rush',
          lines: [{ materialId: 'm1', qty: 2, unitCost: 1500 }],
          totalCost: 3000,
          updatedAt: serverTimestamp(),
        }),
      );
      await expectDenied(remove(m.as[actor], 'purchaseOrders/po-draft'));
    }
    expect((await m.stored('purchaseOrders/po-draft')).get('notes')).not.toBe('Rush');
  });
});

describe('signed out writes', () => {
  it('signed out can write nothing, not even a well-formed lead', async () => {
    const db = m.as.signedOut;
    const attempts: [string, Record<string, unknown>][] = [
      ['profiles/anon', { name: 'x' }],
      ['customers/anon', { name: 'x' }],
      ['carts/anon', { lines: [] }],
      ['orders/anon', { total: 0 }],
      ['payments/anon', {}],
      ['products/anon', { name: 'x' }],
      ['preorderWindows/anon', { name: 'x' }],
      ['settings/global', { version: 1 }],
      ['purchaseOrders/anon', {}],
      ['events/anon', { name: 'x' }],
      ['materials/anon', {}],
      ['stats/anon', {}],
      ['mail/anon', {}],
      ['referralCodes/ANON', {}],
      ['leads/anon', { email: 'a@b.co', source: 'x', createdAt: serverTimestamp(), extra: 1 }],
    ];
    for (const [path, data] of attempts) await expectDenied(write(db, path, data));
    await expectDenied(write(db, 'leads/anon', { email: 'a@b.co', source: 'footer', createdAt: serverTimestamp() }));
    expect((await m.stored('leads/anon')).exists()).toBe(false);
  });
});
