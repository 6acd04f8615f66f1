// The invitation: WhatsApp click-to-chat with the invitation prefilled, and the link to copy, each with its own
// campaign tags (docs/product.md#channels).
import { useState } from 'react';
import { taggedLink } from '@aso/domain/attribution';
import { groupInvitation, whatsappShareUrl } from '@aso/domain/groups';
import { Button } from '../../../components/button';
import { groupLink, type GroupView } from '../../../lib/groups';

export function ShareLinks({ group }: { readonly group: GroupView }) {
  const [copied, setCopied] = useState(false);
  const url = groupLink(group.id);
  const tagged = (source: string) => taggedLink(url, { source, medium: 'group-invite', campaign: group.id });
  const text = groupInvitation({
    title: group.title,
    productName: group.productName,
    joinDeadline: group.joinDeadline,
    url: tagged('whatsapp'),
  });
  return (
    <section className="group__share" aria-label="Share">
      <h2>Invite family and friends</h2>
      <p className="muted" data-testid="group-link">
        {url}
      </p>
      <a className="btn btn--accent btn--md" href={whatsappShareUrl(text)} target="_blank" rel="noreferrer">
        Share on WhatsApp
      </a>{' '}
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(tagged('copied-link')).catch(() => undefined);
          setCopied(true);
        }}
      >
        {copied ? 'Link copied' : 'Copy link'}
      </Button>
    </section>
  );
}
