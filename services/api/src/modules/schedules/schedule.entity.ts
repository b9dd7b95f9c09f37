import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A child's attendance plan over a period (FullTime 1, PartTime 2, DropIn 3); its days are in child_schedule_day. */
@Entity('child_schedule')
export class ChildSchedule {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('smallint')
  plan: number;

  @Column('date', { name: 'valid_from' })
  validFrom: string;

  /** Null: open-ended. */
  @Column('date', { name: 'valid_to', nullable: true })
  validTo: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

/** One scheduled weekday (ISO, Monday 1) with the expected arrival and departure. */
@Entity('child_schedule_day')
export class ChildScheduleDay {
  @PrimaryColumn('integer', { name: 'schedule_id' })
  scheduleId: number;

  @PrimaryColumn('smallint')
  weekday: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('time')
  arrives: string;

  @Column('time')
  departs: string;
}

/** A guardian asks for a new schedule or a change of one; a director approves (which applies it) or declines. */
@Entity('schedule_request')
export class ScheduleRequest {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  /** The schedule to change; null asks for a new one. */
  @Column('integer', { name: 'schedule_id', nullable: true })
  scheduleId: number | null;

  @Column('integer', { name: 'requested_by' })
  requestedBy: number;

  @Column('smallint')
  plan: number;

  @Column('date', { name: 'valid_from' })
  validFrom: string;

  @Column('date', { name: 'valid_to', nullable: true })
  validTo: string | null;

  @Column('jsonb')
  days: { weekday: number; arrives: string; departs: string }[];

  @Column('text', { nullable: true })
  note: string | null;

  @Column('text')
  status: 'pending' | 'approved' | 'declined';

  @Column('text', { name: 'response_note', nullable: true })
  responseNote: string | null;

  @Column('integer', { name: 'responded_by', nullable: true })
  respondedBy: number | null;

  @Column('timestamptz', { name: 'responded_at', nullable: true })
  respondedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}

/** A child away on whole days, as a guardian (or a director) reported it. */
@Entity('absence')
export class Absence {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('date', { name: 'end_date' })
  endDate: string;

  @Column('text')
  reason: string;

  @Column('integer', { name: 'reported_by', nullable: true })
  reportedBy: number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}

/** A guardian says when the child comes on a day ("today at 9:30"). */
@Entity('reported_attendance')
export class ReportedAttendance {
  @PrimaryGeneratedColumn('identity', { generatedIdentity: 'ALWAYS' })
  id: number;

  @Column('integer', { name: 'daycare_id' })
  daycareId: number;

  @Column('integer', { name: 'child_id' })
  childId: number;

  @Column('date')
  day: string;

  @Column('time')
  arrives: string;

  @Column('time', { nullable: true })
  departs: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('integer', { name: 'reported_by', nullable: true })
  reportedBy: number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
