import sharp from 'sharp';
import { avatarColour, initialsAvatar, initials } from './initials-avatar';

it("takes the first letters of a name's first and last words", () => {
  expect(initials('Emma Thompson')).toBe('ET');
  expect(initials('  maría  de la  Cruz ')).toBe('MC');
  expect(initials('Zoë')).toBe('Z');
  expect(initials('Ömer Şahin')).toBe('ÖŞ');
});

it('gives each name its own colour, the same every time', () => {
  expect(avatarColour('Emma Thompson')).toBe(avatarColour('Emma Thompson'));
  expect(avatarColour('Emma Thompson')).not.toBe(avatarColour('Noah Thompson'));
});

it('draws the avatar as a photo: a 160 px square thumbnail and a display size, WebP', async () => {
  const { thumbnail, display } = await initialsAvatar('Emma <Thompson>');
  expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 });
  expect(await sharp(display.bytes).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
});
