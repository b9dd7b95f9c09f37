import type { Readable } from 'node:stream';

/** Where every domain keeps its files (photos, documents, PDFs): bytes under a key, nothing else. */
export interface FileStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes as a stream; rejects with StoredObjectMissing when nothing is under the key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a key that holds nothing is already removed. */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the gateway stops. */
  close?(): void;
}

export class StoredObjectMissing extends Error {
  constructor(key: string) {
    super(`Nothing is stored under ${key}`);
  }
}

/** Keys are made by the gateway: lower-case words and digits, separated by single slashes. */
const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not a storage key: ${key}`);
  return key;
}
