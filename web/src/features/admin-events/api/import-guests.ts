// Import a guest list: the CSV is read with papaparse here and checked with the domain's row rules (missing codes
// generated, bad rows listed); the `importGuests` callable then writes every guest in one transaction, or none.
import Papa from 'papaparse';
import { guestsFromCsvRows, type GuestRow } from '@aso/domain/events/events';
import { useCallableMutation } from '../../../lib/data/callables';

export interface RowProblem {
  readonly line: number;
  readonly message: string;
}

/** Unguessable codes: a guest's QR code is their ticket. */
export const secureRandom = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

export async function readGuestCsv(
  file: File,
  existingCodes: Iterable<string>,
): Promise<{ guests: GuestRow[]; problems: RowProblem[] }> {
  const text = await file.text();
  const parsed = Papa.parse<Record<string, unknown>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = (parsed.meta.fields ?? []).map((f) => f.trim().toLowerCase());
  if (!headers.includes('name'))
    return {
      guests: [],
      problems: [{ line: 1, message: 'The first line must name the columns: name, email, phone, qr_code.' }],
    };
  const broken: RowProblem[] = parsed.errors.map((e) => ({ line: (e.row ?? 0) + 2, message: e.message }));
  const { guests, errors } = guestsFromCsvRows(parsed.data, { random: secureRandom, existingCodes });
  const problems = [...broken, ...errors].sort((a, b) => a.line - b.line);
  if (problems.length === 0 && guests.length === 0)
    return { guests: [], problems: [{ line: 2, message: 'The file has no guests.' }] };
  return { guests: problems.length > 0 ? [] : guests, problems };
}

/** The guest list is live, so the imported guests appear without asking for them again. */
export const useImportGuests = () => useCallableMutation('importGuests', []);

/** Server field errors ('guests.3.qrCode') as file lines (row 0 is line 2, after the header). */
export function problemsFromFields(fields: Readonly<Record<string, string>>): RowProblem[] {
  return Object.entries(fields)
    .map(([path, message]) => {
      const index = /^guests\.(\d+)/.exec(path)?.[1];
      return { line: index === undefined ? 1 : Number(index) + 2, message };
    })
    .sort((a, b) => a.line - b.line);
}
