// Every URL of the app, in one place (docs/architecture.md#style-structure): routes use `path`, links use `getHref()`.

/** A same-site path to come back to after signing in; anything else becomes '/'. */
export function safeRedirect(target: string | null | undefined): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

const withRedirect = (base: string, redirectTo?: string | null): string =>
  redirectTo ? `${base}?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}` : base;

export interface ShopSearch {
  readonly type?: string | null;
  readonly size?: string | null;
  readonly page?: number | null;
}

/**
 * The orders list's payment filter for money in (paid in full, by a deposit, or partly refunded): with status
 * `pending`, the paid orders nobody has started (the Dashboard's "To act on" links there).
 */
export const MONEY_IN_PAYMENT = 'money_in' as const;

/** The back office's orders list: an order opened (`?order=`), and the list's status and payment filters. */
export interface AdminOrdersSearch {
  readonly order?: string | null;
  readonly status?: string | null;
  readonly payment?: string | null;
}

/** A page whose link is its path: no parameters, no query. */
const page = <P extends string>(path: P) => ({ path, getHref: (): string => path });

export const paths = {
  home: page('/'),
  shop: {
    path: '/shop',
    getHref: (search: ShopSearch = {}) => {
      const params = new URLSearchParams();
      if (search.type) params.set('type', search.type);
      if (search.size) params.set('size', search.size);
      if (search.page && search.page > 1) params.set('page', String(search.page));
      const query = params.toString();
      return query ? `/shop?${query}` : '/shop';
    },
  },
  product: {
    path: '/product/:key',
    /** With a size, the product page starts on it (the size guide's way back). */
    getHref: (key: string, size?: string | null) =>
      `/product/${encodeURIComponent(key)}${size ? `?size=${encodeURIComponent(size)}` : ''}`,
  },
  preorder: page('/preorder'),
  sizeGuide: {
    path: '/size-guide',
    /** From a product page: the guide links back to it (with the size it recommends). */
    getHref: (fromProduct?: string | null) =>
      fromProduct ? `/size-guide?from=${encodeURIComponent(fromProduct)}` : '/size-guide',
  },
  cart: page('/cart'),
  checkout: page('/checkout'),
  about: page('/about'),
  aboutContact: page('/aboutcontact'),
  orders: page('/orders'),
  login: { path: '/login', getHref: (redirectTo?: string | null) => withRedirect('/login', redirectTo) },
  register: { path: '/register', getHref: (redirectTo?: string | null) => withRedirect('/register', redirectTo) },
  logout: page('/logout'),
  account: page('/account'),
  /** A reminder mail's unsubscribe link (domain UNSUBSCRIBE_PATH), signed; no sign-in needed. */
  unsubscribe: page('/unsubscribe'),
  groupNew: page('/groups/new'),
  group: { path: '/groups/:groupId', getHref: (id: string) => `/groups/${encodeURIComponent(id)}` },
  admin: {
    root: page('/admin'),
    dashboard: page('/admin'),
    catalog: page('/admin/catalog'),
    preorderWindows: page('/admin/preorder-windows'),
    inventory: page('/admin/inventory'),
    production: page('/admin/production'),
    purchaseOrders: page('/admin/purchase-orders'),
    orders: {
      path: '/admin/orders',
      getHref: (search: AdminOrdersSearch = {}) => {
        const params = new URLSearchParams();
        if (search.status) params.set('status', search.status);
        if (search.payment) params.set('payment', search.payment);
        if (search.order) params.set('order', search.order);
        const query = params.toString();
        return query ? `/admin/orders?${query}` : '/admin/orders';
      },
    },
    customers: page('/admin/customers'),
    referrals: page('/admin/referrals'),
    promotions: page('/admin/promotions'),
    events: page('/admin/events'),
    groups: page('/admin/groups'),
    group: { path: '/admin/groups/:groupId', getHref: (id: string) => `/admin/groups/${encodeURIComponent(id)}` },
    finance: page('/admin/finance'),
    paymentsReview: page('/admin/payments'),
    settings: page('/admin/settings'),
  },
} as const;
