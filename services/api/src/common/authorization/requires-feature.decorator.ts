import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { FeatureFlag } from '@daycare/shared';

export const REQUIRED_FEATURE = 'access:feature';
export const FEATURE_TURNED_OFF = 'This feature is turned off for your daycare';

/**
 * The handler (or every handler of a controller) belongs to a feature a daycare can switch off;
 * signed-in callers whose current daycare has it off get 403.
 */
export const RequiresFeature = (flag: FeatureFlag) =>
  applyDecorators(SetMetadata(REQUIRED_FEATURE, flag), ApiForbiddenResponse({ description: FEATURE_TURNED_OFF }));
