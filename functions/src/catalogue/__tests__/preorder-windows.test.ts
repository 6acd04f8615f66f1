// Pre-order windows from the back office (docs/product.md#pre-order-windows), through the deployed callables as the
// screen calls them: a window made from Lagos days and a typed percent, changed without touching its switch, a piece
// put on it, then switched on — which tells the customers waiting at once, first asked first — and off again;
// refusals in words at their fields (who may call: who-may-call.test.ts). The rules refuse the browser's own writes (rules-tests).
import {
  WINDOW_DEPOSIT_INVALID,
  WINDOW_END_BEFORE_START,
  WINDOW_PIECE_NOT_PREORDER,
  preorderAlertId,
  preorderWindowSchema,
  type PreorderWindow,
} from '@aso/domain';
import type { PreorderWindowResult, SetPieceWindowResult } from '@aso/domain/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaffUser, type TestUser } from '../../../test/auth';
import { call, callOk } from '../../../test/callables';
import { db, makeProduct, readProduct, testId, type TestProduct } from '../../../test/factories';
import { parseDoc } from '../../lib/converters';

let staff: TestUser;
beforeAll(async () => {
  staff = await makeStaffUser('staff');
});

const saveWindow = (data: Record<string, unknown>) =>
  callOk<PreorderWindowResult>('savePreorderWindow', data, staff.idToken);
const switchWindow = (windowId: string, active: boolean) =>
  callOk<PreorderWindowResult>('setPreorderWindowActive', { windowId, active }, staff.idToken);
const putPiece = (productId: string, windowId: string | null) =>
  callOk<SetPieceWindowResult>('setPieceWindow', { productId, windowId }, staff.idToken);
const windowOf = async (id: string): Promise<PreorderWindow | undefined> =>
  parseDoc(preorderWindowSchema, await db().doc(`preorderWindows/${id}`).get()) ?? undefined;

/** Customers asking to be told when the piece's pre-orders open, one minute apart (the first asked first). */
async function waitFor(product: TestProduct, names: readonly string[]): Promise<string[]> {
  const base = Date.now() - 60 * 60_000;
  const emails: string[] = [];
  for (const [i, name] of names.entries()) {
    const uid = testId(name);
    const email = `${uid}@example.test`;
    emails.push(email);
    await db()
      .doc(`preorderAlerts/${preorderAlertId(product.id, uid)}`)
      .set({
        productId: product.id,
        productName: product.name,
        productSlug: product.slug,
        uid,
        email,
        createdAt: new Date(base + i * 60_000),
        notifiedAt: null,
        closedAt: null,
      });
  }
  return emails;
}

const mailedTo = async (emails: readonly string[]) => {
  const counts = await Promise.all(
    emails.map(async (to) => (await db().collection('mail').where('to', '==', to).get()).size),
  );
  return emails.filter((_, i) => (counts[i] ?? 0) > 0);
};

describe('pre-order windows from the back office', () => {
  it('makes a window from Lagos days, changes it without moving its switch, and opens it for the waiting', async () => {
    const made = await saveWindow({
      name: '  Detty December Drop ',
      startDay: '2026-12-15',
      endDay: '2027-01-02',
      depositPercent: 50,
    });
    expect(made).toMatchObject({ created: true, active: false, told: 0 });
    expect(await windowOf(made.windowId)).toEqual({
      name: 'Detty December Drop',
      active: false,
      startAt: new Date('2026-12-14T23:00:00.000Z'),
      endAt: new Date('2027-01-02T22:59:59.999Z'),
      depositPercent: 50,
    });

    // A piece put on a window that is off takes no pre-orders: the customers keep waiting.
    const jacket = await makeProduct({ type: 'PREORDER', name: 'Aso-Oke Varsity Jacket' });
    const waiting = await waitFor(jacket, ['amaka', 'tunde', 'kemi']);
    expect(await putPiece(jacket.id, made.windowId)).toEqual({
      productId: jacket.id,
      windowId: made.windowId,
      told: 0,
    });
    expect((await readProduct(jacket.id))?.preorderWindowId).toBe(made.windowId);
    expect(await mailedTo(waiting)).toEqual([]);

    // Switched on: the waiting are mailed by the same click, each once.
    expect(await switchWindow(made.windowId, true)).toMatchObject({ active: true, told: 3 });
    expect(await mailedTo(waiting)).toEqual(waiting);
    expect((await windowOf(made.windowId))?.active).toBe(true);

    // An edit made in a tab opened before the switch changes the days and the deposit, never the switch.
    const edited = await saveWindow({
      windowId: made.windowId,
      name: 'Detty December Drop',
      startDay: '',
      endDay: '2027-01-05',
      depositPercent: 40,
      active: false,
    });
    expect(edited).toMatchObject({ created: false, active: true });
    expect(await windowOf(made.windowId)).toMatchObject({
      active: true,
      startAt: null,
      endAt: new Date('2027-01-05T22:59:59.999Z'),
      depositPercent: 40,
    });

    await switchWindow(made.windowId, false);
    expect((await windowOf(made.windowId))?.active).toBe(false);
    // Off the window altogether.
    await putPiece(jacket.id, null);
    expect((await readProduct(jacket.id))?.preorderWindowId).toBeNull();
  });

  it('a piece put on a window that is on tells its waiting customers at once', async () => {
    const open = await saveWindow({ name: 'Harmattan Drop', depositPercent: 40, active: true });
    expect(open).toMatchObject({ created: true, active: true });
    const puffer = await makeProduct({ type: 'PREORDER', name: 'Harmattan Kente Puffer' });
    const waiting = await waitFor(puffer, ['zainab']);
    expect((await putPiece(puffer.id, open.windowId)).told).toBe(1);
    expect(await mailedTo(waiting)).toEqual(waiting);
  });

  it('refuses in words at the field, and changes nothing', async () => {
    const before = (await db().collection('preorderWindows').count().get()).data().count;
    const endFirst = await call(
      'savePreorderWindow',
      { name: 'Sallah Edit', startDay: '2027-03-20', endDay: '2027-03-01', depositPercent: 40 },
      staff.idToken,
    );
    expect(endFirst).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      details: { fields: { endDay: WINDOW_END_BEFORE_START } },
    });
    const deposit = await call('savePreorderWindow', { name: 'Sallah Edit', depositPercent: 95 }, staff.idToken);
    expect(deposit).toMatchObject({ ok: false, details: { fields: { depositPercent: WINDOW_DEPOSIT_INVALID } } });
    expect((await db().collection('preorderWindows').count().get()).data().count).toBe(before);

    const shirt = await makeProduct({ type: 'RTW' });
    const window = await saveWindow({ name: 'Owambe Season', depositPercent: 50 });
    const rtw = await call('setPieceWindow', { productId: shirt.id, windowId: window.windowId }, staff.idToken);
    expect(rtw).toMatchObject({ ok: false, message: WINDOW_PIECE_NOT_PREORDER });
    const unknown = await call('setPreorderWindowActive', { windowId: testId('nowhere'), active: true }, staff.idToken);
    expect(unknown).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });
});
