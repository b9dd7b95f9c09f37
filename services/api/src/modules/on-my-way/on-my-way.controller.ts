import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { OnMyWayCountDto, OnMyWayDto, OnMyWayIdDto, RoomOmwQueryDto, SendOnMyWayDto } from './dto/on-my-way.dto';
import { CHILD_NOT_FOUND } from '../../common/access';
import { CHILD_WITHOUT_ROOM, NOTICE_NOT_FOUND, OnMyWayService } from './on-my-way.service';

const EVERYONE = [UserType.User, UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];
/** Who hears notices: staff and tablets (of the room) and directors. */
const ROOM_SIDE = [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];

/** On-my-way notices: guardians send, the child's room and the directors read. */
@ApiTags('On my way')
@Controller('onmyway')
export class OnMyWayController {
  constructor(private readonly onMyWay: OnMyWayService) {}

  @Post('send')
  @Authorize({ userTypes: [UserType.User] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "A guardian is on their way for one of their children: tells the child's room (signed-in room, else home room) and the directors" })
  @ApiOkResponse({ type: OnMyWayDto })
  @ApiBadRequestResponse({ description: CHILD_WITHOUT_ROOM })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  send(@CurrentUser() user: AuthenticatedUser, @Body() body: SendOnMyWayDto): Promise<OnMyWayDto> {
    return this.onMyWay.send(user, body);
  }

  @Get('list')
  @Authorize({ userTypes: EVERYONE })
  @ApiOperation({ summary: "Today's notices, newest first: directors the daycare's, staff and tablets their room's, guardians their own" })
  @ApiOkResponse({ type: OnMyWayDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<OnMyWayDto[]> {
    return this.onMyWay.list(user);
  }

  @Get('roomOmw')
  @Authorize({ userTypes: ROOM_SIDE })
  @ApiOperation({ summary: "Today's unread notices of a room (staff and tablets: their own room)" })
  @ApiOkResponse({ type: OnMyWayDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This room was not found' })
  roomOmw(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomOmwQueryDto): Promise<OnMyWayDto[]> {
    return this.onMyWay.roomUnread(user, query.roomId);
  }

  @Get('count')
  @Authorize({ userTypes: EVERYONE })
  @ApiOperation({ summary: "How many of today's notices the caller would see are unread" })
  @ApiOkResponse({ type: OnMyWayCountDto })
  async count(@CurrentUser() user: AuthenticatedUser): Promise<OnMyWayCountDto> {
    return { count: await this.onMyWay.count(user) };
  }

  @Post('readOmw')
  @Authorize({ userTypes: ROOM_SIDE })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark a notice read (staff and tablets of its room, directors); answers the notice' })
  @ApiOkResponse({ type: OnMyWayDto })
  @ApiNotFoundResponse({ description: NOTICE_NOT_FOUND })
  read(@CurrentUser() user: AuthenticatedUser, @Body() body: OnMyWayIdDto): Promise<OnMyWayDto> {
    return this.onMyWay.read(user, body.id);
  }

  @Post('deleteOmw')
  @Authorize({ userTypes: [UserType.User] }, { userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD'] })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a notice (the guardian who sent it, or a director with ATTENDANCE_CHILD)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: NOTICE_NOT_FOUND })
  async remove(@CurrentUser() user: AuthenticatedUser, @Body() body: OnMyWayIdDto): Promise<void> {
    await this.onMyWay.remove(user, body.id);
  }
}
