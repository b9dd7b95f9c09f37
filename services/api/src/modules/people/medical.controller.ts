import { Controller, Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROOM_NOT_FOUND } from '../../common/access';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { FamilyRoomAllergensDto, HealthRoomQueryDto, RoomHealthDto } from './dto/health.dto';
import { RoomAllergyDto, RoomMedicationDto, RoomQueryDto } from './dto/people.dto';
import { HealthService } from './health.service';
import { PeopleService } from './people.service';

const STAFF_AND_TABLETS = [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];

/** The room's alert lists for the tablet (allergies, ongoing medication) and the printable health lists. */
@ApiTags('Medical')
@Controller('medical')
export class MedicalController {
  constructor(
    private readonly people: PeopleService,
    private readonly health: HealthService,
  ) {}

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

  @Get('roomHealthList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "The room's health list: each child's allergies, diet, conditions and ongoing medication (staff and tablets: their own room)" })
  @ApiOkResponse({ type: RoomHealthDto })
  @ApiNotFoundResponse({ description: ROOM_NOT_FOUND })
  roomHealthList(@CurrentUser() user: AuthenticatedUser, @Query() query: HealthRoomQueryDto): Promise<RoomHealthDto> {
    return this.health.roomHealth(user, query.roomId);
  }

  @Get('familyAllergenList')
  @Authorize({ userTypes: [UserType.User] })
  @ApiOperation({ summary: "The allergens kept out of each of the family's rooms, without whose they are (guardians)" })
  @ApiOkResponse({ type: FamilyRoomAllergensDto, isArray: true })
  familyAllergenList(@CurrentUser() user: AuthenticatedUser): Promise<FamilyRoomAllergensDto[]> {
    return this.health.familyAllergens(user);
  }
}
