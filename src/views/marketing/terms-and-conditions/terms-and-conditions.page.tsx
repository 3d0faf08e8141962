// General terms and conditions of the FOLT web shop under Dutch law: the seller, offers and prices, the contract,
// payment, delivery, withdrawal, conformity and warranty, the maintenance subscription, liability, complaints, law.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { PageLink } from '../../shared/page-link';
import { COMPANY } from '../../marketing-kit/company-facts';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './terms-and-conditions.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

function Article({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="info-section info-prose" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const { legalName, street, postcode, city, chamberOfCommerce, vatNumber } = COMPANY;
  const email = COMPANY.email.info;
  const frameYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.frame));
  const batteryYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.battery));
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`These terms apply to every order in the FOLT web shop and to the services of our workshop. We have kept them as short and clear as the law allows. Where Dutch or European consumer law gives you more rights, those rights always apply.`}
      </PageIntro>
      <Article id="terms-1" title={t`1. Who we are`}>
        <p>{t`The seller is ${legalName}, ${street}, ${postcode} ${city}, the Netherlands; Chamber of Commerce number ${chamberOfCommerce}, VAT number ${vatNumber}.`}</p>
        <p>
          <Trans>
            You can reach us by email at <a href={`mailto:${email}`}>{email}</a>, by phone and via our{' '}
            <PageLink page="contact" lang={lang}>
              contact page
            </PageLink>
            .
          </Trans>
        </p>
      </Article>
      <Article id="terms-2" title={t`2. Scope`}>
        <p>{t`These terms apply to every offer by FOLT and every contract concluded with a consumer at a distance, through our web shop, by email or by phone. Separate terms apply to business customers and dealers, which we send with the offer. We make these terms available before the contract is concluded; you can save or print this page.`}</p>
      </Article>
      <Article id="terms-3" title={t`3. Offers and prices`}>
        <p>{t`All prices include Dutch VAT. When you order for delivery to another EU country, the price stays the same and we pay the VAT of that country. Delivery costs, if any, are shown before you order.`}</p>
        <p>{t`We describe our products as accurately as we can. Pictures are illustrations; colours on screen may differ slightly. An obvious mistake in an offer, such as a price that is clearly wrong, does not bind us.`}</p>
      </Article>
      <Article id="terms-4" title={t`4. The contract`}>
        <p>{t`The contract is concluded as soon as you complete your order and we confirm it by email. A bike you configure is assembled for you after the order; this does not make it a custom-made product, so the right of withdrawal applies in full.`}</p>
      </Article>
      <Article id="terms-5" title={t`5. Payment`}>
        <p>{t`You pay at the time of ordering with iDEAL, credit card, Bancontact, PayPal, Klarna or bank transfer, or on delivery in cash or by card when you choose cash on delivery. With a bank transfer we reserve the products for seven days. Products remain our property until they have been paid for in full.`}</p>
      </Article>
      <Article id="terms-6" title={t`6. Delivery`}>
        <p>{t`We deliver in the Netherlands, Belgium, Germany, Austria and Luxembourg. Bikes are delivered to your door by our own driver or a bike courier, free of charge, assembled and tuned; parts and accessories go by parcel service and are free from €75.`}</p>
        <p>{t`Bikes in stock are delivered within ten working days, parts within three. If delivery takes longer than thirty days, or longer than agreed, you may cancel the contract free of charge and we refund what you paid within fourteen days. The risk of loss or damage passes to you when the product is delivered to you or to someone you have named.`}</p>
      </Article>
      <Article id="terms-7" title={t`7. Right of withdrawal`}>
        <p>
          <Trans>
            You may withdraw from a purchase within 14 days without giving a reason. How this works, what a return costs and when you receive your refund is
            described on our{' '}
            <PageLink page="returns" lang={lang}>
              returns page
            </PageLink>
            , which forms part of these terms.
          </Trans>
        </p>
      </Article>
      <Article id="terms-8" title={t`8. Conformity and warranty`}>
        <p>{t`A product must be fit for normal use and match the agreement. If it is not, you are entitled by law to repair or replacement, and in some cases to a price reduction or termination of the contract. This statutory right applies regardless of our own warranty.`}</p>
        <p>{t`On top of that, FOLT gives ${frameYears} years of warranty on the frame and the folding hinges and ${batteryYears} years on the battery, motor and electronics, counted from delivery. For the battery, a remaining capacity of at least 70% after two years counts as normal.`}</p>
        <p>{t`The warranty does not cover wear parts (tyres, brake pads, chain, belt, sprockets and grips), damage from a fall, an accident, improper use or modification, including tampering with the motor's speed limit, or repairs by someone other than FOLT or a FOLT dealer with original parts.`}</p>
      </Article>
      <Article id="terms-9" title={t`9. Maintenance subscription`}>
        <p>{t`A maintenance subscription runs for one year from its start date and is then renewed for a year at a time. You can cancel it free of charge up to one month before each renewal date, by email or in writing. The services included are described on the subscription page; we invoice the yearly fee in advance.`}</p>
      </Article>
      <Article id="terms-10" title={t`10. Liability`}>
        <p>{t`Our liability is limited to the amount of the order concerned, except in the case of intent or gross negligence on our part, and except where the law does not allow such a limitation. This article never limits your rights under mandatory consumer law or the product liability rules.`}</p>
      </Article>
      <Article id="terms-11" title={t`11. Personal data`}>
        <p>
          <Trans>
            We process your personal data as described in our{' '}
            <PageLink page="privacy" lang={lang}>
              privacy statement
            </PageLink>
            .
          </Trans>
        </p>
      </Article>
      <Article id="terms-12" title={t`12. Complaints`}>
        <p>{t`Please report a complaint about a product or our service in full and as soon as possible after you discover the problem. We confirm receipt within two working days and give a substantive answer within fourteen days; if we need more time, we tell you why and when you can expect an answer.`}</p>
        <p>{t`If we cannot resolve it together, you may take the dispute to the competent court. As a consumer you can always choose the court of the place where you live.`}</p>
      </Article>
      <Article id="terms-13" title={t`13. Applicable law`}>
        <p>{t`Dutch law applies to these terms and to every contract with FOLT. If you live in another EU country, you keep the protection of the mandatory consumer law of that country.`}</p>
        <p className="info-small">{t`Version of 1 October 2025.`}</p>
      </Article>
    </article>
  );
}
