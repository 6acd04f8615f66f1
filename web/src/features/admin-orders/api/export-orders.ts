// CSV export of the filtered list, made in the browser (docs/product.md#orders): every matching order (up to 10,000),
// the domain's `ordersCsv` rows (money as plain integers, Lagos dates) and papaparse.
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { ordersCsv, type CsvTable } from '@aso/domain/shared/csv';
import { getDb } from '../../../lib/firestore';
import { filterConditions, type OrderFilters } from './order-filters';
import { ordersFromDocs } from './order-from-data';
import { dataPaths } from '../../../lib/data/collections';

export const EXPORT_LIMIT = 10_000;

export async function exportOrders(filters: OrderFilters): Promise<{ table: CsvTable; truncated: boolean }> {
  const snap = await getDocs(
    query(
      collection(getDb(), dataPaths.orders),
      ...filterConditions(filters).map((c) => where(...c)),
      orderBy('createdAt', 'desc'),
      limit(EXPORT_LIMIT),
    ),
  );
  const orders = ordersFromDocs(snap.docs);
  return { table: ordersCsv(orders), truncated: snap.size >= EXPORT_LIMIT };
}
