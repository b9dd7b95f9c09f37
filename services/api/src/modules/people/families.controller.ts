import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { FamilyChoiceDto, FamilyListQueryDto } from './dto/family.dto';
import { FamiliesService } from './families.service';

/** Families as choices, for adding a child to an existing family. */
@ApiTags('Children')
@Controller('family')
export class FamilyController {
  constructor(private readonly families: FamiliesService) {}

  @Get('list')
  @Authorize({ userTypes: [UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "Families of the daycare whose guardians' or children's names match (at most 20)" })
  @ApiOkResponse({ type: FamilyChoiceDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyListQueryDto): Promise<FamilyChoiceDto[]> {
    return this.families.choices(user, query.search);
  }
}
