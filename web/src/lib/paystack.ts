// The Paystack popup (docs/architecture.md#paystack-popup): the inline script is loaded from VITE_PAYSTACK_SCRIPT_URL
// on first use — only by checkout and My Orders' Pay balance, never on the storefront's first load — and a
// server-initialised transaction is resumed with its access code. No amount ever comes from the browser.
import { PAYMENT_SCRIPT_MISSING } from '@aso/domain/checkout/messages';
import { getEnv } from './env';

interface PaystackCallbacks {
  onSuccess?: (transaction: { reference?: string }) => void;
  onCancel?: () => void;
  onLoad?: (response: unknown) => void;
  onError?: (error: { message?: string }) => void;
}

interface PaystackPopInstance {
  resumeTransaction(accessCode: string, callbacks?: PaystackCallbacks): unknown;
}

type PaystackPopConstructor = new () => PaystackPopInstance;

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

const LOAD_TIMEOUT_MS = 20_000;
let loading: Promise<PaystackPopConstructor> | undefined;

/** Add the script once; resolves with PaystackPop, or rejects with 'Payment window could not load…'. */
export function loadPaystack(): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = getEnv().paystack.scriptUrl;
    script.async = true;
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error(PAYMENT_SCRIPT_MISSING));
    };
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.PaystackPop) resolve(window.PaystackPop);
      else fail();
    };
    script.onerror = () => {
      clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

export type PopupOutcome =
  | { readonly kind: 'paid'; readonly reference: string }
  /** Declined, closed, or the popup itself failed (its message is logged). */
  | { readonly kind: 'cancelled' }
  /** The script could not be loaded: no popup was shown. */
  | { readonly kind: 'unavailable' };

/** Open the popup for a transaction the server started; settles when the customer pays, declines or closes. */
export async function openPaystackPopup(accessCode: string, reference: string): Promise<PopupOutcome> {
  let PaystackPop: PaystackPopConstructor;
  try {
    PaystackPop = await loadPaystack();
  } catch {
    return { kind: 'unavailable' };
  }
  return new Promise<PopupOutcome>((resolve) => {
    new PaystackPop().resumeTransaction(accessCode, {
      onSuccess: (transaction) => resolve({ kind: 'paid', reference: transaction.reference ?? reference }),
      onCancel: () => resolve({ kind: 'cancelled' }),
      onError: (error) => {
        console.warn('Paystack popup error', error.message);
        resolve({ kind: 'cancelled' });
      },
    });
  });
}
