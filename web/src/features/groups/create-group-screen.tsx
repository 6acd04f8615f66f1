// /groups/new (signed in): the organiser picks the piece, the event date, the last day to join (no later than the
// event date minus the piece's lead time), optional styles, and who pays. Then the group's page with its share link.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { domainErrorFromDetails, userMessage, type FieldErrors } from '@aso/domain/shared/errors';
import { latestJoinDeadline } from '@aso/domain/groups/groups';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { Button } from '../../components/button';
import { SelectField, TextField } from '../../components/field';
import { LoadingState } from '../../components/states';
import { ErrorNotice } from '../../components/error-notice';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title';
import { useSettings } from '../../lib/settings';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { useCreateGroup } from './api/group-actions';
import { useMyGroups, usePieces } from './api/get-groups';
import './groups.css';

/** The fields that show the server's message beside them; any other refusal is said above the button. */
const FIELDS_SHOWN = ['title', 'eventDate', 'joinDeadline'] as const;

export function CreateGroupScreen() {
  const { branding } = useSettings();
  useDocumentTitle('Start an aso-ebi group', branding.brandName);
  const pieces = usePieces();
  const uid = useSession().user?.uid ?? '';
  const mine = useMyGroups(uid);
  const create = useCreateGroup();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [productId, setProductId] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [joinDeadline, setJoinDeadline] = useState('');
  const [city, setCity] = useState('');
  const [choices, setChoices] = useState('');
  const [payMode, setPayMode] = useState<'self' | 'organiser'>('self');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  if (pieces.isPending) return <LoadingState />;
  const list = (pieces.data ?? []).filter((p) => p.type === 'MTO' || p.type === 'PREORDER' || p.type === 'RTW');
  const piece = list.find((p) => p.id === productId) ?? list[0];
  const latest =
    piece && /^\d{4}-\d{2}-\d{2}$/.test(eventDate) ? latestJoinDeadline(eventDate, piece.leadTimeDays) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setFields({});
    create
      .mutateAsync({
        title,
        productId: piece?.id ?? '',
        eventDate,
        joinDeadline,
        city,
        choices: choices
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
        payMode,
      })
      .then((created) => navigate(paths.group.getHref(created.groupId)))
      .catch((e: unknown) => {
        // The server names the field to fix (the last day to join, the event date): its words go beside it.
        const details = (e as { details?: unknown } | null)?.details;
        const byField = domainErrorFromDetails(details, userMessage(e))?.fields ?? {};
        setFields(byField);
        const shown = Object.keys(byField).every((key) => (FIELDS_SHOWN as readonly string[]).includes(key));
        setError(Object.keys(byField).length > 0 && shown ? null : userMessage(e));
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className="container page group">
      <h1 className="page__title">Start an aso-ebi group</h1>
      <p className="muted">
        One fabric for everyone at your event, each piece sewn to its wearer’s measurements. Share the link; family and
        friends join, add their measurements and pay.
      </p>
      {mine.data && mine.data.length > 0 ? (
        <section aria-label="Your groups">
          <h2>Your groups</h2>
          <ul>
            {mine.data.map((g) => (
              <li key={g.id}>
                <Link to={paths.group.getHref(g.id)}>{g.title}</Link> · event {dayKeyWords(g.eventDate)} ·{' '}
                {g.status === 'open' ? `open until ${dayKeyWords(g.joinDeadline)}` : 'closed'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form className="group__join" onSubmit={submit} aria-label="New group">
        <TextField
          label="Group name"
          placeholder="Tolu & Femi’s wedding"
          error={fields.title}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <SelectField label="Piece" value={piece?.id ?? ''} onChange={(e) => setProductId(e.target.value)}>
          {list.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
              {p.leadTimeDays ? ` — ${p.leadTimeDays} days to make` : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Event date"
          type="date"
          value={eventDate}
          error={fields.eventDate}
          onChange={(e) => setEventDate(e.target.value)}
        />
        <TextField
          label="Last day to join"
          type="date"
          value={joinDeadline}
          error={fields.joinDeadline}
          hint={latest ? `No later than ${dayKeyWords(latest)}, so the tailor has time.` : undefined}
          onChange={(e) => setJoinDeadline(e.target.value)}
        />
        <TextField label="City — optional" value={city} onChange={(e) => setCity(e.target.value)} />
        <TextField
          label="Styles members choose from — optional, separated by commas"
          placeholder="Agbada, Buba & sokoto"
          value={choices}
          onChange={(e) => setChoices(e.target.value)}
        />
        <SelectField
          label="Who pays"
          value={payMode}
          onChange={(e) => setPayMode(e.target.value === 'organiser' ? 'organiser' : 'self')}
        >
          <option value="self">Each member pays their own share</option>
          <option value="organiser">I pay for everyone</option>
        </SelectField>
        <ErrorNotice message={error} />
        <Button type="submit" loading={busy}>
          Create the group
        </Button>
      </form>
    </div>
  );
}

export { CreateGroupScreen as Component };
