// A customer record as first written (docs/data-model.md): the web (sign-up), checkout and settlement each create one,
// and every copy must start the same way.

export interface NewCustomerWho {
  readonly userId: string | null;
  readonly email: string;
  readonly name?: string;
  readonly phone?: string;
}

/** Who the customer is and when the record began: no city, tags or referral code yet, nothing bought. */
export function newCustomer<Time>(who: NewCustomerWho, createdAt: Time) {
  return {
    userId: who.userId,
    name: who.name ?? '',
    email: who.email,
    phone: who.phone ?? '',
    city: '',
    tags: [] as string[],
    referralCode: null,
    lifetimeValue: 0,
    orderCount: 0,
    lastOrderAt: null,
    createdAt,
  };
}
