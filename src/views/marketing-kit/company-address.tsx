// The company's postal address and phone number as an <address> block.
import type { Lang } from '../../locales/paths';
import { COMPANY, countryName } from './company-facts';

export function CompanyAddress({ lang, withPhone = true }: { lang: Lang; withPhone?: boolean }) {
  return (
    <address className="info-address">
      {COMPANY.legalName}
      <br />
      {COMPANY.street}
      <br />
      {COMPANY.postcode} {COMPANY.city}
      <br />
      {countryName(COMPANY.countryCode, lang)}
      {withPhone ? (
        <>
          <br />
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
        </>
      ) : null}
    </address>
  );
}
