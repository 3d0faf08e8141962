// The filter bar of a back-office list: a form whose fields start from the URL's query; applying it writes the new
// query through the list machine (back and forward keep working). Text is applied with the button or Enter, choices
// at once.
import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

interface FilterFormProps {
  label: string;
  onApply: (values: Record<string, string>) => void;
  onReset?: () => void;
  canReset: boolean;
  children: ReactNode;
}

export function FilterForm({ label, onApply, onReset, canReset, children }: FilterFormProps) {
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value.trim();
    });
    onApply(values);
  };
  return (
    <form className="admin-filters" role="search" aria-label={label} onSubmit={submit}>
      {children}
      <div className="admin-filter-actions">
        <button type="submit" className="admin-button">
          {t`Apply`}
        </button>
        {canReset && onReset ? (
          <button type="button" className="admin-button is-secondary" onClick={onReset}>
            {t`Clear filters`}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Choices apply at once: submits the surrounding filter form. */
export function submitOnChange(event: { currentTarget: HTMLSelectElement | HTMLInputElement }): void {
  event.currentTarget.form?.requestSubmit();
}
