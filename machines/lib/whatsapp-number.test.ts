// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseSocialLink } from './social-links';
import { isWhatsappNumber, whatsappFieldValue } from './whatsapp-number';

describe('the WhatsApp number of the settings', () => {
  it('reads a stored link, or a number typed before, as the number the site links to', () => {
    expect(whatsappFieldValue('https://wa.me/5511987654321')).toBe('+5511987654321');
    expect(whatsappFieldValue('(44) 99876-5432')).toBe('+5544998765432');
    expect(whatsappFieldValue('https://api.whatsapp.com/send?phone=351912345678')).toBe('+351912345678');
    expect(whatsappFieldValue('+55 (11) 98765-4321')).toBe('+55 (11) 98765-4321');
    expect(whatsappFieldValue('')).toBe('');
    expect(whatsappFieldValue(undefined)).toBe('');
    expect(whatsappFieldValue('https://evil.example/5511987654321')).toBe('');
  });

  it('refuses a number its country does not use, and lets the field stay empty', () => {
    expect(isWhatsappNumber('+55 (12) 3')).toBe(false);
    expect(isWhatsappNumber('+55 (11) 98765-4321')).toBe(true);
    expect(isWhatsappNumber('+351 912345678')).toBe(true);
    expect(isWhatsappNumber('')).toBe(true);
  });

  it('links the field’s number to wa.me with its country code', () => {
    expect(normaliseSocialLink('whatsapp', '+55 (11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(normaliseSocialLink('whatsapp', '+351 912345678')).toBe('https://wa.me/351912345678');
  });

  it('gives back the same link once read into the field and saved again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{7,13}$/), (digits) => {
        const link = `https://wa.me/${digits}`;
        expect(normaliseSocialLink('whatsapp', whatsappFieldValue(link))).toBe(link);
      }),
    );
  });
});
