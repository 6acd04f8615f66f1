// A group's invitation link on the server: which /groups URLs name a group, and the preview tags drawn from its
// public part (the escaping a title with '&' or quotes needs, dates in words, naira per member).
import { describe, expect, it } from 'vitest';
import { groupIdOf, renderGroupPage } from '../render-product';

const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Aso</title><meta name="description" content="Afro-urban" /></head><body><main></main></body></html>';

describe('group links on the server', () => {
  it('names a group by its id, never /groups/new, a nested path or an id that cannot be one', () => {
    expect(groupIdOf('/groups/Gx7kQ2?ref=ADA1')).toBe('Gx7kQ2');
    expect(groupIdOf('/groups/Gx7kQ2/')).toBe('Gx7kQ2');
    expect(groupIdOf('/groups/new')).toBeNull();
    expect(groupIdOf('/groups/a/b')).toBeNull();
    expect(groupIdOf('/groups/a%2Fb')).toBeNull();
    expect(groupIdOf('/groups/..')).toBeNull();
    expect(groupIdOf('/groups/%E0%A4%A')).toBeNull();
    expect(groupIdOf('/product/x')).toBeNull();
  });

  it('puts the group, its piece, the naira price per member and the dates in the head, replacing the shop’s', () => {
    const html = renderGroupPage(TEMPLATE, {
      origin: 'https://shop.aso.ng',
      settings: null,
      group: {
        id: 'Gx7kQ2',
        title: 'Tolu & Femi’s "big day"',
        productName: 'Adire Indigo Kaftan',
        price: 38_500,
        eventDate: '2026-12-12',
        joinDeadline: '2026-12-01',
        city: 'Abeokuta',
      },
      image: '/og/adire-indigo-kaftan.jpg',
    });
    expect(html).toContain('<title>Tolu &amp; Femi’s &quot;big day&quot; · Adire Indigo Kaftan · Aso</title>');
    expect(html).not.toContain('Afro-urban');
    expect(html).toContain(
      '<meta property="og:description" content="₦38,500.00 per member · event on 12 Dec 2026 in Abeokuta · join by 1 Dec 2026" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://shop.aso.ng/groups/Gx7kQ2" />');
    expect(html).toContain('<meta property="og:image" content="https://shop.aso.ng/og/adire-indigo-kaftan.jpg" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });
});
