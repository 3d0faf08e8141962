// Maintenance and repairs: what our workshop offers and costs, the service intervals (chain and belt models
// differ), what riders can do between services, and how to book.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../shared/money';
import { PageLink } from '../../shared/page-link';
import { COMPANY, OPENING_HOURS } from '../../marketing-kit/company-facts';
import { OpeningHours } from '../../marketing-kit/opening-hours';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './maintenance.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

/** Workshop prices incl. VAT, parts extra. */
const SERVICE_PRICES = { small: 79, large: 149, battery: 29, hourly: 65 } as const;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const small = formatMoney(SERVICE_PRICES.small, lang);
  const large = formatMoney(SERVICE_PRICES.large, lang);
  const battery = formatMoney(SERVICE_PRICES.battery, lang);
  const hourly = formatMoney(SERVICE_PRICES.hourly, lang);
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`A FOLT is built to ride for years with little care. Our own workshop keeps it that way: from a quick check to a major service, with original parts and the latest software.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="maint-offer">
        <h2 id="maint-offer">{t`What our workshop does`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>{t`Small service`}</h3>
            <p className="plan-price">{small}</p>
            <p>{t`Safety check, brakes and gears adjusted, folding hinges checked and tightened, tyres pumped, software updated and the battery read out.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Large service`}</h3>
            <p className="plan-price">{large}</p>
            <p>{t`Everything in the small service, plus the drivetrain cleaned and lubricated, wheels trued, bearings and spokes checked, and a test ride by the mechanic.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Battery check`}</h3>
            <p className="plan-price">{battery}</p>
            <p>{t`We measure the remaining capacity of your battery and give you a written report: useful before a long trip or when selling the bike.`}</p>
          </div>
          <div className="info-card">
            <h3>{t`Repairs`}</h3>
            <p className="plan-price">{t`${hourly} per hour`}</p>
            <p>{t`Always with a quote first. We only start once you agree, and most parts are in stock.`}</p>
          </div>
        </div>
        <p className="info-small">{t`Prices include VAT; parts are charged separately.`}</p>
      </section>
      <section className="info-section" aria-labelledby="maint-intervals">
        <h2 id="maint-intervals">{t`How often?`}</h2>
        <div className="info-table-wrap" tabIndex={0} role="region" aria-labelledby="maint-intervals-caption">
          <table className="info-table">
            <caption id="maint-intervals-caption" className="visually-hidden">{t`Maintenance intervals per part`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`What`}</th>
                <th scope="col">{t`When`}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{t`Small service`}</td>
                <td>{t`Every six months or every 1,500 km, whichever comes first`}</td>
              </tr>
              <tr>
                <td>{t`Large service`}</td>
                <td>{t`Once a year or every 3,000 km`}</td>
              </tr>
              <tr>
                <td>{t`Chain (Classic, Maxx, Piccolo, Voyage, 200-S)`}</td>
                <td>{t`Clean and oil every 200 to 300 km; replace at about 3,000 km`}</td>
              </tr>
              <tr>
                <td>{t`Belt (Elite)`}</td>
                <td>{t`Check the tension once a year; replace at about 15,000 km`}</td>
              </tr>
              <tr>
                <td>{t`Brake pads`}</td>
                <td>{t`Check every 1,000 km; replace when less than 1 mm of lining is left`}</td>
              </tr>
              <tr>
                <td>{t`Hydraulic brake fluid`}</td>
                <td>{t`Every two years`}</td>
              </tr>
              <tr>
                <td>{t`Battery`}</td>
                <td>{t`Store half charged and frost-free; top up every two months when not in use`}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="maint-yourself">
        <h2 id="maint-yourself">{t`Between services`}</h2>
        <ul>
          <li>{t`Check the tyre pressure every week: the right pressure is on the sidewall, and a well-pumped tyre rides lighter and further.`}</li>
          <li>{t`Wipe the chain clean after a wet ride and give it a drop of oil.`}</li>
          <li>{t`Feel whether the folding hinges close firmly. Any play? Do not ride on; let us adjust it.`}</li>
          <li>{t`Rinse off salt and sand after a trip to the coast, but never with a pressure washer.`}</li>
        </ul>
        <p>
          <PageLink page="manuals" lang={lang}>
            {t`Everything is also in the manual of your model`}
          </PageLink>
        </p>
      </section>
      <section className="info-section" aria-labelledby="maint-book">
        <h2 id="maint-book">{t`Booking an appointment`}</h2>
        <div className="info-two">
          <div className="info-prose">
            <p>
              <Trans>
                Call us on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or email <a href={`mailto:${COMPANY.email.service}`}>{COMPANY.email.service}</a> with
                your model and what you would like done. A small service is usually ready the same day; bring the bike in the morning and pick it up in the
                afternoon.
              </Trans>
            </p>
            <p>{t`Not near Zwolle? Our dealers service FOLT bikes with the same parts and software.`}</p>
          </div>
          <div>
            <h3>{t`Workshop opening hours`}</h3>
            <OpeningHours rows={OPENING_HOURS.workshop} lang={lang} />
          </div>
        </div>
      </section>
      <section className="info-cta" aria-labelledby="maint-subscription">
        <h2 id="maint-subscription">{t`Never think about it again`}</h2>
        <p>{t`With a maintenance subscription your services are planned, paid for and done on time, from a fixed amount per year.`}</p>
        <p>
          <PageLink page="maintenance-subscription" lang={lang} className="button">
            {t`See the subscriptions`}
          </PageLink>
        </p>
      </section>
    </article>
  );
}
