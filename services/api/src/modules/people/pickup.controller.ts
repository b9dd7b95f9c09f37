import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND, NEVER_RELEASE_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { CreateNeverReleaseDto, NeverReleaseDto, NeverReleaseIdQueryDto, PickupChildQueryDto, PickupListDto } from './dto/pickup.dto';
import { PickupService } from './pickup.service';

const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };

/** Who may pick a child up, and who must never be given the child. */
@ApiTags('Pick-up')
@Controller('pickup')
export class PickupController {
  constructor(private readonly pickup: PickupService) {}

  @Get('child')
  @Authorize({ userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] })
  @ApiOperation({ summary: "A child's authorised pick-up people and never-release entries (directors, the home room's staff and tablet, the child's guardians)" })
  @ApiOkResponse({ type: PickupListDto })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  child(@CurrentUser() user: AuthenticatedUser, @Query() query: PickupChildQueryDto): Promise<PickupListDto> {
    return this.pickup.ofChild(user, query.childId);
  }

  @Post('neverRelease')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Record a person the child must never be released to' })
  @ApiOkResponse({ type: NeverReleaseDto })
  neverRelease(@Actor() actor: RequestActor, @Body() body: CreateNeverReleaseDto): Promise<NeverReleaseDto> {
    return this.pickup.addNeverRelease(actor, body);
  }

  @Delete('neverRelease')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a never-release entry' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ description: NEVER_RELEASE_NOT_FOUND })
  async removeNeverRelease(@Actor() actor: RequestActor, @Query() query: NeverReleaseIdQueryDto): Promise<void> {
    await this.pickup.removeNeverRelease(actor, query.id);
  }
}
