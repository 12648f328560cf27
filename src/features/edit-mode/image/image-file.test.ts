import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_IMAGE_BYTES,
  checkImageFile,
  fitWithin,
  isImageRejected,
  jpegFileName,
  readImageDimensions,
  sniffImageKind,
} from './image-file';
import { jpegHeader, pngHeader, webpVp8x } from './test-fixtures';

const blob = (bytes: Uint8Array | string, type = 'image/jpeg') => new Blob([bytes as BlobPart], { type });

async function reason(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    return isImageRejected(error) ? error.reason : 'other';
  }
}

describe('image file checks', () => {
  it('recognises JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImageKind(jpegHeader(10, 10))).toBe('jpeg');
    expect(sniffImageKind(pngHeader(10, 10))).toBe('png');
    expect(sniffImageKind(webpVp8x(10, 10))).toBe('webp');
  });

  it('refuses SVG, GIF and text whatever the declared type says', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';
    expect(sniffImageKind(new TextEncoder().encode(svg))).toBeNull();
    expect(await reason(checkImageFile(blob(svg, 'image/jpeg')))).toBe('type');
    expect(await reason(checkImageFile(blob(new TextEncoder().encode('GIF89a.....'), 'image/gif')))).toBe('type');
    expect(await reason(checkImageFile(blob(new Uint8Array(0))))).toBe('type');
  });

  it('reads the width and height from each header', () => {
    expect(readImageDimensions(jpegHeader(4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
    expect(readImageDimensions(pngHeader(1920, 1080), 'png')).toEqual({ width: 1920, height: 1080 });
    expect(readImageDimensions(webpVp8x(800, 600), 'webp')).toEqual({ width: 800, height: 600 });
  });

  it('accepts a large photo and refuses a decompression bomb by its stated size', async () => {
    expect(await checkImageFile(blob(jpegHeader(6000, 4000)))).toEqual({
      kind: 'jpeg',
      dimensions: { width: 6000, height: 4000 },
    });
    expect(await reason(checkImageFile(blob(pngHeader(60000, 60000), 'image/png')))).toBe('dimensions');
    expect(await reason(checkImageFile(blob(pngHeader(10000, 10000), 'image/png')))).toBe('dimensions');
    expect(await reason(checkImageFile(blob(pngHeader(8, 8), 'image/png')))).toBe('tooSmall');
  });

  it('refuses a file over the size limit', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(jpegHeader(100, 100));
    expect(await reason(checkImageFile(blob(big)))).toBe('size');
  });

  it('fits within a box keeping the aspect ratio and never enlarges', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 1280, 720)).toEqual({ width: 960, height: 720 });
    expect(fitWithin({ width: 3000, height: 1000 }, 1280, 720)).toEqual({ width: 1280, height: 427 });
    expect(fitWithin({ width: 640, height: 480 }, 1280, 720)).toEqual({ width: 640, height: 480 });
  });

  it('property: a fitted size is within the box and keeps the aspect ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12000 }), fc.integer({ min: 1, max: 12000 }), (width, height) => {
        const out = fitWithin({ width, height }, 1280, 720);
        expect(out.width).toBeLessThanOrEqual(Math.min(1280, width));
        expect(out.height).toBeLessThanOrEqual(Math.min(720, height));
        if (out.width > 20 && out.height > 20) {
          expect(Math.abs(out.width / out.height - width / height) / (width / height)).toBeLessThan(0.1);
        }
      }),
    );
  });

  it('builds a safe .jpg upload name', () => {
    expect(jpegFileName('Minha Foto Ção (1).PNG', 'gallery')).toBe('minha-foto-cao-1.jpg');
    expect(jpegFileName('../../etc/passwd', 'gallery')).toBe('passwd.jpg');
    expect(jpegFileName('C:\\fotos\\férias.jpeg', 'gallery')).toBe('ferias.jpg');
    expect(jpegFileName('', 'avatar')).toBe('avatar.jpg');
  });
});
