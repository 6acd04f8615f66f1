import { CheckoutScreen } from '../../features/checkout/checkout-screen';

export { CheckoutScreen as Component };
