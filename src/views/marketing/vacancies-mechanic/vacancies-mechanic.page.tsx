// Vacancy: bicycle mechanic in the Zwolle workshop, with the application form.
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../marketing-kit/use-lang';
import { VacancyLayout } from '../../marketing-kit/vacancy-layout';
import { head } from './vacancies-mechanic.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <VacancyLayout
      head={head}
      vacancy="mechanic"
      lang={lang}
      contactName="Ruben Visser"
      lead={t`Do you like to understand how a bike works down to the last bolt, and does an e-bike with a fault code make you curious rather than nervous? Come and build, service and repair FOLT folding bikes in our own workshop.`}
      facts={{ hours: t`32 to 40 hours a week`, salary: t`€2,700 to €3,400 gross a month, depending on experience`, start: t`As soon as possible` }}
    >
      <section className="info-section info-prose" aria-labelledby="job-do">
        <h2 id="job-do">{t`What you will do`}</h2>
        <ul>
          <li>{t`Assemble new bikes from frame to test ride, and sign them off on the inspection sheet.`}</li>
          <li>{t`Service and repair FOLTs of every age: hub gears, belt drives, hydraulic brakes and folding hinges.`}</li>
          <li>{t`Read out motors and batteries with our diagnostic software and find the cause of a fault.`}</li>
          <li>{t`Explain to customers at the counter what you did and why, in plain words.`}</li>
          <li>{t`Help train the mechanics of our dealers now and then.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-bring">
        <h2 id="job-bring">{t`What you bring`}</h2>
        <ul>
          <li>{t`A bicycle mechanic diploma (MBO level 2 or 3, or comparable) or several years of workshop experience.`}</li>
          <li>{t`Experience with e-bikes; knowledge of Shimano, Enviolo or Gates is a plus.`}</li>
          <li>{t`Care and precision: a folding hinge leaves no room for "good enough".`}</li>
          <li>{t`You speak Dutch or German and get by in English.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-offer">
        <h2 id="job-offer">{t`What we offer`}</h2>
        <ul>
          <li>{t`A permanent contract after a one-year contract, with 25 days of holiday and a pension scheme.`}</li>
          <li>{t`A bright workshop with proper tools, a lift at every workstation and time to do the job right.`}</li>
          <li>{t`Manufacturer training at Shimano and Gates, paid for by us.`}</li>
          <li>{t`A FOLT of your own through our employer bike plan.`}</li>
        </ul>
      </section>
    </VacancyLayout>
  );
}
