// The catalogue's edit form as staff use it (docs/product.md#catalogue): the home page shows four featured pieces, so
// featuring a fifth says so on the form, rather than being silently left off the home page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearFirestore, renderRoute, seed, seedProduct, signedInAs } from '../../../test/helpers';

const FEATURED = ['Adire Indigo Kaftan', 'Ankara Wrap Skirt', 'Kente Flare Midi Dress', 'Aso-oke Stripe Trousers'];
const OTHER = { id: 'p-camp-collar', name: 'Ankara Camp Collar Shirt' };

beforeAll(async () => {
  await clearFirestore();
  const pieces = [...FEATURED.map((name, i) => ({ id: `p-featured-${i}`, name, featured: true })), OTHER];
  for (const piece of pieces) {
    await seedProduct(piece);
    await seed(`stock/${piece.id}`, { sizes: { M: { onHand: 3, reorderLevel: 0 } }, alerts: 0 });
  }
});
signedInAs('catalogue-staff', 'staff');

describe('featured on the home page (issue 22)', () => {
  it('says the home page limit when a fifth piece is featured, and stops saying it when unticked', async () => {
    const user = userEvent.setup();
    renderRoute('/admin/catalog');
    await user.click(await screen.findByRole('button', { name: `Edit ${OTHER.name}` }, { timeout: 20_000 }));
    // The form opens once the piece's stock and cost are read (a new dialog in place of the loading one).
    const featured = await screen.findByLabelText('Featured on the home page', {}, { timeout: 10_000 });
    const edit = featured.closest('[role="dialog"]') as HTMLElement;
    expect(within(edit).getByRole('heading', { name: `Edit ${OTHER.name}` })).toBeTruthy();
    const limit = /^The home page shows 4 featured pieces, first by name; 4 are already featured/;
    await user.click(featured);
    await within(edit).findByText(limit, {}, { timeout: 10_000 });
    await user.click(featured);
    await waitFor(() => expect(within(edit).queryByText(/^The home page shows 4 featured pieces/)).toBeNull());
  });
});
