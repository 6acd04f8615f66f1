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
