import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { RemotesController } from './remotes.controller';
import { RemotesService } from './remotes.service';
import { SpaFallbackFilter } from './spa-fallback.filter';

/** The remotes manifest and the shell's fallback page; the files themselves are served by {@link registerWebAssets}. */
@Module({
  controllers: [RemotesController],
  providers: [RemotesService, { provide: APP_FILTER, useClass: SpaFallbackFilter }],
})
export class WebModule {}
