// The configurator's bike picture: a side view drawn from the model's facts (wheel size, tyre width, motor
// position) with one layer per visible part, in the line style of common/bike-art.ts. Drawn as React elements
// rather than bike-art's SVG strings so a choice only changes the attributes and layers it touches, within the
// frame of the click, and so a part can replace what the bike had (a sport saddle, the long battery). Every part
// of the drawing is a memoised component of the model's geometry (one object per model): a choice re-renders the
// layers it adds, removes or recolours, nothing else.
import { memo } from 'react';
import type { BikeModel } from '../../../common/bike-models';
import type { PictureLayer } from '../../machines/configurator/configurator.facts';

// The canvas and ink of common/bike-art.ts (a test keeps them equal), written out so the configurator's first render
// does not load bike-art's string drawings with them.
export const ART_INK = '#1f2933';
export const ART_BG = '#f4f1ea';
export const ART_WIDTH = 800;
export const ART_HEIGHT = 600;
const GROUND_Y = 505;
const BAG = '#1f5f66';
const BAG_DARK = '#173f45';
const METAL = '#6b7280';

type Point = { x: number; y: number };

/** Where the parts sit on a model's side view (exported for the tests: every layer must land on the canvas). */
export interface BikeGeometry {
  r: number;
  tyre: number;
  cy: number;
  rear: Point;
  front: Point;
  bb: Point;
  /** Top of the head tube; the fork runs from here to the front axle. */
  head: Point;
  /** Where the main tube meets the head tube. */
  join: Point;
  /** The saddle clamp and the top of the seat tube. */
  saddle: Point;
  seatJoin: Point;
  /** Main tube length and angle (degrees), for parts mounted along it. */
  tubeLength: number;
  tubeAngle: number;
  /** Height of a rear rack's platform. */
  rackY: number;
  hasIntegratedRack: boolean;
}

type GeometryFacts = Pick<BikeModel, 'wheelSizeInch' | 'tyreWidthInch' | 'slug'>;

const geometries = new WeakMap<GeometryFacts, BikeGeometry>();

/** bikeGeometry, one object per model object (the models are constants), so the memoised parts below can skip. */
function geometryOf(model: GeometryFacts): BikeGeometry {
  let g = geometries.get(model);
  if (!g) {
    g = bikeGeometry(model);
    geometries.set(model, g);
  }
  return g;
}

export function bikeGeometry(model: GeometryFacts): BikeGeometry {
  const small = model.wheelSizeInch === 16;
  const r = small ? 100 : 125;
  const tyre = Math.min(34, 10 + model.tyreWidthInch * 7);
  const cy = GROUND_Y - r;
  const rear = { x: 230, y: cy };
  const front = { x: small ? 545 : 575, y: cy };
  const bb = { x: 385, y: cy + 15 };
  const head = { x: front.x - 60, y: cy - 170 };
  const join = { x: head.x + (front.x - head.x) * 0.35, y: head.y + (front.y - head.y) * 0.35 };
  const saddle = { x: bb.x - 28, y: cy - 205 };
  const seatJoin = { x: bb.x - 20, y: cy - 165 };
  const dx = join.x - bb.x;
  const dy = join.y - bb.y;
  return {
    r,
    tyre,
    cy,
    rear,
    front,
    bb,
    head,
    join,
    saddle,
    seatJoin,
    tubeLength: Math.hypot(dx, dy),
    tubeAngle: (Math.atan2(dy, dx) * 180) / Math.PI,
    rackY: cy - r - tyre / 2 - 14,
    hasIntegratedRack: model.slug === 'voyage',
  };
}

const f = (value: number) => Math.round(value * 10) / 10;

function Painted({ d, colour, width }: { d: string; colour: string; width: number }) {
  return (
    <>
      <path d={d} strokeWidth={width + 6} />
      <path d={d} stroke={colour} strokeWidth={width} />
    </>
  );
}

function Wheel({ at, r, tyre }: { at: Point; r: number; tyre: number }) {
  const spokes = [0, 60, 120].map((angle) => {
    const rad = (angle * Math.PI) / 180;
    const dx = Math.cos(rad) * (r - tyre / 2);
    const dy = Math.sin(rad) * (r - tyre / 2);
    return <line key={angle} x1={f(at.x - dx)} y1={f(at.y - dy)} x2={f(at.x + dx)} y2={f(at.y + dy)} strokeWidth={2} stroke={METAL} />;
  });
  return (
    <g>
      <circle cx={at.x} cy={at.y} r={r} strokeWidth={tyre} />
      <circle cx={at.x} cy={at.y} r={f(r * 0.18)} strokeWidth={6} />
      {spokes}
    </g>
  );
}

