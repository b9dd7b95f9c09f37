import { ApiProperty } from '@nestjs/swagger';
import { PageField, PageSizeField } from '../../../common/validation/number-fields';

export const MAX_AUDIT_PAGE_SIZE = 100;

export class AuditListQueryDto {
  @PageField()
  page: number = 1;

  @PageSizeField(50, MAX_AUDIT_PAGE_SIZE)
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

  @ApiProperty({ type: String, nullable: true, example: 'Daniel Okafor', description: "The target's name: the person's or the centre's (null when it names nothing that exists)" })
  targetName: string | null;

  @ApiProperty({ type: Object, nullable: true, example: { code: 'MESSAGES' }, description: 'What the entry adds, e.g. the role granted' })
  detail: object | null;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7' })
  ip: string | null;
}

export class AuditPageDto {
  @ApiProperty({ type: AuditEntryDto, isArray: true, description: 'Newest first' })
  items: AuditEntryDto[];

  @ApiProperty({ example: 342, description: 'Entries of the daycare in all pages' })
  total: number;
}
