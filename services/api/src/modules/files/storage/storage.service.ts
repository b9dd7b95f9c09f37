import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { AppConfig, FileStorageConfig } from '../../../config';
import { APP_CONFIG } from '../../../config.module';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { S3Storage } from './s3-storage';

export function createStorage(config: FileStorageConfig): FileStorage {
  return config.kind === 's3' ? new S3Storage(config) : new DiskStorage(config.dir);
}

/** The one file store every domain uses: the configured folder or S3-compatible bucket. */
@Injectable()
export class StorageService implements FileStorage, OnModuleDestroy {
  private readonly backend: FileStorage;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.backend = createStorage(config.fileStorage);
  }

  put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    return this.backend.put(key, bytes, contentType);
  }

  get(key: string): Promise<Readable> {
    return this.backend.get(key);
  }

  delete(key: string): Promise<void> {
    return this.backend.delete(key);
  }

  onModuleDestroy(): void {
    this.backend.close?.();
  }
}
