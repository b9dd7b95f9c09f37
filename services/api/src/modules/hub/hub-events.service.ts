import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { HubBus } from './hub-bus.service';
import type {
  AttendanceUpdatedEvent,
  DailyReportEvent,
  DaycareEvent,
  EmergencyMedicationEvent,
  FamilyChangeEvent,
  HealthCheckPayload,
  HubEventName,
  HubEventPayloads,
  IncidentCompleteEvent,
  IncidentEvent,
  MedicationCompleteEvent,
  MedicationEvent,
  MessageEvent,
  MyWayEvent,
  PermissionCompleteEvent,
  PickupAlertEvent,
  RegistrationEvent,
  SleepCheckEvent,
  StatusChangeEvent,
} from '@daycare/shared';
import type { HubAudience } from './hub-identity';

const DAYCARE: HubAudience = { kind: 'daycare' };

/**
 * The one way feature modules raise live events. Each goes only to the event's
 * daycare, narrowed to the room, family or directors it concerns. Publishing never throws: a lost live event costs a
 * list reload, a failed request would cost the user's change.
 */
@Injectable()
export class HubEvents {
  constructor(private readonly bus: HubBus) {}

  staffStatusChange(event: StatusChangeEvent): Promise<void> {
    return this.publish('OnStaffStatusChange', event, DAYCARE);
  }

  childStatusChange(event: StatusChangeEvent): Promise<void> {
    return this.publish('OnChildStatusChange', event, DAYCARE);
  }

  /** Only to the recipient (while impersonated, whoever acts as them). */
  message(event: MessageEvent): Promise<void> {
    return this.publish('OnMessage', event, { kind: 'user', userId: event.toId });
  }

  medication(event: MedicationEvent): Promise<void> {
    return this.publish('OnMedication', event, DAYCARE);
  }

  medicationComplete(event: MedicationCompleteEvent): Promise<void> {
    return this.publish('OnMedicationComplete', event, DAYCARE);
  }

  emergencyMedication(event: EmergencyMedicationEvent): Promise<void> {
    return this.publish('OnEmergencyMedication', event, DAYCARE);
  }

  /** A dose given, or emergency medicine given, to the child's family's event stream. */
  medicationToFamily(familyId: number, target: 'OnMedicationComplete' | 'OnEmergencyMedication', event: MedicationCompleteEvent | EmergencyMedicationEvent): Promise<void> {
    return this.publish(target, event, { kind: 'family', familyId });
  }

  /** Only to staff and tablets of the room, and to Admin and Super. */
  myWay(event: MyWayEvent): Promise<void> {
    return this.publish('OnMyWay', event, { kind: 'room-and-admins', roomId: event.roomId });
  }

  myWayComplete(event: MyWayEvent): Promise<void> {
    return this.publish('OnMyWayComplete', event, { kind: 'room-and-admins', roomId: event.roomId });
  }

  /** To the daycare and, when given, to the child's family's event stream. */
  async incident(event: IncidentEvent, familyId?: number): Promise<void> {
    await Promise.all([this.publish('OnIncident', event, DAYCARE), ...(familyId ? [this.publish('OnIncident', event, { kind: 'family', familyId })] : [])]);
  }

  async incidentComplete(event: IncidentCompleteEvent, familyId?: number): Promise<void> {
    await Promise.all([this.publish('OnIncidentComplete', event, DAYCARE), ...(familyId ? [this.publish('OnIncidentComplete', event, { kind: 'family', familyId })] : [])]);
  }

  permissionComplete(event: PermissionCompleteEvent): Promise<void> {
    return this.publish('OnPermissionComplete', event, DAYCARE);
  }

  reloadChildren(event: DaycareEvent): Promise<void> {
    return this.publish('OnReloadChildren', event, DAYCARE);
  }

  reloadStaff(event: DaycareEvent): Promise<void> {
    return this.publish('OnReloadStaff', event, DAYCARE);
  }

  attendanceUpdated(event: AttendanceUpdatedEvent): Promise<void> {
    return this.publish('OnAttendanceUpdated', event, DAYCARE);
  }

  paymentListUpdated(event: DaycareEvent): Promise<void> {
    return this.publish('OnPaymentListUpdated', event, DAYCARE);
  }

  newRegistrationSubmitted(event: RegistrationEvent): Promise<void> {
    return this.publish('OnNewRegistrationSubmitted', event, DAYCARE);
  }

  /** A child went home with someone not on the pick-up list: to the daycare's Admin and Super users only. */
  pickupAlert(event: PickupAlertEvent): Promise<void> {
    return this.publish('OnPickupAlert', event, { kind: 'admins' });
  }

  /** A guardian changed something a director should know at once: to the daycare's Admin and Super users only. */
  familyChange(event: FamilyChangeEvent): Promise<void> {
    return this.publish('OnFamilyChange', event, { kind: 'admins' });
  }

  /** To the room the child is in (or the directors alone when in none) and to the child's family's event stream. */
  async dailyReport(event: DailyReportEvent): Promise<void> {
    const daycareSide: HubAudience = event.roomId === null ? { kind: 'admins' } : { kind: 'room-and-admins', roomId: event.roomId };
    await Promise.all([this.publish('OnDailyReport', event, daycareSide), this.publish('OnDailyReport', event, { kind: 'family', familyId: event.familyId })]);
  }

  /** To the room the sleeping child is in, and the directors. */
  sleepCheck(event: SleepCheckEvent): Promise<void> {
    return this.publish('OnSleepCheck', event, event.roomId === null ? { kind: 'admins' } : { kind: 'room-and-admins', roomId: event.roomId });
  }

  /** Asks every connection of the daycare to answer; answers show in HubPresence. Resolves to the payload sent. */
  async healthCheck(daycareId: number): Promise<HealthCheckPayload> {
    const payload: HealthCheckPayload = { id: randomUUID(), sentAt: new Date().toISOString() };
    await this.bus.publish({ daycareId, audience: DAYCARE, target: 'OnHealthCheck', payload });
    return payload;
  }

  private publish<Name extends HubEventName>(target: Name, payload: HubEventPayloads[Name] & DaycareEvent, audience: HubAudience): Promise<void> {
    return this.bus.publish({ daycareId: payload.daycareId, audience, target, payload });
  }
}
