/**
 * Prepares the owner's pictures for upload in the browser: checked (see image-file.ts),
 * decoded with its EXIF orientation applied, drawn onto a canvas no larger than the target
 * (1280x720 for the gallery, a 600x600 square for the avatar) and re-encoded as JPEG. The
 * re-encoding is also what strips EXIF and any other metadata (camera, GPS) from the file.
 */
import { ImageRejectedError, checkDimensions, checkImageFile, fitWithin, type Dimensions } from './image-file';

export const GALLERY_MAX: Dimensions = { width: 1280, height: 720 };
export const AVATAR_MAX_SIDE = 600;
export const JPEG_QUALITY = 0.85;

/** A rectangle of the source image, in its pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DecodedImage extends Dimensions {
  source: CanvasImageSource;
  close: () => void;
}

/** The two browser steps, replaceable in tests (jsdom has no canvas). */
export interface ImagePipeline {
  decode: (file: Blob) => Promise<DecodedImage>;
  encode: (image: DecodedImage, area: PixelArea, output: Dimensions, quality: number) => Promise<Blob>;
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  } catch {
    throw new ImageRejectedError('decode');
  }
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(size: Dimensions): { canvas: OffscreenCanvas | HTMLCanvasElement; ctx: Canvas2D } {
  const canvas =
    typeof OffscreenCanvas !== 'undefined'
      ? new OffscreenCanvas(size.width, size.height)
      : Object.assign(document.createElement('canvas'), size);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageRejectedError('decode');
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return { canvas, ctx };
}

async function toJpeg(canvas: OffscreenCanvas | HTMLCanvasElement, quality: number): Promise<Blob> {
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type: 'image/jpeg', quality })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob || blob.type !== 'image/jpeg') throw new ImageRejectedError('decode');
  return blob;
}

async function encodeInBrowser(
  image: DecodedImage,
  area: PixelArea,
  output: Dimensions,
  quality: number,
): Promise<Blob> {
  // Halve in steps while the reduction is large: one big jump aliases fine detail.
  let source: CanvasImageSource = image.source;
  let region: PixelArea = area;
  while (region.width / 2 >= output.width && region.height / 2 >= output.height) {
    const half = { width: Math.round(region.width / 2), height: Math.round(region.height / 2) };
    const step = makeCanvas(half);
    step.ctx.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, half.width, half.height);
    source = step.canvas;
    region = { x: 0, y: 0, ...half };
  }
  const { canvas, ctx } = makeCanvas(output);
  // JPEG has no transparency: transparent PNG/WebP pixels become white, not black.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, output.width, output.height);
  ctx.drawImage(source, region.x, region.y, region.width, region.height, 0, 0, output.width, output.height);
  return toJpeg(canvas, quality);
}

export const browserPipeline: ImagePipeline = { decode: decodeInBrowser, encode: encodeInBrowser };

async function withDecoded<T>(
  file: Blob,
  pipeline: ImagePipeline,
  run: (image: DecodedImage) => Promise<T>,
): Promise<T> {
  await checkImageFile(file);
  const image = await pipeline.decode(file);
  try {
    checkDimensions(image);
    return await run(image);
  } finally {
    image.close();
  }
}

/** A gallery picture: the whole image, fitted within 1280x720, as JPEG. */
export function prepareGalleryImage(file: Blob, pipeline: ImagePipeline = browserPipeline): Promise<Blob> {
  return withDecoded(file, pipeline, (image) =>
    pipeline.encode(
      image,
      { x: 0, y: 0, width: image.width, height: image.height },
      fitWithin(image, GALLERY_MAX.width, GALLERY_MAX.height),
      JPEG_QUALITY,
    ),
  );
}

/** Clamps a crop to the image and makes it square (the crop tool's aspect is 1). */
export function squareCrop(area: PixelArea | null | undefined, image: Dimensions): PixelArea {
  const fallbackSide = Math.min(image.width, image.height);
  const requested = area ?? {
    x: (image.width - fallbackSide) / 2,
    y: (image.height - fallbackSide) / 2,
    width: fallbackSide,
    height: fallbackSide,
  };
  const side = Math.max(1, Math.round(Math.min(requested.width, requested.height, image.width, image.height)));
  const x = Math.round(Math.min(Math.max(0, requested.x), image.width - side));
  const y = Math.round(Math.min(Math.max(0, requested.y), image.height - side));
  return { x, y, width: side, height: side };
}

/** The avatar: the cropped square (centred when no crop is given), at most 600x600, as JPEG. */
export function prepareAvatarImage(
  file: Blob,
  crop: PixelArea | null,
  pipeline: ImagePipeline = browserPipeline,
): Promise<Blob> {
  return withDecoded(file, pipeline, (image) => {
    const area = squareCrop(crop, image);
    const side = Math.min(AVATAR_MAX_SIDE, area.width);
    return pipeline.encode(image, area, { width: side, height: side }, JPEG_QUALITY);
  });
}
