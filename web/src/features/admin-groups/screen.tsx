// Back office · Aso-ebi groups (docs/product.md#back-office-groups): every group by event date, each one production
// unit, with a warning for events close enough that the tailor must start now.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addDays, lagosDayKey } from '@aso/domain/lagosTime';
import { LoadingState, ErrorState, EmptyState } from '../../components/states';
import { paths } from '../../config/paths';
import { getGroupsByEventDate } from '../../lib/groups';
import './admin-groups.css';

export function Component() {
  const groups = useQuery({ queryKey: ['admin', 'groups'], queryFn: getGroupsByEventDate });
  const soon = addDays(lagosDayKey(new Date()), 14);
  return (
    <div className="admin-groups">
      <h1>Aso-ebi groups</h1>
      {groups.isPending ? <LoadingState /> : null}
      {groups.isError ? <ErrorState message="Couldn’t load groups." onRetry={() => void groups.refetch()} /> : null}
      {groups.data?.length === 0 ? <EmptyState title="No groups yet." /> : null}
      {groups.data && groups.data.length > 0 ? (
        <table className="admin-groups__table">
          <thead>
            <tr>
              <th>Event date</th>
              <th>Group</th>
              <th>Piece</th>
              <th>Members</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {groups.data.map((g) => (
              <tr key={g.id}>
                <td>
                  {g.eventDate}
                  {g.eventDate <= soon ? <span className="admin-groups__soon"> · within 2 weeks</span> : null}
                </td>
                <td>
                  <Link to={paths.admin.group.getHref(g.id)}>{g.title}</Link>
                  {g.city ? ` · ${g.city}` : ''}
                </td>
                <td>{g.productName}</td>
                <td>{g.memberCount}</td>
                <td>{g.status === 'open' ? `Open until ${g.joinDeadline}` : 'Closed'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
