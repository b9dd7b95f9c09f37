import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { RoomAllergyDto, RoomMedicationDto, RoomQueryDto } from './dto/people.dto';
import { PeopleService } from './people.service';

const STAFF_AND_TABLETS = [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];

/** The room's alert lists for the tablet (allergies, ongoing medication). */
@ApiTags('Medical')
@Controller('medical')
export class MedicalController {
  constructor(private readonly people: PeopleService) {}

  @Get('roomAllergyList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "Children of the room with allergies (a tablet: its room; staff: their home room when none is given)" })
  @ApiOkResponse({ type: RoomAllergyDto, isArray: true })
  roomAllergyList(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<RoomAllergyDto[]> {
    return this.people.roomAllergies(user, query.roomId);
  }

  @Get('roomMedicationList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: 'Children of the room with ongoing medication' })
  @ApiOkResponse({ type: RoomMedicationDto, isArray: true })
  roomMedicationList(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<RoomMedicationDto[]> {
    return this.people.roomMedications(user, query.roomId);
  }
}
