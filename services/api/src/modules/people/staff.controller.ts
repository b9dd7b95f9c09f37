import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { STAFF_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { StaffIdQueryDto, StaffListDto, StaffListQueryDto, StaffRecordDto, UpdateCertificationDto, UpdateEmploymentDto } from './dto/staff.dto';
import { StaffService } from './staff.service';

const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };
/** Directors, and staff for their own record (the access policy checks whose). */
const DIRECTORS_AND_STAFF: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super] };

/** The daycare's staff records: employment dates, home room, roles and certifications. */
@ApiTags('Staff')
@Controller('staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Get('list')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: "The daycare's staff with their certifications' states, searched, filtered by room and paged" })
  @ApiOkResponse({ type: StaffListDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: StaffListQueryDto): Promise<StaffListDto> {
    return this.staff.list(user, query);
  }

  @Get('byId')
  @Authorize(DIRECTORS_AND_STAFF)
  @ApiOperation({ summary: "A staff member's record, for directors and for the staff member themself" })
  @ApiOkResponse({ type: StaffRecordDto })
  @ApiNotFoundResponse({ description: STAFF_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: StaffIdQueryDto): Promise<StaffRecordDto> {
    return this.staff.record(user, query.staffId);
  }

  @Post('updateEmployment')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a staff member's start and end dates" })
  @ApiOkResponse({ type: StaffRecordDto })
  @ApiBadRequestResponse({ description: 'endedOn must be on or after startedOn' })
  updateEmployment(@Actor() actor: RequestActor, @Body() body: UpdateEmploymentDto): Promise<StaffRecordDto> {
    return this.staff.updateEmployment(actor, body);
  }

  @Post('updateCertification')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set the dates of one of a staff member's certifications (both null removes it)" })
  @ApiOkResponse({ type: StaffRecordDto })
  @ApiBadRequestResponse({ description: 'expiresOn must be after issuedOn' })
  updateCertification(@Actor() actor: RequestActor, @Body() body: UpdateCertificationDto): Promise<StaffRecordDto> {
    return this.staff.updateCertification(actor, body);
  }
}
