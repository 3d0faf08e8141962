// The bike form: amounts as people type them, validation codes per field path, and the round trip to the API's bike.
import { describe, expect, test } from 'vitest';
import { BIKE } from '../../../tests/model/admin-bike-edit.model';
import { fromBikeForm, parseAmount, storeViewOfError, toBikeForm, validateBikeForm } from './bike-form';

describe('bike form', () => {
  test.each([
    ['1299', 1299],
    ['1299,5', 1299.5],
    ['1.299,00', 1299],
    ['1,299.00', 1299],
    ['€ 49,95', 49.95],
    ['0', 0],
    ['12,345', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('parseAmount(%j) = %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  test('a loaded bike is valid and survives the round trip', () => {
    const form = toBikeForm(BIKE, ',');
    expect(form.price).toBe('1999,00');
    expect(validateBikeForm(form)).toEqual({});
    expect(fromBikeForm(form)).toEqual(BIKE);
  });

  test('field errors by path; a required option needs a default, a single choice only one', () => {
    const form = toBikeForm(BIKE, '.');
    form.price = '0';
    form.sortOrder = '1.5';
    form.storeViews.de.name = '  ';
    form.options[0]!.selections[1]!.price = 'x';
    form.options[0]!.selections.forEach((selection) => (selection.isDefault = false));
    expect(validateBikeForm(form)).toEqual({
      price: 'too_low',
      sortOrder: 'invalid_integer',
      'de.name': 'required',
      'option.0.selection.1.price': 'invalid_amount',
      'option.0.default': 'default_required',
    });
    form.options[0]!.selections.forEach((selection) => (selection.isDefault = true));
    expect(validateBikeForm(form)['option.0.default']).toBe('one_default');
    expect(storeViewOfError('de.name')).toBe('de');
    expect(storeViewOfError('price')).toBeNull();
  });
});
