import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { DaycareService } from './daycare.service';
import { ChangeFamilyDaycareDto, FamilyMovedDto, MoveOwnFamilyDto } from './dto/family-move.dto';
import { FamilyMoveService } from './family-move.service';
import { SignedInUserService } from '../auth/signed-in-user.service';
import { LoggedInUserDto } from '../users/dto/logged-in-user.dto';
import { ChangeCenterDto, DaycareSummaryDto } from './dto/daycare.dto';
import { FeatureControlDto } from './dto/feature-control.dto';
import { FeatureControlService } from './feature-control.service';

@ApiTags('Daycare')
@Controller('daycare')
export class DaycareController {
  constructor(
    private readonly daycares: DaycareService,
    private readonly featureControls: FeatureControlService,
    private readonly signedIn: SignedInUserService,
    private readonly familyMoves: FamilyMoveService,
  ) {}

  @Get('myDaycares')
  @Authorize()
  @ApiOperation({ summary: 'The daycares the signed-in user belongs to (Super: every daycare)' })
  @ApiOkResponse({ type: DaycareSummaryDto, isArray: true })
  myDaycares(@CurrentUser() user: AuthenticatedUser): Promise<DaycareSummaryDto[]> {
    return this.daycares.listFor(user);
  }

  @Get('list')
  @Authorize({ userTypes: [UserType.Super] })
  @ApiOperation({ summary: 'Every daycare' })
  @ApiOkResponse({ type: DaycareSummaryDto, isArray: true })
  list(): Promise<DaycareSummaryDto[]> {
    return this.daycares.listAll();
  }

  @Post('changeCenter')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Work in another of my daycares: the session moves there and new tokens are issued' })
  @ApiOkResponse({ type: LoggedInUserDto })
  @ApiNotFoundResponse({ description: 'This daycare was not found (or is not one of mine)' })
  async changeCenter(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangeCenterDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoggedInUserDto> {
    const daycare = await this.daycares.findSwitchable(user, body.id);
    return this.signedIn.changeDaycare(reply, user, daycare.id);
  }

  @Post('changeDaycare')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Move a family of this daycare, with its children, contacts and guardians, to another of my daycares (directors)' })
  @ApiOkResponse({ type: FamilyMovedDto })
  @ApiBadRequestResponse({ description: 'A child is signed in, or the family is already there' })
  @ApiNotFoundResponse({ description: 'This family or daycare was not found' })
  changeDaycare(@Actor() actor: RequestActor, @Body() body: ChangeFamilyDaycareDto): Promise<FamilyMovedDto> {
    return this.familyMoves.changeDaycare(actor, body);
  }

  @Post('moveDaycare')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Move my family to another daycare I have been given access to (guardians); my session moves there and new tokens are issued' })
  @ApiOkResponse({ type: LoggedInUserDto })
  @ApiBadRequestResponse({ description: 'A child is signed in, or the family is already there' })
  @ApiNotFoundResponse({ description: 'This daycare was not found (or is not one of mine)' })
  async moveDaycare(@Actor() actor: RequestActor, @Body() body: MoveOwnFamilyDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LoggedInUserDto> {
    const moved = await this.familyMoves.moveOwnFamily(actor, body.daycareId);
    return this.signedIn.changeDaycare(reply, actor.user, moved.daycareId);
  }

  @Get('featureControl')
  @Authorize()
  @ApiOperation({ summary: 'The feature switches of the current daycare (all on without a daycare)' })
  @ApiOkResponse({ type: FeatureControlDto })
  featureControl(@Req() request: FastifyRequest): Promise<FeatureControlDto> {
    return this.featureControls.forRequest(request);
  }
}
