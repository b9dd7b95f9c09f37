import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { CHILD_NOT_FOUND, ILLNESS_REPORT_NOT_FOUND } from '../../common/access';
import { type AccessRule, Authorize } from '../../common/authorization/access.decorators';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { CurrentUser } from '../../common/authorization/current-user.decorator';
import { Actor, type RequestActor } from '../audit';
import { IllnessService } from './illness.service';
import {
  CreateIllnessReportDto,
  ExclusionRulesDto,
  ExclusionRuleViewDto,
  IllnessListQueryDto,
  IllnessReportDto,
  IllnessReportIdDto,
  UpdateIllnessReportDto,
} from './dto/illness-report.dto';

/** Families report their children's illnesses and the whole daycare side records and reads them (the access policy checks whose). */
const EVERYONE: AccessRule = { userTypes: [UserType.User, UserType.Staff, UserType.Admin, UserType.Super, UserType.Tablet] };
const DIRECTORS: AccessRule = { userTypes: [UserType.Admin, UserType.Super] };

/** Illness reports: symptoms, temperature, who took the child home, and the earliest return the daycare's exclusion rules give. */
@ApiTags('Illness reports')
@Controller('illness')
export class IllnessController {
  constructor(private readonly illness: IllnessService) {}

  @Get('list')
  @Authorize(EVERYONE)
  @ApiOperation({ summary: "Reports newest first: a guardian's family's, staff and tablets those of the children they care for, directors the daycare's" })
  @ApiOkResponse({ type: IllnessReportDto, isArray: true })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: IllnessListQueryDto): Promise<IllnessReportDto[]> {
    return this.illness.list(user, query.childId);
  }

  @Get('byId')
  @Authorize(EVERYONE)
  @ApiOperation({ summary: 'One illness report' })
  @ApiOkResponse({ type: IllnessReportDto })
  @ApiNotFoundResponse({ description: ILLNESS_REPORT_NOT_FOUND })
  byId(@CurrentUser() user: AuthenticatedUser, @Query() query: IllnessReportIdDto): Promise<IllnessReportDto> {
    return this.illness.byId(user, query.reportId);
  }

  @Post('create')
  @Authorize(EVERYONE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Report an illness; the answer holds the earliest return the exclusion rules give' })
  @ApiOkResponse({ type: IllnessReportDto })
  @ApiBadRequestResponse({ description: 'Unknown symptoms, an implausible temperature, or times in the future or out of order' })
  @ApiNotFoundResponse({ description: CHILD_NOT_FOUND })
  create(@Actor() actor: RequestActor, @Body() body: CreateIllnessReportDto): Promise<IllnessReportDto> {
    return this.illness.create(actor, body);
  }

  @Post('update')
  @Authorize(EVERYONE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Change a report (for example the last time a symptom was seen); the return date follows' })
  @ApiOkResponse({ type: IllnessReportDto })
  @ApiBadRequestResponse({ description: 'Unknown symptoms, an implausible temperature, or times in the future or out of order' })
  @ApiNotFoundResponse({ description: ILLNESS_REPORT_NOT_FOUND })
  update(@Actor() actor: RequestActor, @Body() body: UpdateIllnessReportDto): Promise<IllnessReportDto> {
    return this.illness.update(actor, body);
  }

  @Delete('delete')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a report made in error (directors)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: ILLNESS_REPORT_NOT_FOUND })
  async remove(@Actor() actor: RequestActor, @Query() query: IllnessReportIdDto): Promise<void> {
    await this.illness.remove(actor, query.reportId);
  }

  @Get('rules')
  @Authorize(EVERYONE)
  @ApiOperation({ summary: "The daycare's exclusion rules: hours at home after the last sign of each symptom" })
  @ApiOkResponse({ type: ExclusionRuleViewDto, isArray: true })
  rules(@CurrentUser() user: AuthenticatedUser): Promise<ExclusionRuleViewDto[]> {
    return this.illness.rules(user);
  }

  @Post('rules')
  @Authorize(DIRECTORS)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set the daycare's exclusion rules (directors); reports already written keep their return date" })
  @ApiOkResponse({ type: ExclusionRuleViewDto, isArray: true })
  @ApiBadRequestResponse({ description: 'An unknown symptom, a symptom named twice, or hours outside 0 to 336' })
  setRules(@Actor() actor: RequestActor, @Body() body: ExclusionRulesDto): Promise<ExclusionRuleViewDto[]> {
    return this.illness.setRules(actor, body.rules);
  }
}
