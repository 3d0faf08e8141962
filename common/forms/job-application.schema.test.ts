// The job application: vacancy, contact details, motivation, and the CV checks the browser can do itself.
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { checkCvFile, CV_MAX_BYTES, jobApplicationSchema } from './job-application.schema';

const valid = {
  vacancy: 'mechanic',
  name: 'Daan Visser',
  email: 'daan.visser@example.nl',
  phone: '0612345678',
  motivation: 'Ik sleutel al tien jaar aan fietsen en wil graag meewerken aan jullie vouwfietsen in de werkplaats.',
  locale: 'nl',
};
const errors = (patch: Record<string, unknown>) => {
  const r = validateForm(jobApplicationSchema, { ...valid, ...patch });
  return r.ok ? {} : r.fieldErrors;
};

describe('job-application schema', () => {
  it('accepts an application for each vacancy', () => {
    for (const vacancy of ['allrounder', 'intern', 'mechanic']) expect(validateForm(jobApplicationSchema, { ...valid, vacancy }).ok, vacancy).toBe(true);
  });

  it('gives one code per field', () => {
    expect(errors({ vacancy: 'ceo' })).toEqual({ vacancy: 'invalid_choice' });
    expect(errors({ vacancy: undefined })).toEqual({ vacancy: 'required' });
    expect(errors({ name: '' })).toEqual({ name: 'required' });
    expect(errors({ email: 'daan' })).toEqual({ email: 'invalid_email' });
    expect(errors({ phone: '' })).toEqual({ phone: 'required' });
    expect(errors({ motivation: 'Ik wil graag.' })).toEqual({ motivation: 'too_short' });
    expect(errors({ motivation: 'x'.repeat(5001) })).toEqual({ motivation: 'too_long' });
  });

  it('checks a chosen CV by size and name', () => {
    expect(checkCvFile(null)).toBe('file_required');
    expect(checkCvFile({ name: 'cv.pdf', size: 120_000 })).toBeNull();
    expect(checkCvFile({ name: 'CV Daan.DOCX', size: 80_000 })).toBeNull();
    expect(checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeNull();
    expect(checkCvFile({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('file_too_large');
    expect(checkCvFile({ name: 'cv.doc', size: 1000 })).toBe('file_type');
    expect(checkCvFile({ name: 'cv.exe', size: 1000 })).toBe('file_type');
    expect(checkCvFile({ name: 'cv.pdf', size: 0 })).toBe('file_type');
  });
});
