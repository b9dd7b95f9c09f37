// Cache tags with ids, on top of the generated ones (one tag per OpenAPI tag, which the codegen
// writes). A read of one entity provides `{ type, id }`; a list provides `{ type, id: 'LIST' }`
// and its items' ids. A change to one entity invalidates that entity and the lists, so an edit
// refetches what shows it and leaves the other entities' caches alone. A change not tied to one
// entity keeps the generated whole-tag invalidation.
import { api, type ImageUploadDto } from './generated/endpoints';

type Tag<T extends string> = T | { type: T; id: string | number };

const LIST = 'LIST';

function one<T extends string>(type: T, id: string | number | null | undefined): Tag<T>[] {
  return id === null || id === undefined ? [type] : [{ type, id }];
}

function list<T extends string>(type: T, items: readonly { id: number }[] | undefined): Tag<T>[] {
  return [{ type, id: LIST }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}

/** One entity changed: it and every list of its kind. */
function changed<T extends string>(type: T, id: number | null | undefined): Tag<T>[] {
  return id === null || id === undefined ? [type] : [{ type, id }, { type, id: LIST }];
}

/** A guardian changed: them, their lists, and what names them elsewhere (children's records, pick-up lists, people search). */
function guardianChanged(id: number) {
  return [...changed('Guardians', id), 'Children', 'Pick-up', 'Search'] as const;
}

/** A contact changed: them, their lists, the pick-up lists and the people search. */
function contactChanged(id: number) {
  return [...changed('Contacts', id), 'Pick-up', 'Search'] as const;
}

/** A person's new photo: them, their lists, and what shows their face elsewhere. */
export function photoChanged({ ownerKind, ownerId }: Pick<ImageUploadDto, 'ownerKind' | 'ownerId'>) {
  if (ownerKind === 'child') return [...changed('Children', ownerId), 'Tablet', 'Pick-up', 'Search'] as const;
  if (ownerKind === 'guardian') return guardianChanged(ownerId);
  if (ownerKind === 'contact') return contactChanged(ownerId);
  return [...changed('Staff', ownerId), 'Search'] as const;
}

/** Multipart form data: the fields, then the file (the generated calls would send JSON). */
function fileForm({ file, ...fields }: { file: Blob }): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  form.set('file', file);
  return form;
}

