// Campaign page for Kampeerauto Magazine 4/2025 (winter): choose a folding e-bike at leisure, test-ride it in the
// showroom and have it ready for the first spring trip; carries the campaign coupon.
import { useLingui } from '@lingui/react/macro';
import { PageLink } from '../../shared/page-link';
import { CampaignLanding } from '../../marketing-kit/campaign-landing';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './kampeerauto-25-4.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <CampaignLanding
      page="kampeerauto-25-4"
      head={head}
      lang={lang}
      kicker={t`Kampeerauto Magazine 4/2025`}
      lead={t`The motorhome is in winter storage and the route planner is already open. Use the quiet months to choose your folding e-bike without any rush, so it is ready for your first trip in spring.`}
    >
      <section className="info-section" aria-labelledby="ka4-plan">
        <h2 id="ka4-plan">{t`Your winter plan in three steps`}</h2>
        <ol className="info-steps">
          <li>
            <h3>{t`Compare at home`}</h3>
            <p>
              {t`Put the models side by side or let the selection guide recommend one in a minute.`}{' '}
              <PageLink page="compare" lang={lang}>
                {t`Compare models`}
              </PageLink>{' '}
              ·{' '}
              <PageLink page="selection-guide" lang={lang}>
                {t`Selection guide`}
              </PageLink>
            </p>
          </li>
          <li>
            <h3>{t`Ride one in the showroom`}</h3>
            <p>
              {t`Our showroom is warm and dry, with an indoor test track. Bring the measurements of your garage or storage locker and we will fold the bike in with you.`}{' '}
              <PageLink page="testride" lang={lang}>
                {t`Book a test ride`}
              </PageLink>
            </p>
          </li>
          <li>
            <h3>{t`Order now, ride in spring`}</h3>
            <p>{t`Order with your reader discount and tell us when you want the bike. We deliver on the date you choose, tuned and fully charged.`}</p>
          </li>
        </ol>
      </section>
      <section className="info-section info-prose" aria-labelledby="ka4-owners">
        <h2 id="ka4-owners">{t`Already have a FOLT?`}</h2>
        <p>
          {t`Winter is the quietest time in our workshop, so your service is done quickly. Book it now and start the season without worries.`}{' '}
          <PageLink page="maintenance" lang={lang}>
            {t`Maintenance and repairs`}
          </PageLink>
        </p>
      </section>
    </CampaignLanding>
  );
}
