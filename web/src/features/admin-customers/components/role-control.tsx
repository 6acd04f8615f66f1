// An admin can make the customer's account staff or admin, or back (setUserRole: claim and profile mirror
// together). Staff see the role but the control is disabled, and the function refuses them anyway.
import { useState } from 'react';
import { ADMIN_ONLY } from '@aso/domain/shared/messages';
import { ROLES, type Role } from '@aso/domain/shared/vocab';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { adminErrorMessage } from '../../../components/admin-shell';
import { useAccount, useSetUserRole } from '../api/account-role';

const LABELS: Readonly<Record<Role, string>> = { customer: 'Customer', staff: 'Staff', admin: 'Admin' };

export function RoleControl({ uid }: { readonly uid: string }) {
  const session = useSession();
  const current = useAccount(uid);
  const change = useSetUserRole();
  const toast = useToast();
  const [choice, setChoice] = useState<Role | null>(null);
  const isAdmin = session.role === 'admin';
  const self = session.user?.uid === uid;
  const role = current.data?.role ?? 'customer';
  const picked = choice ?? role;

  if (current.isPending) return <p className="muted">Loading role…</p>;
  if (current.data === null)
    return <p className="muted">This customer has no sign-in account any more: there is no role to change.</p>;
  return (
    <div className="stack">
      <p>
        Account role: <strong>{current.isError ? 'Unknown' : LABELS[role]}</strong>
      </p>
      {/* The email the account signs in with, from Auth: the one to check before promoting. */}
      <p>
        Sign-in email:{' '}
        <strong data-testid="account-email">
          {current.isError ? 'Unknown' : (current.data?.email ?? 'none (no email on this account)')}
        </strong>
        {current.data?.disabled ? ' (disabled)' : ''}
      </p>
      <div className="row crm-inline-form">
        <SelectField
          label="Change role to"
          value={picked}
          disabled={!isAdmin || self || change.isPending}
          onChange={(e) => setChoice(e.target.value as Role)}
          hint={
            !isAdmin
              ? ADMIN_ONLY
              : self
                ? 'You cannot change your own role.'
                : 'Takes effect on their open screens within seconds; they stay signed in.'
          }
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {LABELS[r]}
            </option>
          ))}
        </SelectField>
        {isAdmin ? (
          <Button
            size="sm"
            loading={change.isPending}
            disabled={self || picked === role}
            onClick={() =>
              change.mutate(
                { uid, role: picked },
                {
                  onSuccess: (r) => {
                    setChoice(null);
                    toast(`Role changed to ${LABELS[r.role]}.`, { tone: 'success' });
                  },
                  onError: (error) => toast(adminErrorMessage(error, 'Could not change the role.'), { tone: 'error' }),
                },
              )
            }
          >
            Change role
          </Button>
        ) : null}
      </div>
    </div>
  );
}