export const enhancedApi = api.enhanceEndpoints({
  // A family's own entries (its reads are tagged by the OpenAPI as the children's), and what families
  // changed themselves (reloaded when a director marks them seen or a live event says one landed).
  addTagTypes: ['Families', 'FamilyChanges'],
  endpoints: {
    // People search: a change to anyone it finds may change what it answers
    searchPeople: { providesTags: ['Search', 'Children', 'Guardians', 'Contacts', 'Staff'] },

    // Rooms
    roomList: { providesTags: (rooms) => list('Rooms', rooms) },
    roomById: { providesTags: (_room, _error, { roomId }) => one('Rooms', roomId) },
    roomSettings: { providesTags: (_settings, _error, { roomId }) => one('Rooms', roomId) },
    roomSupplyListByRoom: { providesTags: (_supplies, _error, { roomId }) => one('Rooms', roomId) },
    roomUpdate: { invalidatesTags: (_result, _error, { updateRoomDto }) => changed('Rooms', updateRoomDto.id) },
    roomRemove: { invalidatesTags: (_result, _error, { roomId }) => changed('Rooms', roomId) },
    roomUpdateSettings: { invalidatesTags: (_result, _error, { roomSettingsDto }) => changed('Rooms', roomSettingsDto.roomId) },
    roomUpdateSupplyList: { invalidatesTags: (_result, _error, { updateSupplyListDto }) => changed('Rooms', updateSupplyListDto.roomId) },

    // Attendance records, and the times families report ahead
    attendanceById: { providesTags: (_record, _error, { id }) => one('Attendance', id) },
    attendanceUpdate: { invalidatesTags: (_result, _error, { updateAttendanceRecordDto }) => changed('Attendance', updateAttendanceRecordDto.id) },
    attendanceRemove: { invalidatesTags: (_result, _error, { id }) => changed('Attendance', id) },
    reportedAttendanceById: { providesTags: (_report, _error, { id }) => one('Attendance', `reported-${id}`) },
    reportedAttendanceRemove: { invalidatesTags: (_result, _error, { id }) => [{ type: 'Attendance', id: `reported-${id}` }, { type: 'Attendance', id: LIST }] },

    // Schedules
    schedulesById: { providesTags: (_schedule, _error, { id }) => one('Schedules', id) },
    schedulesUpdate: { invalidatesTags: (_result, _error, { updateScheduleDto }) => changed('Schedules', updateScheduleDto.id) },
    schedulesRemove: { invalidatesTags: (_result, _error, { id }) => changed('Schedules', id) },

    // Child tags
    tagsList: { providesTags: (tags) => list('Tags', tags) },
    tagsChildTags: { providesTags: (_tags, _error, { childId }) => [{ type: 'Tags', id: `child-${childId}` }] },
    tagsUpdate: { invalidatesTags: (_result, _error, { updateTagDto }) => [...changed('Tags', updateTagDto.id), 'Tags'] },
    tagsRemove: { invalidatesTags: ['Tags'] },
    tagsAssign: { invalidatesTags: (_result, _error, { assignTagDto }) => [{ type: 'Tags', id: `child-${assignTagDto.childId}` }, { type: 'Tags', id: LIST }] },
    tagsUnassign: { invalidatesTags: (_result, _error, { childId }) => [{ type: 'Tags', id: `child-${childId}` }, { type: 'Tags', id: LIST }] },

    // Children's records. An update answers the new record and reloads what shows that child; a
    // bulk action or a new child reloads every children's read, and what else it changes.
    childList: { providesTags: (page) => list('Children', page?.items) },
    childById: { providesTags: (_child, _error, { childId }) => one('Children', childId) },
    familyList: { providesTags: [{ type: 'Children', id: LIST }] },
    // Families: a withdrawal or a move changes the family, its children's records and the guardians list
    familyById: { providesTags: (_family, _error, { familyId }) => one('Families', familyId) },
    familyChangesList: { providesTags: ['FamilyChanges'] },
    familyChangesSeen: { invalidatesTags: ['FamilyChanges'] },
    familyArchive: { invalidatesTags: (_family, _error, { withdrawFamilyDto }) => [...changed('Families', withdrawFamilyDto.familyId), 'Children', 'Guardians'] },
    familyRestore: { invalidatesTags: (_family, _error, { familyIdDto }) => [...changed('Families', familyIdDto.familyId), 'Children', 'Guardians'] },
    daycareChangeDaycare: {
      invalidatesTags: (_moved, _error, { changeFamilyDaycareDto }) => [...changed('Families', changeFamilyDaycareDto.familyId), 'Children', 'Guardians', 'Contacts', 'Search'],
    },
    childUpdateName: { invalidatesTags: (_result, _error, { updateChildNameDto }) => changed('Children', updateChildNameDto.childId) },
    childUpdatePersonal: { invalidatesTags: (_result, _error, { updateChildPersonalDto }) => changed('Children', updateChildPersonalDto.childId) },
    childUpdateAddress: { invalidatesTags: (_result, _error, { updateChildAddressDto }) => changed('Children', updateChildAddressDto.childId) },
    childUpdateSchool: { invalidatesTags: (_result, _error, { updateChildSchoolDto }) => changed('Children', updateChildSchoolDto.childId) },
    childUpdateMedical: { invalidatesTags: (_result, _error, { updateChildMedicalDto }) => [...changed('Children', updateChildMedicalDto.childId), 'Medical', 'Tablet'] },
    childUpdateRegistration: {
      invalidatesTags: (_result, _error, { updateChildRegistrationDto }) => [
        ...changed('Children', updateChildRegistrationDto.childId), { type: 'Rooms', id: LIST }, { type: 'Attendance', id: LIST }, 'Tablet',
      ],
    },
    childBulkMove: { invalidatesTags: ['Children', { type: 'Rooms', id: LIST }, { type: 'Attendance', id: LIST }, 'Tablet'] },
    childBulkTag: { invalidatesTags: ['Children', 'Tags'] },
    childBulkWithdraw: { invalidatesTags: ['Children', { type: 'Attendance', id: LIST }, 'Tablet'] },

    // Photos go as multipart form data (the generated call would send JSON); a new photo reloads
    // its owner and the lists that show it.
    imagesUpload: {
      query: ({ imageUploadDto }) => ({ url: '/images/upload', method: 'POST', body: fileForm(imageUploadDto) }),
      invalidatesTags: (_result, _error, { imageUploadDto }) => [...photoChanged(imageUploadDto)],
    },

    // Photos of an incident report or a daily report entry go as multipart form data too.
    incidentsPhoto: {
      query: ({ incidentPhotoUploadDto }) => ({ url: '/incident/photo', method: 'POST', body: fileForm(incidentPhotoUploadDto) }),
    },
    dailyReportsPhoto: {
      query: ({ entryPhotoUploadDto }) => ({ url: '/dailyreport/photo', method: 'POST', body: fileForm(entryPhotoUploadDto) }),
    },

    // Guardians and contacts: an update reloads that person, the lists, and what names them
    // elsewhere. A new call order changes several contacts at once.
    guardianList: { providesTags: (page) => list('Guardians', page?.items) },
    guardianById: { providesTags: (_guardian, _error, { guardianId }) => one('Guardians', guardianId) },
    guardianCreate: { invalidatesTags: [{ type: 'Guardians', id: LIST }, 'Children', 'Pick-up', 'Search'] },
    guardianUpdateName: { invalidatesTags: (_result, _error, { updateGuardianNameDto }) => guardianChanged(updateGuardianNameDto.guardianId) },
    guardianUpdateAddress: { invalidatesTags: (_result, _error, { updateGuardianAddressDto }) => changed('Guardians', updateGuardianAddressDto.guardianId) },
    guardianUpdateEmployment: { invalidatesTags: (_result, _error, { updateGuardianEmploymentDto }) => changed('Guardians', updateGuardianEmploymentDto.guardianId) },
    guardianUpdateGeneral: { invalidatesTags: (_result, _error, { updateGuardianGeneralDto }) => guardianChanged(updateGuardianGeneralDto.guardianId) },
    guardianUpdateAccount: { invalidatesTags: (_result, _error, { updateGuardianAccountDto }) => guardianChanged(updateGuardianAccountDto.guardianId) },
    guardianResendInvitation: { invalidatesTags: (_result, _error, { guardianUpdateDto }) => changed('Guardians', guardianUpdateDto.guardianId) },
    phoneUpdate: { invalidatesTags: (_result, _error, { updateGuardianPhonesDto }) => guardianChanged(updateGuardianPhonesDto.guardianId) },
    contactList: { providesTags: (page) => list('Contacts', page?.items) },
    contactById: { providesTags: (_contact, _error, { contactId }) => one('Contacts', contactId) },
    contactCreate: { invalidatesTags: [{ type: 'Contacts', id: LIST }, 'Pick-up', 'Search'] },
    contactUpdateName: { invalidatesTags: (_result, _error, { updateContactNameDto }) => contactChanged(updateContactNameDto.contactId) },
    contactUpdateAddress: { invalidatesTags: (_result, _error, { updateContactAddressDto }) => changed('Contacts', updateContactAddressDto.contactId) },
    contactUpdatePhones: { invalidatesTags: (_result, _error, { updateContactPhonesDto }) => contactChanged(updateContactPhonesDto.contactId) },
    contactUpdateChildren: { invalidatesTags: (_result, _error, { updateContactChildrenDto }) => contactChanged(updateContactChildrenDto.contactId) },
    contactDelete: { invalidatesTags: (_result, _error, { contactId }) => contactChanged(contactId) },
    contactReorder: { invalidatesTags: ['Contacts', 'Pick-up'] },

    // Staff records: an update answers the new record and reloads that staff member and the lists.
    staffList: { providesTags: (page) => list('Staff', page?.items) },
    staffById: { providesTags: (_staff, _error, { staffId }) => one('Staff', staffId) },
    staffUpdateEmployment: { invalidatesTags: (_result, _error, { updateEmploymentDto }) => changed('Staff', updateEmploymentDto.staffId) },
    staffUpdateCertification: { invalidatesTags: (_result, _error, { updateCertificationDto }) => changed('Staff', updateCertificationDto.staffId) },

    // Notes about a child: a change reloads that note and the notes lists.
    notesList: { providesTags: (notes) => list('Notes', notes) },
    notesById: { providesTags: (_note, _error, { noteId }) => one('Notes', noteId) },
    notesCreate: { invalidatesTags: [{ type: 'Notes', id: LIST }] },
    notesUpdate: { invalidatesTags: (_result, _error, { updateNoteDto }) => changed('Notes', updateNoteDto.noteId) },
    notesRemove: { invalidatesTags: (_result, _error, { noteId }) => changed('Notes', noteId) },

    // Tablet reads: POST reads generated as queries. They provide, never invalidate; a change of
    // attendance (here or in the director's pages) reloads them.
    tabletChildById: { providesTags: (_child, _error, { id }) => [{ type: 'Tablet', id: `child-${id}` }, 'Tablet'] },
    tabletStaffById: { providesTags: (_staff, _error, { id }) => [{ type: 'Tablet', id: `staff-${id}` }, 'Tablet'] },
    tabletDailyChildAttendances: { providesTags: ['Tablet', { type: 'Attendance', id: LIST }] },
    tabletWeeklyRoomAttendance: { providesTags: ['Tablet', { type: 'Attendance', id: LIST }] },

    // Every other read of a kind that has ids above is a list of it: a change to one entity reloads it.
    expectedAttendanceExpected: { providesTags: [{ type: 'Attendance', id: LIST }] },
    pinAlertsList: { providesTags: [{ type: 'Attendance', id: LIST }] },
    attendanceReport: { providesTags: [{ type: 'Attendance', id: LIST }] },
    attendanceReportCsv: { providesTags: [{ type: 'Attendance', id: LIST }] },
    reportedAttendanceList: { providesTags: [{ type: 'Attendance', id: LIST }] },
    attendanceSearch: { providesTags: [{ type: 'Attendance', id: LIST }] },
    roomByDaycare: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomChildRoom: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomSelectStreamList: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomSelectStreamRooms: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomStaffRoom: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomStreamList: { providesTags: [{ type: 'Rooms', id: LIST }] },
    roomStreamRooms: { providesTags: [{ type: 'Rooms', id: LIST }] },
    schedulesList: { providesTags: [{ type: 'Schedules', id: LIST }] },
    schedulesReport: { providesTags: [{ type: 'Schedules', id: LIST }] },
    schedulesRequests: { providesTags: [{ type: 'Schedules', id: LIST }] },
  },
});
