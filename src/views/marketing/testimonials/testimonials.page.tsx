// Testimonials: riders in their own words, grouped by how they use their FOLT (camper, commute, city), each linked to
// the model they ride.
import { useLingui } from '@lingui/react/macro';
import { findBikeSpecs } from '../../../../common/bike-specs';
import type { BikeSlug } from '../../../../common/bike-models';
import { formatKg } from '../../marketing-kit/format';
import { Reveal } from '../../marketing-kit/reveal';
import { useCatalogFacts } from '../../shared/catalog-facts';
import { useLang } from '../../marketing-kit/use-lang';
import { PageLink } from '../../shared/page-link';
import '../../marketing-kit/marketing.css';
import { head } from './testimonials.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

interface Story {
  name: string;
  place: string;
  model: BikeSlug;
  quote: string;
}

export function Page() {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const facts = useCatalogFacts();
  const piccoloWeight = formatKg(facts.weightKg('piccolo'), lang);
  const groups: Array<{ id: string; title: string; stories: Story[] }> = [
    {
      id: 'camper',
      title: t`On the road with the camper`,
      stories: [
        {
          name: 'Marianne & Joop',
          place: 'Zwolle',
          model: 'voyage',
          quote: t`We used to hang two heavy e-bikes on the back of the motorhome. Now two Voyages travel folded in the garage and the bike rack is gone. Last summer in the Dordogne we rode from the campsite to the market every morning, hills and all.`,
        },
        {
          name: 'Klaus',
          place: 'Bielefeld',
          model: 'piccolo',
          quote: t`Our camper van is small, so every centimetre counts. The Piccolo fits behind the passenger seat and I lift it out with one hand. My wife had her doubts about the small wheels; now she rides it more than I do.`,
        },
        {
          name: 'Ingrid',
          place: 'Hoorn',
          model: 'maxx',
          quote: t`Half of our favourite campsites are in the dunes or at the end of a gravel track. On the wide tyres of the Maxx I ride straight through sand where I used to get off and push.`,
        },
      ],
    },
    {
      id: 'commute',
      title: t`On the way to work`,
      stories: [
        {
          name: 'Sanne',
          place: 'Utrecht',
          model: 'elite',
          quote: t`Train to Amsterdam, then eight kilometres to the office. The Elite folds in seconds on the platform and goes under my desk. After a year and a half I have not oiled a thing: the belt just keeps running.`,
        },
        {
          name: 'Thomas',
          place: t`Cologne`,
          model: 'folt-200-s',
          quote: t`Thirty-two kilometres each way, with two bridges over the Rhine. The 200-S makes me feel fit rather than pushed, and at the office it disappears into a cupboard. I got it through my employer's bike plan.`,
        },
        {
          name: 'Fatima',
          place: 'Rotterdam',
          model: 'classic',
          quote: t`I wanted something simple that the whole family can ride. The low step-through, the gears in the hub and a battery that lasts all week: the Classic just does what it should.`,
        },
      ],
    },
    {
      id: 'city',
      title: t`In the city`,
      stories: [
        {
          name: 'Henk',
          place: t`The Hague`,
          model: 'piccolo',
          quote: t`I live on the third floor without a lift. At ${piccoloWeight} the Piccolo comes upstairs with me and stands folded in the hallway. Best thing I bought since I retired.`,
        },
        {
          name: 'Julia',
          place: 'Hamburg',
          model: 'classic',
          quote: t`In Hamburg the wind always seems to blow from the front. On the Classic I arrive at work without being out of breath, and in the evening it stands in a corner of my flat instead of the bike cellar.`,
        },
      ],
    },
  ];

  return (
    <article className="mk-page">
      <header className="mk-page-head">
        <h1>{i18n._(head.h1)}</h1>
        <p className="mk-lead">
          {t`Every FOLT comes with a story. Here are a few of them, told by camper owners, commuters and city riders who ride one every day.`}
        </p>
      </header>

      {groups.map((group) => (
        <section key={group.id} className="mk-section" aria-labelledby={`stories-${group.id}`}>
          <h2 id={`stories-${group.id}`}>{group.title}</h2>
          <ul className="mk-grid">
            {group.stories.map((story) => {
              const model = findBikeSpecs(story.model)!;
              return (
                <Reveal as="li" key={story.name} className="mk-quote">
                  <figure className="mk-plain-figure">
                    <blockquote>
                      <p>{story.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>
                        {story.name}, {story.place}
                      </strong>
                      <PageLink page={model.slug} lang={lang}>
                        {model.name}
                      </PageLink>
                    </figcaption>
                  </figure>
                </Reveal>
              );
            })}
          </ul>
        </section>
      ))}

      <Reveal as="aside" className="mk-band" aria-labelledby="stories-next">
        <h2 id="stories-next">{t`Write your own story`}</h2>
        <p>{t`Take a FOLT for a test ride and find out how it fits your life. Already riding one? We would love to hear where it takes you.`}</p>
        <div className="mk-actions">
          <PageLink page="testride" lang={lang} className="button button-accent">
            {t`Book a test ride`}
          </PageLink>
          <PageLink page="contact" lang={lang} className="button button-ghost">
            {t`Share your experience`}
          </PageLink>
        </div>
      </Reveal>
    </article>
  );
}
