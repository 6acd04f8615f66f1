// Textile motifs drawn inline (no image requests): adire circles, kente blocks, mud-cloth marks, ankara waves.
import { useId } from 'react';

export type Motif = 'adire' | 'kente' | 'mudcloth' | 'ankara';

export interface PatternProps {
  readonly motif: Motif;
  readonly base: string;
  readonly ink: string;
  readonly accent: string;
  readonly className?: string;
}

export function TextilePattern({ motif, base, ink, accent, className }: PatternProps) {
  const id = useId().replace(/:/g, '');
  return (
    <svg
      className={className}
      viewBox="0 0 240 300"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern
          id={id}
          width={motif === 'kente' ? 48 : 60}
          height={motif === 'kente' ? 48 : 60}
          patternUnits="userSpaceOnUse"
        >
          <rect width="60" height="60" fill={base} />
          {motif === 'adire' ? (
            <>
              <circle cx="30" cy="30" r="18" fill="none" stroke={ink} strokeWidth="3" strokeDasharray="4 3" />
              <circle cx="30" cy="30" r="6" fill={ink} />
              <path d="M0 0 L10 10 M50 50 L60 60 M60 0 L50 10 M0 60 L10 50" stroke={accent} strokeWidth="3" />
            </>
          ) : null}
          {motif === 'kente' ? (
            <>
              <rect width="48" height="8" fill={ink} />
              <rect y="20" width="48" height="4" fill={accent} />
              <rect y="28" width="24" height="20" fill={ink} opacity="0.9" />
              <rect x="24" y="8" width="24" height="12" fill={accent} opacity="0.9" />
            </>
          ) : null}
          {motif === 'mudcloth' ? (
            <>
              <path d="M6 10 h48 M6 50 h48" stroke={ink} strokeWidth="3" />
              <path
                d="M14 22 l8 8 l-8 8 M30 22 l8 8 l-8 8 M46 22 l8 8 l-8 8"
                fill="none"
                stroke={ink}
                strokeWidth="2.5"
              />
              <circle cx="10" cy="30" r="2.5" fill={accent} />
            </>
          ) : null}
          {motif === 'ankara' ? (
            <>
              <path d="M30 4 q14 13 0 26 q-14 13 0 26" fill="none" stroke={ink} strokeWidth="4" />
              <circle cx="8" cy="30" r="7" fill={accent} />
              <circle cx="52" cy="30" r="7" fill={accent} />
            </>
          ) : null}
        </pattern>
      </defs>
      <rect width="240" height="300" fill={`url(#${id})`} />
    </svg>
  );
}
