// How-to-measure pictures, drawn inline: a figure with the tape at the bust, the waist and the hips.
type Spot = 'bust' | 'waist' | 'hips';

const TAPE_Y: Readonly<Record<Spot, number>> = { bust: 92, waist: 122, hips: 152 };
const HALF_WIDTH: Readonly<Record<Spot, number>> = { bust: 34, waist: 27, hips: 38 };

function Figure({ spot }: { readonly spot: Spot }) {
  const y = TAPE_Y[spot];
  const w = HALF_WIDTH[spot];
  return (
    <svg viewBox="0 0 160 240" width="160" height="240" role="img" aria-label={`Where to measure the ${spot}`}>
      <rect width="160" height="240" rx="14" fill="#f1e9dc" />
      <circle cx="80" cy="38" r="16" fill="#7f5539" />
      <path
        d="M56 62 Q80 54 104 62 L114 96 Q108 110 106 122 Q118 140 118 160 L110 226 H90 L80 168 L70 226 H50 L42 160 Q42 140 54 122 Q52 110 46 96 Z"
        fill="#23305e"
      />
      <path d="M46 96 L30 150 M114 96 L130 150" stroke="#23305e" strokeWidth="10" strokeLinecap="round" />
      <ellipse cx="80" cy={y} rx={w + 4} ry="7" fill="none" stroke="#20c997" strokeWidth="4" strokeDasharray="6 4" />
      <text x="80" y={y - 12} textAnchor="middle" fontSize="12" fontWeight="700" fill="#15130f">
        {spot}
      </text>
    </svg>
  );
}

const STEPS: readonly { spot: Spot; title: string; body: string }[] = [
  {
    spot: 'bust',
    title: 'Bust',
    body: 'Around the fullest part of the chest, tape level under the arms and across the back.',
  },
  {
    spot: 'waist',
    title: 'Waist',
    body: 'Around the narrowest part of the torso, usually just above the navel. Breathe out normally.',
  },
  { spot: 'hips', title: 'Hips', body: 'Around the fullest part of the hips and seat, feet together.' },
];

export function HowToMeasure() {
  return (
    <ol className="measure-steps" role="list">
      {STEPS.map((s) => (
        <li key={s.spot} className="card measure-step">
          <Figure spot={s.spot} />
          <div>
            <h3>{s.title}</h3>
            <p>{s.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
