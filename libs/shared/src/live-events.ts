// The live hub's server events: names and payloads, shared by the gateway that
// publishes them and the shell that receives them. Every payload names its daycare, because clients
// ignore events of any other daycare.

export interface Labelled {
  id: number;
  label: string;
}

/** OnStaffStatusChange, OnChildStatusChange: status 1 is signed in (to `room`), anything else signed out. */
export interface StatusChangeEvent {
  daycareId: number;
  person: Labelled;
  status: number;
  room: Labelled;
}

/** OnMessage: delivered only to the recipient `toId`. */
export interface MessageEvent {
  daycareId: number;
  toId: number;
  label: string;
  guardian: Labelled;
}

/** OnMedication: a dose is due. */
export interface MedicationEvent {
  daycareId: number;
  child: { label: string };
  medicationId: number;
  intervalId: number;
}

/** OnMedicationComplete: the dose was given. */
export interface MedicationCompleteEvent {
  daycareId: number;
  medicationId: number;
  intervalId: number;
}

/** OnEmergencyMedication: `count` is the child's ongoing medication count. */
export interface EmergencyMedicationEvent {
  daycareId: number;
  childName: string;
  medicationId: number;
  childId: number;
  count: number;
}

/** OnMyWay and OnMyWayComplete: a guardian is coming for a child of `roomId`. */
export interface MyWayEvent {
  daycareId: number;
  roomId: number;
  child: Labelled;
  guardian: { label: string };
}

/** OnIncident: raises the child's open incident count. */
export interface IncidentEvent {
  daycareId: number;
  childId: number;
  childName: string;
  incidentId: number;
  guardian: { label: string };
}

/** OnIncidentComplete: lowers the child's open incident count. */
export interface IncidentCompleteEvent {
  daycareId: number;
  childId: number;
  incidentId: number;
}

/** OnPermissionComplete: a guardian answered a permission form. */
export interface PermissionCompleteEvent {
  daycareId: number;
  permissionId: number;
  childId: number;
}

/** OnReloadChildren, OnReloadStaff, OnPaymentListUpdated: lists to load again. */
export interface DaycareEvent {
  daycareId: number;
}

/** OnAttendanceUpdated: attendance of a room changed on a day (ISO date). */
export interface AttendanceUpdatedEvent {
  daycareId: number;
  roomId: number | null;
  date: string;
}

/** OnNewRegistrationSubmitted. */
export interface RegistrationEvent {
  daycareId: number;
  child: Labelled;
}

/** OnPickupAlert: a child went home with someone not on the pick-up list, allowed by a staff member's PIN. */
export interface PickupAlertEvent {
  daycareId: number;
  child: Labelled;
  /** The name the tablet recorded for the person. */
  pickedUpBy: string;
  reason: string;
  allowedBy: Labelled;
  /** ISO instant of the sign-out. */
  at: string;
}

/** OnFamilyChange: a guardian changed something a director should know at once (an allergy, a pick-up person). */
export interface FamilyChangeEvent {
  daycareId: number;
  /** The change's id in the family-change list. */
  changeId: number;
  /** The child it is about; null for a change of the whole family. */
  child: Labelled | null;
  guardian: Labelled;
  /** The part of the record: medical, pickup, ... */
  part: string;
}

export type DailyReportChange = 'recorded' | 'changed' | 'removed';

/**
 * OnDailyReport: entries of a child's daily report were recorded, changed or removed (or held back
 * from the family: removed for them). To the child's room, the directors, and the child's family.
 */
export interface DailyReportEvent {
  daycareId: number;
  childId: number;
  familyId: number;
  /** The room the child is signed in to, else their home room. */
  roomId: number | null;
  entryIds: number[];
  change: DailyReportChange;
}

/**
 * OnSleepCheck: a safe-sleep check of a nap in progress was recorded ('checked'), or its time passed
 * with none ('overdue', once per missed check). To the child's room and the directors.
 */
export interface SleepCheckEvent {
  daycareId: number;
  roomId: number | null;
  child: Labelled;
  napId: number;
  /** ISO instant the next check is (or was) due. */
  dueAt: string;
  state: 'checked' | 'overdue';
}

/** OnHealthCheck: the client answers HealthCheckResponse with the same payload. */
export interface HealthCheckPayload {
  id: string;
  /** ISO instant. */
  sentAt: string;
}

/** Server event name -> payload. */
export interface HubEventPayloads {
  OnStaffStatusChange: StatusChangeEvent;
  OnChildStatusChange: StatusChangeEvent;
  OnMessage: MessageEvent;
  OnMedication: MedicationEvent;
  OnMedicationComplete: MedicationCompleteEvent;
  OnEmergencyMedication: EmergencyMedicationEvent;
  OnMyWay: MyWayEvent;
  OnMyWayComplete: MyWayEvent;
  OnIncident: IncidentEvent;
  OnIncidentComplete: IncidentCompleteEvent;
  OnPermissionComplete: PermissionCompleteEvent;
  OnReloadChildren: DaycareEvent;
  OnReloadStaff: DaycareEvent;
  OnAttendanceUpdated: AttendanceUpdatedEvent;
  OnPaymentListUpdated: DaycareEvent;
  OnNewRegistrationSubmitted: RegistrationEvent;
  OnPickupAlert: PickupAlertEvent;
  OnFamilyChange: FamilyChangeEvent;
  OnDailyReport: DailyReportEvent;
  OnSleepCheck: SleepCheckEvent;
  OnHealthCheck: HealthCheckPayload;
}

export type HubEventName = keyof HubEventPayloads;

/** The one method clients invoke. */
export const HEALTH_CHECK_RESPONSE = 'HealthCheckResponse';
