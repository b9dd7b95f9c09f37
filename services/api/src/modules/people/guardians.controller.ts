import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { GUARDIAN_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import {
  CreateGuardianDto,
  GuardianCreatedDto,
  GuardianIdQueryDto,
  GuardianListDto,
  GuardianListQueryDto,
  GuardianRecordDto,
  GuardianUpdateDto,
  UpdateGuardianAccountDto,
  UpdateGuardianAddressDto,
  UpdateGuardianEmploymentDto,
  UpdateGuardianGeneralDto,
  UpdateGuardianNameDto,
} from './dto/guardian.dto';
import { EMAIL_TAKEN, GuardiansService } from './guardians.service';

/** Where the guardian opens the invitation link: the address the director uses. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const DAYCARE_SIDE: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super] };
const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };
/** Directors, and a guardian for themself (the access policy checks who). */
const DIRECTORS_AND_SELF: AccessRule = { userTypes: [UserType.User, UserType.Admin, UserType.Super] };
const READERS: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super] };

/** The families' guardians: the list, one guardian's record, adding one and its updates. */
@ApiTags('Guardians')
@Controller('guardian')
export class GuardianController {
  constructor(private readonly guardians: GuardiansService) {}

  @Get('list')
  @Authorize(DAYCARE_SIDE)
  @ApiOperation({ summary: "The daycare's guardians, searched by name, e-mail or phone digits, paged" })
  @ApiOkResponse({ type: GuardianListDto })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: GuardianListQueryDto): Promise<GuardianListDto> {
    return this.guardians.list(user, query);
  }

  @Get('byId')
  @Authorize(READERS)
  @ApiOperation({ summary: "A guardian's record; address, employment, custody notes and account only for those who may see them" })
  @ApiOkResponse({ type: GuardianRecordDto })
  @ApiNotFoundResponse({ description: GUARDIAN_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: GuardianIdQueryDto): Promise<GuardianRecordDto> {
    return this.guardians.record(user, query.guardianId);
  }

  @Post('create')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add a guardian to a family, optionally e-mailing an invitation to choose a password' })
  @ApiOkResponse({ type: GuardianCreatedDto })
  @ApiBadRequestResponse({ description: EMAIL_TAKEN })
  create(@Actor() actor: RequestActor, @Body() body: CreateGuardianDto, @Req() request: FastifyRequest): Promise<GuardianCreatedDto> {
    return this.guardians.create(actor, body, originOf(request));
  }

  @Post('updateName')
  @Authorize(DIRECTORS_AND_SELF)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a guardian's names" })
  @ApiOkResponse({ type: GuardianRecordDto })
  updateName(@Actor() actor: RequestActor, @Body() body: UpdateGuardianNameDto): Promise<GuardianRecordDto> {
    return this.guardians.updateName(actor, body);
  }

  @Post('updateAddress')
  @Authorize(DIRECTORS_AND_SELF)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a guardian's address" })
  @ApiOkResponse({ type: GuardianRecordDto })
  updateAddress(@Actor() actor: RequestActor, @Body() body: UpdateGuardianAddressDto): Promise<GuardianRecordDto> {
    return this.guardians.updateAddress(actor, body);
  }

  @Post('updateEmployment')
  @Authorize(DIRECTORS_AND_SELF)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a guardian's employer, work phone and work address" })
  @ApiOkResponse({ type: GuardianRecordDto })
  updateEmployment(@Actor() actor: RequestActor, @Body() body: UpdateGuardianEmploymentDto): Promise<GuardianRecordDto> {
    return this.guardians.updateEmployment(actor, body);
  }

  @Post('updateGeneral')
  @Authorize(DIRECTORS_AND_SELF)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a guardian's language, relations to the children, custody notes (directors), account holder and invoices" })
  @ApiOkResponse({ type: GuardianRecordDto })
  updateGeneral(@Actor() actor: RequestActor, @Body() body: UpdateGuardianGeneralDto): Promise<GuardianRecordDto> {
    return this.guardians.updateGeneral(actor, body);
  }

  @Post('updateAccount')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change a guardian's sign-in e-mail; the new address must be confirmed" })
  @ApiOkResponse({ type: GuardianRecordDto })
  @ApiBadRequestResponse({ description: EMAIL_TAKEN })
  updateAccount(@Actor() actor: RequestActor, @Body() body: UpdateGuardianAccountDto): Promise<GuardianRecordDto> {
    return this.guardians.updateAccount(actor, body);
  }

  @Post('resendInvitation')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'E-mail the invitation to choose a password again (not once the guardian has one)' })
  @ApiOkResponse({ type: GuardianRecordDto })
  resendInvitation(@Actor() actor: RequestActor, @Body() body: GuardianUpdateDto, @Req() request: FastifyRequest): Promise<GuardianRecordDto> {
    return this.guardians.resendInvitation(actor, body.guardianId, originOf(request));
  }
}
