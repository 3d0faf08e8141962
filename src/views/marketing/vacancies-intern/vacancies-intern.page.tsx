// Internship at FOLT (workshop, product development or marketing), with the application form.
import { useLingui } from '@lingui/react/macro';
import { useLang } from '../../marketing-kit/use-lang';
import { VacancyLayout } from '../../marketing-kit/vacancy-layout';
import { head } from './vacancies-intern.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <VacancyLayout
      head={head}
      vacancy="intern"
      lang={lang}
      contactName="Marieke Hoekstra"
      lead={t`Learn how a Dutch e-bike brand develops, sells and services its folding bikes, with a real project and real responsibility, not a stack of photocopies.`}
      facts={{ hours: t`Full time, for at least 20 weeks`, salary: t`Internship allowance of €600 a month`, start: t`February or September` }}
    >
      <section className="info-section info-prose" aria-labelledby="job-tracks">
        <h2 id="job-tracks">{t`Three kinds of internship`}</h2>
        <h3>{t`Workshop (MBO bicycle technology)`}</h3>
        <p>{t`You assemble and service bikes alongside our mechanics and learn diagnostics on e-bike motors and batteries.`}</p>
        <h3>{t`Product development (HBO or university, mechanical engineering or industrial design)`}</h3>
        <p>{t`You work on a real development question, such as a lighter hinge or a better way to carry the folded bike, from test rig to prototype.`}</p>
        <h3>{t`Marketing and e-commerce (HBO)`}</h3>
        <p>{t`You work on our campaigns for camper owners and commuters, in three languages, and measure what works.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-bring">
        <h2 id="job-bring">{t`What you bring`}</h2>
        <ul>
          <li>{t`You are studying at MBO, HBO or university level and your programme includes an internship or a graduation project.`}</li>
          <li>{t`Curiosity, and the nerve to ask why something is done the way it is.`}</li>
          <li>{t`Dutch or English is fine: our team speaks both.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="job-offer">
        <h2 id="job-offer">{t`What we offer`}</h2>
        <ul>
          <li>{t`A supervisor who makes time for you every week.`}</li>
          <li>{t`Your own project with a result that is actually used.`}</li>
          <li>{t`A FOLT to ride for the length of your internship.`}</li>
        </ul>
      </section>
    </VacancyLayout>
  );
}
