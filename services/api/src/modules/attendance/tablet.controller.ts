import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ReadOnlyPost } from '../../common/read-only-post';
import { AttendanceService } from './attendance.service';
import {
  AttendanceChangeDto,
  DailyChildAttendanceDto,
  MovedPersonDto,
  MovePeopleDto,
  RoomDayQueryDto,
  UpdateAttendanceDto,
  WeeklyRoomAttendanceDto,
} from './dto/attendance.dto';
import {
  ChildGuardianDto,
  ChildGuardiansQueryDto,
  ChildrenListQueryDto,
  LabelledDto,
  PeopleChildDto,
  PeopleService,
  PeopleStaffDto,
  PersonByIdQueryDto,
  RoomQueryDto,
} from '../people';

const EVERYONE = [UserType.User, UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];
const STAFF_AND_TABLETS = [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];

/** The tablet kiosk's calls, also used by the director's flyout and the people pages: people lists and attendance. */
@ApiTags('Tablet')
@Controller('tablet')
export class TabletController {
  constructor(
    private readonly people: PeopleService,
    private readonly attendance: AttendanceService,
  ) {}

  @Get('childrenList')
  @Authorize({ userTypes: EVERYONE })
  @ApiOperation({
    summary: "Children with their status: a tablet its room's, staff and directors the daycare's (optionally one room's), a guardian their own",
  })
  @ApiOkResponse({ type: PeopleChildDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This room was not found' })
  childrenList(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildrenListQueryDto): Promise<PeopleChildDto[]> {
    return this.people.children(user, query.roomId);
  }

  @Get('childById')
  @Authorize({ userTypes: EVERYONE })
  @ApiOperation({ summary: 'One child the caller may see' })
  @ApiOkResponse({ type: PeopleChildDto })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  childById(@CurrentUser() user: AuthenticatedUser, @Query() query: PersonByIdQueryDto): Promise<PeopleChildDto> {
    return this.people.child(user, query.id);
  }

  @Get('childGuardians')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({
    summary: "The guardians of a child who may confirm the child's sign-in or sign-out on a tablet with their PIN (a tablet: children of its room only)",
  })
  @ApiOkResponse({ type: ChildGuardianDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This child was not found' })
  childGuardians(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildGuardiansQueryDto): Promise<ChildGuardianDto[]> {
    return this.people.childGuardians(user, query.childId);
  }

  @Get('staffList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "Staff with their status: a tablet its room's (home room or signed in there), others the daycare's (optionally one room's)" })
  @ApiOkResponse({ type: PeopleStaffDto, isArray: true })
  staffList(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<PeopleStaffDto[]> {
    return this.people.staff(user, query.roomId);
  }

  @Get('homeRoomStaff')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "Staff whose home room is the room (a tablet's own, a staff member's own when none is given)" })
  @ApiOkResponse({ type: PeopleStaffDto, isArray: true })
  homeRoomStaff(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<PeopleStaffDto[]> {
    return this.people.homeRoomStaff(user, query.roomId);
  }

  @Get('staffById')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: 'One staff member of the daycare' })
  @ApiOkResponse({ type: PeopleStaffDto })
  @ApiNotFoundResponse({ description: 'This staff member was not found' })
  staffById(@CurrentUser() user: AuthenticatedUser, @Query() query: PersonByIdQueryDto): Promise<PeopleStaffDto> {
    return this.people.staffMember(user, query.id);
  }

  @Get('staffSelectList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "The daycare's staff as choices ({id, label})" })
  @ApiOkResponse({ type: LabelledDto, isArray: true })
  staffSelectList(@CurrentUser() user: AuthenticatedUser): Promise<LabelledDto[]> {
    return this.people.staffSelectList(user);
  }

  @Post('movePeople')
  @Authorize({ userTypes: [UserType.Admin, UserType.Super], roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Move signed-in children and staff to another room; each stay ends and the next starts at the same instant' })
  @ApiOkResponse({ type: MovedPersonDto, isArray: true, description: 'Who moved (people already in the room are left as they are)' })
  @ApiBadRequestResponse({ description: 'Someone listed is not signed in' })
  @ApiNotFoundResponse({ description: 'The room, a child or a staff member was not found' })
  movePeople(@CurrentUser() user: AuthenticatedUser, @Body() body: MovePeopleDto): Promise<MovedPersonDto[]> {
    return this.attendance.move(user, body);
  }

  @Post('updateAttendance')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Sign a child or staff member in or out. A repeated clientId answers the first result and records nothing new. ' +
      'Staff sign themselves with their PIN; a child is signed by the session’s staff member or director, or on a tablet by a staff member or guardian with their PIN.',
  })
  @ApiOkResponse({ type: AttendanceChangeDto })
  @ApiBadRequestResponse({ description: 'Already signed in, not signed in, a missing or wrong PIN, or a time that overlaps another stay' })
  @ApiNotFoundResponse({ description: 'The person or room was not found' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong PINs for this person; try again later' })
  updateAttendance(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateAttendanceDto): Promise<AttendanceChangeDto> {
    return this.attendance.update(user, body);
  }

  @Post('weeklyRoomAttendance')
  @ReadOnlyPost()
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Minutes per child and staff member in a room, Monday to Sunday of the week holding `date`' })
  @ApiOkResponse({ type: WeeklyRoomAttendanceDto })
  weeklyRoomAttendance(@CurrentUser() user: AuthenticatedUser, @Body() body: RoomDayQueryDto): Promise<WeeklyRoomAttendanceDto> {
    return this.attendance.weekly(user, body);
  }

  @Post('dailyChildAttendances')
  @ReadOnlyPost()
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The children's stays of a day (default today), with who signed them in and out" })
  @ApiOkResponse({ type: DailyChildAttendanceDto, isArray: true })
  dailyChildAttendances(@CurrentUser() user: AuthenticatedUser, @Body() body: RoomDayQueryDto): Promise<DailyChildAttendanceDto[]> {
    return this.attendance.daily(user, body);
  }
}
