import type { Resource } from './access.repository';
import * as text from './access-messages';
import type { ScopeKind } from './access-scope';

/** What a caller wants to do; each permission names the rows it touches and who is refused outright. */
export enum Permission {
  ChildRead = 'child.read',
  ChildGuardiansRead = 'child.guardians.read',
  ChildChartRead = 'child.chart.read',
  FamilyChartRead = 'family.chart.read',
  RoomRead = 'room.read',
  StaffRead = 'staff.read',
  AttendanceSign = 'attendance.sign',
  AttendanceRecordCorrect = 'attendance-record.correct',
  ScheduleRead = 'schedule.read',
  ScheduleUpdate = 'schedule.update',
  ScheduleRequestCreate = 'schedule-request.create',
  ScheduleRequestRead = 'schedule-request.read',
  AbsenceDelete = 'absence.delete',
  ReportedAttendanceCreate = 'reported-attendance.create',
  ReportedAttendanceRead = 'reported-attendance.read',
  ReportedAttendanceDelete = 'reported-attendance.delete',
  ExpectedAttendanceRead = 'expected-attendance.read',
  OnMyWaySend = 'on-my-way.send',
  ChildList = 'child.list',
  ChildRecordRead = 'child.record.read',
  ChildUpdate = 'child.update',
  ChildPhotoUpdate = 'child.photo.update',
  ChildRegister = 'child.register',
  FamilyChoose = 'family.choose',
  GuardianList = 'guardian.list',
  GuardianRead = 'guardian.read',
  GuardianCreate = 'guardian.create',
  GuardianUpdate = 'guardian.update',
  GuardianAccount = 'guardian.account',
  ContactList = 'contact.list',
  ContactRead = 'contact.read',
  ContactUpdate = 'contact.update',
  ContactFamily = 'contact.family',
  ContactChild = 'contact.child',
  PickupRead = 'pickup.read',
  NeverReleaseCreate = 'never-release.create',
  NeverReleaseDelete = 'never-release.delete',
  StaffList = 'staff.list',
  StaffRecordRead = 'staff.record.read',
  StaffUpdate = 'staff.update',
  InvitationCreate = 'invitation.create',
  InvitationManage = 'invitation.manage',
  PeopleSearch = 'people.search',
  NoteList = 'note.list',
  NoteRead = 'note.read',
  NoteCreate = 'note.create',
  NoteEdit = 'note.edit',
}

export interface PermissionRule {
  /** The rows the ids name; an id outside the scope answers 404 with `notFound`, as a missing one does. */
  resource?: Resource;
  notFound?: string;
  /** Callers refused whatever the ids (403). */
  refused?: { kinds: readonly ScopeKind[]; message: string };
}

const DAYCARE_SIDE_ONLY = { kinds: ['guardian'], message: text.NO_ACCESS } as const;
const DIRECTORS_ONLY = { kinds: ['guardian', 'staff', 'tablet'], message: text.DIRECTORS_ONLY } as const;
const NOT_TABLETS = { kinds: ['tablet'], message: text.NO_ACCESS } as const;
const FAMILY_OR_DIRECTORS = { kinds: ['staff', 'tablet'], message: 'Only a director or a guardian of the family can change this' } as const;

