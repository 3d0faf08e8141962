// The contact page: visiting address with directions in words, opening hours of showroom, workshop and phone, the
// mail addresses per topic, and the contact form.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../shared/page-link';
import { CompanyAddress } from '../../marketing-kit/company-address';
import { COMPANY, OPENING_HOURS } from '../../marketing-kit/company-facts';
import { OpeningHours } from '../../marketing-kit/opening-hours';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { contactForm } from '../../marketing-kit/forms/contact.form';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { head } from './contact.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Questions about a model, a test ride, your order or a repair? You will reach real people in our showroom and workshop in Zwolle, who ride a FOLT themselves.`}
      </PageIntro>
      <div className="info-two">
        <LeadForm spec={contactForm} lang={lang} heading={t`Send us a message`} anchor="message" />
        <div className="info-page">
          <section className="info-section" aria-labelledby="contact-visit">
            <h2 id="contact-visit">{t`Visit us`}</h2>
            <CompanyAddress lang={lang} />
            <h3>{t`Showroom`}</h3>
            <OpeningHours rows={OPENING_HOURS.showroom} lang={lang} />
            <h3>{t`Workshop`}</h3>
            <OpeningHours rows={OPENING_HOURS.workshop} lang={lang} />
          </section>
          <section className="info-section" aria-labelledby="contact-call">
            <h2 id="contact-call">{t`Call or email`}</h2>
            <p>
              <Trans>
                Phone: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              </Trans>
            </p>
            <OpeningHours rows={OPENING_HOURS.phone} lang={lang} />
            <dl className="info-facts">
              <div>
                <dt>{t`General questions`}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.email.info}`}>{COMPANY.email.info}</a>
                </dd>
              </div>
              <div>
                <dt>{t`Service and repairs`}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.email.service}`}>{COMPANY.email.service}</a>
                </dd>
              </div>
              <div>
                <dt>{t`Returns`}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.email.returns}`}>{COMPANY.email.returns}</a>
                </dd>
              </div>
            </dl>
            <p className="info-small">{t`We answer emails within one working day.`}</p>
          </section>
        </div>
      </div>
      <section className="info-section info-prose" aria-labelledby="contact-directions">
        <h2 id="contact-directions">{t`How to find us`}</h2>
        <h3>{t`By car or motorhome`}</h3>
        <p>{t`Leave the A28 at the Zwolle-Noord exit and follow the Ceintuurbaan towards the business park. You can park for free right in front of the door, with room for motorhomes up to eight metres long: handy if you want to try a folding bike in your own garage.`}</p>
        <h3>{t`By train and bus`}</h3>
        <p>{t`From Zwolle station, city buses towards Zwolle-Noord stop a three-minute walk from our door; the ride takes about fifteen minutes. Booked a test ride? Let us know your train and we will meet you at the station with a bike.`}</p>
        <h3>{t`By bike`}</h3>
        <p>{t`From the city centre it is a flat twenty-minute ride, mostly on separate cycle paths. There are covered bike racks and a charging point at the entrance.`}</p>
      </section>
      <section className="info-section" aria-labelledby="contact-quick">
        <h2 id="contact-quick">{t`Perhaps the answer is already here`}</h2>
        <div className="info-grid">
          <div className="info-card">
            <h3>
              <PageLink page="returns" lang={lang}>
                {t`Returning an order`}
              </PageLink>
            </h3>
            <p>{t`Fourteen days to change your mind, and how to send it back.`}</p>
          </div>
          <div className="info-card">
            <h3>
              <PageLink page="manuals" lang={lang}>
                {t`Manuals`}
              </PageLink>
            </h3>
            <p>{t`The manual of your model as a PDF, in three languages.`}</p>
          </div>
          <div className="info-card">
            <h3>
              <PageLink page="maintenance" lang={lang}>
                {t`Service and repairs`}
              </PageLink>
            </h3>
            <p>{t`What our workshop does, what it costs and how often.`}</p>
          </div>
          <div className="info-card">
            <h3>
              <PageLink page="testride" lang={lang}>
                {t`Test ride`}
              </PageLink>
            </h3>
            <p>{t`Ride one in our showroom, at a dealer or at home.`}</p>
          </div>
        </div>
      </section>
    </article>
  );
}
