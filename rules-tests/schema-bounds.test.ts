// One source for each shape: every bound firestore.rules checks on a document the browser writes (a text's length,
// a number's range, a list's size, a closed vocabulary) is the domain schema's, read from the schema here. A rules
// bound changed without its schema, a schema bound changed without its rules, or a new bound in the rules that no
// schema states, fails this test. Reads the rules as text (the matrix files beside it check what the rules allow), so
// it needs no emulator: `FIRESTORE_EMULATOR_HOST=127.0.0.1:1 npx vitest run --project rules schema-bounds` skips the
// global setup's emulator.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { COLLECTION_NAME_MAX, SLUG_MAX } from '@aso/domain/catalogue/catalogue';
import { MEASUREMENT_FIELDS, MEASUREMENT_RANGES_IN } from '@aso/domain/catalogue/measurements';
import { measurementsSchema } from '@aso/domain/catalogue/schemas/measurements';
import { measurementProfileSchema } from '@aso/domain/catalogue/schemas/measurement-profiles';
import { saveProductInput } from '@aso/domain/catalogue/schemas/product';
import { customerNoteInput, customerNoteSchema, customerSchema } from '@aso/domain/customers/schemas/customer';
import { profileSchema } from '@aso/domain/customers/schemas/profile';
import { eventInput, guestInput } from '@aso/domain/events/schemas/events';
import { INCH_TO_CM, UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@aso/domain/shared/constants';
import { email, id } from '@aso/domain/shared/schemas/common';
import { maxLengthOf, rangeOf } from '@aso/domain/shared/schemas/limits';
import { PRODUCT_TYPES, ROLES, SIZES, type ProductType } from '@aso/domain/shared/vocab';

const RULES = readFileSync(new URL('../firestore.rules', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.replace(/\s*\/\/.*$/, ''))
  .join('\n');

/** The index of the brace that closes the one at `open`. */
function closeOf(open: number): number {
  let depth = 0;
  for (let i = open; i < RULES.length; i++) {
    if (RULES[i] === '{') depth++;
    if (RULES[i] === '}' && --depth === 0) return i;
  }
  throw new Error('firestore.rules: unbalanced braces');
}

/** A `match` block's own text: its body without the `match` blocks nested in it. */
function block(path: string): string {
  const head = `match ${path} {`;
  // The last block of that path: `/events/{eventId}` under orders comes before the pop-ups' own.
  const at = RULES.lastIndexOf(head);
  if (at < 0) throw new Error(`firestore.rules has no block ${path}`);
  const open = at + head.length - 1;
  const close = closeOf(open);
  let own = '';
  for (let i = open + 1; i < close; i++) {
    if (RULES.startsWith('match ', i)) {
      i = closeOf(RULES.indexOf(' {', i) + 1);
      continue;
    }
    own += RULES[i];
  }
  return own;
}

const list = (values: readonly string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;
const len = (schema: z.core.$ZodType) => maxLengthOf(schema);
const top = (schema: z.core.$ZodType) => rangeOf(schema).max;
const bottom = (schema: z.core.$ZodType) => rangeOf(schema).min;
const subset = <T extends string>(all: readonly T[], some: readonly T[]) => {
  for (const value of some) expect(all).toContain(value);
  return list(some);
};

const customer = customerSchema.shape;
const product = saveProductInput.shape;
const measurements = measurementsSchema.shape;

/** Each rules block's bounds, written from the schema they must equal. */
const EXPECTED: Record<string, string[]> = {
  '/databases/{database}/documents': [
    `role() in ${list(ROLES.filter((r) => r !== 'customer'))}`,
    `heldRole() in ${list(ROLES.filter((r) => r !== 'customer'))}`,
    `str(v, ${len(email())})`,
    // The helpers' own bounds: a non-blank text has at least one character; a naira figure is 0 or more.
    'v.trim().size() > 0',
    `v >= ${bottom(product.price)}`,
  ],
  '/profiles/{uid}': [
    `str(d.name, ${len(profileSchema.shape.name)})`,
    `str(d.phone, ${len(profileSchema.shape.phone)})`,
  ],
  '/customers/{customerId}': [
    `str(d.name, ${len(customer.name)})`,
    `str(d.phone, ${len(customer.phone)})`,
    `str(d.city, ${len(customer.city)})`,
    `nonBlank(incoming().name, ${len(customer.name)})`,
  ],
  '/notes/{noteId}': [
    `nonBlank(incoming().body, ${len(customerNoteInput.shape.body)})`,
    `str(incoming().authorName, ${len(customerNoteSchema.shape.authorName)})`,
  ],
  '/measurementProfiles/{profileId}': [
    `nonBlank(d.name, ${len(measurementProfileSchema.shape.name)})`,
    `m.unit in ${list(measurements.unit.options)}`,
    `optStr(m.get('notes', null), ${len(measurements.notes)})`,
    `math.floor(lo * ${INCH_TO_CM})`,
    `math.ceil(hi * ${INCH_TO_CM})`,
    ...MEASUREMENT_FIELDS.map((field) => {
      const { min, max } = MEASUREMENT_RANGES_IN[field];
      return ['bust', 'waist', 'hips'].includes(field)
        ? `within(m, m.${field}, ${min}, ${max})`
        : `optWithin(m, '${field}', ${min}, ${max})`;
    }),
  ],
  '/stockAlerts/{alertId}': [`nonBlank(d.productId, ${len(id)})`, `d.size in ${list(SIZES)}`],
  '/preorderAlerts/{alertId}': [`nonBlank(d.productId, ${len(id)})`],
  '/products/{productId}': [
    `nonBlank(d.sku, ${len(product.sku)})`,
    `nonBlank(d.slug, ${SLUG_MAX})`,
    `nonBlank(d.name, ${len(product.name)})`,
    `str(d.description, ${len(product.description)})`,
    `d.type in ${list(product.type.options)}`,
    `d.images.size() <= ${len(product.images)}`,
    `d.sizeOptions.hasOnly(${list(product.sizeOptions.unwrap().element.options)})`,
    // The kinds that come in sizes (a pre-order made to measure has an empty list).
    `d.type in ${subset<ProductType>(PRODUCT_TYPES, ['RTW', 'PREORDER'])}`,
    `intIn(d.leadTimeDays, ${bottom(product.leadTimeDays)}, ${top(product.leadTimeDays)})`,
    `nonBlank(d.preorderWindowId, ${len(id)})`,
    `nonBlank(d.collection, ${COLLECTION_NAME_MAX})`,
  ],
  '/events/{eventId}': [
    `nonBlank(d.name, ${len(eventInput.shape.name)})`,
    `str(d.venue, ${len(eventInput.shape.venue)})`,
    `str(d.description, ${len(eventInput.shape.description)})`,
  ],
  '/guests/{guestId}': [
    `nonBlank(incoming().name, ${len(guestInput.shape.name)})`,
    `nonBlank(incoming().qrCode, ${len(guestInput.shape.qrCode)})`,
  ],
};

/**
 * Bounds the rules hold that no schema states, each with its reason. Keep this short: a bound belongs in the schema.
 */
const RULES_ONLY: Record<string, string> = {};

/** Every expression in the rules that carries a bound: a call with a number among its arguments, a size compared
 * with a number, a comparison with a number, a list of quoted values after `in` or `hasOnly`. */
function boundsIn(text: string): string[] {
  const found = [
    ...text.matchAll(/[\w.]+\((?:[^()']|'[^']*'|\([^()]*\))*?(?<![\w{])\d+(?:\.\d+)?(?:[^()']|'[^']*'|\([^()]*\))*\)/g),
    ...text.matchAll(/[\w.]+(?:\(\))?\.size\(\) [<>]=? \d+/g),
    ...text.matchAll(/\b\w+ [<>]=? \d+/g),
    ...text.matchAll(/(?:\w+\(\)|[\w.]+) in \['[^\]]*\]/g),
    ...text.matchAll(/[\w.]+\.hasOnly\(\['[^\]]*\]\)/g),
  ].map((m) => m[0]);
  // `within(m, m.bust, 24, 70)` is kept; the keys lists of hasOnly (['unit', 'bust', …]) are shapes, not bounds.
  return found.filter((e) => !/keys\(\)\.hasOnly|affectedKeys\(\)\.hasOnly/.test(e));
}

describe('firestore.rules states the schemas’ bounds', () => {
  it.each(Object.entries(EXPECTED))('%s checks each bound as its schema states it', (path, expressions) => {
    const text = block(path);
    for (const expression of expressions) expect(text, `${path}: ${expression}`).toContain(expression);
  });

  it('every bound in the rules is one a schema states (or is named here as the rules’ own)', () => {
    const claimed = new Set([...Object.values(EXPECTED).flat(), ...Object.keys(RULES_ONLY)]);
    const unclaimed = boundsIn(RULES).filter((expression) => !claimed.has(expression));
    expect(unclaimed).toEqual([]);
  });

  it('finds the bounds it checks (the scan is not blind)', () => {
    const scanned = boundsIn(block('/products/{productId}'));
    expect(scanned).toEqual(expect.arrayContaining(['intIn(d.leadTimeDays, 1, 365)', 'd.images.size() <= 20']));
    expect(boundsIn("str(d.x, 7) && v < 300 && d.k in ['a', 'b']")).toEqual([
      'str(d.x, 7)',
      'v < 300',
      "d.k in ['a', 'b']",
    ]);
  });
});

describe('storage.rules states the upload limits the back office checks', () => {
  const storage = readFileSync(new URL('../storage.rules', import.meta.url), 'utf8');

  it('a picture under UPLOAD_MAX_BYTES, of one of UPLOAD_IMAGE_TYPES', () => {
    const cap = /request\.resource\.size < ([\d *]+?)\s*\n/.exec(storage)?.[1] ?? '';
    expect(cap.split('*').reduce((product, n) => product * Number(n.trim()), 1)).toBe(UPLOAD_MAX_BYTES);
    expect(storage).toContain(`request.resource.contentType in ${list(UPLOAD_IMAGE_TYPES)}`);
  });
});
