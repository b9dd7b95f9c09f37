import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UserType } from '@daycare/shared';
import { Authorize } from '../../common/authorization/access.decorators';
import { Actor, type RequestActor } from '../audit/request-actor';
import { DaycareFeatureControlDto, FeatureControlQueryDto, UpdateFeatureControlDto } from './dto/feature-control.dto';
import { FeatureControlService } from './feature-control.service';

/** Operations switch features per daycare (/super/featurecontrol). */
@ApiTags('Feature control')
@Controller('admin')
@Authorize({ userTypes: [UserType.Super] })
export class FeatureControlController {
  constructor(private readonly featureControl: FeatureControlService) {}

  @Get('featurecontrol')
  @ApiOperation({ summary: 'The feature switches of a daycare' })
  @ApiOkResponse({ type: DaycareFeatureControlDto })
  @ApiNotFoundResponse({ description: 'This daycare was not found' })
  featurecontrol(@Query() query: FeatureControlQueryDto): Promise<DaycareFeatureControlDto> {
    return this.featureControl.forDaycare(query.daycareId);
  }

  @Post('updateFeaturecontrol')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Switch the features of a daycare on or off (all nine flags)' })
  @ApiOkResponse({ type: DaycareFeatureControlDto })
  @ApiNotFoundResponse({ description: 'This daycare was not found' })
  updateFeaturecontrol(@Actor() actor: RequestActor, @Body() body: UpdateFeatureControlDto): Promise<DaycareFeatureControlDto> {
    return this.featureControl.update(actor, body);
  }
}
