/*
 * Paystack test double, browser half. Served at GET /inline.js in place of https://js.paystack.co/v2/inline.js.
 * Mirrors @paystack/inline-js v2: `new PaystackPop().resumeTransaction(accessCode, {onSuccess, onCancel, onLoad,
 * onError})`. Instead of Paystack's iframe it draws a small dialog in the page (role "dialog", name
 * "Paystack test checkout") with Pay (card charged), Pay by transfer and Pay by USSD (the payment is on its way:
 * the dialog shows what to pay and waits, calling onSuccess if it lands while open; Close leaves it pending, as a
 * customer who closes Paystack's window does), Decline (card declined, then the popup closes as a customer would)
 * and Close (customer walks away). The server replaces the ORIGIN placeholder.
 */
/* global window, document */
(function () {
  'use strict';

  const ORIGIN = '__PAYSTACK_DOUBLE_ORIGIN__';
  const OVERLAY_ID = 'paystack-double-overlay';
  const TITLE = 'Paystack test checkout';
  const POLL_MS = 1000;

  async function request(method, path) {
    const res = await window.fetch(ORIGIN + path, { method, headers: { accept: 'application/json' } });
    let body = null;
    try {
      body = await res.json();
    } catch {
      body = null;
    }
    if (!res.ok || body === null || body.status !== true) {
      throw new Error(
        body && typeof body.message === 'string' ? body.message : 'Request failed with HTTP ' + res.status,
      );
    }
    return body.data;
  }

  function element(tag, attributes, text) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function removeOverlay() {
    const old = document.getElementById(OVERLAY_ID);
    if (old) old.remove();
  }

  function call(callback, argument) {
    if (typeof callback === 'function') callback(argument);
  }

  const buttonStyle =
    'font:inherit;padding:.6rem 1rem;margin:.25rem .25rem 0 0;border-radius:.5rem;border:1px solid #d1d5db;background:#fff;cursor:pointer';

  /** Draws the dialog; `on` has pay, transfer, ussd, decline and close handlers. */
  function render(session, on) {
    removeOverlay();
    const overlay = element('div', {
      id: OVERLAY_ID,
      style:
        'position:fixed;inset:0;z-index:2147483647;background:rgba(17,24,39,.55);display:flex;align-items:center;justify-content:center;font-family:system-ui,sans-serif',
    });
    const dialog = element('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'paystack-double-title',
      style:
        'background:#fff;color:#111827;border-radius:.75rem;padding:1.5rem;min-width:18rem;max-width:90vw;box-shadow:0 10px 30px rgba(0,0,0,.3)',
    });
    dialog.append(
      element('h2', { id: 'paystack-double-title', style: 'font-size:1.25rem;margin:0 0 1rem' }, TITLE),
      element('p', { style: 'font-size:1.5rem;font-weight:700;margin:0' }, session.display_amount),
      element('p', { style: 'color:#4b5563;font-size:.875rem' }, session.email + ' · ' + session.reference),
    );
    const message = element('p', { role: 'status', 'aria-live': 'polite', style: 'color:#b91c1c;min-height:1.25rem' });
    const pay = element(
      'button',
      { type: 'button', style: buttonStyle + ';background:#0ba4db;border-color:#0ba4db;color:#fff;font-weight:600' },
      'Pay',
    );
    const transfer = element('button', { type: 'button', style: buttonStyle }, 'Pay by transfer');
    const ussd = element('button', { type: 'button', style: buttonStyle }, 'Pay by USSD');
    const decline = element('button', { type: 'button', style: buttonStyle }, 'Decline');
    const close = element('button', { type: 'button', style: buttonStyle }, 'Close');
    const choices = [pay, transfer, ussd, decline];
    const buttons = [...choices, close];
    pay.addEventListener('click', on.pay);
    transfer.addEventListener('click', on.transfer);
    ussd.addEventListener('click', on.ussd);
    decline.addEventListener('click', on.decline);
    close.addEventListener('click', on.close);
    dialog.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') on.close();
    });
    dialog.append(message, element('div', {}), ...buttons);
    overlay.append(dialog);
    document.body.append(overlay);
    pay.focus();
    return {
      busy(isBusy) {
        for (const button of buttons) button.disabled = isBusy;
      },
      fail(text) {
        message.style.color = '#b91c1c';
        message.textContent = text;
      },
      /** A transfer or USSD payment on its way: what to pay, and only Close left. */
      waiting(text) {
        for (const button of choices) button.remove();
        close.disabled = false;
        message.style.color = '#111827';
        message.textContent = text + ' Waiting for your payment to arrive…';
        close.focus();
      },
      remove: removeOverlay,
    };
  }

  class PaystackPop {
    /** Accepts `(accessCode, callbacks)` and the older `({accessCode, ...callbacks})`. */
    resumeTransaction(accessCodeOrOptions, maybeCallbacks) {
      const options =
        typeof accessCodeOrOptions === 'object' && accessCodeOrOptions !== null ? accessCodeOrOptions : null;
      const accessCode = options ? options.accessCode : accessCodeOrOptions;
      const callbacks = (options ? options : maybeCallbacks) || {};
      if (typeof accessCode !== 'string' || accessCode === '') {
        call(callbacks.onError, { message: 'Access code is required' });
        return;
      }
      const base = '/checkout/' + encodeURIComponent(accessCode);
      request('GET', base + '/session').then(
        (session) => {
          if (session.status === 'success' || session.status === 'reversed') {
            call(callbacks.onError, { message: 'Transaction has already been completed' });
            return;
          }
          let settled = false;
          let poll = null;
          const finish = (callback, argument) => {
            if (settled) return;
            settled = true;
            if (poll !== null) window.clearInterval(poll);
            ui.remove();
            call(callback, argument);
          };
          const attempt = (action, done) => {
            ui.busy(true);
            request('POST', base + '/' + action).then(
              (result) => finish(done, result),
              (error) => {
                ui.busy(false);
                ui.fail(error.message);
              },
            );
          };
          // Transfer and USSD: Paystack waits for the money; the dialog says how to pay and watches for it.
          const watch = (pending) => {
            ui.waiting(pending.instructions || '');
            poll = window.setInterval(() => {
              request('GET', base + '/session').then(
                (now) => {
                  if (now.status === 'success' && now.success) finish(callbacks.onSuccess, now.success);
                },
                () => undefined,
              );
            }, POLL_MS);
          };
          const wait = (action) => {
            ui.busy(true);
            request('POST', base + '/' + action).then(watch, (error) => {
              ui.busy(false);
              ui.fail(error.message);
            });
          };
          const ui = render(session, {
            pay: () => attempt('pay', callbacks.onSuccess),
            transfer: () => wait('transfer'),
            ussd: () => wait('ussd'),
            // A declined card leaves the transaction failed; the customer then closes the popup.
            decline: () => attempt('decline', () => call(callbacks.onCancel)),
            close: () => finish(callbacks.onCancel),
          });
          if (session.status === 'pending') watch(session);
          call(callbacks.onLoad, { id: session.id, customer: session.customer, accessCode });
        },
        (error) => call(callbacks.onError, { message: error.message }),
      );
    }

    /** Client-priced transactions are how shops get cheated; the double refuses them loudly. */
    newTransaction(options) {
      const callbacks = options || {};
      call(callbacks.onError, {
        message: 'The Paystack test double supports only resumeTransaction with a server-initialised access code',
      });
    }
  }

  window.PaystackPop = PaystackPop;
})();