/** An arc over a wheel, from angle a to b (degrees, clockwise from the right, negative is up). */
function arc(at: Point, radius: number, a: number, b: number): string {
  const point = (deg: number) => {
    const rad = (deg * Math.PI) / 180;
    return `${f(at.x + radius * Math.cos(rad))} ${f(at.y + radius * Math.sin(rad))}`;
  };
  return `M ${point(a)} A ${radius} ${radius} 0 0 1 ${point(b)}`;
}

const Saddle = memo(function Saddle({ g, kind }: { g: BikeGeometry; kind: 'standard' | 'comfort' | 'sport' }) {
  const { x, y } = g.saddle;
  if (kind === 'comfort') {
    return (
      <g data-layer="saddle-comfort">
        <path d={`M ${x - 8} ${y + 4} l -8 10 l 10 6 l -8 10 M ${x + 18} ${y + 4} l -8 10 l 10 6 l -8 10`} strokeWidth={4} stroke={METAL} />
        <path d={`M ${x - 62} ${y - 10} Q ${x - 8} ${y - 44} ${x + 52} ${y - 12} Q ${x + 6} ${y + 10} ${x - 62} ${y - 10} Z`} fill={ART_INK} strokeWidth={6} />
      </g>
    );
  }
  if (kind === 'sport') {
    const d = `M ${x - 64} ${y - 8} Q ${x - 4} ${y - 24} ${x + 54} ${y - 6}`;
    return (
      <g data-layer="saddle-sport">
        <path d={d} strokeWidth={14} />
        <path d={d} strokeWidth={6} stroke="#b3282d" />
      </g>
    );
  }
  return <path d={`M ${x - 52} ${y - 8} Q ${x} ${y - 30} ${x + 48} ${y - 6}`} strokeWidth={16} />;
});

/** Parts mounted on the main tube, drawn in the tube's own coordinates (x along it, negative y above it). */
function OnTube({ g, children }: { g: BikeGeometry; children: React.ReactNode }) {
  return <g transform={`translate(${g.bb.x} ${g.bb.y}) rotate(${f(g.tubeAngle)})`}>{children}</g>;
}

const Battery = memo(function Battery({ g, large, wh }: { g: BikeGeometry; large: boolean; wh: number | null }) {
  const L = g.tubeLength;
  const x = large ? 0.19 * L : 0.58 * L;
  const width = (large ? 0.95 * L : 0.95 * L) - x;
  return (
    <OnTube g={g}>
      <g data-layer={large ? 'battery-large' : 'battery'}>
        <rect x={f(x)} y={-40} width={f(width)} height={30} rx={10} fill={ART_INK} stroke="none" />
        {wh !== null ? (
          <text
            x={f(x + width / 2)}
            y={-19}
            textAnchor="middle"
            fontFamily="Helvetica, Arial, sans-serif"
            fontSize={15}
            fontWeight={700}
            fill="#f4f1ea"
            stroke="none"
          >
            {wh} Wh
          </text>
        ) : null}
      </g>
    </OnTube>
  );
});

const RearRack = memo(function RearRack({ g, integrated, colour }: { g: BikeGeometry; integrated: boolean; colour: string }) {
  const top = g.rackY;
  const stay = { x: g.rear.x + (g.seatJoin.x - g.rear.x) * 0.5, y: g.rear.y + (g.seatJoin.y - g.rear.y) * 0.5 };
  const platform = `M ${g.rear.x - 78} ${f(top)} H ${g.rear.x + 72}`;
  const struts = `M ${g.rear.x - 58} ${f(top)} L ${g.rear.x} ${g.rear.y} M ${g.rear.x + 72} ${f(top)} L ${f(stay.x)} ${f(stay.y)}`;
  return (
    <g data-layer={integrated ? 'rack-integrated' : 'rack-rear'}>
      {integrated ? <Painted d={platform} colour={colour} width={10} /> : <path d={platform} strokeWidth={10} stroke={METAL} />}
      <path d={struts} strokeWidth={6} stroke={integrated ? ART_INK : METAL} />
    </g>
  );
});

const FrontRack = memo(function FrontRack({ g }: { g: BikeGeometry }) {
  const at = { x: g.head.x + (g.front.x - g.head.x) * 0.55, y: g.head.y + (g.front.y - g.head.y) * 0.55 };
  return (
    <g data-layer="rack-front">
      <path d={`M ${f(at.x - 6)} ${f(at.y - 8)} H ${f(at.x + 78)}`} strokeWidth={8} stroke={METAL} />
      <path d={`M ${f(at.x + 70)} ${f(at.y - 8)} L ${g.front.x} ${g.front.y}`} strokeWidth={5} stroke={METAL} />
    </g>
  );
});

