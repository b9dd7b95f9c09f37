/** Notification types of the live notices. */
export enum NotificationType {
  Message = 1,
  Incident = 2,
  Medication = 3,
  Registration = 4,
  Permission = 5,
  ShoppingList = 6,
  Membership = 7,
  Subsidy = 8,
  Billing = 9,
  Survey = 10,
  Attendance = 11,
  Note = 12,
  Calendar = 13,
  Document = 14,
  OnMyWay = 15,
  ValidationError = 97,
  Error = 98,
  Other = 99,
}

/** Notification display settings: one flag per tile kind. */
export interface TileDisplaySettings {
  message: boolean;
  incident: boolean;
  medication: boolean;
  registration: boolean;
  permission: boolean;
  shoppingList: boolean;
  membership: boolean;
  subsidy: boolean;
  billing: boolean;
  survey: boolean;
  attendance: boolean;
  note: boolean;
  calendar: boolean;
  document: boolean;
  onMyWay: boolean;
  other: boolean;
}

const TILE_KINDS = [
  'message', 'incident', 'medication', 'registration', 'permission', 'shoppingList', 'membership',
  'subsidy', 'billing', 'survey', 'attendance', 'note', 'calendar', 'document', 'onMyWay', 'other',
] as const satisfies readonly (keyof TileDisplaySettings)[];

function tilesWith(on: readonly (keyof TileDisplaySettings)[]): TileDisplaySettings {
  return Object.fromEntries(TILE_KINDS.map((kind) => [kind, on.includes(kind)])) as unknown as TileDisplaySettings;
}

/** Default tile display: all on. */
export const DEFAULT_TILE_DISPLAY: TileDisplaySettings = tilesWith(TILE_KINDS);

/** The second default: only message, incident, medication, registration, attendance, onMyWay. */
export const ESSENTIAL_TILE_DISPLAY: TileDisplaySettings = tilesWith([
  'message', 'incident', 'medication', 'registration', 'attendance', 'onMyWay',
]);
