// Jobs at FOLT: the open vacancies, why people like working here, and an application form with the vacancy to pick.
import { useLingui } from '@lingui/react/macro';
import type { PageId } from '../../../locales/paths';
import { PageLink } from '../../shared/page-link';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { jobApplicationForm } from '../../marketing-kit/forms/job-application.form';
import { LeadForm } from '../../marketing-kit/forms/lead-form';
import { head } from './vacancies.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

const SPEC = jobApplicationForm({ chooseVacancy: true });

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const jobs: Array<{ page: PageId; title: string; summary: string }> = [
    {
      page: 'vacancies-mechanic',
      title: t`Bicycle mechanic`,
      summary: t`Build, service and repair FOLT folding bikes in our own workshop. 32 to 40 hours a week.`,
    },
    {
      page: 'vacancies-allrounder',
      title: t`Allrounder`,
      summary: t`Showroom, customers, warehouse and a hand in the workshop: no two days alike. 24 to 40 hours a week.`,
    },
    { page: 'vacancies-intern', title: t`Intern`, summary: t`A real project in the workshop, product development or marketing, for at least 20 weeks.` },
  ];
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`We are a team of eighteen in Zwolle: mechanics, designers and the people who answer your questions. We are looking for colleagues who like bikes as much as we do.`}
      </PageIntro>
      <section className="info-section" aria-labelledby="jobs-open">
        <h2 id="jobs-open">{t`Open vacancies`}</h2>
        <div className="info-grid">
          {jobs.map((job) => (
            <div key={job.page} className="info-card">
              <h3>
                <PageLink page={job.page} lang={lang}>
                  {job.title}
                </PageLink>
              </h3>
              <p>{job.summary}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="info-section info-prose" aria-labelledby="jobs-why">
        <h2 id="jobs-why">{t`Working at FOLT`}</h2>
        <ul>
          <li>{t`A small company where you see what your work leads to: a bike that goes out of the door.`}</li>
          <li>{t`A bright building on the edge of Zwolle, easy to reach by bike, with free parking.`}</li>
          <li>{t`25 days of holiday, a pension scheme and training at our suppliers.`}</li>
          <li>{t`Your own FOLT through our employer bike plan, and a staff discount on parts.`}</li>
          <li>{t`Lunch together every day, and a test ride with the whole team when a new model arrives.`}</li>
        </ul>
      </section>
      <LeadForm spec={SPEC} lang={lang} heading={t`Apply directly`} anchor="apply" />
    </article>
  );
}
