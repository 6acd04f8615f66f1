// Add or remove tags (docs/product.md#customers: comma-separated, trimmed, de-duplicated) through changeCustomerTags,
// which reads the current tags in a transaction (two people tagging one customer at once do not undo each other) and
// keeps the keys the tag filter asks for beside them.
import { useCallableMutation } from '../../../lib/data/callables';
import { customerKeys } from './keys';

export const useChangeTags = () => useCallableMutation('changeCustomerTags', [customerKeys.all]);
