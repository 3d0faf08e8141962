// Folding and unfolding a FOLT, step by step with a drawing per step, the safety checks, and carrying tips; the
// same steps as in the PDF manuals (common/manuals), worded for the web.
import { useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { PageLink } from '../../shared/page-link';
import { formatNumber, formatSpan } from '../../marketing-kit/format';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { FoldIllustration, type FoldPose } from './fold-illustration';
import { head } from './instructions-folding.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

interface Step {
  title: string;
  text: string;
  pose: FoldPose;
}

const RIDING: FoldPose = { frame: 1, stemDown: false, saddleLow: false, pedalsFolded: false, ring: null };

function StepList({ id, steps }: { id: string; steps: Step[] }) {
  return (
    <ol className="fold-steps" aria-labelledby={id}>
      {steps.map((step) => (
        <li key={step.title}>
          <FoldIllustration pose={step.pose} />
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const fastest = formatNumber(Math.min(...BIKE_SPECS.map((model) => model.foldSeconds)), lang);
  const slowest = formatNumber(Math.max(...BIKE_SPECS.map((model) => model.foldSeconds)), lang);
  const batteryWeights = BIKE_SPECS.flatMap((model) => model.batteries.map((battery) => battery.weightKg));
  const lighter = formatSpan(Math.min(...batteryWeights), Math.max(...batteryWeights), 'kg', lang);
  const unfold: Step[] = [
    {
      title: t`Release the magnet`,
      text: t`Stand the folded bike on its wheels and pull the two halves gently apart; the magnet lets go.`,
      pose: { frame: -0.8, stemDown: true, saddleLow: true, pedalsFolded: true, ring: 'magnet' },
    },
    {
      title: t`Swing the front half out`,
      text: t`Hold the saddle with one hand and swing the front wheel round with the other until the frame is straight.`,
      pose: { frame: 0.35, stemDown: true, saddleLow: true, pedalsFolded: true, ring: 'hinge' },
    },
    {
      title: t`Close the frame hinge`,
      text: t`Press the hinge lever shut until it clicks, then push the safety catch over the lever.`,
      pose: { frame: 1, stemDown: true, saddleLow: true, pedalsFolded: true, ring: 'hinge' },
    },
    {
      title: t`Raise the handlebar`,
      text: t`Lift the stem upright and close its lever the same way: first the click, then the safety catch.`,
      pose: { frame: 1, stemDown: false, saddleLow: true, pedalsFolded: true, ring: 'stem' },
    },
    {
      title: t`Set the saddle height`,
      text: t`Open the quick release, pull the seat post up to your mark and close the lever firmly. Never above the minimum insertion line.`,
      pose: { frame: 1, stemDown: false, saddleLow: false, pedalsFolded: true, ring: 'saddle' },
    },
    {
      title: t`Fold out the pedals and check`,
      text: t`Click both pedals out. Then lift the front wheel and bounce it: nothing may move or rattle at either hinge.`,
      pose: { ...RIDING, ring: 'pedal' },
    },
  ];
  const fold: Step[] = [
    {
      title: t`Lower the saddle`,
      text: t`Open the seat post quick release and push the saddle all the way down; the bike now stands on the saddle and rear wheel.`,
      pose: { ...RIDING, saddleLow: true, ring: 'saddle' },
    },
    {
      title: t`Fold in the pedals`,
      text: t`Push each pedal towards the crank and fold it up. Turn the cranks so the left pedal is at the front.`,
      pose: { frame: 1, stemDown: false, saddleLow: true, pedalsFolded: true, ring: 'pedal' },
    },
    {
      title: t`Fold the handlebar down`,
      text: t`Open the safety catch, then the stem lever, and fold the handlebar down along the front wheel.`,
      pose: { frame: 1, stemDown: true, saddleLow: true, pedalsFolded: true, ring: 'stem' },
    },
    {
      title: t`Fold the frame`,
      text: t`Open the safety catch and the frame hinge lever, then swing the front wheel alongside the rear wheel until the magnet holds both halves together.`,
      pose: { frame: -0.8, stemDown: true, saddleLow: true, pedalsFolded: true, ring: 'hinge' },
    },
  ];
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Folding or unfolding a FOLT takes ${fastest} to ${slowest} seconds, depending on the model, once you know the moves. No tools, no loose parts: just two hinges, a seat post and the pedals.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="fold-unfold">
        <h2 id="fold-unfold">{t`Unfolding, step by step`}</h2>
        <StepList id="fold-unfold" steps={unfold} />
      </section>
      <section className="info-section" aria-labelledby="fold-fold">
        <h2 id="fold-fold">{t`Folding, step by step`}</h2>
        <StepList id="fold-fold" steps={fold} />
      </section>
      <section className="info-section info-prose" aria-labelledby="fold-safety">
        <h2 id="fold-safety">{t`Before every ride`}</h2>
        <ul>
          <li>{t`Both hinge levers are closed and their safety catches are over them.`}</li>
          <li>{t`The seat post is not pulled out beyond the minimum insertion line and its lever is closed firmly.`}</li>
          <li>{t`The handlebar does not move when you hold the front wheel between your knees and turn the bar.`}</li>
          <li>{t`Does a hinge have play or close too easily? Do not ride; have it adjusted by our workshop or your dealer.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="fold-carry">
        <h2 id="fold-carry">{t`Carrying and stowing`}</h2>
        <p>{t`Lift the folded bike by the saddle and the frame near the hinge, with your back straight. Taking the battery out first makes it ${lighter} lighter. In a car or camper, lay it on a blanket with the chain side up and strap it down.`}</p>
        <p>
          <PageLink page="manuals" lang={lang}>
            {t`The full manual of your model`}
          </PageLink>{' '}
          ·{' '}
          <PageLink page="testride" lang={lang}>
            {t`Practise folding on a test ride`}
          </PageLink>
        </p>
      </section>
    </article>
  );
}
