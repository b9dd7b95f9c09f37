import { BadRequestException } from '@nestjs/common';
import sharp, { type Sharp } from 'sharp';
import type { Rendition } from '../stored-files.service';

export const THUMBNAIL_SIZE = 160;
export const DISPLAY_SIZE = 1024;
export const PHOTO_CONTENT_TYPE = 'image/webp';
/** About a 48-megapixel photo: larger images are refused before they are decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/** sharp's names of the formats people upload; 'heif' covers HEIC and AVIF. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export const NOT_A_PHOTO = 'This file is not a photo we can read: choose a JPEG, PNG, WebP, GIF, AVIF or HEIC image';
export const DAMAGED_PHOTO = 'This photo could not be read; the file may be damaged. Choose another one or take a new photo';
export const HEIC_UNREADABLE = 'This HEIC photo cannot be read here; choose a JPEG, or set the camera to save "Most Compatible" photos';
export const TOO_MANY_PIXELS = 'This photo has too many pixels (over 50 megapixels); choose a smaller one';

/** A photo's two renditions: a square thumbnail and a display size, both WebP. */
export interface PhotoRenditions {
  thumbnail: Rendition;
  display: Rendition;
}

/**
 * Turns an uploaded image into the stored renditions: turned upright by its EXIF orientation, and
 * written anew without any metadata (no GPS position, camera or date leaves the gateway).
 */
export async function photoRenditions(bytes: Buffer): Promise<PhotoRenditions> {
  const { format, width, height } = await readableImage(bytes);
  try {
    const [thumbnail, display] = await Promise.all([
      render(upright(bytes).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover', position: thumbnailPosition(width, height) })),
      render(upright(bytes).resize(DISPLAY_SIZE, DISPLAY_SIZE, { fit: 'inside', withoutEnlargement: true })),
    ]);
    return { thumbnail, display };
  } catch {
    throw new BadRequestException(format === 'heif' ? HEIC_UNREADABLE : DAMAGED_PHOTO);
  }
}

/**
 * Where the square thumbnail is cut: around what draws the eye, searched in the image scaled to cover
 * the square. An image narrower than the square on a side is enlarged to cover it, and a thin strip
 * (20000 x 1 pixels) would be searched at hundreds of megapixels, so those are cut at their centre.
 */
function thumbnailPosition(width: number, height: number): number | string {
  return Math.min(width, height) >= THUMBNAIL_SIZE ? sharp.strategy.attention : 'centre';
}

async function readableImage(bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new BadRequestException(NOT_A_PHOTO);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (!format || !READABLE_FORMATS.has(format)) throw new BadRequestException(NOT_A_PHOTO);
  if (width * height > MAX_INPUT_PIXELS) throw new BadRequestException(TOO_MANY_PIXELS);
  return { format, width, height };
}

function upright(bytes: Buffer): Sharp {
  // A damaged file fails the decode instead of yielding a half-grey picture.
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

async function render(image: Sharp): Promise<Rendition> {
  const { data, info } = await image.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}
