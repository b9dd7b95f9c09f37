import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { ROOM_NOT_FOUND } from '../../common/access';
import { RoomDto } from './dto/room.dto';
import {
  AddOrUpdateStreamDto,
  ChildIdQueryDto,
  ChildRoomDto,
  DaycareIdQueryDto,
  IdLabelDto,
  RoomDetailDto,
  RoomIdQueryDto,
  RoomSettingsDto,
  RoomSettingsViewDto,
  StaffIdQueryDto,
  StaffRoomDto,
  StreamDto,
  StreamIdQueryDto,
  SupplyItemDto,
  UpdateChildRoomDto,
  UpdateRoomDto,
  UpdateStaffRoomDto,
  UpdateSupplyListDto,
} from './dto/room-settings.dto';
import { RoomsService } from './rooms.service';

/** Reading rooms: staff, directors, room tablets, Super. */
export const READ_ROOMS: AccessRule = { userTypes: [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super] };
/** Changing rooms and their settings: directors and Super holding DAYCARE_SETTING (DIRECTOR passes). */
export const CHANGE_ROOMS: AccessRule = { userTypes: [UserType.Admin, UserType.Super], roles: ['DAYCARE_SETTING'] };

@ApiTags('Rooms')
@Controller('room')
export class RoomController {
  constructor(private readonly rooms: RoomsService) {}

  @Get('list')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "The rooms of the signed-in user's daycare" })
  @ApiOkResponse({ type: RoomDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser): Promise<RoomDto[]> {
    return this.rooms.list(user);
  }

  @Get('byDaycare')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'The rooms of the current daycare with capacity, ratio and who is in now' })
  @ApiOkResponse({ type: RoomDetailDto, isArray: true })
  @ApiNotFoundResponse({ description: 'This daycare was not found (not the current one)' })
  byDaycare(@CurrentUser() user: AuthenticatedUser, @Query() query: DaycareIdQueryDto): Promise<RoomDetailDto[]> {
    return this.rooms.byDaycare(user, query.daycareId);
  }

  @Get('byId')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'One room with capacity, ratio and who is in now (the live ratio)' })
  @ApiOkResponse({ type: RoomDetailDto })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomIdQueryDto): Promise<RoomDetailDto> {
    return this.rooms.detail(user, query.roomId);
  }

  @Post('update')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create a room (no id) or rename it and set whether it counts toward ratios' })
  @ApiOkResponse({ type: RoomDetailDto })
  @ApiBadRequestResponse({ description: 'A room with this name already exists' })
  update(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateRoomDto): Promise<RoomDetailDto> {
    return this.rooms.save(user, body);
  }

  @Delete('delete')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a room without attendance records; its children and staff lose it as home room' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ description: 'This room has attendance records, so it cannot be deleted' })
  async remove(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomIdQueryDto): Promise<void> {
    await this.rooms.remove(user, query.roomId);
  }

  @Get('child')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "A child's home room" })
  @ApiOkResponse({ type: ChildRoomDto })
  childRoom(@CurrentUser() user: AuthenticatedUser, @Query() query: ChildIdQueryDto): Promise<ChildRoomDto> {
    return this.rooms.childRoom(user, query.childId);
  }

  @Get('staff')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "A staff member's or room tablet's home room" })
  @ApiOkResponse({ type: StaffRoomDto })
  staffRoom(@CurrentUser() user: AuthenticatedUser, @Query() query: StaffIdQueryDto): Promise<StaffRoomDto> {
    return this.rooms.staffRoom(user, query.staffId);
  }

  @Post('updateChild')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a child's home room (null: none)" })
  @ApiOkResponse({ type: ChildRoomDto })
  updateChild(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateChildRoomDto): Promise<ChildRoomDto> {
    return this.rooms.updateChildRoom(user, body);
  }

  @Post('updateStaff')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a staff member's or room tablet's home room (null: none)" })
  @ApiOkResponse({ type: StaffRoomDto })
  updateStaff(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateStaffRoomDto): Promise<StaffRoomDto> {
    return this.rooms.updateStaffRoom(user, body);
  }

  @Get('streamList')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'Registration streams with their rooms' })
  @ApiOkResponse({ type: StreamDto, isArray: true })
  streamList(@CurrentUser() user: AuthenticatedUser): Promise<StreamDto[]> {
    return this.rooms.streams(user);
  }

  @Get('selectStreamList')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'Active streams as choices ({id, label})' })
  @ApiOkResponse({ type: IdLabelDto, isArray: true })
  async selectStreamList(@CurrentUser() user: AuthenticatedUser): Promise<IdLabelDto[]> {
    return (await this.rooms.streams(user, true)).map(({ id, label }) => ({ id, label }));
  }

  @Get('streamRooms')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'The rooms a stream uses' })
  @ApiOkResponse({ type: RoomDto, isArray: true })
  streamRooms(@CurrentUser() user: AuthenticatedUser, @Query() query: StreamIdQueryDto): Promise<RoomDto[]> {
    return this.rooms.streamRooms(user, query.streamId);
  }

  @Get('selectStreamRooms')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: "A stream's rooms as choices ({id, label})" })
  @ApiOkResponse({ type: IdLabelDto, isArray: true })
  async selectStreamRooms(@CurrentUser() user: AuthenticatedUser, @Query() query: StreamIdQueryDto): Promise<IdLabelDto[]> {
    return (await this.rooms.streamRooms(user, query.streamId)).map(({ id, label }) => ({ id, label }));
  }

  @Post('addOrUpdateStream')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create a stream (no id) or change it; roomIds replaces its rooms' })
  @ApiOkResponse({ type: StreamDto })
  addOrUpdateStream(@CurrentUser() user: AuthenticatedUser, @Body() body: AddOrUpdateStreamDto): Promise<StreamDto> {
    return this.rooms.saveStream(user, body);
  }

  @Get('settings')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: "A room's settings: capacity, age group, own ratio, opening hours" })
  @ApiOkResponse({ type: RoomSettingsViewDto })
  settings(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomIdQueryDto): Promise<RoomSettingsViewDto> {
    return this.rooms.settings(user, query.roomId);
  }

  @Post('updateSettings')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Replace a room's settings (a field left out is cleared)" })
  @ApiOkResponse({ type: RoomSettingsViewDto })
  updateSettings(@CurrentUser() user: AuthenticatedUser, @Body() body: RoomSettingsDto): Promise<RoomSettingsViewDto> {
    return this.rooms.updateSettings(user, body);
  }

  @Get('supplyListByRoom')
  @Authorize({ userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super] })
  @ApiOperation({ summary: "A room's supply list (guardians: their children's rooms)" })
  @ApiOkResponse({ type: SupplyItemDto, isArray: true })
  supplyListByRoom(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomIdQueryDto): Promise<SupplyItemDto[]> {
    return this.rooms.supplyList(user, query.roomId);
  }

  @Post('updateSupplyList')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Replace a room's supply list, in the order given" })
  @ApiOkResponse({ type: SupplyItemDto, isArray: true })
  updateSupplyList(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateSupplyListDto): Promise<SupplyItemDto[]> {
    return this.rooms.updateSupplyList(user, body);
  }
}
