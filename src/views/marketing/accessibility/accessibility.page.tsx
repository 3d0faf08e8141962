// Accessibility statement (issue 25, European Accessibility Act): the standard the site follows (WCAG 2.2 level AA,
// EN 301 549), how it is tested (tests/e2e/accessibility*.e2e.ts in every build, and by hand), the known exceptions
// and whom to contact. The exceptions name what is true of this code: the PDF manuals (pdfkit, untagged) and the
// payment pages of Mollie, which are not ours.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageLink } from '../../shared/page-link';
import { COMPANY } from '../../marketing-kit/company-facts';
import { PageIntro } from '../../marketing-kit/page-intro';
import { useLang } from '../../marketing-kit/use-lang';
import { dateTimeFormat } from '../../../../common/intl-formats';
import { head } from './accessibility.meta';

// The page's H1 and description, which its head reads from its view (routes/page-components.ts pageHead).
export { head };

/** When this statement was last reviewed (with the test figures it quotes). */
const REVIEWED = new Date(Date.UTC(2026, 10, 26));
const dateLocales = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' } as const;

export function Page() {
  const { t } = useLingui();
  const lang = useLang();
  const email = COMPANY.email.info;
  const reviewed = dateTimeFormat(dateLocales[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(REVIEWED);
  return (
    <article className="info-page">
      <PageIntro head={head}>
        {t`Everyone should be able to choose, configure and order a FOLT: with a keyboard, a screen reader, magnification or a small phone. This statement says how far we are.`}
      </PageIntro>
      <section className="info-section info-prose" aria-labelledby="a11y-standard">
        <h2 id="a11y-standard">{t`The standard`}</h2>
        <p>{t`This website and web shop aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, the level the European standard EN 301 549 and the European Accessibility Act ask of web shops. Apart from the exceptions below, we believe they do.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="a11y-tested">
        <h2 id="a11y-tested">{t`How we test`}</h2>
        <ul>
          <li>{t`Every version of the site is checked automatically before it goes live: every type of page, in Dutch, English and German, on a wide screen and on phones 390 and 320 pixels wide, with the axe-core accessibility rules. A serious problem stops the release.`}</li>
          <li>{t`At 320 pixels wide (a wide screen zoomed to 400%) no page may scroll sideways, in any language.`}</li>
          <li>{t`The same tests order with the keyboard alone and check that page changes move to the new page's heading, that errors in forms are linked to their fields and that messages are spoken in the page's language.`}</li>
        </ul>
        <p>{t`Automatic tests find only part of the problems people meet, so your experience counts: please tell us.`}</p>
      </section>
      <section className="info-section info-prose" aria-labelledby="a11y-exceptions">
        <h2 id="a11y-exceptions">{t`What does not work well yet`}</h2>
        <ul>
          <li>
            <Trans>
              The PDF manuals have no tagged structure: a screen reader reads their text but not their headings or tables. The{' '}
              <PageLink page="instructions-folding" lang={lang}>
                folding instructions
              </PageLink>{' '}
              are also on the site, and we send any manual as accessible text on request.
            </Trans>
          </li>
          <li>{t`Online payments take place on the pages of our payment provider Mollie, which we do not build ourselves and whose accessibility we cannot vouch for.`}</li>
          <li>{t`Long words in headings are hyphenated where your browser knows the language's hyphenation; otherwise they break without a hyphen.`}</li>
        </ul>
      </section>
      <section className="info-section info-prose" aria-labelledby="a11y-contact">
        <h2 id="a11y-contact">{t`Something in your way?`}</h2>
        <p>
          <Trans>
            Email <a href={`mailto:${email}`}>{email}</a>, call <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> or use the{' '}
            <PageLink page="contact" lang={lang}>
              contact form
            </PageLink>
            . Tell us the page and what went wrong; we answer within five working days and help you order another way in the meantime.
          </Trans>
        </p>
        <p className="info-small">{t`This statement was last reviewed on ${reviewed}.`}</p>
      </section>
    </article>
  );
}
