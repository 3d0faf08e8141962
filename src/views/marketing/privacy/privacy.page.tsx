// Privacy statement under the GDPR: who is responsible, which personal data for which purpose on which legal basis
// and for how long, cookies (the tag manager only after consent), recipients, security, rights and complaints.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../shared/page-link';
import { CompanyAddress } from '../../marketing-kit/company-address';
import { COMPANY } from '../../marketing-kit/company-facts';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './privacy.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

interface Purpose {
  what: string;
  data: string;
  basis: string;
  kept: string;
}

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const email = COMPANY.email.privacy;
  const kvk = COMPANY.chamberOfCommerce;
  // Column names, also shown above each value when the table stacks on narrow screens.
  const labels = { data: t`Data`, basis: t`Legal basis (GDPR article 6)`, kept: t`How long we keep it` };
  const purposes: Purpose[] = [
    {
      what: t`Handling your order, delivery and invoice`,
      data: t`Name, delivery and billing address, email address, phone number, the products ordered and the payment status`,
      basis: t`Performance of the contract; legal obligation (tax records)`,
      kept: t`7 years after the order, as Dutch tax law requires`,
    },
    {
      what: t`Payment`,
      data: t`Payment method and status. Your card or bank details go directly to our payment provider Mollie; we never see them.`,
      basis: t`Performance of the contract`,
      kept: t`Together with the order, 7 years`,
    },
    {
      what: t`Warranty, service and repairs`,
      data: t`Name, contact details, your bike's frame number and its service history`,
      basis: t`Performance of the contract; legitimate interest in being able to help you with your bike`,
      kept: t`As long as the warranty runs, and at most 2 years after your last service`,
    },
    {
      what: t`Your customer account`,
      data: t`Email address, a password stored only as a hash, your orders`,
      basis: t`Performance of the contract`,
      kept: t`Until you close the account; we close accounts that have not been used for 3 years`,
    },
    {
      what: t`Answering your questions and requests (contact, test ride, dealer, employer plan, maintenance subscription)`,
      data: t`What you fill in on the form or write in your email`,
      basis: t`Steps you ask for before a contract; legitimate interest in answering you`,
      kept: t`2 years after our last contact, unless a contract follows`,
    },
    {
      what: t`Job applications`,
      data: t`Name, contact details, motivation and CV`,
      basis: t`Steps you ask for before an employment contract`,
      kept: t`4 weeks after the application procedure ends; with your consent 1 year, for future vacancies`,
    },
    {
      what: t`Security of the website and prevention of abuse`,
      data: t`Technical data such as your IP address, browser type and the pages requested; with forms, a pseudonymised form of your IP address`,
      basis: t`Legitimate interest in a safe and working website`,
      kept: t`Server logs 14 days; the pseudonymised address as long as the form submission`,
    },
    {
      what: t`Statistics and marketing, only with your consent`,
      data: t`Pages visited, clicks and purchases, via Google Tag Manager and the tools it loads`,
      basis: t`Consent, which you can withdraw at any time`,
      kept: t`At most 14 months`,
    },
  ];
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`We only collect the personal data we need to sell, deliver and service your bike and to answer your questions. This statement explains what we do with it, and what you can ask of us.`}
      </PageIntro>
      <section className="info-section info-prose" aria-labelledby="privacy-who">
        <h2 id="privacy-who">{t`Who is responsible`}</h2>
        <p>{t`The controller for your personal data is:`}</p>
        <CompanyAddress lang={lang} />
        <p>
          <Trans>
            Chamber of Commerce number {kvk}. For anything about privacy, email <a href={`mailto:${email}`}>{email}</a>.
          </Trans>
        </p>
      </section>
      <section className="info-section" aria-labelledby="privacy-what">
        <h2 id="privacy-what">{t`Which data, why, and for how long`}</h2>
        <div className="info-table-wrap">
          <table className="info-table is-stacked">
            <thead>
              <tr>
                <th scope="col">{t`Purpose`}</th>
                <th scope="col">{labels.data}</th>
                <th scope="col">{labels.basis}</th>
                <th scope="col">{labels.kept}</th>
              </tr>
            </thead>
            <tbody>
              {purposes.map((purpose) => (
                <tr key={purpose.what}>
                  <th scope="row">{purpose.what}</th>
                  <td data-label={labels.data}>{purpose.data}</td>
                  <td data-label={labels.basis}>{purpose.basis}</td>
                  <td data-label={labels.kept}>{purpose.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="info-prose">{t`We do not sell your data, and we make no decisions about you by automated means alone.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t`Cookies`}</h2>
        <p>{t`Our website uses a few functional cookies that it cannot work without. They need no consent and contain no data about you beyond what the shop needs:`}</p>
        <ul>
          <li>{t`Your chosen language, kept for one year.`}</li>
          <li>{t`Your shopping cart, your latest order, a running payment and an active discount code, kept for at most 30 days.`}</li>
          <li>{t`Your login session, only when you log in, until you log out.`}</li>
          <li>{t`Your cookie choice itself, kept for six months; after that we ask again.`}</li>
        </ul>
        <p>{t`Analytics and marketing cookies are only placed with your consent. Google Tag Manager, which loads them, is not loaded at all until you have agreed; until then nothing is sent to Google. You can change or withdraw your choice at any time via the cookie settings at the bottom of every page.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">{t`Who else sees your data`}</h2>
        <p>{t`We share personal data only with parties that help us serve you, under a data processing agreement where the law requires one:`}</p>
        <ul>
          <li>{t`our hosting provider and email service, within the European Union;`}</li>
          <li>{t`Mollie, for payments, in the Netherlands;`}</li>
          <li>{t`the carrier or courier that delivers or collects your order;`}</li>
          <li>{t`our accountant and the tax authorities, as far as the law requires;`}</li>
          <li>{t`the FOLT dealer you choose for a test ride or service, only with the details needed for it.`}</li>
        </ul>
        <p>{t`Your data stays within the European Economic Area. The only exception is Google, and only if you consent to analytics or marketing cookies; Google is certified under the EU-U.S. Data Privacy Framework.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="privacy-security">
        <h2 id="privacy-security">{t`How we protect your data`}</h2>
        <p>{t`Our website uses an encrypted connection (HTTPS). Order references in links are encrypted, passwords are stored only as a hash, and only the staff who need your data for their work can see it. CVs are removed automatically when the retention period ends.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t`Your rights`}</h2>
        <p>{t`You may ask us to see the personal data we hold about you, to correct or delete it, to restrict its use, or to receive it in a common format so you can pass it on. You may object to our use of your data based on a legitimate interest, and withdraw a consent you have given at any time.`}</p>
        <p>
          <Trans>
            Send your request to <a href={`mailto:${email}`}>{email}</a>. We answer within one month. To make sure we give your data to you and nobody else, we
            may ask you to confirm your identity; never send a copy of your passport.
          </Trans>
        </p>
        <p>{t`Not satisfied with how we handle your data? Let us know first; we would like to put it right. You also have the right to complain to the Dutch Data Protection Authority (Autoriteit Persoonsgegevens) or to the supervisory authority in your own country.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">{t`Changes`}</h2>
        <p>
          <Trans>
            We update this statement when our services change; the latest version is always on this page. See also our{' '}
            <PageLink page="terms-and-conditions" lang={lang}>
              terms and conditions
            </PageLink>
            .
          </Trans>
        </p>
        <p className="info-small">{t`Last updated: 1 October 2025.`}</p>
      </section>
    </article>
  );
}
