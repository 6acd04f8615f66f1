// A button only staff and admins may use (docs/product.md#roles-and-access): anyone else sees it disabled, with 'Staff
// only' as its tooltip and in its accessible description.
import { useId } from 'react';
import { STAFF_ONLY } from '@aso/domain/shared/messages';
import { Button, type ButtonProps } from '../../button';
import { useSession } from '../../../lib/session';

export function StaffOnlyButton({ disabled, title, ...rest }: ButtonProps) {
  const { isStaff } = useSession();
  const noteId = useId();
  if (isStaff) return <Button {...rest} disabled={disabled} title={title} />;
  return (
    <>
      <Button {...rest} disabled title={STAFF_ONLY} aria-describedby={noteId} />
      <span id={noteId} className="visually-hidden">
        {STAFF_ONLY}
      </span>
    </>
  );
}

/** For forms and hooks: whether the signed-in account may use staff controls. */
export function useIsStaff(): boolean {
  return useSession().isStaff;
}
