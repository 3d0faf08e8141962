// The frame of every campaign page (magazine, TV, event): a hero that greets the page's own audience, the offer with
// its coupon code and the links that carry it, the page's own sections, then how redeeming works.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { PageHead } from '../../locales/page-meta';
import type { Lang } from '../../locales/paths';
import { PageLink } from '../shared/page-link';
import { CAMPAIGN_OFFERS, campaignHref, OFFER_TEXT, type CampaignPageId } from './campaign-offers';
import './content.css';

interface CampaignLandingProps {
  page: CampaignPageId;
  /** The page's H1 and description (<page>.meta.ts). */
  head: PageHead;
  lang: Lang;
  /** Who the page speaks to, e.g. "Kampeerauto Magazine 2/2025". */
  kicker: string;
  lead: ReactNode;
  children: ReactNode;
}

export function CampaignLanding({ page, head, lang, kicker, lead, children }: CampaignLandingProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const offer = CAMPAIGN_OFFERS[page];
  const text = OFFER_TEXT[offer.kind];
  const href = campaignHref(offer, lang);
  const code = offer.code;
  return (
    <article className="info-page">
      <header className="campaign-hero">
        <p className="campaign-kicker">{kicker}</p>
        <h1>{i18n._(head.h1)}</h1>
        <p className="lead">{lead}</p>
        <div className="campaign-offer">
          <strong>{i18n._(text.title)}</strong>
          <p>{i18n._(text.detail)}</p>
          <p>
            <Trans>
              Your code: <span className="campaign-code">{code}</span>
            </Trans>
          </p>
        </div>
        <div className="info-actions">
          <a className="button" href={href}>
            {t`Configure your FOLT with the discount`}
          </a>
          <PageLink page="testride" lang={lang} className="button-outline">
            {t`Book a test ride first`}
          </PageLink>
        </div>
      </header>
      {children}
      <section className="info-section" aria-labelledby={`${page}-redeem`}>
        <h2 id={`${page}-redeem`}>{t`How to use your discount`}</h2>
        <ol className="info-steps">
          <li>
            <h3>{t`Follow the button on this page`}</h3>
            <p>{t`The code travels with you to the configurator and is applied to your cart automatically.`}</p>
          </li>
          <li>
            <h3>{t`Or enter the code yourself`}</h3>
            <p>
              <Trans>
                Ordering later or by phone? Mention <span className="campaign-code">{code}</span> and you get the same discount.
              </Trans>
            </p>
          </li>
          <li>
            <h3>{t`Not sure yet?`}</h3>
            <p>
              <Trans>
                Compare the{' '}
                <PageLink page="models" lang={lang}>
                  models
                </PageLink>{' '}
                or take a{' '}
                <PageLink page="testride" lang={lang}>
                  test ride
                </PageLink>{' '}
                first: the code stays valid.
              </Trans>
            </p>
          </li>
        </ol>
        <p className="info-small">{t`One discount code per order; it cannot be exchanged for cash.`}</p>
      </section>
    </article>
  );
}
