// "Try again" under a shop page's load error. The server renders that error when the catalogue did not answer; a
// shopper may press the button before the page's script has hydrated it, so the button submits a GET form of the
// page's own address (path and query, as the server rendered them): the browser loads the page again and the server
// asks the catalogue again. Once hydrated, the form stays on the page and retries in place (`onRetry`).
import { useLingui } from '@lingui/react/macro';
import { useSearchStr } from '../shared/nav';

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  // A GET form replaces the address's query with its fields: the current query goes along as hidden fields.
  const query = [...new URLSearchParams(useSearchStr())];
  return (
    <form
      method="get"
      className="retry-form"
      onSubmit={(event) => {
        event.preventDefault();
        onRetry();
      }}
    >
      {query.map(([name, value], index) => (
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button">
        {t`Try again`}
      </button>
    </form>
  );
}
