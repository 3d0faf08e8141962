// The related or cross-sell products of a bike in the editor: the list in the shop's order (move up or down, remove)
// and a picker of the shop's products to add one. The admin-bike-edit machine keeps the list; this only sends events.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LinkedProduct } from '../../machines/admin-common/admin.types';

interface ProductLinkPickerProps {
  /** The list's heading, e.g. "Related products". */
  title: string;
  hint: string;
  links: LinkedProduct[];
  candidates: LinkedProduct[];
  onAdd: (product: LinkedProduct) => void;
  onRemove: (sku: string) => void;
  onMove: (sku: string, by: -1 | 1) => void;
  /** Prefix of element ids (tests and labels). */
  idPrefix: string;
}

export function ProductLinkPicker({ title, hint, links, candidates, onAdd, onRemove, onMove, idPrefix }: ProductLinkPickerProps) {
  const { t } = useLingui();
  const headingId = useId();
  const [choice, setChoice] = useState('');
  const linked = new Set(links.map((link) => link.sku.toLowerCase()));
  const offered = candidates.filter((candidate) => !linked.has(candidate.sku.toLowerCase()));
  const add = () => {
    const product = offered.find((candidate) => candidate.sku === choice);
    if (!product) return;
    onAdd(product);
    setChoice('');
  };
  return (
    <section className="admin-links" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="admin-field-hint">{hint}</p>
      {links.length === 0 ? (
        <p className="admin-muted">{t`None yet.`}</p>
      ) : (
        <ol className="admin-links-list">
          {links.map((link, index) => {
            const name = link.name;
            return (
              <li key={link.sku}>
                <span className="admin-links-name">
                  {link.name}
                  <span className="admin-code-note">{link.sku}</span>
                </span>
                <span className="admin-links-actions">
                  <button
                    type="button"
                    className="admin-button is-secondary is-small"
                    disabled={index === 0}
                    onClick={() => onMove(link.sku, -1)}
                    aria-label={t`Move ${name} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="admin-button is-secondary is-small"
                    disabled={index === links.length - 1}
                    onClick={() => onMove(link.sku, 1)}
                    aria-label={t`Move ${name} down`}
                  >
                    ↓
                  </button>
                  <button type="button" className="admin-button is-secondary is-small" onClick={() => onRemove(link.sku)} aria-label={t`Remove ${name}`}>
                    {t`Remove`}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <div className="admin-links-add">
        <label htmlFor={`${idPrefix}-pick`}>{t`Add a product`}</label>
        <select id={`${idPrefix}-pick`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{t`Choose a product…`}</option>
          {offered.map((candidate) => (
            <option key={candidate.sku} value={candidate.sku}>
              {candidate.name} ({candidate.sku})
            </option>
          ))}
        </select>
        <button type="button" className="admin-button is-small" onClick={add} disabled={!choice}>
          {t`Add`}
        </button>
      </div>
    </section>
  );
}
