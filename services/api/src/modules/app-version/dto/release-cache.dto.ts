import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RELEASABLE_CACHE_KEYS, type ReleasableCacheKey } from '../app-version.service';

export class ReleaseCacheDto {
  @ApiProperty({ enum: RELEASABLE_CACHE_KEYS, example: 'appVersion', description: 'The cache entry to drop' })
  @IsIn(RELEASABLE_CACHE_KEYS, { message: `cacheKey must be one of: ${RELEASABLE_CACHE_KEYS.join(', ')}` })
  cacheKey: ReleasableCacheKey;
}

export class ReleaseCacheResultDto {
  @ApiProperty({ example: true })
  released: true;
}
