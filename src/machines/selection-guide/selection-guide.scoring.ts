// The selection guide's questions, answers and scoring as typed data, and the pure recommendation: points per answer
// and model, the rider-weight answer ruling out models not built for it (their maxRiderKg in common/bike-models.ts),
// and the reasons to show, picked from the answers that counted for the winner. No texts here: the page words them.
import { BIKE_MODELS, type BikeModel, type BikeSlug } from '../../../common/bike-models';

export const GUIDE_QUESTIONS = {
  storage: ['camper', 'car', 'transit', 'home'],
  distance: ['short', 'medium', 'long'],
  terrain: ['city', 'hills', 'rough'],
  rider: ['light', 'medium', 'heavy', 'heavier'],
  priority: ['weight', 'maintenance', 'comfort', 'sport', 'price'],
} as const;

export type QuestionId = keyof typeof GUIDE_QUESTIONS;
export type AnswerOf<Q extends QuestionId> = (typeof GUIDE_QUESTIONS)[Q][number];
export type GuideAnswers = { -readonly [Q in QuestionId]?: AnswerOf<Q> };

/** The order the guide asks in (also the machine's state order). */
export const QUESTION_ORDER: readonly QuestionId[] = ['storage', 'distance', 'terrain', 'rider', 'priority'];

export interface AnswerScore {
  /** Points per model this answer gives; a model not listed gets none. */
  readonly points: Readonly<Partial<Record<BikeSlug, number>>>;
  /** The rider weight this answer goes up to: models whose maxRiderKg is lower are ruled out. */
  readonly riderUpToKg?: number;
}

type ScoreTable = { readonly [Q in QuestionId]: Readonly<Record<AnswerOf<Q>, AnswerScore>> };

/**
 * Why these points: storage rewards folded size and weight (Piccolo smallest, Voyage made for campers), distance the
 * battery options (Voyage and Elite go to 600 Wh), terrain tyres and torque (Maxx 3-inch tyres, 200-S mid-drive),
 * priority each model's reason to exist. Three points is "made for this", two "very good at it", one "fine".
 */
export const ANSWER_SCORES: ScoreTable = {
  storage: {
    camper: { points: { voyage: 3, piccolo: 2, maxx: 1 } },
    car: { points: { classic: 2, elite: 2, 'folt-200-s': 2, maxx: 1 } },
    transit: { points: { piccolo: 3, 'folt-200-s': 2, classic: 1 } },
    home: { points: { piccolo: 2, classic: 2, elite: 1 } },
  },
  distance: {
    short: { points: { piccolo: 2, classic: 2 } },
    medium: { points: { elite: 2, 'folt-200-s': 2, classic: 1, maxx: 1 } },
    long: { points: { voyage: 3, elite: 2, maxx: 1 } },
  },
  terrain: {
    city: { points: { classic: 2, elite: 2, piccolo: 2 } },
    hills: { points: { 'folt-200-s': 3, elite: 1, voyage: 1, maxx: 1 } },
    rough: { points: { maxx: 3, voyage: 2 } },
  },
  rider: {
    light: { points: {}, riderUpToKg: 85 },
    medium: { points: {}, riderUpToKg: 110 },
    heavy: { points: {}, riderUpToKg: 130 },
    heavier: { points: {}, riderUpToKg: 150 },
  },
  priority: {
    weight: { points: { piccolo: 3, 'folt-200-s': 2 } },
    maintenance: { points: { elite: 3, classic: 1 } },
    comfort: { points: { voyage: 2, maxx: 2, elite: 1 } },
    sport: { points: { 'folt-200-s': 3 } },
    price: { points: { piccolo: 2, classic: 2, maxx: 1 } },
  },
};

/** A reason the page can word: an answer that counted for the winner, the rider weight it carries, or its own ideal use. */
export type ReasonId = { [Q in QuestionId]: `${Q}.${AnswerOf<Q>}` }[QuestionId] | 'fallback';

/** An answer counts as a reason when it gave the winner at least this many points. */
const REASON_MIN_POINTS = 2;
const MAX_REASONS = 4;

export interface Recommendation {
  best: BikeModel;
  runnerUp: BikeModel | null;
  reasons: ReasonId[];
  scores: Record<BikeSlug, number>;
  /** Models ruled out by the rider weight. */
  excluded: BikeSlug[];
}

export function isAnswerOf<Q extends QuestionId>(question: Q, answer: unknown): answer is AnswerOf<Q> {
  return (GUIDE_QUESTIONS[question] as readonly unknown[]).includes(answer);
}

function scoreOf(question: QuestionId, answer: string): AnswerScore {
  return (ANSWER_SCORES[question] as Record<string, AnswerScore>)[answer]!;
}

/**
 * The recommendation for the answers so far (unanswered questions count for nothing), among the models on sale
 * (`offered`, from the catalogue; all of them when not given or none is left). Ties go to the lower from-price
 * (`prices`, the catalogue's), then to the models page's order.
 */
export function recommend(answers: GuideAnswers, offered?: readonly BikeSlug[], prices: Partial<Record<BikeSlug, number>> = {}): Recommendation {
  const onSale = BIKE_MODELS.filter((model) => !offered || offered.includes(model.slug));
  const models = onSale.length > 0 ? onSale : BIKE_MODELS;
  const scores = Object.fromEntries(BIKE_MODELS.map((model) => [model.slug, 0])) as Record<BikeSlug, number>;
  let riderUpToKg = 0;
  for (const question of QUESTION_ORDER) {
    const answer = answers[question];
    if (answer === undefined) continue;
    const score = scoreOf(question, answer);
    for (const [slug, points] of Object.entries(score.points)) scores[slug as BikeSlug] += points ?? 0;
    riderUpToKg = Math.max(riderUpToKg, score.riderUpToKg ?? 0);
  }
  const eligible = models.filter((model) => model.maxRiderKg >= riderUpToKg);
  // Every answer set has a model: the heaviest rider answer stops at the highest maxRiderKg we build.
  const pool = eligible.length > 0 ? eligible : [...models].sort((a, b) => b.maxRiderKg - a.maxRiderKg).slice(0, 1);
  const ranked = [...pool].sort(
    (a, b) => scores[b.slug] - scores[a.slug] || (prices[a.slug] ?? Infinity) - (prices[b.slug] ?? Infinity) || a.sortOrder - b.sortOrder,
  );
  const best = ranked[0]!;
  const reasons: ReasonId[] = [];
  for (const question of QUESTION_ORDER) {
    const answer = answers[question];
    if (answer === undefined) continue;
    const counts = question === 'rider' ? answer !== 'light' : (scoreOf(question, answer).points[best.slug] ?? 0) >= REASON_MIN_POINTS;
    if (counts) reasons.push(`${question}.${answer}` as ReasonId);
  }
  return {
    best,
    runnerUp: ranked[1] ?? null,
    reasons: reasons.length > 0 ? reasons.slice(0, MAX_REASONS) : ['fallback'],
    scores,
    excluded: models.filter((model) => !pool.includes(model)).map((model) => model.slug),
  };
}
