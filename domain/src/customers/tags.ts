// Customer tags (docs/product.md#customers): comma-separated, trimmed, de-duplicated without regard to case.

export const QUICK_TAGS = ['VIP', 'Instagram', 'Walk-in', 'Repeat', 'Bridal'] as const;
export const MAX_TAG_LENGTH = 40;

function dedupe(tags: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().slice(0, MAX_TAG_LENGTH).trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
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
  const key = tag.trim().toLowerCase();
  return tags.filter((t) => t.toLowerCase() !== key);
}

export function hasTag(tags: readonly string[], tag: string): boolean {
  const key = tag.trim().toLowerCase();
  return tags.some((t) => t.toLowerCase() === key);
}
