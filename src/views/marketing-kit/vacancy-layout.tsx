// The frame of a vacancy page: the job at a glance, the page's own sections, and the application form with the
// vacancy preset; the contact person for questions.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import type { PageHead } from '../../locales/page-meta';
import { PageLink } from '../shared/page-link';
import { COMPANY } from './company-facts';
import { PageIntro } from './page-intro';
import type { Vacancy } from './forms/form-constants';
import { jobApplicationForm } from './forms/job-application.form';
import { LeadForm } from './forms/lead-form';

export interface VacancyFacts {
  hours: string;
  salary: string;
  start: string;
}

interface VacancyLayoutProps {
  /** The page's H1 and description (<page>.meta.ts). */
  head: PageHead;
  vacancy: Vacancy;
  lang: Lang;
  lead: string;
  facts: VacancyFacts;
  /** Who answers questions about the job. */
  contactName: string;
  children: ReactNode;
}

const SPEC = jobApplicationForm({ chooseVacancy: false });

export function VacancyLayout({ head, vacancy, lang, lead, facts, contactName, children }: VacancyLayoutProps) {
  const { t } = useLingui();
  const email = COMPANY.email.jobs;
  const phone = COMPANY.phone;
  return (
    <article className="info-page">
      <PageIntro head={head}>{lead}</PageIntro>
      <dl className="info-facts info-card">
        <div>
          <dt>{t`Hours`}</dt>
          <dd>{facts.hours}</dd>
        </div>
        <div>
          <dt>{t`Location`}</dt>
          <dd>{COMPANY.city}</dd>
        </div>
        <div>
          <dt>{t`Salary`}</dt>
          <dd>{facts.salary}</dd>
        </div>
        <div>
          <dt>{t`Start`}</dt>
          <dd>{facts.start}</dd>
        </div>
      </dl>
      {children}
      <LeadForm spec={SPEC} lang={lang} presets={{ vacancy }} heading={t`Apply now`} anchor="apply" />
      <p className="info-small">
        <Trans>
          Questions about this job? Call {contactName} on <a href={COMPANY.phoneHref}>{phone}</a> or email <a href={`mailto:${email}`}>{email}</a>. See{' '}
          <PageLink page="vacancies" lang={lang}>
            all vacancies
          </PageLink>
          .
        </Trans>
      </p>
    </article>
  );
}