const Pannier = memo(function Pannier({ g, double }: { g: BikeGeometry; double: boolean }) {
  const top = g.rackY;
  const x = g.rear.x - (double ? 92 : 82);
  const width = double ? 134 : 108;
  const height = double ? 132 : 112;
  return (
    <g data-layer={double ? 'bag-double' : 'bag-pannier'}>
      {double ? <rect x={x + 14} y={f(top - 2)} width={width} height={height - 10} rx={14} fill={BAG_DARK} strokeWidth={5} /> : null}
      <rect x={x} y={f(top + 4)} width={width} height={height} rx={14} fill={BAG} strokeWidth={6} />
      <path d={`M ${x} ${f(top + 40)} H ${x + width} M ${x + width / 2} ${f(top + 40)} V ${f(top + 62)}`} strokeWidth={4} stroke="#0d2b2f" />
    </g>
  );
});

const TrunkBag = memo(function TrunkBag({ g }: { g: BikeGeometry }) {
  return (
    <g data-layer="bag-trunk">
      <rect x={g.rear.x - 64} y={f(g.rackY - 52)} width={112} height={46} rx={10} fill="#3a3f44" strokeWidth={6} />
      <path d={`M ${g.rear.x - 40} ${f(g.rackY - 52)} q 30 -18 60 0`} strokeWidth={4} />
    </g>
  );
});

const FrameBag = memo(function FrameBag({ g }: { g: BikeGeometry }) {
  const L = g.tubeLength;
  return (
    <OnTube g={g}>
      <path
        data-layer="bag-frame"
        d={`M ${f(0.2 * L)} -10 L ${f(0.55 * L)} -10 L ${f(0.5 * L)} -46 L ${f(0.26 * L)} -46 Z`}
        fill={BAG}
        strokeWidth={5}
        strokeLinejoin="round"
      />
    </OnTube>
  );
});

const FrontBag = memo(function FrontBag({ g }: { g: BikeGeometry }) {
  return (
    <g data-layer="bag-front">
      <rect x={g.head.x + 8} y={g.head.y - 42} width={76} height={58} rx={12} fill={BAG} strokeWidth={6} />
      <path d={`M ${g.head.x + 8} ${g.head.y - 20} H ${g.head.x + 84}`} strokeWidth={4} stroke="#0d2b2f" />
    </g>
  );
});

const Basket = memo(function Basket({ g }: { g: BikeGeometry }) {
  const x = g.head.x + 14;
  const y = g.head.y - 34;
  return (
    <g data-layer="basket">
      <path d={`M ${x} ${y} H ${x + 104} L ${x + 92} ${y + 70} H ${x + 12} Z`} fill="#c89b5a" stroke="#7a5a2e" strokeWidth={5} />
      <path
        d={`M ${x + 4} ${y + 23} H ${x + 100} M ${x + 8} ${y + 46} H ${x + 96} M ${x + 36} ${y} V ${y + 70} M ${x + 68} ${y} V ${y + 70}`}
        stroke="#7a5a2e"
        strokeWidth={3}
      />
    </g>
  );
});

const Mudguards = memo(function Mudguards({ g }: { g: BikeGeometry }) {
  const radius = g.r + g.tyre / 2 + 9;
  return (
    <g data-layer="mudguards">
      <path d={arc(g.rear, radius, -178, -32)} strokeWidth={8} stroke={METAL} />
      <path d={arc(g.front, radius, -150, -8)} strokeWidth={8} stroke={METAL} />
    </g>
  );
});

const Kickstand = memo(function Kickstand({ g }: { g: BikeGeometry }) {
  return <path data-layer="kickstand" d={`M ${g.bb.x - 40} ${g.bb.y + 4} L ${g.bb.x - 92} ${GROUND_Y - 2}`} strokeWidth={8} stroke={METAL} />;
});

export interface BikePictureProps {
  model: Pick<BikeModel, 'wheelSizeInch' | 'tyreWidthInch' | 'slug' | 'motor'>;
  colourHex: string;
  layers?: readonly PictureLayer[];
  batteryWh?: number | null;
  /** Accessible name; without it the picture is decorative (aria-hidden). */
  label?: string;
  describedBy?: string;
  className?: string;
}

const Wheels = memo(function Wheels({ g }: { g: BikeGeometry }) {
  return (
    <>
      <Wheel at={g.rear} r={g.r} tyre={g.tyre} />
      <Wheel at={g.front} r={g.r} tyre={g.tyre} />
    </>
  );
});

