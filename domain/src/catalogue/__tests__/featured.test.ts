import { describe, expect, it } from 'vitest';
import { featuredNotice } from '../featured';

const four = ['Adire Wrap', 'Buba Set', 'Iro Skirt', 'Kaftan'].map((name, i) => ({ id: `p${i}`, name }));
const piece = { id: 'p9', name: 'Zobo Shirt', type: 'RTW' as const, active: true, featured: true };

describe('featuredNotice', () => {
  it('says nothing when the flag is off or there is room', () => {
    expect(featuredNotice({ ...piece, featured: false }, four)).toBeNull();
    expect(featuredNotice(piece, four.slice(0, 3))).toBeNull();
    // Re-saving one of the four is not a fifth.
    expect(featuredNotice({ ...piece, id: 'p3', name: 'Kaftan' }, four)).toBeNull();
  });

  it('names the limit when a fifth piece is flagged, and whether this one will show', () => {
    expect(featuredNotice(piece, four)).toBe(
      'The home page shows 4 featured pieces, first by name; 4 are already featured (Adire Wrap, Buba Set, Iro Skirt, Kaftan). This one will not show until one of them is unflagged.',
    );
    expect(featuredNotice({ ...piece, name: 'Aaa Agbada' }, four)).toContain(
      'This one comes early enough by name to show',
    );
  });

  it('says that only active ready-to-wear pieces can show', () => {
    expect(featuredNotice({ ...piece, type: 'MTO' }, [])).toBe(
      'Only active ready-to-wear pieces show on the home page.',
    );
    expect(featuredNotice({ ...piece, active: false }, [])).toBe(
      'Only active ready-to-wear pieces show on the home page.',
    );
  });
});
