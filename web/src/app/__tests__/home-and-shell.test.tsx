import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Timestamp } from 'firebase/firestore/lite';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as firebaseModule from '../../lib/firebase';
import { callFunction } from '../../lib/firebase';

type FirebaseModule = typeof firebaseModule;
import { clearFirestore, renderRoute, seed, seedProduct, ts } from '../../../test/helpers';

// The signup is the rate-limited `subscribe` callable (its limits are tested against the Functions emulator in
// functions/src/roles/__tests__/claims.test.ts); this project has no Functions emulator, so the call is observed.
vi.mock('../../lib/firebase', async (original) => ({
  ...(await original<FirebaseModule>()),
  callFunction: vi.fn(),
}));

beforeAll(async () => {
  await clearFirestore();
  await seed('settings/global', {
    version: 1,
    business: {
      legalName: 'Aso Clothing Ltd',
      displayName: 'Aso',
      taxId: null,
      addressLine1: '12 Ita Eko Road',
      addressLine2: null,
      city: 'Abeokuta',
      state: 'Ogun',
      country: 'Nigeria',
    },
    shipping: { zones: {} },
    notifications: {
      supportEmail: 'hello@aso.example',
      supportPhone: '+234 803 123 4500',
      whatsappNumber: '+234 803 123 4599',
      whatsappOptInDefault: true,
    },
    branding: {
      logoUrl: null,
      brandName: 'Aso Lagos',
      tagline: 'Street-ready adire, cut in Abeokuta.',
      primaryColor: '#1b1b1e',
      secondaryColor: '#e0a100',
    },
    referral: { discountPercent: 5, rewardPercent: 2 },
    updatedAt: Timestamp.now(),
    updatedBy: 'seed',
  });
  await seedProduct({ id: 'f1', name: 'Zebra Featured Tee', featured: true });
  for (const [i, name] of ['Ankara Bomber', 'Batik Hat', 'Coral Shirt', 'Dashiki Tee', 'Eko Trousers'].entries()) {
    await seedProduct({ id: `r${i}`, name });
  }
  await seedProduct({ id: 'm1', name: 'Aaa Made To Order', type: 'MTO' });
  await seed('preorderWindows/w1', {
    name: 'Detty December Drop',
    active: true,
    startAt: ts('2026-11-01T00:00:00Z'),
    endAt: null,
    depositPercent: 30,
  });
});

beforeEach(() => localStorage.clear());

describe('home', () => {
  it('shows 4 ready-to-wear pieces, featured first, and every section of the page', async () => {
    renderRoute('/');
    const featured = await screen.findByRole('region', { name: 'New in: ready-to-wear' });
    await waitFor(() =>
      expect(
        within(featured)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['Zebra Featured Tee', 'Ankara Bomber', 'Batik Hat', 'Coral Shirt']),
    );
    expect(await screen.findByText('Detty December Drop')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design your bridal kaftan' }).getAttribute('href')).toBe(
      '/product/custom-bridal-kaftan',
    );
    expect(screen.getByRole('heading', { name: 'Reserve the next drop for 30% down' })).toBeTruthy();
    // One deposit figure on the page, from the window: the strip and the policy card agree with the banner.
    expect(screen.getByText(/secure your piece with a 30% deposit/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '30% deposit pre-order' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/40%/);
    expect(screen.getByRole('heading', { name: 'How we work' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Worn and loved' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lookbook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get my referral link' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByText('Street-ready adire, cut in Abeokuta.', { selector: '.hero__tagline' })).toBeTruthy();
  });

  it('sends the signup to the subscribe callable and says Subscribed!; a refusal is shown in its words', async () => {
    const subscribe = vi.mocked(callFunction);
    subscribe.mockResolvedValueOnce({ subscribed: true });
    const user = userEvent.setup();
    renderRoute('/');
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeTruthy();
    expect(subscribe).toHaveBeenCalledWith('subscribe', { email: 'ada@example.com', source: 'home' });
    subscribe.mockRejectedValueOnce(
      Object.assign(new Error('Too many sign-ups from your connection. Please try again later.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    await user.type(screen.getByLabelText('Email address'), 'bola@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many sign-ups from your connection. Please try again later.')).toBeTruthy();
  });
});

describe('shell', () => {
  it('has the signed-out header links, brand from settings, policy footer and a prefilled WhatsApp link', async () => {
    renderRoute('/size-guide');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Shop', 'Pre-Order', 'Size Guide', 'Cart', 'Login', 'Register']);
    expect(within(nav).queryByRole('link', { name: 'My Orders' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Aso Lagos home' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Exchange within 7 days for defects.')).toBeTruthy();
    expect(within(footer).getByText('No cash refunds on custom fits.')).toBeTruthy();
    expect(within(footer).getByText(/Based in Abeokuta/)).toBeTruthy();
    const expected = `https://wa.me/2348031234599?text=${encodeURIComponent('Hello Aso Lagos, I have a question.')}`;
    // The footer's, the header's (phones and laptops below 1280 px) and the bubble's (wider screens; CSS picks one).
    const links = screen.getAllByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(links.length).toBe(3);
    for (const link of links) expect(link.getAttribute('href')).toBe(expected);
    // The brand colours from settings, and the text colour that reads best on each (WCAG contrast).
    const shell = document.querySelector<HTMLElement>('.app');
    expect(shell?.style.getPropertyValue('--brand-primary')).toBe('#1b1b1e');
    expect(shell?.style.getPropertyValue('--brand-on-primary')).toBe('#ffffff');
    expect(shell?.style.getPropertyValue('--brand-accent')).toBe('#e0a100');
    expect(shell?.style.getPropertyValue('--brand-on-accent')).toBe('#062a20');
  });

  it('shows the Event Mode banner when navigation state carries an event, until staff exit it', async () => {
    const user = userEvent.setup();
    renderRoute({ pathname: '/shop', state: { eventMode: { eventId: 'ev1', eventName: 'Lagos Fashion Week' } } });
    expect(await screen.findByText('Event Mode active for Lagos Fashion Week')).toBeTruthy();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Pre-Order' }));
    expect(await screen.findByText('Event Mode active for Lagos Fashion Week')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exit event mode' }));
    expect(screen.queryByText(/Event Mode active/)).toBeNull();
  });

  it('answers an unknown URL with a not-found page', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
