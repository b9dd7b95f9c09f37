import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import type { FeatureControl, FeatureFlag } from '@daycare/shared';
import { IsBoolean } from 'class-validator';
import { IdField } from '../../../common/validation/number-fields';

const flag = (description: string) => ApiProperty({ example: true, description });

/** The feature switches of one daycare; a switched-off feature's menu entries hide and its calls answer 403. */
export class FeatureControlDto implements FeatureControl {
  @flag('Messages between the daycare and families')
  messages: boolean;

  @flag('Online registration and the waiting list')
  registration: boolean;

  @flag('Invoices and billing')
  invoices: boolean;

  @flag('Permission forms')
  permissionForm: boolean;

  @flag('Child daily reports')
  childDailyReport: boolean;

  @flag('The weekly food menu')
  menu: boolean;

  @flag('Room supply lists')
  supplyList: boolean;

  @flag('The mobile app')
  mobileApp: boolean;

  @flag('Room daily checklists')
  dailyChecklist: boolean;
}

export class DaycareFeatureControlDto extends FeatureControlDto {
  @ApiProperty({ example: 1 })
  daycareId: number;
}

export class FeatureControlQueryDto {
  @IdField({ example: 1 })
  daycareId: number;
}

const requiredFlag = (name: FeatureFlag) =>
  applyDecorators(ApiProperty({ example: true }), IsBoolean({ message: `${name} must be true or false` }));

/** Every flag is required, so an update never switches a feature off by omission. */
export class UpdateFeatureControlDto implements FeatureControl {
  @IdField({ example: 1 })
  daycareId: number;

  @requiredFlag('messages')
  messages: boolean;

  @requiredFlag('registration')
  registration: boolean;

  @requiredFlag('invoices')
  invoices: boolean;

  @requiredFlag('permissionForm')
  permissionForm: boolean;

  @requiredFlag('childDailyReport')
  childDailyReport: boolean;

  @requiredFlag('menu')
  menu: boolean;

  @requiredFlag('supplyList')
  supplyList: boolean;

  @requiredFlag('mobileApp')
  mobileApp: boolean;

  @requiredFlag('dailyChecklist')
  dailyChecklist: boolean;
}
