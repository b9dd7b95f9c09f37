import { Module } from '@nestjs/common';
import { AppVersionModule } from '../app-version/app-version.module';
import { HealthController } from './health.controller';
import { HealthService } from './health.service';

@Module({ imports: [AppVersionModule], controllers: [HealthController], providers: [HealthService] })
export class HealthModule {}
