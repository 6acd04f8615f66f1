import { CreateGroupScreen } from '../../features/groups/create-group-screen';

export { CreateGroupScreen as Component };
