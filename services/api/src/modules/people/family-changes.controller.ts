import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { FamilyChangeListDto, FamilyChangeListQueryDto, FamilyChangesSeenDto, MarkFamilyChangesSeenDto } from './dto/family-change.dto';
import { FAMILY_CHANGE_NOT_FOUND, FamilyChangesService } from './family-changes.service';

const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };

/** What guardians changed in their family's records, for the directors to read and mark seen. */
@ApiTags('Children')
@Controller('family')
export class FamilyChangesController {
  constructor(private readonly changes: FamilyChangesService) {}

  @Get('changes')
  @Authorize(DIRECTORS)
  @ApiOperation({ summary: 'Changes guardians made to their children, themselves and their contacts, newest first (directors)' })
  @ApiOkResponse({ type: FamilyChangeListDto })
  @ApiNotFoundResponse({ description: 'This child was not found; This family was not found' })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyChangeListQueryDto): Promise<FamilyChangeListDto> {
    return this.changes.list(user, query);
  }

  @Post('changes/seen')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark changes by families as seen; every id must be of the daycare, or none is marked (directors)' })
  @ApiOkResponse({ type: FamilyChangesSeenDto })
  @ApiBadRequestResponse({ description: 'ids must name at least one change' })
  @ApiNotFoundResponse({ description: FAMILY_CHANGE_NOT_FOUND })
  seen(@Actor() actor: RequestActor, @Body() body: MarkFamilyChangesSeenDto): Promise<FamilyChangesSeenDto> {
    return this.changes.markSeen(actor, body);
  }
}
