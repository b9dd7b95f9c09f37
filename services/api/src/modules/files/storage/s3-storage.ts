import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { FileStorageConfig } from '../../../config';
import { checkKey, type FileStorage, StoredObjectMissing } from './file-storage';

type S3Config = Extract<FileStorageConfig, { kind: 's3' }>;

/** An S3-compatible bucket; path-style addressing, so a self-hosted or local S3 server works too. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({ region: config.region, endpoint: config.endpoint, credentials: config.credentials, forcePathStyle: true });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key), Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key) }));
      return answer.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') throw new StoredObjectMissing(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}

