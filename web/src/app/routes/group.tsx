import { GroupScreen } from '../../features/groups/group-screen';

export { GroupScreen as Component };
