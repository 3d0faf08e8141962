// Returns: the 14-day right of withdrawal under EU consumer law (Directive 2011/83/EU, Dutch Civil Code 6:230o), how
// to return a bike or a part, what it costs, the refund, and the model withdrawal form.
import { Trans, useLingui } from '@lingui/react/macro';
import { BIKE_SPECS } from '../../../../common/bike-specs';
import { PageLink } from '../../shared/page-link';
import { CompanyAddress } from '../../marketing-kit/company-address';
import { COMPANY } from '../../marketing-kit/company-facts';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { head } from './returns.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const email = COMPANY.email.returns;
  const how = t`How`;
  const cost = t`Cost to you`;
  const frameYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.frame));
  const batteryYears = Math.min(...BIKE_SPECS.map((model) => model.warrantyYears.battery));
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Changed your mind? You may withdraw from a purchase in our web shop within 14 days, without giving a reason. Here is how it works, what it costs and when you get your money back.`}
      </PageIntro>
      <section className="info-section info-prose" aria-labelledby="returns-right">
        <h2 id="returns-right">{t`Your 14-day right of withdrawal`}</h2>
        <p>{t`The 14 days start on the day after you, or someone you have named, receive the product. If an order arrives in several deliveries, they start after the last one. Within those 14 days you only have to let us know that you are withdrawing; you then have another 14 days to send the product back.`}</p>
        <p>{t`During the withdrawal period you may handle the product as you would in a shop: unpack it, fold and unfold the bike, and ride a short distance on a clean, paved surface to see whether it suits you. If you use it beyond that, for example for a day trip, we may deduct the loss in value from your refund.`}</p>
        <p>{t`A bike you put together in our configurator from the standard options is not a custom-made product: you can return it like any other order.`}</p>
      </section>
      <section className="info-section" aria-labelledby="returns-how">
        <h2 id="returns-how">{t`How to return, step by step`}</h2>
        <ol className="info-steps">
          <li>
            <h3>{t`Let us know within 14 days`}</h3>
            <p>
              <Trans>
                Email <a href={`mailto:${email}`}>{email}</a> with your order number, use the{' '}
                <PageLink page="contact" lang={lang}>
                  contact form
                </PageLink>{' '}
                or send us the model withdrawal form below. A clear message in your own words is just as valid.
              </Trans>
            </p>
          </li>
          <li>
            <h3>{t`Receive the return instructions`}</h3>
            <p>{t`Within one working day you get a return number and, for a bike, a choice of collection dates.`}</p>
          </li>
          <li>
            <h3>{t`Pack the product`}</h3>
            <p>{t`Send parts and accessories in their original packaging if you still have it. Fold the bike and, if possible, put it back in its box; our driver brings packaging if you no longer have it.`}</p>
          </li>
          <li>
            <h3>{t`Send it back within 14 days of your message`}</h3>
            <p>{t`Hand in the parcel at a post office, have the bike collected, or bring it to our showroom yourself.`}</p>
          </li>
        </ol>
      </section>
      <section className="info-section" aria-labelledby="returns-costs">
        <h2 id="returns-costs">{t`What a return costs`}</h2>
        <div className="info-table-wrap">
          <table className="info-table is-stacked">
            <thead>
              <tr>
                <th scope="col">{t`What you return`}</th>
                <th scope="col">{how}</th>
                <th scope="col">{cost}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t`Parts and accessories`}</th>
                <td data-label={how}>{t`Parcel service of your choice`}</td>
                <td data-label={cost}>{t`The postage, or €6.95 for a prepaid return label from us`}</td>
              </tr>
              <tr>
                <th scope="row">{t`A bike, from the Netherlands or Belgium`}</th>
                <td data-label={how}>{t`Collected by our own driver`}</td>
                <td data-label={cost}>{t`€49 flat rate`}</td>
              </tr>
              <tr>
                <th scope="row">{t`A bike, from Germany, Austria or Luxembourg`}</th>
                <td data-label={how}>{t`Collected by a bike courier`}</td>
                <td data-label={cost}>{t`€79 flat rate`}</td>
              </tr>
              <tr>
                <th scope="row">{t`Any product`}</th>
                <td data-label={how}>{t`Brought to our showroom in Zwolle`}</td>
                <td data-label={cost}>{t`Free`}</td>
              </tr>
              <tr>
                <th scope="row">{t`A faulty product or a wrong delivery`}</th>
                <td data-label={how}>{t`As we agree with you`}</td>
                <td data-label={cost}>{t`Free, always`}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="returns-refund">
        <h2 id="returns-refund">{t`Your refund`}</h2>
        <p>{t`We refund the full purchase price, including the original delivery costs, within 14 days of receiving your message. If you chose a more expensive delivery than our standard one, we refund the standard amount. We may wait with the refund until the product is back with us or you have shown that you sent it, whichever comes first.`}</p>
        <p>{t`The money goes back the way you paid: iDEAL, card, PayPal, Klarna or bank transfer. Paid cash on delivery? Then we transfer it to the account number you give us.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="returns-exceptions">
        <h2 id="returns-exceptions">{t`When the right of withdrawal does not apply`}</h2>
        <ul>
          <li>{t`A repair or service that our workshop has completed at your request.`}</li>
          <li>{t`Purchases made for your business: the right of withdrawal is for consumers. Contact us and we will look for a solution together.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="returns-defect">
        <h2 id="returns-defect">{t`A defect is something else`}</h2>
        <p>
          <Trans>
            Is something wrong with your bike after the 14 days? Then you are covered by the statutory guarantee and by our own warranty: {frameYears} years on
            the frame and {batteryYears} years on the battery. Read more under{' '}
            <PageLink page="terms-and-conditions" lang={lang}>
              terms and conditions
            </PageLink>{' '}
            or contact our workshop.
          </Trans>
        </p>
      </section>
      <section className="info-section info-prose" aria-labelledby="returns-form">
        <h2 id="returns-form">{t`Model withdrawal form`}</h2>
        <p className="info-small">{t`Only fill in and return this form if you want to withdraw from the contract.`}</p>
        <div className="info-aside">
          <p>{t`To:`}</p>
          <CompanyAddress lang={lang} withPhone={false} />
          <p>{email}</p>
          <p>{t`I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*):`}</p>
          <p>{t`Ordered on (*) / received on (*):`}</p>
          <p>{t`Order number:`}</p>
          <p>{t`Name of consumer(s):`}</p>
          <p>{t`Address of consumer(s):`}</p>
          <p>{t`Signature of consumer(s) (only if this form is sent on paper):`}</p>
          <p>{t`Date:`}</p>
          <p className="info-small">{t`(*) Delete as appropriate.`}</p>
        </div>
      </section>
    </article>
  );
}
