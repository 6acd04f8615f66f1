import { describe, expect, it } from 'vitest';
import {
  canAskWhenOpen,
  preorderAlertFate,
  preorderAlertId,
  preorderOpenMail,
  preorderOpenMailId,
  waitingByPiece,
  whomToTellWhenOpen,
  windowOpenNow,
} from '../preorder-alerts';
import { mailBrand } from '../../mail/mail';
import { checkoutUnitPrice } from '../../checkout/checkout';

const now = new Date(Date.UTC(2026, 10, 28, 12));
const day = 86_400_000;
const open = { active: true, startAt: new Date(now.getTime() - day), endAt: new Date(now.getTime() + 9 * day) };
const piece = { type: 'PREORDER' as const, active: true };

describe('when a pre-order window is open', () => {
  it('open while switched on, as checkout prices it: its dates are shown, not enforced', () => {
    expect(windowOpenNow(open)).toBe(true);
    expect(windowOpenNow({ active: true, startAt: null, endAt: null })).toBe(true);
    // An ended window that is still switched on: checkout would still price the piece, so the page does not say closed.
    const ended = { ...open, endAt: now };
    const onIt = { active: true, type: 'PREORDER' as const, preorderWindowId: 'w', price: 68_000 };
    expect(checkoutUnitPrice(onIt, new Map([['w', ended]]))).toBe(68_000);
    expect(windowOpenNow(ended)).toBe(true);
  });
  it('closed: switched off, or no window at all', () => {
    expect(windowOpenNow({ ...open, active: false })).toBe(false);
    expect(windowOpenNow(null)).toBe(false);
    expect(windowOpenNow(undefined)).toBe(false);
  });
});

describe('asking to be told when pre-orders open', () => {
  it('only on a pre-order piece on sale whose window is closed', () => {
    expect(canAskWhenOpen(piece, { ...open, active: false })).toBe(true);
    expect(canAskWhenOpen(piece, null)).toBe(true);
    expect(canAskWhenOpen(piece, open)).toBe(false);
    expect(canAskWhenOpen({ ...piece, active: false }, null)).toBe(false);
    expect(canAskWhenOpen({ type: 'RTW', active: true }, null)).toBe(false);
  });
  it('one request per customer and piece; its mail id changes when asked again', () => {
    expect(preorderAlertId('agbada-1', 'funke')).toBe('agbada-1_funke');
    expect(preorderOpenMailId('agbada-1_funke', new Date(1000))).not.toBe(
      preorderOpenMailId('agbada-1_funke', new Date(2000)),
    );
  });
});

describe('what becomes of the waiting', () => {
  it('told when the window opens, left waiting while it is closed', () => {
    expect(preorderAlertFate(piece, open)).toBe('tell');
    expect(preorderAlertFate(piece, { ...open, active: false })).toBe('wait');
    expect(preorderAlertFate(piece, null)).toBe('wait');
  });
  it('closed without mail when the piece is archived, gone or no longer a pre-order', () => {
    expect(preorderAlertFate({ ...piece, active: false }, open)).toBe('close');
    expect(preorderAlertFate(null, open)).toBe('close');
    expect(preorderAlertFate({ type: 'MTO', active: true }, open)).toBe('close');
  });
  it('everyone waiting is told, first asked first', () => {
    const at = (m: number) => new Date(now.getTime() + m * 60_000);
    const waiting = [
      { id: 'c', createdAt: at(3) },
      { id: 'a', createdAt: at(1) },
      { id: 'b', createdAt: at(2) },
    ];
    expect(whomToTellWhenOpen(waiting).map((r) => r.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('how many wait per piece', () => {
  it('counts each piece, most waiting first, then by name', () => {
    const ask = (productId: string, productName: string) => ({ productId, productName });
    expect(
      waitingByPiece([ask('b', 'Buba'), ask('a', 'Agbada'), ask('b', 'Buba'), ask('c', 'Abaya'), ask('a', 'Agbada')]),
    ).toEqual([
      { productId: 'a', productName: 'Agbada', waiting: 2 },
      { productId: 'b', productName: 'Buba', waiting: 2 },
      { productId: 'c', productName: 'Abaya', waiting: 1 },
    ]);
  });
});

describe('the mail', () => {
  const brand = mailBrand(
    { brandName: 'Aso', primaryColor: '#7a1f3d', secondaryColor: '#f4c542' },
    'https://aso.example',
  );
  const mail = preorderOpenMail(
    {
      to: 'funke@example.com',
      productName: 'Agbada <Gold>',
      windowName: 'Detty December drop',
      endAt: new Date(Date.UTC(2026, 11, 20, 12)),
      productKey: 'agbada-gold',
    },
    brand,
  );
  it('names the piece and the close date, links to the piece, escapes the HTML', () => {
    expect(mail.to).toBe('funke@example.com');
    expect(mail.message.subject).toBe('Aso: pre-orders for Agbada <Gold> are open');
    expect(mail.message.text).toContain('Detty December drop takes pre-orders until 20 Dec 2026');
    expect(mail.message.html).toContain('https://aso.example/product/agbada-gold');
    expect(mail.message.html).toContain('Agbada &lt;Gold&gt;');
  });
});
