// The guide's scoring: typed data complete, rider weight rules models out by their facts, every model can win, reasons.
import { describe, expect, it } from 'vitest';
import { BIKE_MODELS, type BikeSlug } from '../../../common/bike-models';
import { ANSWER_SCORES, GUIDE_QUESTIONS, QUESTION_ORDER, recommend, type GuideAnswers } from './selection-guide.scoring';

function allAnswerSets(): GuideAnswers[] {
  let sets: GuideAnswers[] = [{}];
  for (const question of QUESTION_ORDER) {
    sets = sets.flatMap((set) => GUIDE_QUESTIONS[question].map((answer) => ({ ...set, [question]: answer })));
  }
  return sets;
}

describe('selection guide scoring', () => {
  it('scores every answer of every question, with known models only', () => {
    const slugs = new Set<string>(BIKE_MODELS.map((model) => model.slug));
    for (const question of QUESTION_ORDER) {
      expect(Object.keys(ANSWER_SCORES[question]).sort()).toEqual([...GUIDE_QUESTIONS[question]].sort());
      for (const score of Object.values(ANSWER_SCORES[question])) {
        for (const slug of Object.keys(score.points)) expect(slugs.has(slug)).toBe(true);
      }
    }
  });

  it('recommends the obvious model for clear-cut answers', () => {
    expect(recommend({ storage: 'camper', distance: 'long', terrain: 'rough', rider: 'light', priority: 'comfort' }).best.slug).toBe('voyage');
    expect(recommend({ storage: 'transit', distance: 'short', terrain: 'city', rider: 'light', priority: 'weight' }).best.slug).toBe('piccolo');
    expect(recommend({ storage: 'car', distance: 'medium', terrain: 'hills', rider: 'medium', priority: 'sport' }).best.slug).toBe('folt-200-s');
    expect(recommend({ storage: 'car', distance: 'medium', terrain: 'city', rider: 'light', priority: 'maintenance' }).best.slug).toBe('elite');
    expect(recommend({ storage: 'home', distance: 'short', terrain: 'city', rider: 'medium', priority: 'price' }).best.slug).toBe('classic');
    expect(recommend({ storage: 'car', distance: 'medium', terrain: 'rough', rider: 'heavy', priority: 'comfort' }).best.slug).toBe('maxx');
  });

  it('never recommends a model not built for the rider weight (its maxRiderKg)', () => {
    const upTo = { light: 85, medium: 110, heavy: 130, heavier: 150 } as const;
    for (const answers of allAnswerSets()) {
      const result = recommend(answers);
      expect(result.best.maxRiderKg).toBeGreaterThanOrEqual(upTo[answers.rider!]);
      if (result.runnerUp) expect(result.runnerUp.maxRiderKg).toBeGreaterThanOrEqual(upTo[answers.rider!]);
      for (const slug of result.excluded) expect(BIKE_MODELS.find((m) => m.slug === slug)!.maxRiderKg).toBeLessThan(upTo[answers.rider!]);
    }
    expect(recommend({ rider: 'heavier', priority: 'weight' }).best.slug).toBe('maxx');
  });

  it('lets every model win for some answers', () => {
    const winners = new Set<BikeSlug>(allAnswerSets().map((answers) => recommend(answers).best.slug));
    expect([...winners].sort()).toEqual(BIKE_MODELS.map((model) => model.slug).sort());
  });

  it('gives reasons from the answers that counted for the winner, at most four, never none', () => {
    const result = recommend({ storage: 'camper', distance: 'long', terrain: 'rough', rider: 'heavy', priority: 'comfort' });
    expect(result.best.slug).toBe('voyage');
    expect(result.reasons).toEqual(['storage.camper', 'distance.long', 'terrain.rough', 'rider.heavy']);
    for (const answers of allAnswerSets()) {
      const { reasons } = recommend(answers);
      expect(reasons.length).toBeGreaterThan(0);
      expect(reasons.length).toBeLessThanOrEqual(4);
    }
    expect(recommend({}).reasons).toEqual(['fallback']);
  });

  // The catalogue's from-prices (the seed's here); the machine gets them with the page's data.
  const prices = { classic: 199_900, elite: 279_900, maxx: 249_900, piccolo: 179_900, voyage: 299_900, 'folt-200-s': 349_900 };

  it('breaks ties by the lower price', () => {
    const result = recommend({ terrain: 'city' }, undefined, prices);
    expect(result.best.slug).toBe('piccolo');
    expect(result.runnerUp?.slug).toBe('classic');
    // The back office makes the Classic cheaper: the tie goes the other way.
    expect(recommend({ terrain: 'city' }, undefined, { ...prices, classic: 169_900 }).best.slug).toBe('classic');
  });

  it('recommends only the models on sale', () => {
    const offered = (['classic', 'elite', 'maxx', 'voyage', 'folt-200-s'] as const).slice();
    const result = recommend({ terrain: 'city' }, offered, prices);
    expect(result.best.slug).toBe('classic');
    expect(result.runnerUp?.slug).not.toBe('piccolo');
    expect(result.excluded).not.toContain('piccolo');
  });
});
