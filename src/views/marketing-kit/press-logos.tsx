// "Known from": the magazines and programmes that featured FOLT, drawn as our own neutral text marks (no third-party
// artwork or external requests). Names are proper nouns, the same in every language.
import type { ReactNode } from 'react';

const marks: Array<{ name: string; art: ReactNode }> = [
  {
    name: 'ANWB Kampioen',
    art: (
      <>
        <rect x="0" y="12" width="66" height="36" rx="5" />
        <text x="33" y="37" fill="#fff" fontSize="19" fontWeight="800" textAnchor="middle" textLength="54" lengthAdjust="spacingAndGlyphs">
          ANWB
        </text>
        <text x="76" y="38" fontSize="22" fontWeight="600" fontStyle="italic" textLength="110" lengthAdjust="spacingAndGlyphs">
          Kampioen
        </text>
      </>
    ),
  },
  {
    name: 'Kampeerauto Magazine',
    art: (
      <>
        <text x="0" y="34" fontSize="27" fontWeight="800" fontStyle="italic" textLength="186" lengthAdjust="spacingAndGlyphs">
          Kampeerauto
        </text>
        <text x="2" y="52" fontSize="11" fontWeight="600" textLength="92" lengthAdjust="spacing">
          MAGAZINE
        </text>
      </>
    ),
  },
  {
    name: 'ACSI',
    art: (
      <>
        <circle cx="24" cy="30" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M12 38 L24 20 L36 38 Z" />
        <text x="52" y="42" fontSize="34" fontWeight="900" textLength="92" lengthAdjust="spacingAndGlyphs">
          ACSI
        </text>
      </>
    ),
  },
  {
    name: 'Campergids',
    art: (
      <>
        <text x="0" y="36" fontSize="28" fontWeight="700" textLength="160" lengthAdjust="spacingAndGlyphs">
          campergids
        </text>
        <path d="M2 46 H158" stroke="currentColor" strokeWidth="3" strokeDasharray="10 6" />
      </>
    ),
  },
  {
    name: 'CamperTV',
    art: (
      <>
        <text x="0" y="38" fontSize="28" fontWeight="700" textLength="104" lengthAdjust="spacingAndGlyphs">
          Camper
        </text>
        <rect x="110" y="13" width="50" height="34" rx="8" />
        <text x="135" y="38" fill="#fff" fontSize="22" fontWeight="800" textAnchor="middle" textLength="30" lengthAdjust="spacingAndGlyphs">
          TV
        </text>
      </>
    ),
  },
];

export function PressLogos() {
  return (
    <ul className="mk-logos">
      {marks.map((mark) => (
        <li key={mark.name}>
          <svg viewBox="0 0 200 60" width="200" height="60" role="img" aria-label={mark.name} focusable="false">
            <g fill="currentColor" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">
              {mark.art}
            </g>
          </svg>
        </li>
      ))}
    </ul>
  );
}
