// Notes about a customer, newest first, each with its author and time; a note cannot be blank.
import { useState, type FormEvent } from 'react';
import { NOTES_LOAD_FAILED, NOTE_BLANK } from '@aso/domain/customers/messages';
import { customerNoteInput } from '@aso/domain/customers/schemas/customer';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { Button } from '../../../components/button';
import { TextAreaField } from '../../../components/field';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useAddNote, useAuthorName, useNotes } from '../api/notes';

export function NotesPanel({ customerId }: { readonly customerId: string }) {
  const session = useSession();
  const uid = session.user?.uid ?? '';
  const notes = useNotes(customerId);
  const author = useAuthorName(uid, session.user?.email ?? null);
  const add = useAddNote();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (text === '') {
      setError(NOTE_BLANK);
      return;
    }
    setError(null);
    add.mutate(
      { customerId, body: text, authorId: uid, authorName: author.data ?? session.user?.email ?? 'Staff' },
      {
        onSuccess: () => {
          setBody('');
          toast('Note added.', { tone: 'success' });
        },
        onError: () => toast('Could not add note.', { tone: 'error' }),
      },
    );
  };

  return (
    <div className="stack">
      <form className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label="New note"
          value={body}
          error={error}
          maxLength={maxLengthOf(customerNoteInput.shape.body)}
          rows={3}
          onChange={(e) => setBody(e.target.value)}
        />
        <div className="form__actions">
          <Button type="submit" size="sm" loading={add.isPending}>
            Add note
          </Button>
        </div>
      </form>
      {notes.isError ? (
        <ErrorState message={NOTES_LOAD_FAILED} onRetry={() => void notes.refetch()} />
      ) : notes.isPending ? (
        <LoadingState label="Loading notes…" />
      ) : notes.data.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ol className="crm-notes" aria-label="Notes, newest first">
          {notes.data.map((n) => (
            <li key={n.id} className="crm-note">
              <p className="crm-note__body">{n.body}</p>
              <p className="crm-note__meta">
                {n.authorName || 'Staff'} ·{' '}
                <time dateTime={n.createdAt.toISOString()}>{formatDateTime(n.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
