// /unsubscribe: a link without its token is refused in words, in the one error display (a forged token, refused by the
// server, is the cart-reminders journey's).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_INVALID } from '@aso/domain/marketing/messages';
import { renderRoute } from '../../../../test/helpers';

describe('the unsubscribe page', () => {
  it('refuses a link without its token in words', async () => {
    renderRoute('/unsubscribe');
    const refusal = await screen.findByText(UNSUBSCRIBE_LINK_INVALID);
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(refusal.className).toBe('notice notice--error');
  });
});
