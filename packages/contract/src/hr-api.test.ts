import { describe, expect, it } from 'vitest';
import { ageOn, isApplicantAge } from './hr-api';

const today = new Date(2026, 10, 22, 12);

describe('ageOn', () => {
  it('counts whole years, the new one from the birthday on', () => {
    expect(ageOn('2000-11-22', today)).toBe(26);
    expect(ageOn('2000-11-23', today)).toBe(25);
    expect(ageOn('2000-12-01', today)).toBe(25);
    expect(ageOn('2000-10-30', today)).toBe(26);
  });

  it('is NaN for text that is not a date', () => {
    expect(ageOn('22.11.2000', today)).toBeNaN();
    expect(ageOn('', today)).toBeNaN();
    expect(ageOn('2000-02-31', today)).toBeNaN();
  });
});

describe('isApplicantAge', () => {
  it('takes 16 to 70 inclusive and nothing else', () => {
    expect(isApplicantAge('2010-11-22', today)).toBe(true);
    expect(isApplicantAge('2010-11-23', today)).toBe(false);
    expect(isApplicantAge('1955-11-23', today)).toBe(true);
    expect(isApplicantAge('1955-11-22', today)).toBe(false);
    expect(isApplicantAge('2030-01-01', today)).toBe(false);
    expect(isApplicantAge('1800-01-01', today)).toBe(false);
    expect(isApplicantAge('not a date', today)).toBe(false);
  });
});
