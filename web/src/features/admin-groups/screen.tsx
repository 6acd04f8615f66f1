// Back office · Aso-ebi groups (docs/product.md#aso-ebi-groups-back-office): every group by event date, each one production
// unit, with a warning for events close enough that the tailor must start now. The admin shell's table becomes cards
// on a phone.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { addDays, dayKeyWords, lagosDayKey } from '@aso/domain/shared/lagos-time';
import { DataTable, PageHeader } from '../../components/admin-shell';
import { paths } from '../../config/paths';
import { getGroupsByEventDate } from '../../lib/groups';
import { queryKeys } from '../../lib/data/query-keys';
import './admin-groups.css';

type GroupRow = Awaited<ReturnType<typeof getGroupsByEventDate>>[number];

export function Component() {
  const groups = useQuery({ queryKey: queryKeys.groups, queryFn: getGroupsByEventDate });
  const soon = addDays(lagosDayKey(new Date()), 14);
  return (
    <div className="admin-groups">
      <PageHeader title="Aso-ebi groups" description="By event date; each group is cut and sewn as one unit." />
      <DataTable<GroupRow>
        caption="Aso-ebi groups by event date"
        rows={groups.data}
        rowKey={(g) => g.id}
        loading={groups.isPending}
        loadingLabel="Loading groups…"
        error={groups.isError ? 'Couldn’t load groups.' : null}
        onRetry={() => void groups.refetch()}
        empty="No groups yet."
        columns={[
          {
            key: 'date',
            header: 'Event date',
            cell: (g) => (
              <>
                {dayKeyWords(g.eventDate)}
                {g.eventDate <= soon ? <span className="admin-groups__soon"> · within 2 weeks</span> : null}
              </>
            ),
          },
          {
            key: 'group',
            header: 'Group',
            cell: (g) => (
              <>
                <Link to={paths.admin.group.getHref(g.id)}>{g.title}</Link>
                {g.city ? ` · ${g.city}` : ''}
              </>
            ),
          },
          { key: 'piece', header: 'Piece', cell: (g) => g.productName },
          { key: 'members', header: 'Members', numeric: true, cell: (g) => g.memberCount },
          {
            key: 'status',
            header: 'Status',
            cell: (g) => (g.status === 'open' ? `Open until ${dayKeyWords(g.joinDeadline)}` : 'Closed'),
          },
        ]}
      />
    </div>
  );
}
