/**
 * What a Paystack transaction carries about the order (docs/architecture.md#paystack-initialize): orderId and purpose
 * for our own reconciliation, cart_items in the shape the original shop sent, and custom_fields shown on the dashboard.
 */
import { shortId, type Order, type PaymentPurpose } from '@aso/domain';

export function paymentMetadata(
  orderId: string,
  purpose: PaymentPurpose,
  order: Pick<Order, 'items' | 'shippingZone' | 'channel' | 'eventId'>,
): Record<string, unknown> {
  return {
    orderId,
    purpose,
    shipping_zone: order.shippingZone,
    channel: order.channel,
    ...(order.eventId ? { eventId: order.eventId } : {}),
    cart_items: order.items.map((i) => ({
      product_id: i.productId,
      qty: i.qty,
      size: i.size,
      price: i.unitPrice,
      type: i.type,
      pay_mode: i.payMode,
    })),
    custom_fields: [
      { display_name: 'Order', variable_name: 'order', value: shortId(orderId) },
      { display_name: 'Payment', variable_name: 'purpose', value: purpose === 'order' ? 'Order' : 'Balance' },
    ],
  };
}
