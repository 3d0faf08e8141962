// Vacancy: allrounder (showroom, warehouse and customers), with the application form.
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../marketing-kit/use-lang';
import { VacancyLayout } from '../../marketing-kit/vacancy-layout';
import { head } from './vacancies-allrounder.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <VacancyLayout
      head={head}
      vacancy="allrounder"
      lang={lang}
      contactName="Inge Bakker"
      lead={t`One day you show a couple with a camper how a FOLT folds; the next you pack spare parts for our dealers or help out in the workshop. If you like variety and people, this is your job.`}
      facts={{ hours: t`24 to 40 hours a week, including one Saturday in two`, salary: t`€2,400 to €2,950 gross a month`, start: t`By arrangement` }}
    >
      <section className="info-section info-prose" aria-labelledby="job-do">
        <h2 id="job-do">{t`What you will do`}</h2>
        <ul>
          <li>{t`Welcome visitors in the showroom, give test rides and advice, and complete sales.`}</li>
          <li>{t`Answer customers by phone and email about orders, deliveries and returns.`}</li>
          <li>{t`Pick and pack web shop orders and parts for our dealers, and keep the warehouse tidy.`}</li>
          <li>{t`Prepare new bikes for delivery and lend a hand in the workshop with simple jobs.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-bring">
        <h2 id="job-bring">{t`What you bring`}</h2>
        <ul>
          <li>{t`Working and thinking at MBO level, and experience in a shop or with customers.`}</li>
          <li>{t`You are handy and not afraid of a bit of chain grease.`}</li>
          <li>{t`You speak Dutch and English; German is a real plus, as many of our customers come from Germany.`}</li>
          <li>{t`A driving licence (B), because now and then you deliver a bike to a customer's door.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-offer">
        <h2 id="job-offer">{t`What we offer`}</h2>
        <ul>
          <li>{t`A varied job in a small team where your ideas are heard.`}</li>
          <li>{t`A one-year contract with the prospect of a permanent one, 25 days of holiday and a pension scheme.`}</li>
          <li>{t`Product training, so after a month you know every FOLT inside out.`}</li>
          <li>{t`A FOLT of your own through our employer bike plan.`}</li>
        </ul>
      </section>
    </VacancyLayout>
  );
}
