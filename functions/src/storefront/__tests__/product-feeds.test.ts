// storefrontFiles' product feeds at their HTTP boundary, as Meta and Google fetch them: every active product and only
// those, held to the published specifications (domain/src/productFeedSpecs.ts), and a size a checkout just took the
// last of is out of stock in the next fetch.
import { googleFeedProblems, metaFeedProblems } from '@aso/domain/productFeedSpecs';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/auth';
import { startCheckoutAs } from '../../../test/checkout';
import { db, makeProduct, makeWindow } from '../../../test/factories';
import { stackInfo } from '../../../test/stack';

const get = (sitePath: string) => fetch(`${stackInfo().urls.functions}/storefrontFiles${sitePath}`);
/** The shop's public origin: the stack's SITE_URL (its web app). */
const origin = () => new URL(stackInfo().urls.web).origin;

async function metaRows(): Promise<Record<string, string>[]> {
  const response = await get('/feeds/meta.csv');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
  const parsed = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function googleItems(): Promise<Record<string, string>[]> {
  const response = await get('/feeds/google.xml');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600, s-maxage=3600');
  const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (n) => n === 'item' });
  const doc = parser.parse(await response.text()) as {
    rss: { '@_xmlns:g': string; channel: { item?: Record<string, string>[] } };
  };
  expect(doc.rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
  return (doc.rss.channel.item ?? []).map((item) =>
    Object.fromEntries(Object.entries(item).map(([key, value]) => [key.replace(/^g:/, ''), value])),
  );
}

const created: string[] = [];
let shirt = '';
let hidden = '';
let closed = '';

beforeAll(async () => {
  const shirtProduct = await makeProduct({ type: 'RTW', price: 38_500, stock: { M: 1, L: 6 } });
  const off = await makeProduct({ type: 'RTW', price: 20_000, active: false, stock: { M: 5 } });
  const late = await makeProduct({
    type: 'PREORDER',
    price: 45_000,
    preorderWindowId: await makeWindow({ active: false }),
  });
  shirt = shirtProduct.id;
  hidden = off.id;
  closed = late.id;
  created.push(shirt, hidden, closed);
});

afterAll(async () => {
  await Promise.all(created.flatMap((id) => [db().doc(`products/${id}`).delete(), db().doc(`stock/${id}`).delete()]));
});

describe('the product feeds', () => {
  it('list every active piece by size, and meet Meta’s and Google’s specifications', async () => {
    const [rows, items] = await Promise.all([metaRows(), googleItems()]);
    expect(metaFeedProblems(rows)).toEqual([]);
    expect(googleFeedProblems(items, new Date())).toEqual([]);
    expect(rows.filter((r) => r.item_group_id === shirt).map((r) => [r.size, r.availability, r.price])).toEqual([
      ['S', 'out of stock', '38500.00 NGN'],
      ['M', 'in stock', '38500.00 NGN'],
      ['L', 'in stock', '38500.00 NGN'],
      ['XL', 'out of stock', '38500.00 NGN'],
    ]);
    expect(items.find((i) => i.id === `${shirt}-M`)).toMatchObject({
      link: `${origin()}/product/${shirt}?size=M&utm_source=google&utm_medium=shopping`,
      image_link: `${origin()}/og/${shirt}.jpg`,
      availability: 'in_stock',
    });
    for (const listed of [rows, items]) {
      const ids = listed.map((r) => r.item_group_id || r.id);
      expect(ids).not.toContain(hidden);
      expect(ids).not.toContain(closed);
      // The demo catalogue is there too (every active piece).
      expect(ids).toContain('p-adire-indigo-kaftan');
    }
  });

  it('show a size out of stock once a checkout holds its last piece', async () => {
    await startCheckoutAs(await makeUser(), [{ productId: shirt, size: 'M', qty: 1 }]);
    expect((await metaRows()).find((r) => r.id === `${shirt}-M`)?.availability).toBe('out of stock');
    expect((await googleItems()).find((i) => i.id === `${shirt}-M`)?.availability).toBe('out_of_stock');
  });

  it('answers 404 for a feed it does not make', async () => {
    expect((await get('/feeds/tiktok.csv')).status).toBe(404);
  });
});
