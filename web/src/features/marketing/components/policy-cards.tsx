import { DEFAULT_DEPOSIT_PERCENT } from '@aso/domain/money';
import { EXCHANGE_WINDOW_DAYS, MTO_LEAD_TIME_MARKETING } from '@aso/domain/constants';

const POLICIES = [
  { title: `${DEFAULT_DEPOSIT_PERCENT}% deposit pre-order`, body: 'Reserve upcoming pieces with a deposit; pay the balance before dispatch.' },
  { title: `${MTO_LEAD_TIME_MARKETING.min}–${MTO_LEAD_TIME_MARKETING.max} day made-to-order`, body: 'Custom fits are cut and sewn to your measurements in our Abeokuta studio.' },
  { title: `${EXCHANGE_WINDOW_DAYS}-day exchange for defects`, body: 'Tell us within 7 days if something is not right. No cash refunds on custom fits.' },
  { title: 'Delivered from Abeokuta', body: 'To Lagos, Abuja, nationwide and to the diaspora.' },
] as const;

export function PolicyCards() {
  return (
    <section className="container section" aria-labelledby="policies-title">
      <h2 id="policies-title" className="section__title">How we work</h2>
      <ul className="grid grid--cards policy-cards" role="list">
        {POLICIES.map((p) => (
          <li key={p.title} className="card policy-card">
            <h3>{p.title}</h3>
            <p>{p.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
