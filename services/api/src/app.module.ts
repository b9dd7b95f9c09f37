import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AuthorizationGuard } from './common/authorization/authorization.guard';
import { ClockModule } from './common/clock/clock.module';
import { loggerParams } from './common/logging/logger-params';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config';
import { ConfigModule } from './config.module';
import { DatabaseModule } from './database/database.module';
import { AppVersionModule } from './modules/app-version/app-version.module';
import { DemoModule } from './modules/demo/demo.module';
import { HealthModule } from './modules/health/health.module';
import { RoomsModule } from './modules/rooms/rooms.module';
import { WebModule } from './modules/web/web.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, logDestination?: DestinationStream): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, logDestination)),
        ClockModule,
        DatabaseModule,
        HealthModule,
        AppVersionModule,
        WebModule,
        RoomsModule,
        DemoModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: AuthorizationGuard },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
