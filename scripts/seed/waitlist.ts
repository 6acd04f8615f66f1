/**
 * The waitlist's demo requests. Customers waiting for sold-out sizes (docs/product.md#back-in-stock), so the
 * Catalog's 'Most wanted' and the Edit modal's Waiting column have demand to show: the Mud Cloth Bomber in XL has a
 * production run of 3 planned (production.ts) — completing it tells the first 3 of its 5. Amaka waits for the Kente Flare Midi in L and Tunde
 * was told about the Adire Crop Top in S last month, so both demo accounts see their requests in My Account.
 * Pre-order requests (docs/product.md#pre-order-alerts): four customers wait for the Aso-Oke Varsity Jacket, whose
 * Sallah Edit window is not open yet; switching the window on in the back office mails them, first asked first.
 */
import { preorderAlertId, slugify, stockAlertId } from '@aso/domain';
import { pieceById } from './catalogue';
import { CUSTOMERS } from './people';
import { DAY_MS, type SeedDoc } from './types';

/** Product, size, then who asked, first to ask first (customer ids; account holders' ids are their uids). */
const WAITING: readonly { productId: string; size: string; who: readonly string[] }[] = [
  {
    productId: 'p-mudcloth-bomber',
    size: 'XL',
    who: ['c-kelechi-obi', 'c-emeka-nnamdi', 'c-ifeoma-chukwu', 'c-segun-adeyemi', 'c-zainab-musa'],
  },
  {
    productId: 'p-kente-flare-midi',
    size: 'L',
    who: ['c-ngozi-eze', 'c-yetunde-alabi', 'c-halima-bello', 'demo-amaka'],
  },
  { productId: 'p-adire-crop-top', size: 'S', who: ['c-bolaji-ogunleye', 'c-chiamaka-okeke'] },
];
/** Answered already: told when the crop top's S came back, then it sold out again. */
const TOLD = { productId: 'p-adire-crop-top', size: 'S', who: 'demo-tunde', askedDaysAgo: 34, toldDaysAgo: 27 };

/** Who asked about which piece, as the product page writes it. */
function asker(productId: string, uid: string) {
  const piece = pieceById(productId);
  const customer = CUSTOMERS.find((c) => c.id === uid);
  if (!customer) throw new Error(`no demo customer ${uid}`);
  return { productId, productName: piece.name, productSlug: slugify(piece.name), uid, email: customer.email };
}

function request(productId: string, size: string, uid: string, askedAt: Date, notifiedAt: Date | null): SeedDoc {
  return {
    path: `stockAlerts/${stockAlertId(productId, size, uid)}`,
    data: { ...asker(productId, uid), size, createdAt: askedAt, notifiedAt },
  };
}

/** Waiting for the varsity jacket's pre-orders to open, first to ask first. */
const PREORDER_WAITING = {
  productId: 'p-asooke-varsity',
  who: ['c-zainab-musa', 'c-halima-bello', 'c-segun-adeyemi', 'demo-amaka'],
};

function preorderRequest(productId: string, uid: string, askedAt: Date): SeedDoc {
  return {
    path: `preorderAlerts/${preorderAlertId(productId, uid)}`,
    data: { ...asker(productId, uid), createdAt: askedAt, notifiedAt: null, closedAt: null },
  };
}

export function stockAlertDocs(now: Date): SeedDoc[] {
  const docs: SeedDoc[] = [];
  WAITING.forEach(({ productId, size, who }, p) => {
    // Asked over the last fortnight, a few hours apart, in the order listed.
    who.forEach((uid, i) => {
      const askedAt = new Date(now.getTime() - (14 - p) * DAY_MS + i * 5 * 3_600_000);
      docs.push(request(productId, size, uid, askedAt, null));
    });
  });
  const day = (n: number) => new Date(now.getTime() - n * DAY_MS);
  docs.push(request(TOLD.productId, TOLD.size, TOLD.who, day(TOLD.askedDaysAgo), day(TOLD.toldDaysAgo)));
  PREORDER_WAITING.who.forEach((uid, i) => {
    docs.push(preorderRequest(PREORDER_WAITING.productId, uid, new Date(now.getTime() - (9 - i * 2) * DAY_MS)));
  });
  return docs;
}
