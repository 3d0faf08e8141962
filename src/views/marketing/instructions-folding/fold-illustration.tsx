// One step of folding as a small side-view drawing: the front half of the frame swings round the main hinge (drawn
// as a horizontal squeeze, how a turn about an upright axis looks from the side), the handlebar stem folds down, the
// saddle goes down, and the part the step is about is ringed. Decorative alongside the step's own text.

export interface FoldPose {
  /** 1 = unfolded, 0 = front half at right angles, -0.8 = folded alongside the rear half. */
  frame: number;
  stemDown: boolean;
  saddleLow: boolean;
  pedalsFolded: boolean;
  /** The part the step is about. */
  ring: 'hinge' | 'stem' | 'saddle' | 'pedal' | 'magnet' | null;
}

const INK = '#1f2933';
const ACCENT = '#f2a541';
const HINGE = { x: 128, y: 92 };
const STEM_BASE = { x: 168, y: 88 };

const RING_AT: Record<NonNullable<FoldPose['ring']>, { x: number; y: number }> = {
  hinge: HINGE,
  stem: STEM_BASE,
  saddle: { x: 100, y: 62 },
  pedal: { x: 112, y: 126 },
  magnet: { x: 86, y: 122 },
};

export function FoldIllustration({ pose }: { pose: FoldPose }) {
  const saddleY = pose.saddleLow ? 62 : 40;
  const squeeze = `translate(${HINGE.x} 0) scale(${pose.frame} 1) translate(${-HINGE.x} 0)`;
  const stem = pose.stemDown ? `rotate(-100 ${STEM_BASE.x} ${STEM_BASE.y})` : undefined;
  const ring = pose.ring ? RING_AT[pose.ring] : null;
  // The ringed part on the front half moves with it.
  const ringX = ring && pose.ring === 'stem' ? HINGE.x + (ring.x - HINGE.x) * pose.frame : ring?.x;
  return (
    <svg viewBox="0 0 240 160" width="240" height="160" aria-hidden="true" focusable="false">
      <g fill="none" stroke={INK} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <line x1="20" y1="150" x2="220" y2="150" stroke="#cfd8d6" strokeWidth="2" />
        {/* rear half: wheel, chainstay, seat tube, main tube to the hinge */}
        <circle cx="62" cy="116" r="32" />
        <path d="M62 116 L112 124 L104 70 L62 116 M104 76 L128 92" />
        {/* saddle on its post */}
        <path d={`M104 70 L101 ${saddleY + 4}`} />
        <path d={`M90 ${saddleY} L114 ${saddleY}`} strokeWidth="6" />
        {/* crank and pedal */}
        <circle cx="112" cy="124" r="6" />
        <path d={pose.pedalsFolded ? 'M112 124 L118 138 M114 138 L122 138' : 'M112 124 L118 138 M110 140 L128 140'} />
        {/* front half: main tube from the hinge, head tube, fork, wheel, stem and handlebar */}
        <g transform={squeeze}>
          <path d="M128 92 L168 88 L176 116" />
          <circle cx="180" cy="116" r="32" />
          <g transform={stem}>
            <path d={`M${STEM_BASE.x} ${STEM_BASE.y} L162 34 M152 32 L174 36`} />
          </g>
        </g>
        {/* the magnet that holds the folded halves together */}
        <rect x="82" y="118" width="8" height="8" fill={INK} stroke="none" />
      </g>
      {ring ? <circle cx={ringX} cy={ring.y} r="13" fill="none" stroke={ACCENT} strokeWidth="4" /> : null}
    </svg>
  );
}
