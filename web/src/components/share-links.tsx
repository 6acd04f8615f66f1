// "Share on WhatsApp", the native share sheet where the browser has one, and (optionally) "Copy link". Each carries
// the link with its own campaign tags (utm_source whatsapp, share-sheet or copied-link, and the caller's medium), so
// the orders it brings are counted under it (docs/product.md#channels).
import { useState, useSyncExternalStore } from 'react';
import { taggedLink } from '@aso/domain/attribution';
import { whatsappShareHref } from '../lib/share';
import { Button } from './button';
import { WhatsAppIcon } from './whatsapp-link';

export interface ShareLinksProps {
  /** The link to share (absolute). */
  readonly url: string;
  /** The prefilled line, with the link it is given. */
  readonly text: (url: string) => string;
  /** How the link is shared ('share', 'referral') and, optionally, the campaign it belongs to. */
  readonly tags: { readonly medium: string; readonly campaign?: string };
  /** The share sheet's title. */
  readonly title: string;
  /** Offer "Copy link" too (My Account's referral link). */
  readonly copy?: boolean;
}

const neverChanges = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';

export function ShareLinks({ url, text, title, tags, copy = false }: ShareLinksProps) {
  const linkFor = (source: string) => taggedLink(url, { source, ...tags });
  // Known only in the browser: the server's copy of the page never offers it.
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, () => false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const share = () => {
    // A dismissed sheet rejects with AbortError: nothing to say.
    const shared = linkFor('share-sheet');
    navigator.share({ title, text: text(shared), url: shared }).catch(() => undefined);
  };
  const copyLink = () => {
    const done = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(linkFor('copied-link'))
      : Promise.reject(new Error('No clipboard'));
    done.then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="share-links">
      <a
        className="whatsapp-link"
        href={whatsappShareHref(text(linkFor('whatsapp')))}
        target="_blank"
        rel="noopener noreferrer"
      >
        <WhatsAppIcon />
        <span>Share on WhatsApp</span>
      </a>
      {canShare ? (
        <Button variant="secondary" size="sm" onClick={share}>
          Share…
        </Button>
      ) : null}
      {copy ? (
        <Button variant="secondary" size="sm" onClick={copyLink}>
          Copy link
        </Button>
      ) : null}
      {copied ? (
        <span role="status" className="muted">
          {copied === 'yes' ? 'Link copied.' : `Copy this link: ${linkFor('copied-link')}`}
        </span>
      ) : null}
    </div>
  );
}