export const PERMISSIONS: Record<Permission, PermissionRule> = {
  [Permission.ChildRead]: { resource: 'child', notFound: text.CHILD_NOT_FOUND },
  [Permission.ChildGuardiansRead]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: DAYCARE_SIDE_ONLY },
  [Permission.ChildChartRead]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: { kinds: ['tablet'], message: 'Child charts are for the family and the daycare' } },
  [Permission.FamilyChartRead]: { resource: 'family', notFound: text.FAMILY_NOT_FOUND, refused: { kinds: ['tablet'], message: 'Family charts are for the family and the daycare' } },
  [Permission.RoomRead]: { resource: 'room', notFound: text.ROOM_NOT_FOUND },
  [Permission.StaffRead]: { resource: 'staff', notFound: text.STAFF_NOT_FOUND, refused: DAYCARE_SIDE_ONLY },
  [Permission.AttendanceSign]: { refused: DAYCARE_SIDE_ONLY },
  [Permission.AttendanceRecordCorrect]: { resource: 'attendanceRecord', notFound: text.ATTENDANCE_NOT_FOUND },
  [Permission.ScheduleRead]: { resource: 'schedule', notFound: text.SCHEDULE_NOT_FOUND },
  [Permission.ScheduleUpdate]: { resource: 'schedule', notFound: text.SCHEDULE_NOT_FOUND },
  [Permission.ScheduleRequestCreate]: {
    resource: 'child',
    notFound: text.CHILD_NOT_FOUND,
    refused: { kinds: ['tablet', 'staff', 'admin'], message: 'Only a guardian of the child can ask for a schedule change' },
  },
  [Permission.ScheduleRequestRead]: { refused: { kinds: ['staff', 'tablet'], message: 'Schedule requests are for directors and the guardians who sent them' } },
  [Permission.AbsenceDelete]: {
    resource: 'absence',
    notFound: text.ABSENCE_NOT_FOUND,
    refused: { kinds: ['staff', 'tablet'], message: 'Only a guardian of the child or a director can remove this' },
  },
  [Permission.ReportedAttendanceCreate]: {
    resource: 'child',
    notFound: text.CHILD_NOT_FOUND,
    refused: { kinds: ['staff', 'tablet'], message: 'Only a guardian of the child or a director can report attendance' },
  },
  [Permission.ReportedAttendanceRead]: { resource: 'reportedAttendance', notFound: text.REPORTED_NOT_FOUND },
  [Permission.ReportedAttendanceDelete]: {
    resource: 'reportedAttendance',
    notFound: text.REPORTED_NOT_FOUND,
    refused: { kinds: ['staff', 'tablet'], message: 'Only a guardian of the child or a director can remove this' },
  },
  [Permission.ExpectedAttendanceRead]: { refused: { kinds: ['guardian'], message: 'The expected list is for the room and the directors' } },
  [Permission.ChildList]: { refused: { kinds: ['guardian', 'tablet'], message: 'The children list is for the daycare’s staff and directors' } },
  [Permission.ChildRecordRead]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: { kinds: ['tablet'], message: 'A room tablet reads a child on its own child page' } },
  [Permission.ChildUpdate]: {
    resource: 'child',
    notFound: text.CHILD_NOT_FOUND,
    refused: { kinds: ['staff', 'tablet'], message: 'Only a director or a guardian of the child can change this' },
  },
  [Permission.ChildPhotoUpdate]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: { kinds: ['tablet'], message: 'A room tablet cannot change photos; use the admin pages' } },
  [Permission.ChildRegister]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.FamilyChoose]: { resource: 'family', notFound: text.FAMILY_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.StaffList]: { refused: DIRECTORS_ONLY },
  [Permission.StaffRecordRead]: { resource: 'staff', notFound: text.STAFF_NOT_FOUND, refused: { kinds: ['guardian', 'tablet'], message: text.NO_ACCESS } },
  [Permission.StaffUpdate]: { resource: 'staff', notFound: text.STAFF_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.InvitationCreate]: { refused: DIRECTORS_ONLY },
  [Permission.InvitationManage]: { resource: 'invitation', notFound: text.INVITATION_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.GuardianList]: { refused: { kinds: ['guardian', 'tablet'], message: 'The guardians list is for the daycare’s staff and directors' } },
  [Permission.GuardianRead]: { resource: 'guardian', notFound: text.GUARDIAN_NOT_FOUND, refused: NOT_TABLETS },
  [Permission.GuardianCreate]: { refused: DIRECTORS_ONLY },
  [Permission.GuardianUpdate]: { resource: 'guardian', notFound: text.GUARDIAN_NOT_FOUND, refused: { kinds: ['staff', 'tablet'], message: 'Only a director or the guardian themself can change this' } },
  [Permission.GuardianAccount]: { resource: 'guardian', notFound: text.GUARDIAN_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.ContactList]: { refused: NOT_TABLETS },
  [Permission.ContactRead]: { resource: 'contact', notFound: text.CONTACT_NOT_FOUND, refused: NOT_TABLETS },
  [Permission.ContactUpdate]: { resource: 'contact', notFound: text.CONTACT_NOT_FOUND, refused: FAMILY_OR_DIRECTORS },
  [Permission.ContactFamily]: { resource: 'family', notFound: text.FAMILY_NOT_FOUND, refused: FAMILY_OR_DIRECTORS },
  [Permission.ContactChild]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: FAMILY_OR_DIRECTORS },
  [Permission.PickupRead]: { resource: 'pickupChild', notFound: text.CHILD_NOT_FOUND },
  [Permission.NeverReleaseCreate]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.NeverReleaseDelete]: { resource: 'neverRelease', notFound: text.NEVER_RELEASE_NOT_FOUND, refused: DIRECTORS_ONLY },
  [Permission.PeopleSearch]: { refused: { kinds: ['guardian', 'tablet'], message: 'Searching people is for the daycare’s staff and directors' } },
  [Permission.NoteList]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: NOT_TABLETS },
  [Permission.NoteRead]: { resource: 'note', notFound: text.NOTE_NOT_FOUND, refused: NOT_TABLETS },
  [Permission.NoteCreate]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: { kinds: ['guardian', 'tablet'], message: 'Notes about a child are written by the daycare’s staff' } },
  [Permission.NoteEdit]: { resource: 'note', notFound: text.NOTE_NOT_FOUND, refused: { kinds: ['guardian', 'tablet'], message: text.NOTE_AUTHOR_OR_DIRECTOR } },
  [Permission.OnMyWaySend]: { resource: 'child', notFound: text.CHILD_NOT_FOUND, refused: { kinds: ['tablet', 'staff', 'admin'], message: 'Only a guardian of the child can send an on-my-way notice' } },
};
