// One line about stock on a shop card and the product page: sold out, only a few left (Magento's threshold), or a
// bike's delivery time. Nothing when Magento did not say (the cart still refuses what is not there).
import { Plural, Trans } from '@lingui/react/macro';
import type { StockLine } from './product-cards';
import './stock-line.css';

export function StockNote({ stock, className = '' }: { stock: StockLine | null; className?: string }) {
  if (!stock) return null;
  const classes = `stock-note is-${stock.kind} ${className}`.trim();
  if (stock.kind === 'sold-out')
    return (
      <p className={classes}>
        <Trans>Sold out</Trans>
      </p>
    );
  if (stock.kind === 'low')
    return (
      <p className={classes}>
        <Plural value={stock.left} one="Only # left" other="Only # left" />
      </p>
    );
  return (
    <p className={classes}>
      <Plural value={stock.weeks} one="Built to order: delivered in # week" other="Built to order: delivered in # weeks" />
    </p>
  );
}
