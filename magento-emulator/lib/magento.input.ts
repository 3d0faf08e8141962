// Input conventions of Magento's REST layer (Part B §1): camelCase or snake_case keys, strict data objects, typed scalars.
import { required, unknownProperty, wrongType } from './magento.errors';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `addressInformation` → `address_information`; `pageSize` → `page_size` (SimpleDataObjectConverter). */
export function toSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/**
 * A top-level service parameter by its PHP name; both spellings are accepted, the camelCase one is the PHP name.
 * Returns undefined when absent.
 */
export function param(body: unknown, camelName: string): Json | undefined {
  if (!isObject(body)) return undefined;
  if (camelName in body) return body[camelName];
  const snake = toSnake(camelName);
  if (snake in body) return body[snake];
  return undefined;
}

export function requireParam(body: unknown, camelName: string): Json {
  const value = param(body, camelName);
  if (value === undefined || value === null) throw required(camelName);
  return value;
}

/**
 * Normalises a data object's keys to snake_case and rejects keys the interface has no getter for, as Magento 2.4 does.
 * Only this level is normalised: nested data objects are checked by their own call, free maps (additional_data) are left alone.
 */
export function dataObject(value: Json, className: string, allowed: readonly string[]): JsonObject {
  if (!isObject(value)) throw wrongType(value, className);
  const out: JsonObject = {};
  for (const [rawKey, entry] of Object.entries(value)) {
    const key = toSnake(rawKey);
    if (!allowed.includes(key)) throw unknownProperty(key, className);
    out[key] = entry;
  }
  return out;
}

/** Numeric input as PHP's type juggling sees it: numbers and numeric strings. */
export function asNumber(value: Json | undefined, type: 'float' | 'int'): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (type === 'int' && !Number.isInteger(value)) throw wrongType(value, type);
    return value;
  }
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    const parsed = Number(value);
    if (type === 'int' && !Number.isInteger(parsed)) throw wrongType(value, type);
    return parsed;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  throw wrongType(value, type);
}

export function asString(value: Json | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw wrongType(value, 'string');
}

export function asStringArray(value: Json | undefined): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value)) throw wrongType(value, 'string[]');
  return value.map((entry) => {
    if (typeof entry === 'string' || typeof entry === 'number') return String(entry);
    throw wrongType(entry, 'string');
  });
}

export function asBool(value: Json | undefined): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false' || value === '') return false;
  throw wrongType(value, 'bool');
}
