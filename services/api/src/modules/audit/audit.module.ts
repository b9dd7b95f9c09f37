import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditListService } from './audit-list.service';
import { AuditLog } from './audit-log.entity';
import { AuditLogController } from './audit-log.controller';
import { AuditService } from './audit.service';
import { WriteAuditInterceptor } from './write-audit.interceptor';

@Module({
  imports: [TypeOrmModule.forFeature([AuditLog])],
  controllers: [AuditLogController],
  providers: [AuditService, AuditListService, { provide: APP_INTERCEPTOR, useClass: WriteAuditInterceptor }],
  exports: [AuditService],
})
export class AuditModule {}
