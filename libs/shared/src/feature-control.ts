/** Feature-control flags per daycare. */
export const FEATURE_FLAGS = [
  'messages', 'registration', 'invoices', 'permissionForm', 'childDailyReport', 'menu', 'supplyList',
  'mobileApp', 'dailyChecklist',
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export type FeatureControl = Record<FeatureFlag, boolean>;

/** A new daycare starts with every feature on. */
export const DEFAULT_FEATURE_CONTROL: FeatureControl = Object.fromEntries(
  FEATURE_FLAGS.map((flag) => [flag, true]),
) as FeatureControl;
