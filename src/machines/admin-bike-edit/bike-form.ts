// The bike edit form as typed (amounts as text, so "1299,00" survives until it is checked), its conversion from and
// to the API's bike, and the client-side validation with one error code per field path.
import { STORE_VIEWS, type BikeDetail, type BikeOption, type BikeStoreViewText, type LinkedProduct, type StoreView } from '../admin-common/admin.types';

export interface BikeFormSelection {
  selectionId: number;
  sku: string;
  name: string;
  price: string;
  isDefault: boolean;
}

export interface BikeFormOption extends Omit<BikeOption, 'selections'> {
  selections: BikeFormSelection[];
}

export interface BikeForm {
  id: number;
  sku: string;
  price: string;
  status: 'enabled' | 'disabled';
  sortOrder: string;
  storeViews: Record<StoreView, BikeStoreViewText>;
  options: BikeFormOption[];
  related: LinkedProduct[];
  crosssell: LinkedProduct[];
}

export type BikeFieldError = 'required' | 'invalid_amount' | 'too_low' | 'invalid_integer' | 'too_long' | 'default_required' | 'one_default';
/** Keys: 'price', 'sortOrder', '<view>.<text field>', 'option.<i>.selection.<j>.price', 'option.<i>.default'. */
export type BikeFieldErrors = Readonly<Record<string, BikeFieldError>>;

export const NAME_MAX = 255;
export const ONE_LINER_MAX = 255;
export const SHORT_DESCRIPTION_MAX = 1000;
export const DESCRIPTION_MAX = 20000;
const PRICE_MAX = 100_000;

/** Option types where exactly one selection is chosen at a time. */
export function isSingleChoice(type: string): boolean {
  return type === 'radio' || type === 'select' || type === '';
}

/** An amount as a person types it: "1299", "1299,5", "1.299,00", "1,299.00", "€ 1299". Null when unreadable. */
export function parseAmount(text: string): number | null {
  let value = text.replace(/[\s€]/g, '');
  if (!value) return null;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    const decimal = comma > dot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    value = value.split(thousands).join('').replace(decimal, '.');
  } else if (comma >= 0) {
    value = value.replace(',', '.');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100) / 100;
}

export function formatAmount(amount: number, decimal: ',' | '.'): string {
  return amount.toFixed(2).replace('.', decimal);
}

export function toBikeForm(bike: BikeDetail, decimal: ',' | '.'): BikeForm {
  return {
    id: bike.id,
    sku: bike.sku,
    price: formatAmount(bike.price, decimal),
    status: bike.status,
    sortOrder: String(bike.sortOrder),
    storeViews: Object.fromEntries(STORE_VIEWS.map((view) => [view, { ...bike.storeViews[view] }])) as Record<StoreView, BikeStoreViewText>,
    options: bike.options.map((option) => ({
      ...option,
      selections: option.selections.map((selection) => ({ ...selection, price: formatAmount(selection.price, decimal) })),
    })),
    related: bike.related.map((link) => ({ ...link })),
    crosssell: bike.crosssell.map((link) => ({ ...link })),
  };
}

/** The form as the API's bike; call only on a form without errors. */
export function fromBikeForm(form: BikeForm): BikeDetail {
  return {
    id: form.id,
    sku: form.sku,
    price: parseAmount(form.price) ?? 0,
    status: form.status,
    sortOrder: Number(form.sortOrder.trim()),
    storeViews: Object.fromEntries(
      STORE_VIEWS.map((view) => [
        view,
        {
          name: form.storeViews[view].name.trim(),
          oneLiner: form.storeViews[view].oneLiner.trim(),
          shortDescription: form.storeViews[view].shortDescription.trim(),
          description: form.storeViews[view].description.trim(),
        },
      ]),
    ) as Record<StoreView, BikeStoreViewText>,
    options: form.options.map((option) => ({
      ...option,
      selections: option.selections.map((selection) => ({ ...selection, price: parseAmount(selection.price) ?? 0 })),
    })),
    related: form.related.map((link) => ({ ...link })),
    crosssell: form.crosssell.map((link) => ({ ...link })),
  };
}

function amountError(text: string, { positive }: { positive: boolean }): BikeFieldError | null {
  if (!text.trim()) return 'required';
  const amount = parseAmount(text);
  if (amount === null || amount > PRICE_MAX) return 'invalid_amount';
  if (positive && amount <= 0) return 'too_low';
  return null;
}

export function validateBikeForm(form: BikeForm): BikeFieldErrors {
  const errors: Record<string, BikeFieldError> = {};
  const price = amountError(form.price, { positive: true });
  if (price) errors.price = price;
  const sortOrder = form.sortOrder.trim();
  if (!sortOrder) errors.sortOrder = 'required';
  else if (!/^\d{1,6}$/.test(sortOrder)) errors.sortOrder = 'invalid_integer';
  for (const view of STORE_VIEWS) {
    const text = form.storeViews[view];
    if (!text.name.trim()) errors[`${view}.name`] = 'required';
    else if (text.name.trim().length > NAME_MAX) errors[`${view}.name`] = 'too_long';
    if (text.oneLiner.trim().length > ONE_LINER_MAX) errors[`${view}.oneLiner`] = 'too_long';
    if (text.shortDescription.trim().length > SHORT_DESCRIPTION_MAX) errors[`${view}.shortDescription`] = 'too_long';
    if (text.description.trim().length > DESCRIPTION_MAX) errors[`${view}.description`] = 'too_long';
  }
  form.options.forEach((option, optionIndex) => {
    option.selections.forEach((selection, selectionIndex) => {
      const error = amountError(selection.price, { positive: false });
      if (error) errors[`option.${optionIndex}.selection.${selectionIndex}.price`] = error;
    });
    const defaults = option.selections.filter((selection) => selection.isDefault).length;
    if (option.required && option.selections.length > 0 && defaults === 0) errors[`option.${optionIndex}.default`] = 'default_required';
    else if (isSingleChoice(option.type) && defaults > 1) errors[`option.${optionIndex}.default`] = 'one_default';
  });
  return errors;
}

/** The store view a field error belongs to (the view switches to its tab), or null for shared fields. */
export function storeViewOfError(key: string): StoreView | null {
  const view = key.split('.')[0];
  return (STORE_VIEWS as readonly string[]).includes(view ?? '') ? (view as StoreView) : null;
}

export function sameForm(a: BikeForm | null, b: BikeForm | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
