// The maintenance-subscription schema and the plans it refers to: plan, address, model, purchase year.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { MAINTENANCE_PLAN_IDS, MAINTENANCE_PLANS, findMaintenancePlan } from './maintenance-plans';
import { createMaintenanceSubscriptionSchema } from './maintenance-subscription.schema';

const schema = createMaintenanceSubscriptionSchema(() => new Date('2026-06-01T12:00:00Z'));
const valid = {
  plan: 'plus',
  name: 'Hans Müller',
  email: 'hans.mueller@example.de',
  phone: '+49 421 123456',
  street: 'Am Wall 5',
  postcode: '28195',
  city: 'Bremen',
  country: 'DE',
  model: 'voyage',
  purchaseYear: '2024',
  locale: 'de',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(schema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('maintenance plans', () => {
  it('has basic, plus and complete, each richer and dearer than the one before', () => {
    expect(MAINTENANCE_PLANS.map((p) => p.id)).toEqual([...MAINTENANCE_PLAN_IDS]);
    for (let i = 1; i < MAINTENANCE_PLANS.length; i++) {
      const [cheaper, dearer] = [MAINTENANCE_PLANS[i - 1]!, MAINTENANCE_PLANS[i]!];
      expect(dearer.priceCentsPerYear).toBeGreaterThan(cheaper.priceCentsPerYear);
      expect(dearer.partsDiscountPercent).toBeGreaterThanOrEqual(cheaper.partsDiscountPercent);
      expect(dearer.servicesPerYear).toBeGreaterThanOrEqual(cheaper.servicesPerYear);
    }
    expect(findMaintenancePlan('complete')?.name.de).toBe('Komplett');
    expect(findMaintenancePlan('gold')).toBeUndefined();
  });
});

describe('maintenance-subscription schema', () => {
  it('accepts a subscription; purchase year becomes a number', () => {
    const r = validateForm(schema, valid);
    expect(r.ok && r.value).toMatchObject({ plan: 'plus', purchaseYear: 2024, postcode: '28195' });
    expect(validateForm(schema, { ...valid, purchaseYear: 2026, country: 'NL', postcode: '1011ab' }).ok).toBe(true);
  });

  it('gives one code per field', () => {
    expect(errors({ plan: 'gold' })).toEqual({ plan: 'invalid_choice' });
    expect(errors({ plan: undefined })).toEqual({ plan: 'required' });
    expect(errors({ name: '' })).toEqual({ name: 'required' });
    expect(errors({ email: 'hans' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: '123' })).toEqual({ phone: 'invalid_phone' });
    expect(errors({ street: '' })).toEqual({ street: 'required' });
    expect(errors({ postcode: '2819' })).toEqual({ postcode: 'invalid_postcode' });
    expect(errors({ city: 'x'.repeat(101) })).toEqual({ city: 'too_long' });
    expect(errors({ country: 'AT' })).toEqual({ country: 'invalid_choice' });
    expect(errors({ model: 'folt-100' })).toEqual({ model: 'invalid_choice' });
    expect(errors({ purchaseYear: '2014' })).toEqual({ purchaseYear: 'too_small' });
    expect(errors({ purchaseYear: '2027' })).toEqual({ purchaseYear: 'too_large' });
    expect(errors({ purchaseYear: 'vorig jaar' })).toEqual({ purchaseYear: 'not_a_number' });
  });
});
