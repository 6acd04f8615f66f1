// Which channel sells (docs/product.md#channels): where a visitor first came from — the link's utm_source /
// utm_medium / utm_campaign, a `?ref=` referral code, or the site that sent them — kept in the browser's own storage
// (first party, no cookie) through sign-in and checkout, sent with startCheckout and kept on the order. Pure: the
// browser passes the URL, the referrer and the clock; the server checks the same rules (schemas/order.ts).
import { isValidReferralCode, normaliseReferralCode } from './referrals';

export interface Attribution {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  /** The code of a `?ref=` link the visit began with (the one applied at checkout is the order's referralCode). */
  referralCode: string | null;
  /** The host of the site that linked here ('instagram.com'), never the whole address. */
  referrer: string | null;
}

/** The first touch as the browser keeps it: the attribution and when the visitor landed (ISO 8601). */
export interface Touch extends Attribution {
  landedAt: string;
}

/** How long a first touch is kept: an order within 30 days of the visit is credited to it. */
export const ATTRIBUTION_DAYS = 30;
export const TAG_MAX = 60;
const HOST_MAX = 253;

/** A campaign tag as kept: lower case, letters, digits, space . _ + - only, at most 60 characters; null when empty. */
export function cleanTag(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const clean = value
    .toLowerCase()
    .replace(/[^a-z0-9._+\- ]+/g, '-')
    .replace(/\s+/g, ' ')
    .slice(0, TAG_MAX)
    .replace(/^[-\s]+|[-\s]+$/g, '');
  return clean === '' ? null : clean;
}

/** A referring host as kept: lower case, without `www.`; null for none, an unreadable one or the shop itself. */
export function cleanReferrer(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '');
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (host === '' || host === own || host.length > HOST_MAX || !/^[a-z0-9.-]+$/.test(host)) return null;
  return host;
}

/** Whether a host is one cleanReferrer could have kept (the server's check of what a browser sends). */
export const isCleanReferrer = (host: string): boolean =>
  host.length <= HOST_MAX && /^[a-z0-9.-]+$/.test(host) && !host.startsWith('www.');

/** What a landing says about where the visitor came from; null when nothing (a direct visit, a page of the shop). */
export function landingTouch(args: { search: string; referrer: string; ownHost: string; now: Date }): Touch | null {
  const params = new URLSearchParams(args.search);
  const code = normaliseReferralCode(params.get('ref'));
  const touch: Attribution = {
    source: cleanTag(params.get('utm_source')),
    medium: cleanTag(params.get('utm_medium')),
    campaign: cleanTag(params.get('utm_campaign')),
    referralCode: code !== null && isValidReferralCode(code) ? code : null,
    referrer: cleanReferrer(args.referrer, args.ownHost),
  };
  if (Object.values(touch).every((v) => v === null)) return null;
  return { ...touch, landedAt: args.now.toISOString() };
}

/**
 * Whether a stored value is a touch this code would keep (and startCheckout accept): one written by another version
 * of the page, or edited by hand, is dropped rather than blocking the checkout.
 */
export function isKeptTouch(value: unknown): value is Touch {
  if (!value || typeof value !== 'object') return false;
  const t = value as Record<string, unknown>;
  const tag = (v: unknown) => v === null || (typeof v === 'string' && cleanTag(v) === v);
  return (
    tag(t.source) &&
    tag(t.medium) &&
    tag(t.campaign) &&
    (t.referralCode === null || (typeof t.referralCode === 'string' && isValidReferralCode(t.referralCode))) &&
    (t.referrer === null || (typeof t.referrer === 'string' && isCleanReferrer(t.referrer))) &&
    typeof t.landedAt === 'string' &&
    !Number.isNaN(Date.parse(t.landedAt)) &&
    Object.keys(t).length === 6
  );
}

/** The first touch wins while it is fresh (ATTRIBUTION_DAYS); a stale one gives way to this landing's, or to none. */
export function firstTouch(kept: Touch | null, landed: Touch | null, now: Date): Touch | null {
  if (kept && now.getTime() - Date.parse(kept.landedAt) < ATTRIBUTION_DAYS * 86_400_000) return kept;
  return landed;
}

/** Sites whose links are a known channel: search engines are organic, the rest social. */
const KNOWN_SITES: readonly [RegExp, string, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'google', 'organic'],
  [/(^|\.)bing\.com$/, 'bing', 'organic'],
  [/(^|\.)instagram\.com$/, 'instagram', 'social'],
  [/(^|\.)facebook\.com$|^fb\.me$/, 'facebook', 'social'],
  [/(^|\.)whatsapp\.com$|^wa\.me$/, 'whatsapp', 'social'],
  [/(^|\.)tiktok\.com$/, 'tiktok', 'social'],
  [/(^|\.)(twitter|x)\.com$|^t\.co$/, 'x', 'social'],
];

/**
 * The channel an order is counted under, as 'source / medium' (the form analytics tools use): the link's tags;
 * else a referral link; else the referring site (search engines and social sites by name); else 'direct / none'.
 * An order taken at a pop-up in Event Mode is 'event / in person'.
 */
export function channelOf(attribution: Partial<Attribution> | null | undefined, orderChannel?: string): string {
  if (orderChannel === 'event') return 'event / in person';
  const a = attribution ?? {};
  if (a.source) return `${a.source} / ${a.medium ?? 'none'}`;
  if (a.referralCode) return 'referral / link';
  if (a.referrer) {
    const known = KNOWN_SITES.find(([pattern]) => pattern.test(a.referrer ?? ''));
    return known ? `${known[1]} / ${known[2]}` : `${a.referrer} / referral`;
  }
  return 'direct / none';
}

/** The campaign tags a link the shop makes carries: its medium (how it is shared) and where it is posted. */
export interface ShareTags {
  source: string;
  medium: string;
  campaign?: string;
}

/** A link with its campaign tags, keeping the link's own query (`?ref=`, `?size=`). */
export function taggedLink(url: string, tags: ShareTags): string {
  const [base = '', hash] = url.split('#', 2);
  const [path = '', query = ''] = base.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('utm_source', tags.source);
  params.set('utm_medium', tags.medium);
  if (tags.campaign) params.set('utm_campaign', tags.campaign);
  return `${path}?${params.toString()}${hash === undefined ? '' : `#${hash}`}`;
}
