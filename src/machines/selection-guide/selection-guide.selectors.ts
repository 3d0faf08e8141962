// What the selection guide's views read from its actor: the step, the answers, the position and the recommendation.
import type { SnapshotFrom } from 'xstate';
import type { GuideStep, selectionGuideMachine } from './selection-guide.machine';
import { QUESTION_ORDER, recommend, type GuideAnswers, type Recommendation } from './selection-guide.scoring';

type GuideSnapshot = SnapshotFrom<typeof selectionGuideMachine>;

export const selectStep = (snapshot: GuideSnapshot): GuideStep => snapshot.value as GuideStep;
export const selectAnswers = (snapshot: GuideSnapshot): GuideAnswers => snapshot.context.answers;

/** 1-based number of the question on screen, 0 outside the questions. */
export const selectQuestionNumber = (snapshot: GuideSnapshot): number => QUESTION_ORDER.indexOf(snapshot.value as never) + 1;

export const QUESTION_COUNT = QUESTION_ORDER.length;

/** The recommendation once every question is answered, otherwise null. */
export function selectRecommendation(snapshot: GuideSnapshot): Recommendation | null {
  return snapshot.hasTag('result') ? recommend(snapshot.context.answers, snapshot.context.offered ?? undefined, snapshot.context.prices) : null;
}
