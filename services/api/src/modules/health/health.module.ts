import { Module } from '@nestjs/common';
import { AppVersionModule } from '../app-version/app-version.module';
import { AuthModule } from '../auth/auth.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [AppVersionModule, AuthModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
