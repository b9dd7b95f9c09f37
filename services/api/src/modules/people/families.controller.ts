import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { FamilyChoiceDto, FamilyDetailDto, FamilyIdDto, FamilyIdQueryDto, FamilyListQueryDto, WithdrawFamilyDto } from './dto/family.dto';
import { FamiliesService } from './families.service';

/** Families as choices, for adding a child to an existing family; a family's withdrawal. */
@ApiTags('Children')
@Controller('family')
export class FamilyController {
  constructor(private readonly families: FamiliesService) {}

  @Get('list')
  @Authorize({ userTypes: [UserType.Admin, UserType.Super] })
  @ApiOperation({ summary: "Active families of the daycare whose guardians' or children's names match (at most 20)" })
  @ApiOkResponse({ type: FamilyChoiceDto, isArray: true })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyListQueryDto): Promise<FamilyChoiceDto[]> {
    return this.families.choices(user, query.search);
  }

  @Get('byId')
  @Authorize()
  @ApiOperation({ summary: 'A family with its children and guardians and its withdrawal day (directors and its own guardians)' })
  @ApiOkResponse({ type: FamilyDetailDto })
  @ApiNotFoundResponse({ description: 'This family was not found' })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: FamilyIdQueryDto): Promise<FamilyDetailDto> {
    return this.families.detail(user, query.familyId);
  }

  @Post('archive')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Withdraw the family from a day: its children are withdrawn and it leaves the choices and the guardians list (directors)' })
  @ApiOkResponse({ type: FamilyDetailDto })
  @ApiBadRequestResponse({ description: 'Already withdrawn, or a child starts after that day' })
  archive(@Actor() actor: RequestActor, @Body() body: WithdrawFamilyDto): Promise<FamilyDetailDto> {
    return this.families.withdraw(actor, body);
  }

  @Post('restore')
  @Authorize()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Undo the family's withdrawal (directors)" })
  @ApiOkResponse({ type: FamilyDetailDto })
  @ApiBadRequestResponse({ description: 'The family is not withdrawn' })
  restore(@Actor() actor: RequestActor, @Body() body: FamilyIdDto): Promise<FamilyDetailDto> {
    return this.families.restore(actor, body.familyId);
  }
}
