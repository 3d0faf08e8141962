// Model of the selection-guide machine: opened on its intro or (Start pressed before it had loaded) on the first
// question, two answers per question (and one meant for another question, which must change nothing), back and
// restart; every state checks the answers kept so far and, at the end, the recommendation.
import { expect } from 'vitest';
import { selectionGuideMachine } from '../../src/machines/selection-guide/selection-guide.machine';
import { selectQuestionNumber, selectRecommendation } from '../../src/machines/selection-guide/selection-guide.selectors';
import { QUESTION_ORDER, type QuestionId } from '../../src/machines/selection-guide/selection-guide.scoring';
import type { ModelSpec, StateCheckArgs } from './model-runner';

const answer = (question: QuestionId, value: string, label: string) => ({
  label,
  event: { type: 'answer.choose', question, answer: value },
});

/** Answers are only ever kept for questions before the one on screen (or all of them on the result). */
function expectAnswersBefore(question: QuestionId | 'result', { actual, event }: StateCheckArgs) {
  const asked = question === 'result' ? QUESTION_ORDER : QUESTION_ORDER.slice(0, QUESTION_ORDER.indexOf(question));
  // Starting over forgets every answer.
  if (event.type === 'guide.restart') expect(actual.context.answers).toEqual({});
  // Going back keeps the answers, the one on screen included, so it shows what was chosen.
  if (event.type === 'guide.back') expect(Object.keys(actual.context.answers)).toContain(question);
  for (const key of Object.keys(actual.context.answers)) expect(QUESTION_ORDER.includes(key as QuestionId)).toBe(true);
  for (const key of asked) expect(actual.context.answers[key], `answer to ${key}`).toBeDefined();
  expect(actual.hasTag('question')).toBe(question !== 'result');
  if (question !== 'result') expect(selectQuestionNumber(actual as never)).toBe(QUESTION_ORDER.indexOf(question) + 1);
}

export const selectionGuideModel: ModelSpec = {
  name: 'selection-guide',
  machine: selectionGuideMachine,
  inputs: {
    'opened on its intro': {},
    'Start pressed before the guide had loaded': { startAtOnce: true },
  },
  actors: [],
  actions: [],
  events: {
    'guide.start': [{ label: 'the visitor starts the guide', event: { type: 'guide.start' } }],
    'guide.back': [{ label: 'the visitor goes back one step', event: { type: 'guide.back' } }],
    'guide.restart': [{ label: 'the visitor starts over', event: { type: 'guide.restart' } }],
    'answer.choose': [
      answer('storage', 'camper', 'stored in a camper'),
      answer('storage', 'transit', 'taken on train and bus'),
      answer('distance', 'long', 'more than 50 km a day'),
      answer('distance', 'short', 'up to 20 km a day'),
      answer('terrain', 'rough', 'gravel and forest paths'),
      answer('terrain', 'city', 'city streets'),
      answer('rider', 'heavier', 'rider of 130 to 150 kg'),
      answer('rider', 'light', 'rider up to 85 kg'),
      answer('priority', 'comfort', 'comfort matters most'),
      answer('priority', 'weight', 'low weight matters most'),
      answer('terrain', 'unknown', 'an answer no question has'),
    ],
  },
  states: {
    opening: () => {
      throw new Error('opening is transient and never rests');
    },
    intro: ({ actual }) => {
      // Back on the intro the answers are kept, so starting again shows what was chosen.
      expect(actual.hasTag('question')).toBe(false);
      expect(selectQuestionNumber(actual as never)).toBe(0);
      expect(selectRecommendation(actual as never)).toBeNull();
    },
    storage: (args) => expectAnswersBefore('storage', args),
    distance: (args) => expectAnswersBefore('distance', args),
    terrain: (args) => expectAnswersBefore('terrain', args),
    rider: (args) => expectAnswersBefore('rider', args),
    priority: (args) => expectAnswersBefore('priority', args),
    result: (args) => {
      expectAnswersBefore('result', args);
      const recommendation = selectRecommendation(args.actual as never)!;
      expect(recommendation.reasons.length).toBeGreaterThan(0);
      // The rider weight answer rules models out by their facts.
      if (args.actual.context.answers.rider === 'heavier') expect(recommendation.best.slug).toBe('maxx');
      else expect(recommendation.best.maxRiderKg).toBeGreaterThanOrEqual(85);
    },
  },
};
