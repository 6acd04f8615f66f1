import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DoubleContext, Outcome } from './context';
import { settleTransaction } from './context';
import {
  clientAddress,
  decodeSegment,
  escapeHtml,
  paystackError,
  readRawBody,
  sendHtml,
  sendJson,
  sendRedirect,
} from './http';
import { customerJson, displayAmount, transferAccount } from './shapes';
import type { Transaction } from './store';

/**
 * The double's checkout: a hosted page at `authorization_url` (plain HTML forms, no script, for the redirect flow)
 * and the JSON endpoints inline.js calls from the shop's page. Pay = the card is charged, Decline = the card is
 * declined, Close/Cancel = the customer walks away and nothing changes, Pay by transfer / Pay by USSD = the
 * payment is on its way: Paystack calls it pending until it lands (after the delay a test chose, or when settled
 * through the control API).
 */

type Action = 'pay' | 'decline' | 'cancel' | 'transfer' | 'ussd';
const ACTIONS: readonly Action[] = ['pay', 'decline', 'cancel', 'transfer', 'ussd'];

const PAGE_TITLE = 'Paystack test checkout';

function wantsJson(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/json');
}

/** `callback_url?trxref=…&reference=…`, keeping any query the shop put there. */
function returnUrl(base: string, reference: string): string {
  const url = new URL(base);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.href;
}

