import { describe, expect, it } from 'vitest';
import { telHref } from './site-nav';

describe('telHref', () => {
  it('gives a number stored without "+" the Brazilian code', () => {
    expect(telHref('(11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('11 3456-7890')).toBe('tel:+551134567890');
    expect(telHref('(011) 98765-4321')).toBe('tel:+5511987654321');
  });

  it('keeps the country code a number already carries', () => {
    expect(telHref('+55 (11) 98765-4321')).toBe('tel:+5511987654321');
    expect(telHref('+55 11 987654321')).toBe('tel:+5511987654321');
    expect(telHref('+1 (201) 555-0123')).toBe('tel:+12015550123');
    expect(telHref('+351 912 345 678')).toBe('tel:+351912345678');
    expect(telHref('55 11 98765-4321')).toBe('tel:+5511987654321');
  });

  it('keeps only digits and the plus', () => {
    expect(telHref('javascript:alert(1)')).toMatch(/^tel:\+?\d*$/);
    expect(telHref('')).toBe('tel:');
  });
});
