// `customers/{id}` as the CRM reads it: plain values, timestamps as Date, lenient with older documents.
import type { DocumentSnapshot } from 'firebase/firestore/lite';
import { MEASUREMENT_FIELDS, type MeasurementField } from '@aso/domain/measurements';
import { date, num, record, str, strOrNull, strings, type DocData } from '../../../lib/firestore-data';

export interface SavedMeasurements {
  readonly unit: 'in' | 'cm';
  readonly values: readonly { field: MeasurementField; value: number }[];
  readonly notes: string | null;
}

export interface AdminCustomer {
  readonly id: string;
  readonly userId: string | null;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly city: string;
  readonly tags: readonly string[];
  readonly referralCode: string | null;
  readonly lifetimeValue: number;
  readonly orderCount: number;
  readonly lastOrderAt: Date | null;
  readonly createdAt: Date | null;
  readonly measurements: SavedMeasurements | null;
}

function measurementsFrom(value: unknown): SavedMeasurements | null {
  if (typeof value !== 'object' || value === null) return null;
  const m = record(value);
  const values = MEASUREMENT_FIELDS.flatMap((field) =>
    typeof m[field] === 'number' ? [{ field, value: num(m[field]) }] : [],
  );
  if (values.length === 0) return null;
  return { unit: m.unit === 'cm' ? 'cm' : 'in', values, notes: strOrNull(m.notes) };
}

export function customerFromData(id: string, data: DocData): AdminCustomer {
  return {
    id,
    userId: strOrNull(data.userId),
    name: str(data.name),
    email: str(data.email),
    phone: str(data.phone),
    city: str(data.city),
    tags: strings(data.tags),
    referralCode: strOrNull(data.referralCode),
    lifetimeValue: num(data.lifetimeValue),
    orderCount: num(data.orderCount),
    lastOrderAt: date(data.lastOrderAt),
    createdAt: date(data.createdAt),
    measurements: measurementsFrom(data.measurements),
  };
}

export function customerFromSnapshot(snap: DocumentSnapshot): AdminCustomer | null {
  const data = snap.data();
  return data ? customerFromData(snap.id, data) : null;
}

/** The search of docs/product.md#customers covers these four fields. */
export function searchFields(c: AdminCustomer): string[] {
  return [c.name, c.email, c.phone, c.city];
}
