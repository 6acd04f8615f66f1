// Pre-order windows (docs/product.md#pre-order-windows): the owner runs her drops here. Each window with its days
// (Lagos), deposit and switch, the pieces on it and how many customers wait for each; New window and Edit; Switch
// on (confirmed: the pieces sell at once and the customers waiting are mailed) and Switch off; put a pre-order piece
// on a window, or take it off. Every write is a callable (api/window-writes.ts).
import './catalogue.css';
import { useState } from 'react';
import {
  WINDOWS_NONE,
  WINDOW_NO_PIECES,
  WINDOW_PIECE_FAILED,
  WINDOW_SWITCH_FAILED,
  windowSwitched,
} from '@aso/domain/catalogue/messages';
import { windowDatesText, windowSwitchNote, type WindowSummary } from '@aso/domain/catalogue/preorder-windows';
import { errorDetail } from '@aso/domain/shared/errors';
import { Button } from '../../components/button';
import { SelectField } from '../../components/field';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useToast } from '../../lib/toast';
import { ConfirmDialog, DataTable, PageHeader, StatusBadge, failureText } from '../../components/admin-shell';
import { useWindowsOverview, type WindowsOverview } from './api/get-windows';
import { useSetPieceWindow, useSetWindowActive } from './api/window-writes';
import { WindowDialog } from './components/window-dialog';

const customers = (n: number) => `${n} customer${n === 1 ? '' : 's'}`;

