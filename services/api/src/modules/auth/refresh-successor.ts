import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_INFO = 'daycare refresh-token successor';

/** The key is derived from the rotated token itself, which the database never holds: only its holder can open the seal. */
function keyOf(refreshToken: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, Buffer.alloc(0), KEY_INFO, 32));
}

/** The successor token, encrypted for whoever presents `refreshToken` again (iv, tag, ciphertext). */
export function sealSuccessor(refreshToken: string, successor: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(CIPHER, keyOf(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** The successor sealed for `refreshToken`; throws when the seal was not made for that token. */
export function openSuccessor(refreshToken: string, seal: Buffer): string {
  const decipher = createDecipheriv(CIPHER, keyOf(refreshToken), seal.subarray(0, IV_BYTES));
  decipher.setAuthTag(seal.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(seal.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
