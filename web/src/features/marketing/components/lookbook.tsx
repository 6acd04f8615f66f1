import { PageSection } from '../../../components/page-section';
import { TextilePattern, type Motif } from './patterns';

const LOOKS: readonly { title: string; caption: string; motif: Motif; colours: [string, string, string] }[] = [
  {
    title: 'Indigo Hour',
    caption: 'Hand-dyed adire sets for golden-hour rooftops.',
    motif: 'adire',
    colours: ['#1f2f5c', '#e9eef8', '#6f8fd6'],
  },
  {
    title: 'Owambe Ready',
    caption: 'Kente-blocked agbada and wrap skirts for the party.',
    motif: 'kente',
    colours: ['#e0a100', '#0c5b35', '#b3261e'],
  },
  {
    title: 'Earth Tones',
    caption: 'Mud-cloth jackets and trousers for everyday city wear.',
    motif: 'mudcloth',
    colours: ['#7f5539', '#ede0d4', '#2b2d42'],
  },
  {
    title: 'Sunset Drop',
    caption: 'Ankara jumpsuits in the colours of an Abeokuta evening.',
    motif: 'ankara',
    colours: ['#d9480f', '#fff3e0', '#1b4332'],
  },
];

export function Lookbook() {
  return (
    <PageSection name="lookbook" belowFirstScreen title="Lookbook">
      <ul className="lookbook" role="list">
        {LOOKS.map((look) => (
          <li key={look.title} className="lookbook__item">
            <TextilePattern
              className="lookbook__art"
              motif={look.motif}
              base={look.colours[0]}
              ink={look.colours[1]}
              accent={look.colours[2]}
            />
            <div className="lookbook__caption">
              <h3>{look.title}</h3>
              <p>{look.caption}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
