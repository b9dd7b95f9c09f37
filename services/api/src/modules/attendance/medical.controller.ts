import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { RoomAllergyDto, RoomMedicationDto, RoomQueryDto } from './dto/people.dto';
import { PeopleScopeService } from './people-scope.service';
import { PeopleService } from './people.service';

const STAFF_AND_TABLETS = [UserType.Staff, UserType.Admin, UserType.Tablet, UserType.Super];

/** The room's alert lists for the tablet (allergies, ongoing medication). */
@ApiTags('Medical')
@Controller('medical')
export class MedicalController {
  constructor(
    private readonly scopes: PeopleScopeService,
    private readonly people: PeopleService,
  ) {}

  @Get('roomAllergyList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: "Children of the room with allergies (a tablet: its room; staff: their home room when none is given)" })
  @ApiOkResponse({ type: RoomAllergyDto, isArray: true })
  async roomAllergyList(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<RoomAllergyDto[]> {
    return this.people.roomAllergies(await this.scopes.of(user), query.roomId);
  }

  @Get('roomMedicationList')
  @Authorize({ userTypes: STAFF_AND_TABLETS })
  @ApiOperation({ summary: 'Children of the room with ongoing medication' })
  @ApiOkResponse({ type: RoomMedicationDto, isArray: true })
  async roomMedicationList(@CurrentUser() user: AuthenticatedUser, @Query() query: RoomQueryDto): Promise<RoomMedicationDto[]> {
    return this.people.roomMedications(await this.scopes.of(user), query.roomId);
  }
}
