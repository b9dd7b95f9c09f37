import type { FeatureControl } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';

/** Where the guard reads the current daycare's feature switches; the daycare module provides it. */
export const FEATURE_FLAGS_SOURCE = Symbol('FeatureFlagsSource');

export interface FeatureFlagsSource {
  forRequest(request: FastifyRequest): Promise<FeatureControl>;
}
