// Magento's REST error contract (Part B §2): one error class, the exact phrases the shop relies on, and the body renderer.
import { randomBytes } from 'node:crypto';

export type ErrorParameters = Record<string, unknown> | unknown[];

/**
 * An error that becomes Magento's `{ message, parameters }` body. `message` stays the raw phrase with `%name` / `%1`
 * placeholders because that is what Magento sends; the caller fills them in.
 */
export class MagentoError extends Error {
  constructor(
    readonly status: number,
    readonly phrase: string,
    readonly parameters?: ErrorParameters,
    /** An aggregate exception's (InputException's) own errors, each printed as `{ message, parameters }`. */
    readonly errors: MagentoError[] = [],
  ) {
    super(phrase);
    this.name = 'MagentoError';
  }

  toBody(): { message: string; parameters?: ErrorParameters; errors?: Array<{ message: string; parameters?: ErrorParameters }> } {
    const hasParameters =
      this.parameters !== undefined && (Array.isArray(this.parameters) ? this.parameters.length > 0 : Object.keys(this.parameters).length > 0);
    const body = hasParameters ? { message: this.phrase, parameters: this.parameters } : { message: this.phrase };
    return this.errors.length > 0 ? { ...body, errors: this.errors.map((error) => error.toBody()) } : body;
  }
}

/**
 * Framework/Exception/AbstractAggregateException::addError: one error becomes the exception's own message; from the
 * second on, the message is "One or more input exceptions have occurred." and every error is listed in `errors`.
 */
export function inputException(errors: MagentoError[]): MagentoError {
  if (errors.length === 1) return errors[0]!;
  return new MagentoError(400, 'One or more input exceptions have occurred.', undefined, errors);
}

export const NO_ROUTE = 'Request does not match any route.';

export function noRoute(): MagentoError {
  return new MagentoError(404, NO_ROUTE);
}

/** Unknown masked id → fieldValue null (the mask lookup found nothing); inactive cart → the numeric quote id. */
export function noSuchCart(fieldValue: number | null): MagentoError {
  return new MagentoError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue });
}

export function notAuthorized(resources: string): MagentoError {
  return new MagentoError(401, "The consumer isn't authorized to access %resources.", { resources });
}

export function required(fieldName: string): MagentoError {
  return new MagentoError(400, '"%fieldName" is required. Enter and try again.', { fieldName });
}

/**
 * Framework/Exception/InputException::invalidFieldValue: parameters `{fieldName, value}` in that order; a scalar value
 * stays what it was (a missing qty is null, -1 the number), only structures are printed.
 */
export function invalidValue(fieldName: string, value: unknown): MagentoError {
  const scalar = value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  return new MagentoError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
    fieldName,
    value: scalar ? (value ?? null) : (JSON.stringify(value) ?? String(value)),
  });
}

/** ServiceInputProcessor's message when a value cannot be converted to the declared PHP type. */
export function wrongType(value: unknown, type: string): MagentoError {
  return new MagentoError(400, 'The "%value" value\'s type is invalid. The "%type" type was expected. Verify and try again.', {
    value: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)),
    type,
  });
}

/** Magento 2.4 rejects unknown keys in data objects instead of ignoring them. */
export function unknownProperty(key: string, className: string): MagentoError {
  const camel = key
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return new MagentoError(400, 'Property "%propertyName" does not have accessor method "%accessorMethod" in class "%className".', {
    propertyName: camel,
    accessorMethod: `get${camel}`,
    className,
  });
}

export function productNotFound(): MagentoError {
  return new MagentoError(404, "The product that was requested doesn't exist. Verify the product and try again.");
}

export function orderNotFound(): MagentoError {
  return new MagentoError(404, "The entity that was requested doesn't exist. Verify the entity and try again.");
}

export function idNeeded(): MagentoError {
  return new MagentoError(400, 'An ID is needed. Set the ID and try again.');
}

export function signInIncorrect(): MagentoError {
  return new MagentoError(401, 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.');
}

export function invalidCoupon(): MagentoError {
  return new MagentoError(404, "The coupon code isn't valid. Verify the code and try again.");
}

/** Outside developer mode Magento masks any non-Magento exception behind a report id. */
export function internalError(): MagentoError {
  return new MagentoError(500, `Internal Error. Details are available in Magento log file. Report ID: webapi-${randomBytes(6).toString('hex')}`);
}
