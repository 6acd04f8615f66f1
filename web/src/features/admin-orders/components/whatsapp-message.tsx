// "Message on WhatsApp": a click-to-chat link to the customer's number with the message for the order's state
// (docs/product.md#whatsapp); no WhatsApp API, so nothing to pay per message.
import { staffOrderMessage, type WhatsappOrder } from '@aso/domain/marketing/whatsapp';
import { WhatsAppChatLink } from '../../../components/whatsapp-link';
import { useSettings } from '../../../lib/settings';

export function WhatsAppMessageLink({
  order,
  customer,
}: {
  readonly order: WhatsappOrder;
  readonly customer: { readonly name: string; readonly phone: string };
}) {
  const settings = useSettings();
  return (
    <WhatsAppChatLink
      phone={customer.phone}
      text={staffOrderMessage(order, customer.name, settings.branding.brandName)}
    />
  );
}
