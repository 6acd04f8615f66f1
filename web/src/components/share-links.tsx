// "Share on WhatsApp", the native share sheet where the browser has one, and (optionally) "Copy link".
import { useState, useSyncExternalStore } from 'react';
import { whatsappShareHref } from '../lib/share';
import { Button } from './button';
import { WhatsAppIcon } from './whatsapp-link';

export interface ShareLinksProps {
  /** The link to share (absolute). */
  readonly url: string;
  /** The prefilled line, the link included. */
  readonly text: string;
  /** The share sheet's title. */
  readonly title: string;
  /** Offer "Copy link" too (My Account's referral link). */
  readonly copy?: boolean;
}

const neverChanges = () => () => undefined;
const browserCanShare = () => typeof navigator.share === 'function';

export function ShareLinks({ url, text, title, copy = false }: ShareLinksProps) {
  // Known only in the browser: the server's copy of the page never offers it.
  const canShare = useSyncExternalStore(neverChanges, browserCanShare, () => false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const share = () => {
    // A dismissed sheet rejects with AbortError: nothing to say.
    navigator.share({ title, text, url }).catch(() => undefined);
  };
  const copyLink = () => {
    const done = navigator.clipboard?.writeText
      ? navigator.clipboard.writeText(url)
      : Promise.reject(new Error('No clipboard'));
    done.then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };

  return (
    <div className="share-links">
      <a className="whatsapp-link" href={whatsappShareHref(text)} target="_blank" rel="noopener noreferrer">
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
          {copied === 'yes' ? 'Link copied.' : `Copy this link: ${url}`}
        </span>
      ) : null}
    </div>
  );
}
