// The maintenance subscription: the three plans and their yearly prices (common/forms/maintenance-plans.ts, the same
// facts the sign-up form and the server's lead mail use), how the subscription runs, and the sign-up form.
import { useLingui } from '@lingui/react/macro';
import { MAINTENANCE_PLANS, type MaintenancePlan } from '../../../../common/forms/maintenance-plans';
import { toPublicPath, type Lang } from '../../../locales/paths';
import { formatMoney } from '../../shared/money';
import { PageLink } from '../../shared/page-link';
import { PageIntro } from '../../marketing-kit/page-intro';
import { searchParamsOf } from '../../marketing-kit/search-link';
import { useNav, useSearchStr } from '../../shared/nav';
import { useLang } from '../../marketing-kit/use-lang';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { isBikeSlug } from '../../marketing-kit/forms/model-options';
import { maintenanceSubscriptionForm } from '../../marketing-kit/forms/maintenance-subscription.form';
import { head } from './maintenance-subscription.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const FEATURED = 'plus';

function PlanCard({ plan, lang }: { plan: MaintenancePlan; lang: Lang }) {
  const { t } = useLingui();
  const { Link } = useNav();
  const price = formatMoney(plan.priceCentsPerYear / 100, lang);
  const monthly = formatMoney(plan.priceCentsPerYear / 1200, lang);
  const services = plan.servicesPerYear;
  const discount = plan.partsDiscountPercent;
  const name = plan.name[lang];
  const headingId = `plan-${plan.id}`;
  const feature = (included: boolean, text: string) => (
    <li className={included ? undefined : 'is-no'}>
      {included ? null : <span className="visually-hidden">{t`Not included:`} </span>}
      {text}
    </li>
  );
  return (
    <section className={plan.id === FEATURED ? 'plan-card is-featured' : 'plan-card'} aria-labelledby={headingId}>
      {plan.id === FEATURED ? <span className="plan-badge">{t`Most chosen`}</span> : null}
      <h3 id={headingId}>{name}</h3>
      <p className="plan-price">
        {price} <small>{t`per year`}</small>
      </p>
      <p className="info-small">{t`That is ${monthly} a month, billed once a year.`}</p>
      <ul>
        {feature(true, services === 1 ? t`One full service a year` : t`${services} full services a year`)}
        {feature(plan.batteryCheckIncluded, t`Battery check with a written report`)}
        {feature(plan.partsDiscountPercent > 0, discount > 0 ? t`${discount}% off parts` : t`Discount on parts`)}
        {feature(plan.loanBikeIncluded, t`A loan bike while yours is in the workshop`)}
        {feature(plan.wearPartsIncluded, t`Wear parts included: brake pads, chain or belt, tyres`)}
        {feature(plan.pickupIncluded, t`We collect and return the bike (Netherlands and Belgium)`)}
      </ul>
      {/* Same page with ?plan=: the sign-up form opens with this plan chosen (also without JavaScript). */}
      <Link
        to={toPublicPath('maintenance-subscription', lang)}
        search={{ plan: plan.id }}
        hash="sign-up"
        keepScroll
        className={plan.id === FEATURED ? 'button' : 'button-outline'}
      >
        {t`Choose ${name}`}
      </Link>
    </section>
  );
}

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const options = MAINTENANCE_PLANS.map((plan) => {
    const name = plan.name[lang];
    const price = formatMoney(plan.priceCentsPerYear / 100, lang);
    return { value: plan.id, label: { literal: t`${name}: ${price} per year` } };
  });
  const spec = maintenanceSubscriptionForm(options, new Date().getFullYear());
  const searchStr = useSearchStr();
  const chosen = searchParamsOf(searchStr).get('plan');
  const plan = MAINTENANCE_PLANS.some((p) => p.id === chosen) ? chosen! : '';
  // ?model=<slug>: the model is chosen already ("My bikes" links here for a bike the customer bought).
  const model = searchParamsOf(searchStr).get('model');
  const presets: Record<string, string> = { ...(plan ? { plan } : {}), ...(isBikeSlug(model) ? { model } : {}) };
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`For a fixed amount a year your FOLT gets its services on time, from our own mechanics. You ride; we keep track of when it is due.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="plans">
        <h2 id="plans">{t`Choose your plan`}</h2>
        <div className="plan-grid">
          {MAINTENANCE_PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} lang={lang} />
          ))}
        </div>
        <p className="info-small">{t`Prices include VAT. For every FOLT model, new or second-hand, bought from 2015 onwards.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="plans-how">
        <h2 id="plans-how">{t`How it works`}</h2>
        <ul>
          <li>{t`Sign up below. We confirm your plan by email and send the invoice for the first year.`}</li>
          <li>{t`We plan your first service within six weeks and remind you of every next one by email.`}</li>
          <li>{t`Bring the bike to our workshop or to a FOLT dealer; with Complete we collect it from your home.`}</li>
          <li>{t`The subscription runs for one year and is then renewed for a year at a time. You can cancel up to one month before each renewal date.`}</li>
        </ul>
        <p>
          {t`Not included: damage from a fall, an accident or vandalism, and parts you choose to upgrade. We always ask first.`}{' '}
          <PageLink page="maintenance" lang={lang}>
            {t`Workshop prices`}
          </PageLink>
        </p>
      </section>
      {/* A plan chosen on a card starts the form afresh with that plan (nothing is typed before choosing). */}
      <LeadForm key={plan} spec={spec} lang={lang} presets={presets} heading={t`Sign up for a maintenance subscription`} anchor="sign-up" />
    </article>
  );
}
