import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { FEATURE_FLAGS_SOURCE } from '../../common/authorization/feature-flags-source';
import { DaycareController } from './daycare.controller';
import { Daycare } from './daycare.entity';
import { DaycareService } from './daycare.service';
import { FeatureControl } from './feature-control.entity';
import { FeatureControlController } from './feature-control.controller';
import { FeatureControlService } from './feature-control.service';
import { FamilyMoveService } from './family-move.service';

@Module({
  imports: [TypeOrmModule.forFeature([Daycare, FeatureControl]), AuditModule, AuthModule],
  controllers: [DaycareController, FeatureControlController],
  providers: [DaycareService, FamilyMoveService, FeatureControlService, { provide: FEATURE_FLAGS_SOURCE, useExisting: FeatureControlService }],
  // The authorization guard reads feature switches for @RequiresFeature handlers.
  exports: [FeatureControlService, FEATURE_FLAGS_SOURCE],
})
export class DaycareModule {}
