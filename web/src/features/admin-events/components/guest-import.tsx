// Import a guest list (CSV with name, email, phone, qr_code): bad rows are listed and nothing is imported until
// the file is right; good files are written all at once by the importGuests callable.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/button';
import { useToast } from '../../../lib/toast';
import { adminErrorMessage, fieldErrorsOf } from '../../../components/admin-shell';
import { problemsFromFields, readGuestCsv, useImportGuests, type RowProblem } from '../api/import-guests';
import type { AdminGuest } from '../api/guests';
import { ErrorNotice } from '../../../components/error-notice';

export function GuestImport({
  eventId,
  guests,
}: {
  readonly eventId: string;
  readonly guests: readonly AdminGuest[] | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const [reading, setReading] = useState(false);
  const importer = useImportGuests();
  const toast = useToast();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblems([]);
    setReading(true);
    try {
      const read = await readGuestCsv(
        file,
        (guests ?? []).map((g) => g.qrCode),
      );
      if (read.problems.length > 0) {
        setProblems(read.problems);
        return;
      }
      const result = await importer.mutateAsync({ eventId, guests: read.guests });
      toast(`Imported ${result.imported} guest${result.imported === 1 ? '' : 's'}.`, { tone: 'success' });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) setProblems(problemsFromFields(fields));
      else setProblems([{ line: 0, message: adminErrorMessage(error, 'Could not import the guest list.') }]);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="stack ev-import">
      <div className="row">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(e) => void onFile(e)}
          aria-describedby={`${inputId}-hint`}
        />
        <Button variant="secondary" loading={reading || importer.isPending} onClick={() => input.current?.click()}>
          Import guest list (CSV)
        </Button>
        <label htmlFor={inputId} className="visually-hidden">
          Guest list CSV file
        </label>
        <span id={`${inputId}-hint`} className="muted ev-import__hint">
          Columns: name, email, phone, qr_code. Missing codes are generated.
        </span>
      </div>
      <ErrorNotice
        message={problems.length > 0 ? 'Nothing was imported. Fix these rows and try again:' : null}
        items={problems.map((p) => `${p.line > 0 ? `Line ${p.line}: ` : ''}${p.message}`)}
      />
    </div>
  );
}
