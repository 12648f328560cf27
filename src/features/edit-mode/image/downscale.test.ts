import { describe, expect, it, vi } from 'vitest';
import { AVATAR_MAX_SIDE, prepareAvatarImage, prepareGalleryImage, squareCrop, type ImagePipeline } from './downscale';
import { isImageRejected } from './image-file';
import { jpegHeader, pngHeader } from './test-fixtures';

function fakePipeline(decoded: { width: number; height: number }) {
  const close = vi.fn();
  const encode = vi.fn<ImagePipeline['encode']>(() => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' })));
  const pipeline: ImagePipeline = {
    decode: () => Promise.resolve({ ...decoded, source: {} as CanvasImageSource, close }),
    encode,
  };
  return { pipeline, encode, close };
}

describe('image downscaling', () => {
  it('a large gallery photo is drawn whole into at most 1280x720 as JPEG', async () => {
    const { pipeline, encode, close } = fakePipeline({ width: 6000, height: 4000 });
    const out = await prepareGalleryImage(new Blob([jpegHeader(6000, 4000) as BlobPart]), pipeline);
    expect(out.type).toBe('image/jpeg');
    const [, area, size, quality] = encode.mock.calls[0]!;
    expect(area).toEqual({ x: 0, y: 0, width: 6000, height: 4000 });
    expect(size).toEqual({ width: 1080, height: 720 });
    expect(quality).toBeGreaterThan(0.5);
    expect(close).toHaveBeenCalled();
  });

  it('uses the decoded (EXIF-rotated) size, not the header size', async () => {
    const { pipeline, encode } = fakePipeline({ width: 3000, height: 4000 });
    await prepareGalleryImage(new Blob([jpegHeader(4000, 3000) as BlobPart]), pipeline);
    expect(encode.mock.calls[0]![2]).toEqual({ width: 540, height: 720 });
  });

  it('the avatar is the cropped square, at most 600x600', async () => {
    const { pipeline, encode } = fakePipeline({ width: 4000, height: 3000 });
    await prepareAvatarImage(
      new Blob([jpegHeader(4000, 3000) as BlobPart]),
      { x: 100, y: 50, width: 2000, height: 2000 },
      pipeline,
    );
    const [, area, size] = encode.mock.calls[0]!;
    expect(area).toEqual({ x: 100, y: 50, width: 2000, height: 2000 });
    expect(size).toEqual({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE });
  });

  it('a small avatar crop is not enlarged', async () => {
    const { pipeline, encode } = fakePipeline({ width: 300, height: 200 });
    await prepareAvatarImage(new Blob([pngHeader(300, 200) as BlobPart]), null, pipeline);
    expect(encode.mock.calls[0]![1]).toEqual({ x: 50, y: 0, width: 200, height: 200 });
    expect(encode.mock.calls[0]![2]).toEqual({ width: 200, height: 200 });
  });

  it('squares and clamps a crop that leaves the image', () => {
    expect(squareCrop({ x: 3900, y: -10, width: 500, height: 400 }, { width: 4000, height: 3000 })).toEqual({
      x: 3600,
      y: 0,
      width: 400,
      height: 400,
    });
    expect(squareCrop(null, { width: 1000, height: 500 })).toEqual({ x: 250, y: 0, width: 500, height: 500 });
  });

  it('an SVG never reaches the decoder', async () => {
    const { pipeline, encode } = fakePipeline({ width: 100, height: 100 });
    const decode = vi.spyOn(pipeline, 'decode');
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' });
    const error = await prepareGalleryImage(svg, pipeline).catch((e: unknown) => e);
    expect(isImageRejected(error) && error.reason).toBe('type');
    expect(decode).not.toHaveBeenCalled();
    expect(encode).not.toHaveBeenCalled();
  });

  it('refuses an image whose decoded size is beyond the limits', async () => {
    const { pipeline, close } = fakePipeline({ width: 20000, height: 20000 });
    const error = await prepareGalleryImage(new Blob([jpegHeader(100, 100) as BlobPart]), pipeline).catch(
      (e: unknown) => e,
    );
    expect(isImageRejected(error) && error.reason).toBe('dimensions');
    expect(close).toHaveBeenCalled();
  });
});
