/** The 404 and 400 texts of the access policy; clients show them as they are. */
export const DAYCARE_NOT_FOUND = 'This daycare was not found';
export const ROOM_NOT_FOUND = 'This room was not found';
export const CHILD_NOT_FOUND = 'This child was not found';
export const STAFF_NOT_FOUND = 'This staff member was not found';
export const INVITATION_NOT_FOUND = 'This invitation was not found';
export const OWN_STAFF_RECORD_ONLY = 'Staff members see only their own staff record';
export const FAMILY_NOT_FOUND = 'This family was not found';
export const SCHEDULE_NOT_FOUND = 'This schedule was not found';
export const ABSENCE_NOT_FOUND = 'This absence was not found';
export const REPORTED_NOT_FOUND = 'This reported attendance was not found';
export const ATTENDANCE_NOT_FOUND = 'This attendance record was not found';
export const NO_ACCESS = 'You do not have access to this action';
export const DIRECTORS_ONLY = 'Only a director can do this';
export const CHOOSE_DAYCARE = 'Choose a daycare first with Change Center';
export const TABLET_WITHOUT_ROOM = 'This tablet has no room yet; a director sets it under Tablet Access';
