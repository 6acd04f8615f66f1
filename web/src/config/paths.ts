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

export const paths = {
  home: { path: '/', getHref: () => '/' },
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
  product: { path: '/product/:key', getHref: (key: string) => `/product/${encodeURIComponent(key)}` },
  preorder: { path: '/preorder', getHref: () => '/preorder' },
  sizeGuide: { path: '/size-guide', getHref: () => '/size-guide' },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  about: { path: '/about', getHref: () => '/about' },
  aboutContact: { path: '/aboutcontact', getHref: () => '/aboutcontact' },
  orders: { path: '/orders', getHref: () => '/orders' },
  login: { path: '/login', getHref: (redirectTo?: string | null) => withRedirect('/login', redirectTo) },
  register: { path: '/register', getHref: (redirectTo?: string | null) => withRedirect('/register', redirectTo) },
  logout: { path: '/logout', getHref: () => '/logout' },
  account: { path: '/account', getHref: () => '/account' },
  groupNew: { path: '/groups/new', getHref: () => '/groups/new' },
  group: { path: '/groups/:groupId', getHref: (id: string) => `/groups/${encodeURIComponent(id)}` },
  admin: {
    root: { path: '/admin', getHref: () => '/admin' },
    dashboard: { path: '/admin', getHref: () => '/admin' },
    catalog: { path: '/admin/catalog', getHref: () => '/admin/catalog' },
    inventory: { path: '/admin/inventory', getHref: () => '/admin/inventory' },
    production: { path: '/admin/production', getHref: () => '/admin/production' },
    purchaseOrders: { path: '/admin/purchase-orders', getHref: () => '/admin/purchase-orders' },
    orders: { path: '/admin/orders', getHref: () => '/admin/orders' },
    customers: { path: '/admin/customers', getHref: () => '/admin/customers' },
    referrals: { path: '/admin/referrals', getHref: () => '/admin/referrals' },
    events: { path: '/admin/events', getHref: () => '/admin/events' },
    groups: { path: '/admin/groups', getHref: () => '/admin/groups' },
    group: { path: '/admin/groups/:groupId', getHref: (id: string) => `/admin/groups/${encodeURIComponent(id)}` },
    finance: { path: '/admin/finance', getHref: () => '/admin/finance' },
    paymentsReview: { path: '/admin/payments', getHref: () => '/admin/payments' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
  },
} as const;
