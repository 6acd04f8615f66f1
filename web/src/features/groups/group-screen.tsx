// /groups/:groupId (docs/product.md#aso-ebi-groups): the group's public part for anyone with the link; signed in,
// joining (for yourself or someone else), your own members with their measurements and Pay; the organiser's page.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { GROUP_NOT_FOUND, groupNeedsMeasurements, memberOwes } from '@aso/domain/groups/groups';
import { dayKeyWords } from '@aso/domain/shared/lagos-time';
import { formatNaira } from '@aso/domain/shared/money';
import { ApproxPrice } from '../../components/approx-price';
import { LoadingState, EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { WhatsAppLink } from '../../components/whatsapp-link';
import { useDocumentTitle } from '../../lib/document-title';
import type { GroupView, MemberView } from '../../lib/groups';
import { useSession } from '../../lib/session';
import { useSettings } from '../../lib/settings';
import { useGroup, useMembers, useRefreshGroup } from './api/get-groups';
import { JoinForm } from './components/join-form';
import { OrganiserPanel } from './components/organiser-panel';
import { PayShareForm } from './components/pay-share-form';
import { ShareLinks } from './components/share-links';
import './groups.css';

const PAYMENT_WORDS = { unpaid: 'Not paid yet', deposit_paid: 'Deposit paid', paid: 'Paid' } as const;

export function GroupScreen() {
  const { groupId = '' } = useParams();
  const { branding } = useSettings();
  const group = useGroup(groupId);
  useDocumentTitle(group.data?.title ?? 'Aso-ebi group', branding.brandName);
  if (group.isPending) return <LoadingState />;
  if (!group.data)
    return (
      <div className="container page">
        {/* Never a dead end: the way on from a link that names no group (its page answers 404). */}
        <EmptyState title={GROUP_NOT_FOUND}>
          <div className="row">
            <Link to={paths.groupNew.getHref()} className="btn btn--primary btn--md">
              Start an aso-ebi group
            </Link>
            <Link to={paths.shop.getHref()} className="btn btn--secondary btn--md">
              Go to the shop
            </Link>
            <WhatsAppLink topic="an aso-ebi group link that does not open">Ask us on WhatsApp</WhatsAppLink>
          </div>
        </EmptyState>
      </div>
    );
  return <GroupPage group={group.data} />;
}

function GroupPage({ group }: { readonly group: GroupView }) {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const isOrganiser = uid !== null && uid === group.organiserUid;
  const refreshGroup = useRefreshGroup(group.id);
  const mine = useMembers(group.id, uid ?? '', uid !== null);
  const all = useMembers(group.id, 'all', isOrganiser);
  const [said, setSaid] = useState<{ text: string; tone: 'success' | 'info'; waitingFor: string | null } | null>(null);
  const [joiningOther, setJoiningOther] = useState(false);
  const changed = (text: string, tone: 'success' | 'info' = 'success', waitingFor: string | null = null) => {
    setSaid({ text, tone, waitingFor });
    void refreshGroup();
    void mine.refetch();
    if (isOrganiser) void all.refetch();
  };
  // "Waiting for your payment" lasts while it is true: once the share shows paid (the lists follow the server every
  // few seconds), the row says so and the message goes.
  const waited = said?.waitingFor
    ? [...(mine.data ?? []), ...(all.data ?? [])].find((m) => m.id === said.waitingFor)
    : undefined;
  const message = waited && waited.paymentStatus !== 'unpaid' ? null : said;
  const joinedSelf = (mine.data ?? []).some((m) => m.forSelf);
  const open = group.status === 'open';

  return (
    <div className="container page group">
      <header className="page__header">
        <h1 className="page__title">{group.title}</h1>
        <p>
          {group.productName} · {formatNaira(group.price)}
          <ApproxPrice naira={group.price} /> each · event on <strong>{dayKeyWords(group.eventDate)}</strong>
          {group.city ? ` in ${group.city}` : ''}
        </p>
        <p className="muted" data-testid="group-status">
          {open ? `Open: join by ${dayKeyWords(group.joinDeadline)}` : 'Closed: no new members'} ·{' '}
          {group.payMode === 'self' ? 'each member pays their own share' : 'the organiser pays for everyone'} ·{' '}
          {group.memberCount} joined{group.organiserName ? ` · organised by ${group.organiserName}` : ''}
        </p>
      </header>
      {message ? (
        <p className={`notice notice--${message.tone}`} role="status">
          {message.text}
        </p>
      ) : null}
      {open ? <ShareLinks group={group} /> : null}
      {!uid ? (
        <p>
          <Link to={paths.login.getHref(`/groups/${group.id}`)}>Sign in</Link> or{' '}
          <Link to={paths.register.getHref(`/groups/${group.id}`)}>register</Link> to join.
        </p>
      ) : (
        <>
          {isOrganiser ? (
            <OrganiserPanel
              group={group}
              members={all.data ?? []}
              email={session.user?.email ?? ''}
              onChanged={changed}
            />
          ) : null}
          <MyMembers
            group={group}
            members={mine.data ?? []}
            uid={uid}
            email={session.user?.email ?? ''}
            isOrganiser={isOrganiser}
            onChanged={changed}
          />
          {open && !joinedSelf ? (
            <section aria-label="Join">
              <h2>Join this group</h2>
              <JoinForm
                group={group}
                uid={uid}
                defaultName={session.user?.displayName ?? ''}
                forSelf
                onJoined={changed}
              />
            </section>
          ) : null}
          {open ? (
            <section aria-label="Join for someone else">
              {joiningOther ? (
                <JoinForm
                  group={group}
                  uid={uid}
                  defaultName=""
                  forSelf={false}
                  onJoined={(text) => {
                    setJoiningOther(false);
                    changed(text);
                  }}
                />
              ) : (
                <button type="button" className="btn btn--ghost btn--md" onClick={() => setJoiningOther(true)}>
                  Join someone else (a child, a parent)
                </button>
              )}
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function MyMembers({
  group,
  members,
  uid,
  email,
  isOrganiser,
  onChanged,
}: {
  readonly group: GroupView;
  readonly members: readonly MemberView[];
  readonly uid: string;
  readonly email: string;
  readonly isOrganiser: boolean;
  readonly onChanged: (message: string, tone?: 'success' | 'info', waitingFor?: string | null) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  if (members.length === 0) return null;
  const needs = groupNeedsMeasurements(group.productType);
  // A member's form says how it went and closes.
  const finished = (text: string) => {
    setOpen(null);
    onChanged(text);
  };
  const paying =
    (memberId: string) =>
    (text: string, tone: 'success' | 'info' = 'success') => {
      setOpen(null);
      onChanged(text, tone, tone === 'info' ? memberId : null);
    };
  return (
    <section aria-label="Your members">
      <h2>You joined</h2>
      <ul className="group__mine">
        {members.map((m) => {
          const owes = memberOwes(m, needs);
          const canPay = m.paymentStatus === 'unpaid' && (group.payMode === 'self' || isOrganiser);
          return (
            <li key={m.id} data-testid={`mine-${m.name}`}>
              <strong>{m.name}</strong> · {PAYMENT_WORDS[m.paymentStatus]}
              {owes.measurements ? ' · measurements owed' : ''}{' '}
              {owes.measurements ? (
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(`m-${m.id}`)}>
                  Add measurements
                </button>
              ) : null}
              {canPay && !owes.measurements ? (
                <button type="button" className="btn btn--primary btn--sm" onClick={() => setOpen(`p-${m.id}`)}>
                  Pay {m.forSelf ? 'my share' : `for ${m.name}`}
                </button>
              ) : null}
              {open === `m-${m.id}` ? (
                <JoinForm
                  group={group}
                  uid={uid}
                  defaultName={m.name}
                  forSelf={m.forSelf}
                  member={m}
                  onJoined={finished}
                />
              ) : null}
              {open === `p-${m.id}` ? (
                <PayShareForm group={group} member={m} email={email} onDone={paying(m.id)} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export { GroupScreen as Component };
