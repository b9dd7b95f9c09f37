import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const MAX_AUDIT_PAGE_SIZE = 100;

export class AuditListQueryDto {
  @ApiPropertyOptional({ default: 1, minimum: 1, example: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number from 1' })
  @Min(1, { message: 'page must be a whole number from 1' })
  page: number = 1;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: MAX_AUDIT_PAGE_SIZE, example: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `pageSize must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}` })
  @Min(1, { message: `pageSize must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}` })
  @Max(MAX_AUDIT_PAGE_SIZE, { message: `pageSize must be a whole number from 1 to ${MAX_AUDIT_PAGE_SIZE}` })
  pageSize: number = 50;
}

/** A person named in an audit entry. */
export class AuditPersonDto {
  @ApiProperty({ example: 2 })
  id: number;

  @ApiProperty({ example: 'Margaret Chen' })
  name: string;
}

export class AuditEntryDto {
  @ApiProperty({ example: 120 })
  id: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ example: 'POST /api/userrole/create', description: 'What happened: a sign-in, a role change, or the method and path of a write' })
  action: string;

  @ApiProperty({ type: AuditPersonDto, nullable: true, description: 'Who did it (null for a failed sign-in)' })
  actor: AuditPersonDto | null;

  @ApiProperty({ type: AuditPersonDto, nullable: true, description: 'The real user, when the actor was being impersonated' })
  impersonator: AuditPersonDto | null;

  @ApiProperty({ type: String, nullable: true, example: 'user:7', description: 'What it was done to' })
  target: string | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true, description: 'Newest first' })
  items: AuditEntryDto[];

  @ApiProperty({ example: 342, description: 'Entries of the daycare in all pages' })
  total: number;
}
