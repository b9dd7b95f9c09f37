import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { AgeGroupDto, IdQueryDto, UpdateAgeGroupDto } from './dto/room-settings.dto';
import { CHANGE_ROOMS, READ_ROOMS } from './room.controller';
import { AGE_GROUP_NOT_FOUND, RoomsService } from './rooms.service';

/** The daycare's age groups and their staff-to-child ratios (the /agegroups screen). */
@ApiTags('Daycare')
@Controller('daycare')
export class AgeGroupController {
  constructor(private readonly rooms: RoomsService) {}

  @Get('ageGroups')
  @Authorize(READ_ROOMS)
  @ApiOperation({ summary: 'The age groups of the current daycare, youngest first, with children per staff member' })
  @ApiOkResponse({ type: AgeGroupDto, isArray: true })
  ageGroups(@CurrentUser() user: AuthenticatedUser): Promise<AgeGroupDto[]> {
    return this.rooms.ageGroups(user);
  }

  @Post('updateAgeGroup')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create an age group (no id) or change one' })
  @ApiOkResponse({ type: AgeGroupDto })
  @ApiNotFoundResponse({ description: AGE_GROUP_NOT_FOUND })
  updateAgeGroup(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateAgeGroupDto): Promise<AgeGroupDto> {
    return this.rooms.saveAgeGroup(user, body);
  }

  @Delete('removeAgeGroup')
  @Authorize(CHANGE_ROOMS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Remove an age group; its rooms keep their own ratio, if any" })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: AGE_GROUP_NOT_FOUND })
  async removeAgeGroup(@CurrentUser() user: AuthenticatedUser, @Query() query: IdQueryDto): Promise<void> {
    await this.rooms.removeAgeGroup(user, query.id);
  }
}
