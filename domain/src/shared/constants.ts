// Business constants of docs/product.md#constants that more than one screen or function needs.

/** The fixed three-letter brand prefix used in payment references and default referral codes. */
export const BRAND_PREFIX = 'ASO';

export const SHOP_PAGE_SIZE = 12;
/** The most active products /shop's aisles read at once (docs/design.md#shop-aisles); beyond it they say so. */
export const SHOP_CATALOGUE_WINDOW = 1000;
/** Pieces per page of /preorder (the server-rendered first page reads the same number). */
export const PREORDER_PAGE_SIZE = 8;
/** How many open windows one pre-order page's `in` filter names (Firestore's limit on `in`). */
export const PREORDER_WINDOWS_PER_QUERY = 30;
export const FEATURED_PRODUCTS = 4;
/** Products per page of the back-office catalogue (server pages by name). */
export const ADMIN_CATALOGUE_PAGE_SIZE = 25;
/** How many products a catalogue search reads to match text inside names (a name prefix and a SKU are also
 * looked up on the server, whatever the catalogue's size). */
export const ADMIN_CATALOGUE_SEARCH_WINDOW = 1000;
export const MATERIAL_PICKER_LIMIT = 200;
export const CUSTOMER_PAGE_SIZES = [12, 24, 48] as const;
export const REFERRAL_TOP_N_OPTIONS = [25, 50, 100] as const;
export const RECENT_REDEMPTIONS = 20;
export const SCAN_LOG_LIMIT = 200;
export const RECENT_PURCHASE_ORDERS = 8;
export const DASHBOARD_DAYS = 7;
export const DASHBOARD_TOP_SKUS = 5;
export const DASHBOARD_TOP_REFERRERS = 5;

export const FALLBACK_IMAGE = '/logo.png';
export const IMAGE_CACHE_SECONDS = 3600;
/** What storage.rules let staff upload (product pictures, the logo): raster pictures under 5 MB; SVG can carry script. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const TOAST_DURATION_MS = 2500;
/** localStorage key of the guest cart; docs/product.md#constants only fixes the `cart_guest` ending. */
export const GUEST_CART_KEY = 'aso_cart_guest';

export const EXCHANGE_WINDOW_DAYS = 7;
export const MTO_LEAD_TIME_MARKETING = { min: 10, max: 14 } as const;
export const INCH_TO_CM = 2.54;
export const STRETCH_VARIATION_INCHES = { min: 0.5, max: 1 } as const;

/**
 * Unpaid orders older than this are cancelled and their stock released
 * (docs/architecture.md#checkout-and-settlement).
 */
export const UNPAID_ORDER_TIMEOUT_MINUTES = 30;
export const CART_MAX_LINES = 50;
export const CART_MIN_QTY = 1;
export const CART_MAX_QTY = 99;
/** The longest phone number a form takes as typed (spaces, dashes, brackets, a country code); kept normalised. */
export const PHONE_TYPED_MAX = 40;
