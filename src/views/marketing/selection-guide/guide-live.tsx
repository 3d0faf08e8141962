// The live selection guide: the machine's actor and the screens it drives. Loaded only when the visitor shows
// interest in the guide, so xstate is not part of the page's first render (DESIGN §11).
import { useEffect, useRef } from 'react';
import { useInspectedActorRef } from '../../../lib/inspect/use-inspected-actor-ref';
import { useSelector } from '../../shared/use-selector';
import { selectionGuideMachine } from '../../../machines/selection-guide/selection-guide.machine';
import {
  QUESTION_COUNT,
  selectAnswers,
  selectQuestionNumber,
  selectRecommendation,
  selectStep,
} from '../../../machines/selection-guide/selection-guide.selectors';
import type { QuestionId } from '../../../machines/selection-guide/selection-guide.scoring';
import { useBikeFacts } from '../../shared/bike-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { GuideIntro } from './guide-intro';
import { GuideQuestion, GuideResult } from './guide-steps';

/** @public Used as `live.LiveGuide` once guide-quiz.tsx has loaded this module. */
export function LiveGuide({ startNow }: { startNow: boolean }) {
  const lang = useLang();
  // The visitor pressed Start before this module arrived: the guide opens on the first question.
  const facts = useBikeFacts();
  const offered = facts.offered.map((model) => model.slug);
  const prices = Object.fromEntries(offered.flatMap((slug) => (facts.priceCents(slug) === null ? [] : [[slug, facts.priceCents(slug)!]])));
  const actor = useInspectedActorRef(selectionGuideMachine, { input: { startAtOnce: startNow, offered, prices } });
  const step = useSelector(actor, selectStep);
  const answers = useSelector(actor, selectAnswers);
  const number = useSelector(actor, selectQuestionNumber);
  const recommendation = useSelector(actor, selectRecommendation);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new screen takes the focus to its heading, so keyboard and screen-reader users continue from there.
  useEffect(() => {
    if (!moved.current) {
      moved.current = step !== 'intro';
      if (!moved.current) return;
    }
    heading.current?.focus();
  }, [step]);

  const back = () => actor.send({ type: 'guide.back' });
  if (step === 'intro') return <GuideIntro ref={heading} onStart={() => actor.send({ type: 'guide.start' })} />;
  if (step === 'result' && recommendation) {
    return <GuideResult ref={heading} recommendation={recommendation} lang={lang} onBack={back} onRestart={() => actor.send({ type: 'guide.restart' })} />;
  }
  const question = step as QuestionId;
  return (
    <GuideQuestion
      ref={heading}
      question={question}
      number={number}
      total={QUESTION_COUNT}
      selected={answers[question]}
      onAnswer={(answer) => actor.send({ type: 'answer.choose', question, answer })}
      onBack={back}
    />
  );
}
