// Customer tags (docs/product.md#customers): comma-separated, trimmed, de-duplicated without regard to case. Each
// customer also keeps the tags' keys (lower case), which the CRM's tag filter asks for, so 'vip' is found under VIP
// and any tag typed in any case finds its customers.

import { TAG_BLANK, tagTooLong } from './messages';

export const QUICK_TAGS = ['VIP', 'Instagram', 'Walk-in', 'Repeat', 'Bridal'] as const;
export const MAX_TAG_LENGTH = 40;

/** What a tag is found by: its words in lower case, single-spaced ('  VIP ' and 'vip' are one tag). */
export const tagKey = (tag: string): string => tag.trim().replace(/\s+/g, ' ').toLowerCase();

/** A quick tag typed in another case is written as the quick tag ('vip' → 'VIP'). */
const canonical = (tag: string): string => QUICK_TAGS.find((q) => tagKey(q) === tagKey(tag)) ?? tag;

/** The keys a customer's tags are filtered by (customers/{id}.tagKeys). */
export const tagKeysOf = (tags: readonly string[]): string[] => [...new Set(tags.map(tagKey))];

function dedupe(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    // The cut never reaches what staff type (tagsProblem refuses a longer tag in words first): it holds a tag stored
    // before that refusal to the length.
    const tag = canonical(raw.trim().slice(0, MAX_TAG_LENGTH).trim());
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** What is wrong with tags as typed to add (comma-separated), in words; null when they can be added. */
export function tagsProblem(text: string): string | null {
  if (parseTags(text).length === 0) return TAG_BLANK;
  if (text.split(',').some((t) => t.trim().length > MAX_TAG_LENGTH)) return tagTooLong(MAX_TAG_LENGTH);
  return null;
}

/** ' VIP, bridal ,,vip ' → ['VIP', 'bridal']: the first spelling of a tag is kept. */
export function parseTags(text: string): string[] {
  return dedupe(text.split(','));
}

/** Add one or more tags (the input may itself be comma-separated); existing ones are not repeated. */
export function addTags(tags: readonly string[], input: string): string[] {
  return dedupe([...tags, ...input.split(',')]);
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  const key = tagKey(tag);
  return tags.filter((t) => tagKey(t) !== key);
}

export function hasTag(tags: readonly string[], tag: string): boolean {
  const key = tagKey(tag);
  return tags.some((t) => tagKey(t) === key);
}

/** The tags to offer in the filter: the quick tags, then every other tag seen, once each, A→Z. */
export function filterableTags(seen: Iterable<string>): string[] {
  const quick = new Set(QUICK_TAGS.map(tagKey));
  const others = new Map<string, string>();
  for (const t of seen) if (!quick.has(tagKey(t)) && !others.has(tagKey(t))) others.set(tagKey(t), t.trim());
  return [...QUICK_TAGS, ...[...others.values()].sort((a, b) => a.localeCompare(b))];
}
