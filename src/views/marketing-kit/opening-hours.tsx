// Opening hours as a definition list: day names from Intl, times as 24-hour clock in every language.
import { useLingui } from '@lingui/react/macro';
import type { Lang } from '../../locales/paths';
import { dayRange, type HoursRow } from './company-facts';

export function OpeningHours({ rows, lang }: { rows: readonly HoursRow[]; lang: Lang }) {
  const { t } = useLingui();
  return (
    <dl className="info-facts">
      {rows.map((row) => (
        <div key={row.days.join('-')}>
          <dt>{dayRange(row.days, lang)}</dt>
          <dd>{row.open && row.close ? `${row.open} – ${row.close}` : t`closed`}</dd>
        </div>
      ))}
    </dl>
  );
}
