// `customers/{id}` as the CRM reads it: parsed with the domain's customer schema (web/src/lib/schema-reader.ts), so
// the defaults are the ones the domain declares.
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { MEASUREMENT_FIELDS, type MeasurementField } from '@aso/domain/catalogue/measurements';
import { customerSchema, type Customer } from '@aso/domain/customers/schemas/customer';
import type { Measurements } from '@aso/domain/catalogue/schemas/measurements';
import { readDocument } from '../../../lib/schema-reader';

export type AdminCustomer = Customer & { readonly id: string };

export function customerFromSnapshot(snap: DocumentSnapshot): AdminCustomer | null {
  return readDocument(customerSchema, snap);
}

/** The saved measurements that were given, in the domain's field order, for the detail panel. */
export function measurementValues(m: Measurements): { field: MeasurementField; value: number }[] {
  return MEASUREMENT_FIELDS.flatMap((field) => {
    const value = m[field];
    return value === null ? [] : [{ field, value }];
  });
}

/** The search of docs/product.md#customers covers these four fields. */
export function searchFields(c: AdminCustomer): string[] {
  return [c.name, c.email, c.phone, c.city];
}
