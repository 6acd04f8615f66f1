import { describe, expect, it } from 'vitest';
import type { PaystackDouble } from '../server';
import type { Json, Receiver } from './helpers';
import { approved, call, doubleWithReceiver, initialize, settle, verifyData } from './helpers';

let double: PaystackDouble;
let receiver: Receiver;
doubleWithReceiver('file', (d, r) => {
  double = d;
  receiver = r;
});

function page(accessCode: string): Promise<Response> {
  return fetch(`${double.url}/checkout/${accessCode}`);
}

/** A browser's form post: no JSON Accept header, redirects not followed so the test sees them. */
function submit(accessCode: string, action: string): Promise<Response> {
  return fetch(`${double.url}/checkout/${accessCode}/${action}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
  });
}

describe('hosted checkout page (authorization_url)', () => {
  it('shows the amount, the email and a button per way to pay or leave, each in a form posting to its action', async () => {
    const { access_code, authorization_url } = await initialize(double, { amount: 1_250_000 });
    const res = await fetch(authorization_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<title>Paystack test checkout</title>');
    expect(html).toContain('NGN 12,500.00');
    expect(html).toContain('ada@example.com');
    const forms = [
      ...html.matchAll(/<form method="post" action="([^"]+)"><button type="submit"[^>]*>([^<]+)<\/button><\/form>/g),
    ];
    expect(forms.map((m) => [m[1], m[2]])).toEqual([
      [`/checkout/${access_code}/pay`, 'Pay'],
      [`/checkout/${access_code}/transfer`, 'Pay by transfer'],
      [`/checkout/${access_code}/ussd`, 'Pay by USSD'],
      [`/checkout/${access_code}/decline`, 'Decline'],
      [`/checkout/${access_code}/cancel`, 'Close'],
    ]);
  });

  it('Pay by transfer shows the account to pay, leaves the transaction pending, and it lands after the delay', async () => {
    await call(double, 'PUT', '/_control/transfers', { confirmAfterMs: 300 }, null);
    const { access_code, reference } = await initialize(double, { amount: 1_250_000 });
    const res = await submit(access_code, 'transfer');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/Transfer NGN 12,500\.00 to Paystack-Titan \(test\), account 99\d{8}/);
    expect(await verifyData(double, reference)).toMatchObject({ status: 'pending', channel: 'bank_transfer' });
    await expect.poll(async () => (await verifyData(double, reference)).status).toBe('success');
    const paid = await verifyData(double, reference);
    expect(paid).toMatchObject({ channel: 'bank_transfer', authorization: { channel: 'bank_transfer' } });
    expect(receiver.requests.map((r) => (JSON.parse(r.rawBody) as Json).event)).toEqual(['charge.success']);
  });

  it('Pay by USSD waits until the test settles it when no delay is set', async () => {
    await call(double, 'PUT', '/_control/transfers', { confirmAfterMs: null }, null);
    const { access_code, reference } = await initialize(double);
    expect((await submit(access_code, 'ussd')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await verifyData(double, reference)).toMatchObject({ status: 'pending', channel: 'ussd' });
    expect(await (await page(access_code)).text()).toMatch(/Dial \*737\*000\*\d{4}# on your phone to pay/);
    await settle(double, reference);
    expect(await verifyData(double, reference)).toMatchObject({ status: 'success', channel: 'ussd' });
  });

  it('Pay charges the card and returns to callback_url with trxref and reference, keeping its query', async () => {
    const { access_code, reference } = await initialize(double, {
      callback_url: 'http://localhost:5173/checkout/return?order=o1',
    });
    const res = await submit(access_code, 'pay');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost:5173/checkout/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({ order: 'o1', trxref: reference, reference });
    expect((await verifyData(double, reference)).status).toBe('success');
  });

  it('Decline fails the transaction, returns to callback_url, and the page then offers a retry', async () => {
    const { access_code, reference } = await initialize(double, {
      callback_url: 'http://localhost:5173/checkout/return',
    });
    const res = await submit(access_code, 'decline');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `http://localhost:5173/checkout/return?trxref=${reference}&reference=${reference}`,
    );
    expect(await verifyData(double, reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
    const html = await (await page(access_code)).text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('>Pay</button>');
  });

  it('Close changes nothing and goes to metadata.cancel_action when the shop set one', async () => {
    const { access_code, reference } = await initialize(double, {
      callback_url: 'http://localhost:5173/checkout/return',
      metadata: { cancel_action: 'http://localhost:5173/cart' },
    });
    const res = await submit(access_code, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:5173/cart');
    expect((await verifyData(double, reference)).status).toBe('abandoned');
  });

  it('without a callback_url shows the result on the page instead of redirecting', async () => {
    const { access_code } = await initialize(double);
    const res = await submit(access_code, 'pay');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Transaction was successful');
  });

  it('a paid transaction shows as completed and cannot be paid twice', async () => {
    const { access_code, reference } = await initialize(double);
    await settle(double, reference);
    const html = await (await page(access_code)).text();
    expect(html).toContain('already been completed');
    expect(html).not.toContain('<button');
    const again = await submit(access_code, 'pay');
    expect(again.status).toBe(409);
    expect(receiver.requests).toHaveLength(1);
  });

  it('answers 404 for an unknown access code', async () => {
    expect((await page('nosuchcode')).status).toBe(404);
    expect((await submit('nosuchcode', 'pay')).status).toBe(404);
  });
});

describe('checkout JSON endpoints (used by inline.js)', () => {
  it('describes the session for the dialog and onLoad', async () => {
    const { access_code, reference } = await initialize(double, { amount: 99_950 });
    const res = await fetch(`${double.url}/checkout/${access_code}/session`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Json;
    expect(body.data).toMatchObject({
      reference,
      access_code,
      amount: 99_950,
      display_amount: 'NGN 999.50',
      status: 'abandoned',
      customer: { email: 'ada@example.com' },
    });
    expect(typeof (body.data as Json).id).toBe('number');
  });

  it('pays and answers what onSuccess receives', async () => {
    const { access_code, reference } = await initialize(double);
    const { id } = await verifyData(double, reference);
    const res = await fetch(`${double.url}/checkout/${access_code}/pay`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data).toEqual({
      ...approved(id, reference),
      trxref: reference,
      redirecturl: `?trxref=${reference}&reference=${reference}`,
    });
  });

  it('answers JSON errors for an unknown or completed session', async () => {
    const missing = await fetch(`${double.url}/checkout/nosuchcode/session`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ status: false, message: 'Transaction not found' });
    const { access_code, reference } = await initialize(double);
    await settle(double, reference);
    const again = await fetch(`${double.url}/checkout/${access_code}/decline`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ status: false, message: 'Transaction has already been completed' });
    expect((await verifyData(double, reference)).status).toBe('success');
  });
});
