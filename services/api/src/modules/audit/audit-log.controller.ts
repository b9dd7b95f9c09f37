import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { AuditListService } from './audit-list.service';
import { AuditListQueryDto, AuditPageDto } from './dto/audit-list.dto';

@ApiTags('Audit')
@Controller('audit')
export class AuditLogController {
  constructor(private readonly auditList: AuditListService) {}

  @Get('list')
  @Authorize({ userTypes: [UserType.Admin, UserType.Super], roles: ['DIRECTOR'] })
  @ApiOperation({ summary: 'The audit log of the current daycare, newest first' })
  @ApiOkResponse({ type: AuditPageDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: AuditListQueryDto): Promise<AuditPageDto> {
    return this.auditList.page(user.daycareId, query.page, query.pageSize);
  }
}
