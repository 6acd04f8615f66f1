// A product page drawn on the server draws every part of the app's product screen, the parts that ask for the
// session included: a screen part that needs the app's providers must not turn the page back into the plain shell.
import { describe, expect, it } from 'vitest';
import { renderProductMain, renderProductPage, type ProductPageData } from '../render-product';

const TEMPLATE =
  '<!doctype html><html><head><title>Aso</title></head><body><div id="root"><main></main></div></body></html>';
const str = (v: string) => ({ stringValue: v });

/** A ready-to-wear shirt sold out in M, as Firestore's REST runQuery answers it. */
const SHIRT = [
  {
    document: {
      name: 'projects/demo-aso/databases/(default)/documents/products/p1',
      fields: {
        name: str('Adire Back-Soon Shirt'),
        slug: str('adire-back-soon-shirt'),
        type: str('RTW'),
        price: { integerValue: '24000' },
        active: { booleanValue: true },
        sizeOptions: { arrayValue: { values: [str('M'), str('L')] } },
        availability: { mapValue: { fields: { M: str('out'), L: str('in') } } },
      },
    },
  },
];

const data: ProductPageData = {
  url: '/product/adire-back-soon-shirt?size=M',
  origin: 'https://shop.aso.ng',
  product: SHIRT,
  settings: null,
  windows: [],
  storageUrl: (path) => `https://storage.example/${encodeURIComponent(path)}`,
};

describe('product pages on the server', () => {
  it('draws a piece with a sold-out size, its back-in-stock part included, with no sign-in guess', () => {
    const html = renderProductPage(TEMPLATE, data);
    expect(html).toContain('<main data-server-drawn');
    expect(html).toContain('Adire Back-Soon Shirt');
    expect(html).toContain('Sold out in your size?');
    // Nobody is known on the server: neither "sign in" nor "email me" is promised before Auth answers.
    expect(html).not.toContain('Sign in to be told');
  });

  it('draws the same main the app draws for the key', () => {
    expect(() => renderProductMain(data, 'adire-back-soon-shirt', null)).not.toThrow();
  });
});

describe('a product link during a sale (docs/product.md#promotions)', () => {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const sale = (startsAt: number, endsAt: number) => [
    {
      document: {
        name: 'projects/demo-aso/databases/(default)/documents/publicPromotions/detty',
        fields: {
          kind: str('sale'),
          name: str('Detty December'),
          percent: { integerValue: '15' },
          scope: { mapValue: { fields: { productIds: { arrayValue: { values: [str('p1')] } } } } },
          startsAt: { timestampValue: iso(startsAt) },
          endsAt: { timestampValue: iso(endsAt) },
        },
      },
    },
  ];

  it('draws the sale price with "Was", and its preview names the sale price first', () => {
    const html = renderProductPage(TEMPLATE, { ...data, offers: sale(now - 3_600_000, now + 86_400_000) });
    const main = html.slice(html.indexOf('<main'));
    expect(main).toContain('₦20,400.00');
    expect(main).toContain('Was <s>₦24,000.00</s>');
    expect(main).toContain('15% off · Detty December');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<meta name="description" content="₦20,400.00, was ₦24,000.00: Detty December, 15% off until /,
    );
    expect(head).toContain('<meta property="product:sale_price:amount" content="20400" />');
    expect(head).toContain('<meta property="product:price:amount" content="24000" />');
    expect(html).toContain('"price":"20400"');
    // The app's first render starts from the same offers (window.__asoServer).
    expect(html).toContain('publicPromotions/detty');
  });

  it('a sale not yet started changes nothing on the page or in its preview', () => {
    const html = renderProductPage(TEMPLATE, { ...data, offers: sale(now + 3_600_000, now + 86_400_000) });
    expect(html).not.toContain('Was <s>');
    expect(html).toContain('<meta property="product:price:amount" content="24000" />');
    expect(html).not.toContain('product:sale_price');
  });
});
