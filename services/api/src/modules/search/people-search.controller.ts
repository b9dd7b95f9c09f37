import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { PeopleSearchQueryDto, PeopleSearchResultDto } from './dto/people-search.dto';
import { PeopleSearchService } from './people-search.service';

/** Finding people of the daycare from the admin header and the search page. */
@ApiTags('Search')
@Controller('search')
export class SearchController {
  constructor(private readonly search: PeopleSearchService) {}

  @Get('people')
  @Authorize({ userTypes: [UserType.Staff, UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: 'Children, guardians, contacts and (for directors) staff whose name, phone or e-mail matches, typos forgiven, best first' })
  @ApiOkResponse({ type: PeopleSearchResultDto, isArray: true })
  @ApiBadRequestResponse({ description: 'q must be 2 to 100 characters' })
  people(@CurrentUser() user: AuthenticatedUser, @Query() query: PeopleSearchQueryDto): Promise<PeopleSearchResultDto[]> {
    return this.search.search(user, query);
  }
}
