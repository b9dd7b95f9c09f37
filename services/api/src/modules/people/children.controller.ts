import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { ChildrenService } from './children.service';
import {
  BulkMoveDto,
  BulkResultDto,
  BulkTagDto,
  BulkWithdrawDto,
  ChildCreatedDto,
  ChildIdQueryDto,
  ChildListDto,
  ChildListQueryDto,
  ChildRecordDto,
  CreateChildDto,
  UpdateChildAddressDto,
  UpdateChildMedicalDto,
  UpdateChildNameDto,
  UpdateChildPersonalDto,
  UpdateChildRegistrationDto,
  UpdateChildSchoolDto,
} from './dto/child-record.dto';

const DAYCARE_SIDE: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super] };
const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };
/** Directors, and guardians for their own children (the access policy checks whose). */
const DIRECTORS_AND_GUARDIANS: AccessRule = { userTypes: [UserType.User, UserType.Admin, UserType.Super] };
const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };

/** The centre's record of each child: the list, one record, its updates and the bulk changes. */
@ApiTags('Children')
@Controller('child')
export class ChildController {
  constructor(private readonly children: ChildrenService) {}

  @Get('list')
  @Authorize(DAYCARE_SIDE)
  @ApiOperation({ summary: "The daycare's children, filtered, sorted and paged" })
  @ApiOkResponse({ type: ChildListDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildListQueryDto): Promise<ChildListDto> {
    return this.children.list(user, query);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: "A child's record; medical details and address only for those who may see them" })
  @ApiOkResponse({ type: ChildRecordDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildIdQueryDto): Promise<ChildRecordDto> {
    return this.children.record(user, query.childId);
  }

  @Post('create')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add a child, to an existing family of the daycare or to a new one' })
  @ApiOkResponse({ type: ChildCreatedDto })
  create(@Actor() actor: RequestActor, @Body() body: CreateChildDto): Promise<ChildCreatedDto> {
    return this.children.create(actor, body);
  }

  @Post('updateName')
  @Authorize(DIRECTORS_AND_GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a child's names" })
  @ApiOkResponse({ type: ChildRecordDto })
  updateName(@Actor() actor: RequestActor, @Body() body: UpdateChildNameDto): Promise<ChildRecordDto> {
    return this.children.updateName(actor, body);
  }

  @Post('updatePersonal')
  @Authorize(DIRECTORS_AND_GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a child's birth date, gender, languages, routines and notes" })
  @ApiOkResponse({ type: ChildRecordDto })
  updatePersonal(@Actor() actor: RequestActor, @Body() body: UpdateChildPersonalDto): Promise<ChildRecordDto> {
    return this.children.updatePersonal(actor, body);
  }

  @Post('updateAddress')
  @Authorize(DIRECTORS_AND_GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a child's address" })
  @ApiOkResponse({ type: ChildRecordDto })
  updateAddress(@Actor() actor: RequestActor, @Body() body: UpdateChildAddressDto): Promise<ChildRecordDto> {
    return this.children.updateAddress(actor, body);
  }

  @Post('updateSchool')
  @Authorize(DIRECTORS_AND_GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a child's school, grade and bus" })
  @ApiOkResponse({ type: ChildRecordDto })
  updateSchool(@Actor() actor: RequestActor, @Body() body: UpdateChildSchoolDto): Promise<ChildRecordDto> {
    return this.children.updateSchool(actor, body);
  }

  @Post('updateMedical')
  @Authorize(DIRECTORS_AND_GUARDIANS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Replace a child's medical details: doctor, health card, conditions, allergies, medications, immunisations" })
  @ApiOkResponse({ type: ChildRecordDto })
  updateMedical(@Actor() actor: RequestActor, @Body() body: UpdateChildMedicalDto): Promise<ChildRecordDto> {
    return this.children.updateMedical(actor, body);
  }

  @Post('updateRegistration')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a child's start date, withdrawal date and home room" })
  @ApiOkResponse({ type: ChildRecordDto })
  updateRegistration(@Actor() actor: RequestActor, @Body() body: UpdateChildRegistrationDto): Promise<ChildRecordDto> {
    return this.children.updateRegistration(actor, body);
  }

  @Post('bulkMove')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give children a new home room (all of them or none)' })
  @ApiOkResponse({ type: BulkResultDto })
  bulkMove(@Actor() actor: RequestActor, @Body() body: BulkMoveDto): Promise<BulkResultDto> {
    return this.children.bulkMove(actor, body);
  }

  @Post('bulkTag')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Give children a tag (those who have it keep it once)' })
  @ApiOkResponse({ type: BulkResultDto })
  bulkTag(@Actor() actor: RequestActor, @Body() body: BulkTagDto): Promise<BulkResultDto> {
    return this.children.bulkTag(actor, body);
  }

  @Post('bulkWithdraw')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Withdraw children from a date (all of them or none)' })
  @ApiOkResponse({ type: BulkResultDto })
  bulkWithdraw(@Actor() actor: RequestActor, @Body() body: BulkWithdrawDto): Promise<BulkResultDto> {
    return this.children.bulkWithdraw(actor, body);
  }
}
