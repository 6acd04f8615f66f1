// "Message on WhatsApp": a click-to-chat link to the customer's number with the message for the order's state
// (docs/product.md#whatsapp); no WhatsApp API, so nothing to pay per message.
import { staffOrderMessage, whatsappChatUrl, type WhatsappOrder } from '@aso/domain/whatsapp';
import { WhatsAppIcon } from '../../../components/whatsapp-link';
import { useSettings } from '../../../lib/settings';

export function WhatsAppMessageLink({
  order,
  customer,
}: {
  readonly order: WhatsappOrder;
  readonly customer: { readonly name: string; readonly phone: string } | null;
}) {
  const settings = useSettings();
  const href = customer
    ? whatsappChatUrl(customer.phone, staffOrderMessage(order, customer.name, settings.branding.brandName))
    : null;
  if (!href) return <span className="cell-sub">No phone number to message on WhatsApp.</span>;
  return (
    <a className="whatsapp-link" href={href} target="_blank" rel="noopener noreferrer">
      <WhatsAppIcon />
      <span>Message on WhatsApp</span>
    </a>
  );
}
