// "Ask about this order": a WhatsApp chat with the shop (its number from Settings) with the order's reference
// prefilled (docs/product.md#whatsapp). Hidden when the shop has no number.
import { customerOrderQuestion, whatsappChatUrl } from '@aso/domain/marketing/whatsapp';
import { WhatsAppIcon } from '../../../components/whatsapp-link';
import { useSettings } from '../../../lib/settings';

export function AskAboutOrderLink({ orderId }: { readonly orderId: string }) {
  const settings = useSettings();
  const phone = settings.notifications.whatsappNumber || settings.notifications.supportPhone;
  const href = whatsappChatUrl(phone, customerOrderQuestion(orderId, settings.branding.brandName));
  if (!href) return null;
  return (
    <a className="whatsapp-link order__ask" href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      <span>Ask about this order</span>
    </a>
  );
}