function PutPiece({
  window,
  pieces,
  windowNames,
}: {
  readonly window: WindowSummary;
  readonly pieces: WindowsOverview['pieces'];
  readonly windowNames: ReadonlyMap<string, string>;
}) {
  const [productId, setProductId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const move = useSetPieceWindow();
  const toast = useToast();
  const names = new Map(pieces.map((p) => [p.id, p.name]));
  const choices = pieces.filter((p) => p.windowId !== window.id);
  if (choices.length === 0) return null;
  const submit = () => {
    if (!productId) return setError('Choose a pre-order piece to put on this window.');
    move.mutate(
      { productId, windowId: window.id },
      {
        onSuccess: (result) => {
          setProductId('');
          setError(null);
          toast(
            `${names.get(productId) ?? 'The piece'} is on ${window.name}.${result.told > 0 ? ` ${customers(result.told)} waiting ${result.told === 1 ? 'was' : 'were'} mailed.` : ''}`,
            { tone: 'success' },
          );
        },
        onError: (e) => setError(failureText(WINDOW_PIECE_FAILED, e)),
      },
    );
  };
  return (
    <form
      className="window-card__put"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <SelectField
        label={`Put a pre-order piece on ${window.name}`}
        value={productId}
        error={error}
        onChange={(e) => {
          setProductId(e.target.value);
          setError(null);
        }}
      >
        <option value="">Choose a piece</option>
        {choices.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.windowId ? ` (now on ${windowNames.get(p.windowId) ?? 'another window'})` : ' (on no window)'}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" loading={move.isPending}>
        Put on window
      </Button>
    </form>
  );
}

function WindowCard({
  window,
  pieces,
  windowNames,
  onEdit,
  onSwitchOn,
}: {
  readonly window: WindowSummary;
  readonly pieces: WindowsOverview['pieces'];
  readonly windowNames: ReadonlyMap<string, string>;
  readonly onEdit: () => void;
  readonly onSwitchOn: () => void;
}) {
  const setActive = useSetWindowActive();
  const move = useSetPieceWindow();
  const toast = useToast();
  const note = windowSwitchNote(window, new Date());
  const titleId = `window-${window.id}`;
  const switchOff = () =>
    setActive.mutate(
      { windowId: window.id, active: false },
      {
        onSuccess: () => toast(windowSwitched(window.name, false, 0), { tone: 'success' }),
        onError: (e) => toast(failureText(WINDOW_SWITCH_FAILED, e), { tone: 'error' }),
      },
    );
  const takeOff = (productId: string, name: string) =>
    move.mutate(
      { productId, windowId: null },
      {
        onSuccess: () => toast(`${name} is on no window: it takes no pre-orders.`, { tone: 'success' }),
        onError: (e) => toast(failureText(WINDOW_PIECE_FAILED, e), { tone: 'error' }),
      },
    );
  return (
    <section className="admin-panel window-card" aria-labelledby={titleId}>
      <div className="window-card__head">
        <h2 id={titleId} className="admin-panel__title">
          {window.name}
        </h2>
        <StatusBadge tone={window.active ? 'success' : 'neutral'}>
          {window.active ? 'On: taking pre-orders' : 'Off'}
        </StatusBadge>
      </div>
      <p className="window-card__facts">
        {windowDatesText(window)} · Deposit {window.depositPercent}% · {customers(window.waiting)} waiting
      </p>
      {note ? (
        <p className="notice notice--warn" role="status">
          {note}
        </p>
      ) : null}
      <div className="row">
        {window.active ? (
          <Button variant="danger" size="sm" onClick={switchOff} loading={setActive.isPending}>
            Switch off
          </Button>
        ) : (
          <Button variant="accent" size="sm" onClick={onSwitchOn}>
            Switch on
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${window.name}`}>
          Edit
        </Button>
      </div>
      <DataTable
        caption={`Pieces on ${window.name}`}
        showCaption
        rows={window.pieces}
        rowKey={(p) => p.id}
        empty={<p className="muted">{WINDOW_NO_PIECES}</p>}
        columns={[
          {
            key: 'piece',
            header: 'Piece',
            cell: (p) => (
              <>
                <span className="cell-strong">{p.name}</span>
                {p.active ? null : <span className="cell-sub">Not on sale</span>}
              </>
            ),
          },
          { key: 'waiting', header: 'Waiting', numeric: true, cell: (p) => p.waiting },
          {
            key: 'actions',
            header: '',
            srHeader: 'Actions',
            cell: (p) => (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => takeOff(p.id, p.name)}
                loading={move.isPending && move.variables.productId === p.id}
                aria-label={`Take off ${p.name} from ${window.name}`}
              >
                Take off
              </Button>
            ),
          },
        ]}
      />
      <PutPiece window={window} pieces={pieces} windowNames={windowNames} />
    </section>
  );
}

function WindowsScreen() {
  const overview = useWindowsOverview();
  const [editing, setEditing] = useState<WindowSummary | 'new' | null>(null);
  const [opening, setOpening] = useState<WindowSummary | null>(null);
  const setActive = useSetWindowActive();
  const toast = useToast();
  const windowNames = new Map((overview.data?.windows ?? []).map((w) => [w.id, w.name]));

  const switchOn = (window: WindowSummary) =>
    setActive.mutate(
      { windowId: window.id, active: true },
      {
        onSuccess: (result) => {
          setOpening(null);
          toast(windowSwitched(window.name, true, result.told), { tone: 'success' });
        },
        onError: (e) => {
          setOpening(null);
          toast(failureText(WINDOW_SWITCH_FAILED, e), { tone: 'error' });
        },
      },
    );

  return (
    <>
      <PageHeader
        title="Pre-order windows"
        description="Your drops: the days customers see (Lagos time), the deposit, and the switch that makes the pieces on a window take pre-orders."
        actions={<Button onClick={() => setEditing('new')}>New window</Button>}
      />
      {overview.isPending ? (
        <LoadingState label="Loading pre-order windows…" />
      ) : overview.isError ? (
        <ErrorState
          message={`Could not load pre-order windows: ${errorDetail(overview.error)}`}
          onRetry={() => void overview.refetch()}
        />
      ) : overview.data.windows.length === 0 ? (
        <EmptyState title={WINDOWS_NONE} />
      ) : (
        <div className="window-list">
          {overview.data.windows.map((w) => (
            <WindowCard
              key={w.id}
              window={w}
              pieces={overview.data.pieces}
              windowNames={windowNames}
              onEdit={() => setEditing(w)}
              onSwitchOn={() => setOpening(w)}
            />
          ))}
        </div>
      )}
      {editing ? (
        <WindowDialog window={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
      {opening ? (
        <ConfirmDialog
          open
          title={`Switch on ${opening.name}?`}
          confirmLabel="Switch on"
          busy={setActive.isPending}
          onConfirm={() => switchOn(opening)}
          onCancel={() => setOpening(null)}
        >
          <p>
            {opening.pieces.length === 0
              ? 'It has no pieces yet: pieces you put on it take pre-orders at once.'
              : `Its ${opening.pieces.length === 1 ? 'piece takes' : `${opening.pieces.length} pieces take`} pre-orders at once, with a ${opening.depositPercent}% deposit.`}
            {opening.waiting > 0
              ? ` The ${customers(opening.waiting)} waiting will be mailed that pre-orders are open.`
              : ''}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

export { WindowsScreen as Component };
