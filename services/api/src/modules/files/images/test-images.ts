import sharp from 'sharp';

/** A photo as a phone takes it: landscape pixels, EXIF saying "turn right", the camera and the GPS position. */
export function phonePhoto(width = 3000, height = 2000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '43/1 39/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '79/1 22/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** An image of the format, small and plain. */
export function plainImage(format: 'png' | 'webp' | 'gif' | 'avif', width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#36c' } }).toFormat(format).toBuffer();
}

/** Whether EXIF holds the GPS directory (tag 0x8825, either byte order). */
export function hasGpsExif(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}
