// The waitlist (docs/product.md#waitlist): both lists, who is told, when, and the mails.
import { describe, expect, it } from 'vitest';
import {
  askOrder,
  backInStockMail,
  backInStockMailId,
  canAskWhenBack,
  canAskWhenOpen,
  mostWanted,
  preorderAlertFate,
  preorderAlertId,
  preorderOpenMail,
  preorderOpenMailId,
  stockAlertId,
  unitsReturned,
  waitingByPiece,
  waitingBySize,
  whomToTell,
  whomToTellWhenOpen,
  windowOpenNow,
} from '../waitlist';
import { mailBrand } from '../../mail/mail';
import { checkoutUnitPrice } from '../../checkout/checkout';

// ---- A sold-out size comes back

const at = (minute: number): Date => new Date(Date.UTC(2026, 10, 1, 9, minute));
const waiting = [
  { id: 'p_L_funke', createdAt: at(4) },
  { id: 'p_L_adaeze', createdAt: at(1) },
  { id: 'p_L_musa', createdAt: at(3) },
  { id: 'p_L_chidi', createdAt: at(2) },
  { id: 'p_L_bisi', createdAt: at(5) },
];
const onSale = { type: 'RTW' as const, active: true };

describe('who is told when a size comes back', () => {
  it('3 units back, 5 waiting: the first 3 to ask, in the order they asked', () => {
    expect(whomToTell(waiting, 3, 3, onSale).map((r) => r.id)).toEqual(['p_L_adaeze', 'p_L_chidi', 'p_L_musa']);
  });
  it('never more than the units still there when we tell', () => {
    expect(whomToTell(waiting, 3, 1, onSale).map((r) => r.id)).toEqual(['p_L_adaeze']);
    expect(whomToTell(waiting, 3, 0, onSale)).toEqual([]);
  });
  it('more units than people: everyone waiting, once', () => {
    expect(whomToTell(waiting, 10, 10, onSale)).toHaveLength(5);
  });
  it('a piece taken off sale, gone or no longer ready-to-wear tells nobody', () => {
    expect(whomToTell(waiting, 3, 3, { type: 'RTW', active: false })).toEqual([]);
    expect(whomToTell(waiting, 3, 3, { type: 'MTO', active: true })).toEqual([]);
    expect(whomToTell(waiting, 3, 3, null)).toEqual([]);
  });
  it('people who asked at the same moment are told by id, so every reader agrees', () => {
    const same = [
      { id: 'b', createdAt: at(1) },
      { id: 'a', createdAt: at(1) },
    ];
    expect(askOrder(same).map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('units returned', () => {
  it('counts only the sizes that rose, by how much', () => {
    const before = {
      S: { onHand: 2, reorderLevel: 1 },
      M: { onHand: 0, reorderLevel: 1 },
      L: { onHand: 4, reorderLevel: 1 },
    };
    const after = {
      S: { onHand: 2, reorderLevel: 3 },
      M: { onHand: 3, reorderLevel: 1 },
      L: { onHand: 1, reorderLevel: 1 },
      XL: { onHand: 2, reorderLevel: 0 },
    };
    expect(unitsReturned(before, after)).toEqual({ M: 3, XL: 2 });
  });
});

describe('asking', () => {
  it('only about a sold-out size of a ready-to-wear piece on sale', () => {
    const p = {
      type: 'RTW' as const,
      active: true,
      availability: { S: 'in' as const, M: 'low' as const, L: 'out' as const },
    };
    expect(canAskWhenBack(p, 'L')).toBe(true);
    expect(canAskWhenBack(p, 'XL')).toBe(true);
    expect(canAskWhenBack(p, 'S')).toBe(false);
    expect(canAskWhenBack(p, 'M')).toBe(false);
    expect(canAskWhenBack({ ...p, active: false }, 'L')).toBe(false);
    expect(canAskWhenBack({ ...p, type: 'MTO' }, 'L')).toBe(false);
  });
  it('one request per customer, product and size; a mail per request as asked', () => {
    expect(stockAlertId('p-kente', 'L', 'uid-1')).toBe('p-kente_L_uid-1');
    expect(backInStockMailId('p-kente_L_uid-1', at(1))).not.toBe(backInStockMailId('p-kente_L_uid-1', at(2)));
  });
});

describe('demand for the back office', () => {
  const open = [
    { productId: 'a', productName: 'Kente Midi', size: 'L' },
    { productId: 'a', productName: 'Kente Midi', size: 'L' },
    { productId: 'a', productName: 'Kente Midi', size: 'XL' },
    { productId: 'b', productName: 'Adire Top', size: 'S' },
    { productId: 'b', productName: 'Adire Top', size: 'S' },
    { productId: 'c', productName: 'Bomber', size: 'XL' },
  ];
  it('counts per size of a product', () => {
    expect(waitingBySize(open.filter((r) => r.productId === 'a'))).toEqual({ L: 2, XL: 1 });
  });
  it('lists the most wanted sizes first, then by name', () => {
    expect(mostWanted(open, 3)).toEqual([
      { productId: 'b', productName: 'Adire Top', size: 'S', waiting: 2 },
      { productId: 'a', productName: 'Kente Midi', size: 'L', waiting: 2 },
      { productId: 'c', productName: 'Bomber', size: 'XL', waiting: 1 },
    ]);
  });
});

describe('the back-in-stock mail', () => {
  const brand = mailBrand(
    { brandName: 'Aso', primaryColor: '#111827', secondaryColor: '#20c997' },
    'https://aso.example/',
  );
  const mail = backInStockMail(
    { to: 'ada@example.com', productName: 'Kente <Midi>', size: 'L', productKey: 'kente-midi' },
    brand,
  );
  it('names the piece and size and links straight to it with the size chosen', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.subject).toBe('Aso: Kente <Midi> in size L is back');
    expect(mail.message.text).toContain('https://aso.example/product/kente-midi?size=L');
    expect(mail.message.html).toContain('href="https://aso.example/product/kente-midi?size=L"');
  });
  it('escapes the product name in the HTML and wears the brand', () => {
    expect(mail.message.html).toContain('Kente &lt;Midi&gt;');
    expect(mail.message.html).not.toContain('<Midi>');
    expect(mail.message.html).toContain('#111827');
  });
});

// ---- A pre-order window opens

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
