import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { DaycareService } from './daycare.service';
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

  @Get('featureControl')
  @Authorize()
  @ApiOperation({ summary: 'The feature switches of the current daycare (all on without a daycare)' })
  @ApiOkResponse({ type: FeatureControlDto })
  featureControl(@Req() request: FastifyRequest): Promise<FeatureControlDto> {
    return this.featureControls.forRequest(request);
  }
}
