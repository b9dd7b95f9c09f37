import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { SunProtectionController } from './sun-protection.controller';
import { SunProtectionService } from './sun-protection.service';

/** Sunscreen and insect repellent; the module owns the sun_protection_consent and sun_protection_application tables. */
@Module({
  imports: [AuditModule],
  controllers: [SunProtectionController],
  providers: [SunProtectionService],
})
export class SunProtectionModule {}