/** The frame in the chosen colour, the fork, the handlebar and the seat post. */
const Frame = memo(function Frame({ g, colour }: { g: BikeGeometry; colour: string }) {
  return (
    <>
      <Painted d={`M ${g.rear.x} ${g.rear.y} L ${g.bb.x} ${g.bb.y} L ${g.seatJoin.x} ${g.seatJoin.y} Z`} colour={colour} width={18} />
      <Painted d={`M ${g.bb.x} ${g.bb.y} L ${f(g.join.x)} ${f(g.join.y)}`} colour={colour} width={18} />
      <circle cx={f((g.bb.x + g.join.x) / 2)} cy={f((g.bb.y + g.join.y) / 2)} r={14} fill={ART_BG} strokeWidth={6} />
      <path d={`M ${g.head.x} ${g.head.y} L ${g.front.x} ${g.front.y}`} strokeWidth={12} />
      <path d={`M ${g.head.x} ${g.head.y} L ${g.head.x - 15} ${g.head.y - 60} L ${g.head.x - 65} ${g.head.y - 60}`} strokeWidth={10} />
      <path d={`M ${g.seatJoin.x} ${g.seatJoin.y} L ${g.saddle.x} ${g.saddle.y}`} strokeWidth={10} />
    </>
  );
});

const Motor = memo(function Motor({ g, position }: { g: BikeGeometry; position: BikePictureProps['model']['motor']['position'] }) {
  if (position === 'mid-drive') return <circle cx={g.bb.x} cy={g.bb.y} r={30} fill={ART_INK} stroke="none" />;
  if (position === 'rear-hub') return <circle cx={g.rear.x} cy={g.rear.y} r={36} fill={ART_INK} stroke="none" />;
  return <circle cx={g.front.x} cy={g.front.y} r={32} fill={ART_INK} stroke="none" />;
});

/** The lights, the crank and the chainring. */
const Fittings = memo(function Fittings({ g }: { g: BikeGeometry }) {
  return (
    <>
      <rect x={g.head.x + 6} y={g.head.y + 12} width={26} height={18} rx={6} fill="#f5d90a" strokeWidth={5} />
      <rect x={g.seatJoin.x - 20} y={g.seatJoin.y + 18} width={18} height={14} rx={4} fill="#d0393e" strokeWidth={4} />
      <circle cx={g.bb.x} cy={g.bb.y} r={22} strokeWidth={8} />
      <line x1={g.bb.x} y1={g.bb.y} x2={g.bb.x + 25} y2={g.bb.y + 40} strokeWidth={8} />
    </>
  );
});

function BikePictureImpl({ model, colourHex, layers = [], batteryWh = null, label, describedBy, className }: BikePictureProps) {
  const g = geometryOf(model);
  const has = (layer: PictureLayer) => layers.includes(layer);
  const saddle = has('saddle-comfort') ? 'comfort' : has('saddle-sport') ? 'sport' : 'standard';
  const accessible = label
    ? { role: 'img', 'aria-label': label, ...(describedBy ? { 'aria-describedby': describedBy } : {}) }
    : { 'aria-hidden': true as const };
  return (
    <svg viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`} className={className} focusable="false" {...accessible}>
      <rect width={ART_WIDTH} height={ART_HEIGHT} rx={24} fill={ART_BG} />
      <ellipse cx={400} cy={520} rx={280} ry={18} fill="#e4dfd3" />
      <g fill="none" stroke={ART_INK} strokeWidth={10} strokeLinecap="round" strokeLinejoin="round">
        {has('kickstand') ? <Kickstand g={g} /> : null}
        {has('bag-double') ? <Pannier g={g} double /> : null}
        <Wheels g={g} />
        {has('mudguards') ? <Mudguards g={g} /> : null}
        <Frame g={g} colour={colourHex} />
        <Saddle g={g} kind={saddle} />
        <Battery g={g} large={has('battery-large')} wh={batteryWh} />
        {has('bag-frame') ? <FrameBag g={g} /> : null}
        <Motor g={g} position={model.motor.position} />
        {g.hasIntegratedRack ? <RearRack g={g} integrated colour={colourHex} /> : null}
        {has('rack-rear') ? <RearRack g={g} integrated={false} colour={colourHex} /> : null}
        {has('bag-trunk') ? <TrunkBag g={g} /> : null}
        {has('bag-pannier') ? <Pannier g={g} double={false} /> : null}
        {has('rack-front') ? <FrontRack g={g} /> : null}
        {has('bag-front') ? <FrontBag g={g} /> : null}
        {has('basket') ? <Basket g={g} /> : null}
        <Fittings g={g} />
      </g>
      <text x={40} y={570} fontFamily="Helvetica, Arial, sans-serif" fontSize={22} fontWeight={700} letterSpacing={4} fill="#9a927f">
        FOLT
      </text>
    </svg>
  );
}

/** Memoised: the summary and the options re-render on every choice, the picture only when its facts change. */
export const BikePicture = memo(BikePictureImpl);
