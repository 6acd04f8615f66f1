import { PageSection } from '../../../components/page-section';
import { EXCHANGE_WINDOW_DAYS, MTO_LEAD_TIME_MARKETING } from '@aso/domain/shared/constants';

/** `deposit`: the open windows' figure ('40%', '40–50%'), so the policy never names a percent no window offers. */
const policies = (deposit: string | null) => [
  {
    title: deposit ? `${deposit} deposit pre-order` : 'Deposit pre-order',
    body: 'Reserve upcoming pieces with a deposit; pay the balance when the pre-order window closes.',
  },
  {
    title: `${MTO_LEAD_TIME_MARKETING.min}–${MTO_LEAD_TIME_MARKETING.max} day made-to-order`,
    body: 'Custom fits are cut and sewn to your measurements in our Abeokuta studio.',
  },
  {
    title: `${EXCHANGE_WINDOW_DAYS}-day exchange for defects`,
    body: 'Tell us within 7 days if something is not right. No cash refunds on custom fits.',
  },
  {
    title: 'Delivered from Abeokuta',
    body: 'To Lagos, Abuja and nationwide, and abroad: UK & Ireland, Europe, USA & Canada and beyond.',
  },
];

export function PolicyCards({ deposit }: { readonly deposit: string | null }) {
  return (
    <PageSection name="policies" belowFirstScreen title="How we work">
      <ul className="grid grid--cards policy-cards" role="list">
        {policies(deposit).map((p) => (
          <li key={p.title} className="card policy-card">
            <h3>{p.title}</h3>
            <p>{p.body}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
