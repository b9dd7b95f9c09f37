import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { RoomDto } from './dto/room.dto';
import { RoomsService } from './rooms.service';

@ApiTags('Rooms')
@Controller('room')
export class RoomController {
  constructor(private readonly rooms: RoomsService) {}

  @Get('list')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "The rooms of the signed-in user's daycare" })
  @ApiOkResponse({ type: RoomDto, isArray: true })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<RoomDto[]> {
    return user.daycareId === null ? [] : this.rooms.listForDaycare(user.daycareId);
  }
}
