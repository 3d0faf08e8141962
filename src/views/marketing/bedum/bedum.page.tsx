// Campaign page for visitors of our stand at the event in Bedum (Groningen): think it over at home, ride again at
// home in the north, keep the event offer; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { BIKE_MODELS } from '../../../../common/bike-models';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { ModelGrid } from '../../marketing-kit/model-card';
import { useLang } from '../../marketing-kit/use-lang';
// The model cards' styles (the marketing pages' sheet).
import '../../marketing-kit/marketing.css';
import { head } from './bedum.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <CampaignLanding
      page="bedum"
      head={head}
      lang={lang}
      kicker={t`Event in Bedum, Groningen`}
      lead={t`Thank you for visiting our stand in Bedum. Did you ride a FOLT on the test track or fold one yourself? Think it over at home in peace: the event offer stays valid for you.`}
    >
      <section className="info-section" aria-labelledby="bedum-models">
        <h2 id="bedum-models">{t`All six models from the stand`}</h2>
        <p className="info-prose">{t`Not sure which one you tried? Here they all are, with their weight, range and folded size.`}</p>
        <ModelGrid models={BIKE_MODELS} lang={lang} />
      </section>
      <section className="info-section info-prose" aria-labelledby="bedum-again">
        <h2 id="bedum-again">{t`Ride again, closer to home`}</h2>
        <p>{t`A few minutes on a test track is short. Book a longer test ride: at our showroom in Zwolle, or at home, where we bring the model of your choice to your door in Groningen, Friesland and Drenthe at no charge.`}</p>
        <p>
          <PageLink page="testride" lang={lang}>
            {t`Book a test ride`}
          </PageLink>
        </p>
      </section>
      <section className="info-section info-prose" aria-labelledby="bedum-questions">
        <h2 id="bedum-questions">{t`A question that did not come up at the stand?`}</h2>
        <p>
          {t`Call or email us: the same people you met in Bedum answer the phone in Zwolle.`}{' '}
          <PageLink page="contact" lang={lang}>
            {t`Contact us`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
