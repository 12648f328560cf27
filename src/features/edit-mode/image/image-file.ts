/**
 * Checks an image the owner picked before the browser decodes it: the bytes must start like
 * a JPEG, PNG or WebP file (the file name and the declared type are not trusted, and SVG is
 * refused), the file must be within the size limit, and the width and height read from the
 * header must be within the pixel limits, so a tiny file that would decode into a huge bitmap
 * never reaches the decoder.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp';

/** Largest file accepted from the picker. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Largest side and area accepted before decoding. */
export const MAX_IMAGE_SIDE = 12_000;
export const MAX_IMAGE_PIXELS = 50_000_000;
/** Smallest side accepted (a picture smaller than this is not worth showing). */
export const MIN_IMAGE_SIDE = 16;

export type ImageRejection = 'type' | 'size' | 'dimensions' | 'tooSmall' | 'decode';

/** Why an image cannot be used; the view turns the reason into a message. */
export class ImageRejectedError extends Error {
  readonly reason: ImageRejection;
  constructor(reason: ImageRejection) {
    super(`Image rejected: ${reason}`);
    this.name = 'ImageRejectedError';
    this.reason = reason;
  }
}

export function isImageRejected(error: unknown): error is ImageRejectedError {
  return error instanceof ImageRejectedError;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The format the bytes really hold, or null for anything else (SVG, GIF, text, HTML...). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export interface Dimensions {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) =>
  (((b[i] ?? 0) << 24) >>> 0) + (((b[i + 1] ?? 0) << 16) | ((b[i + 2] ?? 0) << 8) | (b[i + 3] ?? 0));

function jpegDimensions(b: Uint8Array): Dimensions | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    // Standalone markers carry no length.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = u16be(b, i + 2);
    if (length < 2) return null;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + length;
  }
  return null;
}

function pngDimensions(b: Uint8Array): Dimensions | null {
  // The IHDR chunk comes first: length(4) "IHDR"(4) width(4) height(4).
  if (!startsWith(b, [0x49, 0x48, 0x44, 0x52], 12) || b.length < 24) return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function webpDimensions(b: Uint8Array): Dimensions | null {
  if (b.length < 30) return null;
  const chunk = String.fromCharCode(b[12]!, b[13]!, b[14]!, b[15]!);
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === 'VP8 ') {
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** Width and height as the file header states them, or null when the header cannot be read. */
export function readImageDimensions(bytes: Uint8Array, kind: ImageKind): Dimensions | null {
  if (kind === 'jpeg') return jpegDimensions(bytes);
  if (kind === 'png') return pngDimensions(bytes);
  return webpDimensions(bytes);
}

/** How many leading bytes are enough to find the format and, nearly always, the size. */
const HEADER_BYTES = 256 * 1024;

export interface CheckedImage {
  kind: ImageKind;
  dimensions: Dimensions;
}

/**
 * Accepts a picked file or refuses it with a reason: wrong format (SVG included), too large a
 * file, or a width/height beyond the limits (or unreadable).
 */
export async function checkImageFile(file: Blob): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new ImageRejectedError('size');
  if (file.size === 0) throw new ImageRejectedError('type');
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const kind = sniffImageKind(head);
  if (!kind) throw new ImageRejectedError('type');
  const dimensions = readImageDimensions(head, kind);
  if (!dimensions) throw new ImageRejectedError('decode');
  checkDimensions(dimensions);
  return { kind, dimensions };
}

/** Refuses sizes beyond the pixel limits or too small to show. */
export function checkDimensions({ width, height }: Dimensions): void {
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('dimensions');
  }
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) throw new ImageRejectedError('tooSmall');
}

/** The largest size within a box that keeps the aspect ratio, never enlarging. */
export function fitWithin(source: Dimensions, maxWidth: number, maxHeight: number): Dimensions {
  const scale = Math.min(1, maxWidth / source.width, maxHeight / source.height);
  return {
    width: Math.max(1, Math.min(maxWidth, Math.round(source.width * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(source.height * scale))),
  };
}

/** A safe upload name: the picked name's stem, ASCII letters, digits and hyphens only, as .jpg. */
export function jpegFileName(original: string | undefined, fallback: string): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${stem || fallback}.jpg`;
}
