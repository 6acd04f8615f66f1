// Tags with the quick tags of docs/product.md#customers ('Could not add tag.' / 'Could not remove tag.').
import { useState, type FormEvent } from 'react';
import { TAG_ADD_FAILED, TAG_REMOVE_FAILED } from '@aso/domain/customers/messages';
import { QUICK_TAGS, hasTag, tagsProblem } from '@aso/domain/customers/tags';
import { changeCustomerTagsInput } from '@aso/domain/customers/schemas/customer';
import { maxLengthOf } from '@aso/domain/shared/schemas/limits';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/field';
import { useToast } from '../../../lib/toast';
import type { AdminCustomer } from '../api/customer-data';
import { useChangeTags } from '../api/update-tags';

export function TagsEditor({ customer }: { readonly customer: AdminCustomer }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeTags();
  const toast = useToast();
  const offered = QUICK_TAGS.filter((t) => !hasTag(customer.tags, t));

  const add = (tags: string) => {
    const problem = tagsProblem(tags);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    change.mutate(
      { customerId: customer.id, add: tags },
      { onSuccess: () => setText(''), onError: () => toast(TAG_ADD_FAILED, { tone: 'error' }) },
    );
  };
  const remove = (tag: string) =>
    change.mutate(
      { customerId: customer.id, remove: tag },
      { onError: () => toast(TAG_REMOVE_FAILED, { tone: 'error' }) },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add(text);
  };

  return (
    <div className="stack crm-tags-editor">
      {customer.tags.length === 0 ? (
        <p className="muted">No tags yet.</p>
      ) : (
        <ul className="crm-tags" aria-label="Tags">
          {customer.tags.map((t) => (
            <li key={t} className="badge crm-tag">
              {t}
              <button
                type="button"
                className="crm-tag__remove"
                aria-label={`Remove tag ${t}`}
                disabled={change.isPending}
                onClick={() => remove(t)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* Only the quick tags the customer does not have yet are offered (in any case: 'vip' is VIP). */}
      {offered.length > 0 ? (
        <div className="row" role="group" aria-label="Quick tags">
          {offered.map((t) => (
            <Button key={t} size="sm" variant="secondary" disabled={change.isPending} onClick={() => add(t)}>
              + {t}
            </Button>
          ))}
        </div>
      ) : null}
      <form className="row crm-inline-form" onSubmit={submit} noValidate>
        <TextField
          label="Add tags"
          hint="Separate tags with commas."
          value={text}
          error={error}
          maxLength={maxLengthOf(changeCustomerTagsInput.options[0].shape.add)}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" loading={change.isPending}>
          Add tag
        </Button>
      </form>
    </div>
  );
}
