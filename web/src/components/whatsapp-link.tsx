import type { ReactNode } from 'react';
import { whatsappChatUrl } from '@aso/domain/marketing/whatsapp';
import { useSettings } from '../lib/settings';
import { whatsappHref, whatsappMessage } from '../lib/whatsapp';

export interface WhatsAppLinkProps {
  /** What the chat is about, added to the prefilled message ('the Adire Kaftan'). */
  readonly topic?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** Opens a WhatsApp chat with the shop, number and brand from settings/global, message prefilled. */
export function WhatsAppLink({ topic, className, children }: WhatsAppLinkProps) {
  const settings = useSettings();
  const phone = settings.notifications.whatsappNumber || settings.notifications.supportPhone;
  const href = whatsappHref(phone, whatsappMessage(settings.branding.brandName, topic));
  return (
    <a className={className ?? 'whatsapp-link'} href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      <span>{children ?? 'Chat with us on WhatsApp'}</span>
    </a>
  );
}

/**
 * The back office's chat with a customer: their number, the text prefilled (docs/product.md#whatsapp); without a
 * number to message, it says so.
 */
export function WhatsAppChatLink({ phone, text }: { readonly phone: string; readonly text: string }) {
  const href = whatsappChatUrl(phone, text);
  if (!href) return <span className="cell-sub">No phone number to message on WhatsApp.</span>;
  return (
    <a className="whatsapp-link" href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      <span>Message on WhatsApp</span>
    </a>
  );
}

export function WhatsAppIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.8-1.3.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
}
