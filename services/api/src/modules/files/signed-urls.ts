import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ClockService } from '../../common/clock/clock.service';
import type { AppConfig } from '../../config';
import { APP_CONFIG } from '../../config.module';

/** A file URL works this long at most. */
const FILE_URL_LIFETIME_SECONDS = 600;
/**
 * URLs minted within the same five minutes are identical (and live 5 to 10 minutes), so a list
 * reloaded meanwhile hands the browser the same addresses and its cache serves the images.
 */
const MINTING_WINDOW_SECONDS = 300;

const EXPIRES = /^\d{1,12}$/;

/** Short-lived file URLs an `<img>` can load without a session: minted only after the access policy allowed the reader. */
@Injectable()
export class SignedUrlService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: ClockService,
  ) {}

  url(fileId: number, variant: string): string {
    const now = this.nowSeconds();
    const expires = now - (now % MINTING_WINDOW_SECONDS) + FILE_URL_LIFETIME_SECONDS;
    return `/api/files/${fileId}/${variant}?expires=${expires}&sig=${this.signature(fileId, variant, expires)}`;
  }

  /** Seconds the URL still works, or null when its signature is not this file's or it has expired. */
  secondsLeft(fileId: number, variant: string, expires: unknown, sig: unknown): number | null {
    if (typeof expires !== 'string' || typeof sig !== 'string' || !EXPIRES.test(expires)) return null;
    const expected = Buffer.from(this.signature(fileId, variant, Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const left = Number(expires) - this.nowSeconds();
    return left > 0 ? Math.min(left, FILE_URL_LIFETIME_SECONDS) : null;
  }

  private signature(fileId: number, variant: string, expires: number): string {
    return createHmac('sha256', this.config.fileUrlSecret).update(`${fileId}/${variant}/${expires}`).digest('base64url');
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}
