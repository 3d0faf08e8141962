import { describe, expect, it } from 'vitest';
import { passwordClasses, passwordProblem } from './password-rules';

describe('Magento’s password rules', () => {
  it('names the first rule broken, in Magento’s order', () => {
    expect(passwordProblem('')).toBe('required');
    expect(passwordProblem('Ab1!')).toBe('too-short');
    expect(passwordProblem(`Aa1!${'x'.repeat(253)}`)).toBe('too-long');
    expect(passwordProblem(' Abcdef1!')).toBe('edge-space');
    expect(passwordProblem('abcdefgh')).toBe('classes');
    expect(passwordProblem('abcdefg1')).toBe('classes');
    expect(passwordProblem('Anna@Example.com', 'anna@example.com')).toBe('same-as-email');
    expect(passwordProblem('Fiets-2024', 'anna@example.com')).toBeNull();
  });

  it('counts lower, upper, digits and anything else', () => {
    expect(passwordClasses('abc')).toBe(1);
    expect(passwordClasses('aB3')).toBe(3);
    expect(passwordClasses('aB3 ')).toBe(4);
    expect(passwordClasses('ééé')).toBe(1);
  });
});
