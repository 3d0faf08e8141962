// The selection guide (DESIGN §7): an intro (skipped when Start was pressed before the guide had loaded), five
// questions in a fixed order and a result; answers are kept when the visitor goes back, so a changed mind changes one
// answer. No effects: the recommendation is derived from the answers by selection-guide.scoring.ts, so the machine
// stays a plain record of where the visitor is and what they chose.
import { assign, setup } from 'xstate';
import { isAnswerOf, type GuideAnswers, type QuestionId } from './selection-guide.scoring';
import type { BikeSlug } from '../../../common/bike-models';

export interface GuideContext {
  answers: GuideAnswers;
  /** Opened by a Start pressed before the guide had loaded. */
  startAtOnce: boolean;
  /** The models on sale (the catalogue's, from the page's data): only these are recommended. */
  offered: readonly BikeSlug[] | null;
  /** Their from-prices in cents (the catalogue's), for breaking ties. */
  prices: Partial<Record<BikeSlug, number>>;
}

export interface GuideInput {
  /** The visitor pressed Start before the guide had loaded: it opens on the first question. */
  startAtOnce?: boolean;
  offered?: readonly BikeSlug[];
  prices?: Partial<Record<BikeSlug, number>>;
}

export type GuideEvent =
  { type: 'guide.start' } | { type: 'answer.choose'; question: QuestionId; answer: string } | { type: 'guide.back' } | { type: 'guide.restart' };

/** Where the visitor is: the intro, a question, or the result. */
export type GuideStep = 'intro' | QuestionId | 'result';

export const selectionGuideMachine = setup({
  types: {
    context: {} as GuideContext,
    events: {} as GuideEvent,
    input: {} as GuideInput,
  },
  guards: {
    isStartedAtOnce: ({ context }) => context.startAtOnce,
    // An answer counts only for the question on screen (a late click on a previous question changes nothing).
    isAnswerTo: ({ event }, params: { question: QuestionId }) =>
      event.type === 'answer.choose' && event.question === params.question && isAnswerOf(params.question, event.answer),
  },
  actions: {
    recordAnswer: assign({
      answers: ({ context, event }) => (event.type === 'answer.choose' ? { ...context.answers, [event.question]: event.answer } : context.answers),
    }),
    clearAnswers: assign({ answers: () => ({}) }),
  },
}).createMachine({
  id: 'selectionGuide',
  initial: 'opening',
  context: ({ input }) => ({ answers: {}, startAtOnce: input?.startAtOnce ?? false, offered: input?.offered ?? null, prices: input?.prices ?? {} }),
  states: {
    opening: {
      always: [{ guard: 'isStartedAtOnce', target: 'storage' }, { target: 'intro' }],
    },
    intro: {
      on: { 'guide.start': 'storage' },
    },
    storage: {
      tags: ['question'],
      on: {
        'answer.choose': { guard: { type: 'isAnswerTo', params: { question: 'storage' } }, target: 'distance', actions: 'recordAnswer' },
        'guide.back': 'intro',
      },
    },
    distance: {
      tags: ['question'],
      on: {
        'answer.choose': { guard: { type: 'isAnswerTo', params: { question: 'distance' } }, target: 'terrain', actions: 'recordAnswer' },
        'guide.back': 'storage',
      },
    },
    terrain: {
      tags: ['question'],
      on: {
        'answer.choose': { guard: { type: 'isAnswerTo', params: { question: 'terrain' } }, target: 'rider', actions: 'recordAnswer' },
        'guide.back': 'distance',
      },
    },
    rider: {
      tags: ['question'],
      on: {
        'answer.choose': { guard: { type: 'isAnswerTo', params: { question: 'rider' } }, target: 'priority', actions: 'recordAnswer' },
        'guide.back': 'terrain',
      },
    },
    priority: {
      tags: ['question'],
      on: {
        'answer.choose': { guard: { type: 'isAnswerTo', params: { question: 'priority' } }, target: 'result', actions: 'recordAnswer' },
        'guide.back': 'rider',
      },
    },
    result: {
      tags: ['result'],
      on: {
        'guide.back': 'priority',
        'guide.restart': { target: 'storage', actions: 'clearAnswers' },
      },
    },
  },
});
