// CSV downloads made in the browser (docs/product.md#back-office): papaparse writes the text, a Blob link saves it.
// Money stays plain integers (the domain's CSV rows), so spreadsheets can add it up.
import Papa from 'papaparse';
import type { CsvTable } from '@aso/domain/shared/csv';

/** The CSV text of a table, header row first, CRLF line ends (what spreadsheets expect). */
export function csvText(table: CsvTable): string {
  return Papa.unparse({ fields: table.fields, data: table.data }, { newline: '\r\n' });
}

/** 'orders-2026-03-01.csv' style names: letters, digits, dots and dashes only. */
export function csvFileName(stem: string, day: string): string {
  return `${stem}-${day}.csv`.replace(/[^A-Za-z0-9.-]+/g, '-');
}

/** Save a table as a .csv file (with a BOM so Excel reads ₦ and accents as UTF-8). */
export function downloadCsv(fileName: string, table: CsvTable): void {
  const blob = new Blob(['\uFEFF', csvText(table)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