function cancelTarget(tx: Transaction): string | null {
  const meta = tx.metadata;
  if (typeof meta === 'object' && meta !== null && 'cancel_action' in meta && typeof meta.cancel_action === 'string') {
    try {
      return new URL(meta.cancel_action).href;
    } catch {
      // an unusable cancel_action falls back to the callback URL
    }
  }
  return tx.callbackUrl === null ? null : returnUrl(tx.callbackUrl, tx.reference);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${PAGE_TITLE}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; margin: 0; padding: 2rem 1rem; color: #111827; }
  main { max-width: 24rem; margin: 0 auto; background: #fff; border-radius: 0.75rem; padding: 1.5rem; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 1.5rem; font-weight: 700; margin: 0; }
  .muted { color: #4b5563; font-size: 0.875rem; }
  form { display: inline; }
  button { font: inherit; padding: 0.6rem 1rem; margin: 0.25rem 0.25rem 0 0; border-radius: 0.5rem; border: 1px solid #d1d5db; background: #fff; cursor: pointer; }
  button.pay { background: #0ba4db; border-color: #0ba4db; color: #fff; font-weight: 600; }
</style>
</head>
<body>
<main aria-labelledby="title">
<h1 id="title">${PAGE_TITLE}</h1>
${body}
<p class="muted">Test mode: no money moves.</p>
</main>
</body>
</html>`;
}

/** What the customer does to pay a transfer or USSD payment on its way. */
function pendingInstructions(tx: Transaction): string {
  if (tx.channel === 'ussd') return `Dial *737*000*${String(tx.id).slice(-4)}# on your phone to pay.`;
  const account = transferAccount(tx);
  return `Transfer ${displayAmount(tx.amount, tx.currency)} to ${account.bank}, account ${account.accountNumber} (${account.accountName}).`;
}

function checkoutPage(tx: Transaction): string {
  const code = encodeURIComponent(tx.accessCode);
  const summary = `<p class="amount">${escapeHtml(displayAmount(tx.amount, tx.currency))}</p>
<p class="muted">${escapeHtml(tx.customer.email)}<br>Reference: ${escapeHtml(tx.reference)}</p>`;
  if (tx.status === 'success' || tx.status === 'reversed') {
    return page(`${summary}\n<p role="status">This transaction has already been completed.</p>`);
  }
  if (tx.status === 'pending') {
    return page(`${summary}
<p role="status">${escapeHtml(pendingInstructions(tx))} We will confirm it as soon as it arrives.</p>`);
  }
  const declined = tx.status === 'failed' ? '\n<p role="alert">Your card was declined. You can try again.</p>' : '';
  const button = (action: Action, label: string, extra = '') =>
    `<form method="post" action="/checkout/${code}/${action}"><button type="submit"${extra}>${label}</button></form>`;
  return page(`${summary}${declined}
<div>
${button('pay', 'Pay', ' class="pay"')}
${button('transfer', 'Pay by transfer')}
${button('ussd', 'Pay by USSD')}
${button('decline', 'Decline')}
${button('cancel', 'Close')}
</div>`);
}

function resultPage(message: string): string {
  return page(`<p role="status">${escapeHtml(message)}</p>`);
}

/** What inline.js needs to draw its dialog and to call onLoad. */
function sessionJson(tx: Transaction): Record<string, unknown> {
  return {
    id: tx.id,
    reference: tx.reference,
    access_code: tx.accessCode,
    amount: tx.amount,
    currency: tx.currency,
    display_amount: displayAmount(tx.amount, tx.currency),
    email: tx.customer.email,
    status: tx.status,
    channel: tx.channel,
    customer: customerJson(tx.customer),
    ...(tx.status === 'pending' ? { instructions: pendingInstructions(tx) } : {}),
  };
}

/** What the real popup hands to onSuccess (and onCancel gets nothing). */
function successJson(tx: Transaction): Record<string, unknown> {
  return {
    id: tx.id,
    reference: tx.reference,
    message: 'Approved',
    status: 'success',
    trans: String(tx.id),
    transaction: String(tx.id),
    trxref: tx.reference,
    redirecturl: `?trxref=${encodeURIComponent(tx.reference)}&reference=${encodeURIComponent(tx.reference)}`,
  };
}

async function act(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  tx: Transaction,
  action: Action,
): Promise<void> {
  await readRawBody(req); // a form post's body carries nothing the double needs
  const json = wantsJson(req);
  if (action === 'cancel') {
    ctx.log.debug(`${tx.reference} checkout closed`);
    const target = cancelTarget(tx);
    if (json) sendJson(res, 200, { status: true, message: 'Transaction cancelled', data: { reference: tx.reference } });
    else if (target !== null) sendRedirect(res, target);
    else sendHtml(res, 200, resultPage('Payment cancelled. You can close this page.'));
    return;
  }
  const outcome: Outcome = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : 'pending';
  tx.ipAddress = clientAddress(req);
  const channel = action === 'transfer' ? 'bank_transfer' : action === 'ussd' ? 'ussd' : 'card';
  const result = settleTransaction(ctx, tx, outcome, { channel });
  if (!result.ok) {
    if (json) throw paystackError(409, result.message);
    sendHtml(res, 409, resultPage(result.message));
    return;
  }
  if (json) {
    const data =
      outcome === 'success'
        ? successJson(tx)
        : outcome === 'pending'
          ? sessionJson(tx)
          : { id: tx.id, reference: tx.reference, status: 'failed', message: 'Declined' };
    const message = outcome === 'success' ? 'Approved' : outcome === 'pending' ? 'Pending' : 'Declined';
    sendJson(res, 200, { status: true, message, data });
  } else if (outcome === 'pending') {
    sendHtml(res, 200, checkoutPage(tx));
  } else if (tx.callbackUrl !== null) {
    sendRedirect(res, returnUrl(tx.callbackUrl, tx.reference));
  } else {
    sendHtml(res, 200, resultPage(outcome === 'success' ? 'Transaction was successful' : 'Your card was declined'));
  }
}

/** Answers a checkout route, or returns false when the path is not one. */
export async function handleCheckout(
  ctx: DoubleContext,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<boolean> {
  const match = /^\/checkout\/([^/]+)(?:\/(session|pay|decline|cancel|transfer|ussd))?$/.exec(path);
  if (!match) return false;
  const method = req.method ?? 'GET';
  const sub = match[2];
  const isPage = sub === undefined && method === 'GET';
  const isSession = sub === 'session' && method === 'GET';
  const isAction = ACTIONS.includes(sub as Action) && method === 'POST';
  if (!isPage && !isSession && !isAction) return false;
  const code = decodeSegment(match[1] ?? '');
  const tx = code === null ? undefined : ctx.store.findByAccessCode(code);
  if (!tx) {
    if (isPage || (isAction && !wantsJson(req))) sendHtml(res, 404, resultPage('This transaction could not be found.'));
    else throw paystackError(404, 'Transaction not found');
    return true;
  }
  if (isPage) sendHtml(res, 200, checkoutPage(tx));
  else if (isSession) {
    // Paid meanwhile (a transfer that landed): the popup hands onSuccess what the real one does.
    const data = tx.status === 'success' ? { ...sessionJson(tx), success: successJson(tx) } : sessionJson(tx);
    sendJson(res, 200, { status: true, message: 'Transaction loaded', data });
  } else await act(ctx, req, res, tx, sub as Action);
  return true;
}
