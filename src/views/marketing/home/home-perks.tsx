// Home: what buying a FOLT includes (delivery, warranty from the facts, test ride, employer plan), with links to
// the pages that explain each.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { Reveal } from '../../marketing-kit/reveal';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import type { PageId } from '../../../locales/paths';

// The shortest warranty any model has, so the promise holds for every bike.
const frameYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.frame));
const batteryYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.battery));

const icons: Record<'delivery' | 'warranty' | 'ride' | 'employer', ReactNode> = {
  delivery: <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />,
  warranty: <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM8.5 12l2.5 2.5 4.5-5" />,
  ride: <path d="M6 17a3 3 0 1 0 0-.01M18 17a3 3 0 1 0 0-.01M6 17l4-7h5l3 7M10 10l-1-3h-2M15 10l-1-3h2" />,
  employer: <path d="M4 8h16v11H4zM9 8V5h6v3M4 13h16" />,
};

interface Perk {
  key: keyof typeof icons;
  title: string;
  text: string;
  link?: { page: PageId; label: string };
}

export function HomePerks() {
  const { t } = useLingui();
  const lang = useLang();
  const perks: Perk[] = [
    {
      key: 'delivery',
      title: t`Free delivery with every bike`,
      text: t`We deliver your FOLT ready to ride, assembled and adjusted, anywhere in the Netherlands, Belgium and Germany, and show you how it folds.`,
    },
    {
      key: 'warranty',
      title: t`${batteryYears} years' warranty, ${frameYears} on the frame`,
      text: t`Motor, battery and electronics are covered for ${batteryYears} years, the frame and folding hinge for ${frameYears}. Our own mechanics handle every claim.`,
      link: { page: 'maintenance', label: t`Service and repairs` },
    },
    {
      key: 'ride',
      title: t`Test ride before you decide`,
      text: t`Feel the motor, fold the bike yourself and lift it into your own car or camper. A test ride is free and takes about an hour.`,
      link: { page: 'testride', label: t`Book a test ride` },
    },
    {
      key: 'employer',
      title: t`Through your employer`,
      text: t`With an employer bike plan you ride a FOLT to work and save on tax through your salary. Folded, it fits under your desk.`,
      link: { page: 'employer-plan', label: t`How the employer plan works` },
    },
  ];
  return (
    <section className="mk-section" aria-labelledby="home-perks">
      <div className="mk-section-head">
        <h2 id="home-perks">{t`Why riders choose FOLT`}</h2>
      </div>
      <ul className="mk-grid mk-perks">
        {perks.map((perk) => (
          <Reveal as="li" key={perk.key} className="mk-perk">
            <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" className="mk-perk-icon">
              <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                {icons[perk.key]}
              </g>
            </svg>
            <h3>{perk.title}</h3>
            <p>{perk.text}</p>
            {perk.link && (
              <PageLink page={perk.link.page} lang={lang} className="mk-more">
                {perk.link.label}
              </PageLink>
            )}
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
