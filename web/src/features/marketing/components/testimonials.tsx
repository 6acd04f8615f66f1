import { PageSection } from '../../../components/page-section';
const TESTIMONIALS = [
  {
    quote: 'My adire two-piece got more compliments at the wedding than the couple. The fit was perfect.',
    name: 'Ifeoma',
    city: 'Lagos',
  },
  {
    quote: 'Ordered a made-to-measure kaftan from London; it arrived in under two weeks and fits like a glove.',
    name: 'Seun',
    city: 'London',
  },
  {
    quote: 'The pre-order deposit made it easy to grab the drop before it sold out. Quality is top.',
    name: 'Halima',
    city: 'Abuja',
  },
] as const;

export function Testimonials() {
  return (
    <PageSection name="testimonials" belowFirstScreen title="Worn and loved">
      <ul className="grid grid--cards testimonials" role="list">
        {TESTIMONIALS.map((t) => (
          <li key={t.name}>
            <figure className="card testimonial">
              <blockquote>“{t.quote}”</blockquote>
              <figcaption>
                — {t.name}, {t.city}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
