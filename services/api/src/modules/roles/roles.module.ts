import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { UserRole } from '../users/user-role.entity';
import { UserRoleController } from './user-role.controller';
import { UserRolesService } from './user-roles.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserRole]), AuditModule],
  controllers: [UserRoleController],
  providers: [UserRolesService],
})
export class RolesModule {}
