import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Checked when an email has no account, so that answer takes as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a missing hash too, after the same amount of work as a real check. */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.dummy(), password);
      return false;
    }
    return argon2.verify(hash, password);
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash('no account uses this address');
    return this.dummyHash;
  }
}
