// Turns Magento's error phrases ("No such entity with %fieldName = %fieldValue", "%1") into readable text:
// Magento sends the template and its parameters separately and never interpolates them itself.

/** Fill `%name` from an object or `%1`, `%2`… from an array; unknown placeholders are dropped. */
export function fillPlaceholders(message: string, parameters?: Record<string, unknown> | unknown[] | null): string {
  const lookup = (key: string): string | undefined => {
    if (Array.isArray(parameters)) {
      const i = Number(key) - 1;
      return /^\d+$/.test(key) && i >= 0 && i < parameters.length ? stringify(parameters[i]) : undefined;
    }
    if (parameters && typeof parameters === 'object' && Object.prototype.hasOwnProperty.call(parameters, key)) {
      return stringify((parameters as Record<string, unknown>)[key]);
    }
    return undefined;
  };
  return message
    .replace(/%([A-Za-z_][A-Za-z0-9_]*|\d+)/g, (_m, key: string) => lookup(key) ?? '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function stringify(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}
