import { describe, expect, it } from 'vitest';
import {
  askOrder,
  backInStockMail,
  backInStockMailId,
  canAskWhenBack,
  mostWanted,
  stockAlertId,
  unitsReturned,
  waitingBySize,
  whomToTell,
} from '../back-in-stock';
import { mailBrand } from '../../mail/mail';

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
