import { baseApi as api } from "../base-api";
export const addTagTypes = [
  "Tags",
  "Absences",
  "Account",
  "Feature control",
  "Mail",
  "App version",
  "Attendance",
  "Audit",
  "Auth",
  "Charts",
  "Children",
  "Contacts",
  "Daily reports",
  "Daycare",
  "Guardians",
  "Health",
  "Illness reports",
  "Images",
  "Incidents",
  "Invitation",
  "Medical",
  "Medication",
  "Notes",
  "On my way",
  "Pick-up",
  "Register",
  "Web apps",
  "Rooms",
  "Schedules",
  "Search",
  "Staff",
  "Sun protection",
  "Tablet",
  "User",
  "User roles",
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      tagsAssign: build.mutation<TagsAssignApiResponse, TagsAssignApiArg>({
        query: (queryArg) => ({
          url: `/Tags/Assign`,
          method: "POST",
          body: queryArg.assignTagDto,
        }),
        invalidatesTags: ["Tags"],
      }),
      tagsChildTags: build.query<TagsChildTagsApiResponse, TagsChildTagsApiArg>(
        {
          query: (queryArg) => ({
            url: `/Tags/ChildTags`,
            params: {
              childId: queryArg.childId,
            },
          }),
          providesTags: ["Tags"],
        },
      ),
      tagsCreate: build.mutation<TagsCreateApiResponse, TagsCreateApiArg>({
        query: (queryArg) => ({
          url: `/Tags/Create`,
          method: "POST",
          body: queryArg.createTagDto,
        }),
        invalidatesTags: ["Tags"],
      }),
      tagsRemove: build.mutation<TagsRemoveApiResponse, TagsRemoveApiArg>({
        query: (queryArg) => ({
          url: `/Tags/Delete`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Tags"],
      }),
      tagsList: build.query<TagsListApiResponse, TagsListApiArg>({
        query: () => ({ url: `/Tags/List` }),
        providesTags: ["Tags"],
      }),
      tagsUnassign: build.mutation<TagsUnassignApiResponse, TagsUnassignApiArg>(
        {
          query: (queryArg) => ({
            url: `/Tags/Unassign`,
            method: "DELETE",
            params: {
              childId: queryArg.childId,
              tagId: queryArg.tagId,
            },
          }),
          invalidatesTags: ["Tags"],
        },
      ),
      tagsUpdate: build.mutation<TagsUpdateApiResponse, TagsUpdateApiArg>({
        query: (queryArg) => ({
          url: `/Tags/Update`,
          method: "POST",
          body: queryArg.updateTagDto,
        }),
        invalidatesTags: ["Tags"],
      }),
      tagsCreateAndAssign: build.mutation<
        TagsCreateAndAssignApiResponse,
        TagsCreateAndAssignApiArg
      >({
        query: (queryArg) => ({
          url: `/Tags/createAndAssign`,
          method: "POST",
          body: queryArg.createAndAssignTagDto,
        }),
        invalidatesTags: ["Tags"],
      }),
      absencesCreate: build.mutation<
        AbsencesCreateApiResponse,
        AbsencesCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/absence/create`,
          method: "POST",
          body: queryArg.createAbsenceDto,
        }),
        invalidatesTags: ["Absences"],
      }),
      absencesRemove: build.mutation<
        AbsencesRemoveApiResponse,
        AbsencesRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/absence/delete`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Absences"],
      }),
      absencesList: build.query<AbsencesListApiResponse, AbsencesListApiArg>({
        query: (queryArg) => ({
          url: `/absence/list`,
          params: {
            childId: queryArg.childId,
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
          },
        }),
        providesTags: ["Absences"],
      }),
      accountForgotPassword: build.mutation<
        AccountForgotPasswordApiResponse,
        AccountForgotPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/account/forgotPassword`,
          method: "POST",
          body: queryArg.emailOnlyDto,
        }),
        invalidatesTags: ["Account"],
      }),
      accountGrantAccess: build.mutation<
        AccountGrantAccessApiResponse,
        AccountGrantAccessApiArg
      >({
        query: (queryArg) => ({
          url: `/account/grantAccess`,
          method: "POST",
          body: queryArg.grantAccessDto,
        }),
        invalidatesTags: ["Account"],
      }),
      accountPendingAccess: build.query<
        AccountPendingAccessApiResponse,
        AccountPendingAccessApiArg
      >({
        query: () => ({ url: `/account/pendingAccess` }),
        providesTags: ["Account"],
      }),
      accountRequestAccess: build.mutation<
        AccountRequestAccessApiResponse,
        AccountRequestAccessApiArg
      >({
        query: (queryArg) => ({
          url: `/account/requestAccess`,
          method: "POST",
          body: queryArg.requestAccessDto,
        }),
        invalidatesTags: ["Account"],
      }),
      accountResetPassword: build.mutation<
        AccountResetPasswordApiResponse,
        AccountResetPasswordApiArg
      >({
        query: (queryArg) => ({
          url: `/account/resetPassword`,
          method: "POST",
          body: queryArg.resetPasswordDto,
        }),
        invalidatesTags: ["Account"],
      }),
      featureControlFeaturecontrol: build.query<
        FeatureControlFeaturecontrolApiResponse,
        FeatureControlFeaturecontrolApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/featurecontrol`,
          params: {
            daycareId: queryArg.daycareId,
          },
        }),
        providesTags: ["Feature control"],
      }),
      outboxOutbox: build.query<OutboxOutboxApiResponse, OutboxOutboxApiArg>({
        query: () => ({ url: `/admin/outbox` }),
        providesTags: ["Mail"],
      }),
      featureControlUpdateFeaturecontrol: build.mutation<
        FeatureControlUpdateFeaturecontrolApiResponse,
        FeatureControlUpdateFeaturecontrolApiArg
      >({
        query: (queryArg) => ({
          url: `/admin/updateFeaturecontrol`,
          method: "POST",
          body: queryArg.updateFeatureControlDto,
        }),
        invalidatesTags: ["Feature control"],
      }),
      appVersionCheck: build.query<
        AppVersionCheckApiResponse,
        AppVersionCheckApiArg
      >({
        query: () => ({ url: `/appVersion/check` }),
        providesTags: ["App version"],
      }),
      appVersionReleaseCache: build.mutation<
        AppVersionReleaseCacheApiResponse,
        AppVersionReleaseCacheApiArg
      >({
        query: (queryArg) => ({
          url: `/appVersion/releaseCache`,
          method: "POST",
          body: queryArg.releaseCacheDto,
        }),
        invalidatesTags: ["App version"],
      }),
      attendanceById: build.query<
        AttendanceByIdApiResponse,
        AttendanceByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/byId`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ["Attendance"],
      }),
      pinAlertsClear: build.mutation<
        PinAlertsClearApiResponse,
        PinAlertsClearApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/clearPinLock`,
          method: "POST",
          body: queryArg.clearPinLockDto,
        }),
        invalidatesTags: ["Attendance"],
      }),
      attendanceCreate: build.mutation<
        AttendanceCreateApiResponse,
        AttendanceCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/create`,
          method: "POST",
          body: queryArg.createAttendanceRecordDto,
        }),
        invalidatesTags: ["Attendance"],
      }),
      attendanceRemove: build.mutation<
        AttendanceRemoveApiResponse,
        AttendanceRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/delete`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Attendance"],
      }),
      expectedAttendanceExpected: build.query<
        ExpectedAttendanceExpectedApiResponse,
        ExpectedAttendanceExpectedApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/expected`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Attendance"],
      }),
      pinAlertsList: build.query<PinAlertsListApiResponse, PinAlertsListApiArg>(
        {
          query: () => ({ url: `/attendance/pinAlerts` }),
          providesTags: ["Attendance"],
        },
      ),
      attendanceReport: build.query<
        AttendanceReportApiResponse,
        AttendanceReportApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/report`,
          params: {
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Attendance"],
      }),
      attendanceReportCsv: build.query<
        AttendanceReportCsvApiResponse,
        AttendanceReportCsvApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/reportCsv`,
          params: {
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Attendance"],
      }),
      reportedAttendanceById: build.query<
        ReportedAttendanceByIdApiResponse,
        ReportedAttendanceByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/reported/byId`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ["Attendance"],
      }),
      reportedAttendanceRemove: build.mutation<
        ReportedAttendanceRemoveApiResponse,
        ReportedAttendanceRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/reported/delete`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Attendance"],
      }),
      reportedAttendanceList: build.query<
        ReportedAttendanceListApiResponse,
        ReportedAttendanceListApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/reported/list`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Attendance"],
      }),
      reportedAttendanceSave: build.mutation<
        ReportedAttendanceSaveApiResponse,
        ReportedAttendanceSaveApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/reported/save`,
          method: "POST",
          body: queryArg.saveReportedAttendanceDto,
        }),
        invalidatesTags: ["Attendance"],
      }),
      attendanceSearch: build.query<
        AttendanceSearchApiResponse,
        AttendanceSearchApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/search`,
          params: {
            personType: queryArg.personType,
            personId: queryArg.personId,
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Attendance"],
      }),
      attendanceUpdate: build.mutation<
        AttendanceUpdateApiResponse,
        AttendanceUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/attendance/update`,
          method: "POST",
          body: queryArg.updateAttendanceRecordDto,
        }),
        invalidatesTags: ["Attendance"],
      }),
      auditLogList: build.query<AuditLogListApiResponse, AuditLogListApiArg>({
        query: (queryArg) => ({
          url: `/audit/list`,
          params: {
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Audit"],
      }),
      authCsrf: build.query<AuthCsrfApiResponse, AuthCsrfApiArg>({
        query: () => ({ url: `/auth/csrf` }),
        providesTags: ["Auth"],
      }),
      authEndSessions: build.mutation<
        AuthEndSessionsApiResponse,
        AuthEndSessionsApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/endSessions`,
          method: "POST",
          body: queryArg.userIdDto,
        }),
        invalidatesTags: ["Auth"],
      }),
      authImpersonate: build.mutation<
        AuthImpersonateApiResponse,
        AuthImpersonateApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/impersonate`,
          method: "POST",
          body: queryArg.userIdDto,
        }),
        invalidatesTags: ["Auth"],
      }),
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({
          url: `/auth/login`,
          method: "POST",
          body: queryArg.loginDto,
        }),
        invalidatesTags: ["Auth"],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: (queryArg) => ({
          url: `/auth/logout`,
          method: "POST",
          body: queryArg.refreshTokenDto,
        }),
        invalidatesTags: ["Auth"],
      }),
      authLogoutEverywhere: build.mutation<
        AuthLogoutEverywhereApiResponse,
        AuthLogoutEverywhereApiArg
      >({
        query: () => ({ url: `/auth/logoutEverywhere`, method: "POST" }),
        invalidatesTags: ["Auth"],
      }),
      authRefreshTokenV2: build.mutation<
        AuthRefreshTokenV2ApiResponse,
        AuthRefreshTokenV2ApiArg
      >({
        query: (queryArg) => ({
          url: `/auth/refreshTokenV2`,
          method: "POST",
          body: queryArg.refreshTokenDto,
        }),
        invalidatesTags: ["Auth"],
      }),
      authStopImpersonation: build.mutation<
        AuthStopImpersonationApiResponse,
        AuthStopImpersonationApiArg
      >({
        query: () => ({ url: `/auth/stopImpersonation`, method: "POST" }),
        invalidatesTags: ["Auth"],
      }),
      chartsAbsences: build.query<
        ChartsAbsencesApiResponse,
        ChartsAbsencesApiArg
      >({
        query: (queryArg) => ({
          url: `/chartdata/absences`,
          params: {
            selectedDate: queryArg.selectedDate,
          },
        }),
        providesTags: ["Charts"],
      }),
      chartsChildAbsences: build.query<
        ChartsChildAbsencesApiResponse,
        ChartsChildAbsencesApiArg
      >({
        query: (queryArg) => ({
          url: `/chartdata/childAbsences`,
          params: {
            selectedDate: queryArg.selectedDate,
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Charts"],
      }),
      chartsDailyEvents: build.query<
        ChartsDailyEventsApiResponse,
        ChartsDailyEventsApiArg
      >({
        query: (queryArg) => ({
          url: `/chartdata/dailyEvents`,
          params: {
            selectedDate: queryArg.selectedDate,
          },
        }),
        providesTags: ["Charts"],
      }),
      chartsEvents: build.query<ChartsEventsApiResponse, ChartsEventsApiArg>({
        query: (queryArg) => ({
          url: `/chartdata/events`,
          params: {
            selectedDate: queryArg.selectedDate,
          },
        }),
        providesTags: ["Charts"],
      }),
      chartsFamilyAbsences: build.query<
        ChartsFamilyAbsencesApiResponse,
        ChartsFamilyAbsencesApiArg
      >({
        query: (queryArg) => ({
          url: `/chartdata/familyAbsences`,
          params: {
            familyId: queryArg.familyId,
          },
        }),
        providesTags: ["Charts"],
      }),
      childBulkMove: build.mutation<
        ChildBulkMoveApiResponse,
        ChildBulkMoveApiArg
      >({
        query: (queryArg) => ({
          url: `/child/bulkMove`,
          method: "POST",
          body: queryArg.bulkMoveDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childBulkTag: build.mutation<ChildBulkTagApiResponse, ChildBulkTagApiArg>(
        {
          query: (queryArg) => ({
            url: `/child/bulkTag`,
            method: "POST",
            body: queryArg.bulkTagDto,
          }),
          invalidatesTags: ["Children"],
        },
      ),
      childBulkWithdraw: build.mutation<
        ChildBulkWithdrawApiResponse,
        ChildBulkWithdrawApiArg
      >({
        query: (queryArg) => ({
          url: `/child/bulkWithdraw`,
          method: "POST",
          body: queryArg.bulkWithdrawDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childById: build.query<ChildByIdApiResponse, ChildByIdApiArg>({
        query: (queryArg) => ({
          url: `/child/byId`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Children"],
      }),
      childCreate: build.mutation<ChildCreateApiResponse, ChildCreateApiArg>({
        query: (queryArg) => ({
          url: `/child/create`,
          method: "POST",
          body: queryArg.createChildDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childList: build.query<ChildListApiResponse, ChildListApiArg>({
        query: (queryArg) => ({
          url: `/child/list`,
          params: {
            search: queryArg.search,
            roomId: queryArg.roomId,
            tagId: queryArg.tagId,
            status: queryArg.status,
            sort: queryArg.sort,
            order: queryArg.order,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Children"],
      }),
      childUpdateAddress: build.mutation<
        ChildUpdateAddressApiResponse,
        ChildUpdateAddressApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updateAddress`,
          method: "POST",
          body: queryArg.updateChildAddressDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childUpdateMedical: build.mutation<
        ChildUpdateMedicalApiResponse,
        ChildUpdateMedicalApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updateMedical`,
          method: "POST",
          body: queryArg.updateChildMedicalDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childUpdateName: build.mutation<
        ChildUpdateNameApiResponse,
        ChildUpdateNameApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updateName`,
          method: "POST",
          body: queryArg.updateChildNameDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childUpdatePersonal: build.mutation<
        ChildUpdatePersonalApiResponse,
        ChildUpdatePersonalApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updatePersonal`,
          method: "POST",
          body: queryArg.updateChildPersonalDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childUpdateRegistration: build.mutation<
        ChildUpdateRegistrationApiResponse,
        ChildUpdateRegistrationApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updateRegistration`,
          method: "POST",
          body: queryArg.updateChildRegistrationDto,
        }),
        invalidatesTags: ["Children"],
      }),
      childUpdateSchool: build.mutation<
        ChildUpdateSchoolApiResponse,
        ChildUpdateSchoolApiArg
      >({
        query: (queryArg) => ({
          url: `/child/updateSchool`,
          method: "POST",
          body: queryArg.updateChildSchoolDto,
        }),
        invalidatesTags: ["Children"],
      }),
      contactById: build.query<ContactByIdApiResponse, ContactByIdApiArg>({
        query: (queryArg) => ({
          url: `/contact/byId`,
          params: {
            contactId: queryArg.contactId,
          },
        }),
        providesTags: ["Contacts"],
      }),
      contactCreate: build.mutation<
        ContactCreateApiResponse,
        ContactCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/create`,
          method: "POST",
          body: queryArg.createContactDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactDelete: build.mutation<
        ContactDeleteApiResponse,
        ContactDeleteApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/delete`,
          method: "DELETE",
          params: {
            contactId: queryArg.contactId,
          },
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactList: build.query<ContactListApiResponse, ContactListApiArg>({
        query: (queryArg) => ({
          url: `/contact/list`,
          params: {
            familyId: queryArg.familyId,
            search: queryArg.search,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Contacts"],
      }),
      contactReorder: build.mutation<
        ContactReorderApiResponse,
        ContactReorderApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/reorder`,
          method: "POST",
          body: queryArg.reorderContactsDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactUpdateAddress: build.mutation<
        ContactUpdateAddressApiResponse,
        ContactUpdateAddressApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/updateAddress`,
          method: "POST",
          body: queryArg.updateContactAddressDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactUpdateChildren: build.mutation<
        ContactUpdateChildrenApiResponse,
        ContactUpdateChildrenApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/updateChildren`,
          method: "POST",
          body: queryArg.updateContactChildrenDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactUpdateName: build.mutation<
        ContactUpdateNameApiResponse,
        ContactUpdateNameApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/updateName`,
          method: "POST",
          body: queryArg.updateContactNameDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      contactUpdatePhones: build.mutation<
        ContactUpdatePhonesApiResponse,
        ContactUpdatePhonesApiArg
      >({
        query: (queryArg) => ({
          url: `/contact/updatePhones`,
          method: "POST",
          body: queryArg.updateContactPhonesDto,
        }),
        invalidatesTags: ["Contacts"],
      }),
      dailyReportsById: build.query<
        DailyReportsByIdApiResponse,
        DailyReportsByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/byId`,
          params: {
            entryId: queryArg.entryId,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsChild: build.query<
        DailyReportsChildApiResponse,
        DailyReportsChildApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/child`,
          params: {
            childId: queryArg.childId,
            day: queryArg.day,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsCreate: build.mutation<
        DailyReportsCreateApiResponse,
        DailyReportsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/create`,
          method: "POST",
          body: queryArg.createDailyEntriesDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsRemove: build.mutation<
        DailyReportsRemoveApiResponse,
        DailyReportsRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/delete`,
          method: "DELETE",
          params: {
            entryId: queryArg.entryId,
          },
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsFamily: build.query<
        DailyReportsFamilyApiResponse,
        DailyReportsFamilyApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/family`,
          params: {
            familyId: queryArg.familyId,
            before: queryArg.before,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsHold: build.mutation<
        DailyReportsHoldApiResponse,
        DailyReportsHoldApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/hold`,
          method: "POST",
          body: queryArg.holdDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsRemovePhoto: build.mutation<
        DailyReportsRemovePhotoApiResponse,
        DailyReportsRemovePhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/photo`,
          method: "DELETE",
          params: {
            entryId: queryArg.entryId,
            fileId: queryArg.fileId,
          },
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsPhoto: build.mutation<
        DailyReportsPhotoApiResponse,
        DailyReportsPhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/photo`,
          method: "POST",
          body: queryArg.entryPhotoUploadDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsReview: build.query<
        DailyReportsReviewApiResponse,
        DailyReportsReviewApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/review`,
          params: {
            day: queryArg.day,
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsRoom: build.query<
        DailyReportsRoomApiResponse,
        DailyReportsRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/room`,
          params: {
            roomId: queryArg.roomId,
            day: queryArg.day,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsSleepCheck: build.mutation<
        DailyReportsSleepCheckApiResponse,
        DailyReportsSleepCheckApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/sleepCheck`,
          method: "POST",
          body: queryArg.recordSleepCheckDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsSleepCheckList: build.query<
        DailyReportsSleepCheckListApiResponse,
        DailyReportsSleepCheckListApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/sleepChecks`,
          params: {
            napId: queryArg.napId,
          },
        }),
        providesTags: ["Daily reports"],
      }),
      dailyReportsUpdate: build.mutation<
        DailyReportsUpdateApiResponse,
        DailyReportsUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/update`,
          method: "POST",
          body: queryArg.updateDailyEntryDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      dailyReportsWake: build.mutation<
        DailyReportsWakeApiResponse,
        DailyReportsWakeApiArg
      >({
        query: (queryArg) => ({
          url: `/dailyreport/wake`,
          method: "POST",
          body: queryArg.wakeDto,
        }),
        invalidatesTags: ["Daily reports"],
      }),
      ageGroupAgeGroups: build.query<
        AgeGroupAgeGroupsApiResponse,
        AgeGroupAgeGroupsApiArg
      >({
        query: () => ({ url: `/daycare/ageGroups` }),
        providesTags: ["Daycare"],
      }),
      daycareChangeCenter: build.mutation<
        DaycareChangeCenterApiResponse,
        DaycareChangeCenterApiArg
      >({
        query: (queryArg) => ({
          url: `/daycare/changeCenter`,
          method: "POST",
          body: queryArg.changeCenterDto,
        }),
        invalidatesTags: ["Daycare"],
      }),
      daycareChangeDaycare: build.mutation<
        DaycareChangeDaycareApiResponse,
        DaycareChangeDaycareApiArg
      >({
        query: (queryArg) => ({
          url: `/daycare/changeDaycare`,
          method: "POST",
          body: queryArg.changeFamilyDaycareDto,
        }),
        invalidatesTags: ["Daycare"],
      }),
      daycareFeatureControl: build.query<
        DaycareFeatureControlApiResponse,
        DaycareFeatureControlApiArg
      >({
        query: () => ({ url: `/daycare/featureControl` }),
        providesTags: ["Daycare"],
      }),
      daycareList: build.query<DaycareListApiResponse, DaycareListApiArg>({
        query: () => ({ url: `/daycare/list` }),
        providesTags: ["Daycare"],
      }),
      daycareMoveDaycare: build.mutation<
        DaycareMoveDaycareApiResponse,
        DaycareMoveDaycareApiArg
      >({
        query: (queryArg) => ({
          url: `/daycare/moveDaycare`,
          method: "POST",
          body: queryArg.moveOwnFamilyDto,
        }),
        invalidatesTags: ["Daycare"],
      }),
      daycareMyDaycares: build.query<
        DaycareMyDaycaresApiResponse,
        DaycareMyDaycaresApiArg
      >({
        query: () => ({ url: `/daycare/myDaycares` }),
        providesTags: ["Daycare"],
      }),
      ageGroupRemoveAgeGroup: build.mutation<
        AgeGroupRemoveAgeGroupApiResponse,
        AgeGroupRemoveAgeGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/daycare/removeAgeGroup`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Daycare"],
      }),
      ageGroupUpdateAgeGroup: build.mutation<
        AgeGroupUpdateAgeGroupApiResponse,
        AgeGroupUpdateAgeGroupApiArg
      >({
        query: (queryArg) => ({
          url: `/daycare/updateAgeGroup`,
          method: "POST",
          body: queryArg.updateAgeGroupDto,
        }),
        invalidatesTags: ["Daycare"],
      }),
      familyArchive: build.mutation<
        FamilyArchiveApiResponse,
        FamilyArchiveApiArg
      >({
        query: (queryArg) => ({
          url: `/family/archive`,
          method: "POST",
          body: queryArg.withdrawFamilyDto,
        }),
        invalidatesTags: ["Children"],
      }),
      familyById: build.query<FamilyByIdApiResponse, FamilyByIdApiArg>({
        query: (queryArg) => ({
          url: `/family/byId`,
          params: {
            familyId: queryArg.familyId,
          },
        }),
        providesTags: ["Children"],
      }),
      familyChangesList: build.query<
        FamilyChangesListApiResponse,
        FamilyChangesListApiArg
      >({
        query: (queryArg) => ({
          url: `/family/changes`,
          params: {
            childId: queryArg.childId,
            familyId: queryArg.familyId,
            unseen: queryArg.unseen,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Children"],
      }),
      familyChangesSeen: build.mutation<
        FamilyChangesSeenApiResponse,
        FamilyChangesSeenApiArg
      >({
        query: (queryArg) => ({
          url: `/family/changes/seen`,
          method: "POST",
          body: queryArg.markFamilyChangesSeenDto,
        }),
        invalidatesTags: ["Children"],
      }),
      familyList: build.query<FamilyListApiResponse, FamilyListApiArg>({
        query: (queryArg) => ({
          url: `/family/list`,
          params: {
            search: queryArg.search,
          },
        }),
        providesTags: ["Children"],
      }),
      familyRestore: build.mutation<
        FamilyRestoreApiResponse,
        FamilyRestoreApiArg
      >({
        query: (queryArg) => ({
          url: `/family/restore`,
          method: "POST",
          body: queryArg.familyIdDto,
        }),
        invalidatesTags: ["Children"],
      }),
      guardianById: build.query<GuardianByIdApiResponse, GuardianByIdApiArg>({
        query: (queryArg) => ({
          url: `/guardian/byId`,
          params: {
            guardianId: queryArg.guardianId,
          },
        }),
        providesTags: ["Guardians"],
      }),
      guardianCreate: build.mutation<
        GuardianCreateApiResponse,
        GuardianCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/create`,
          method: "POST",
          body: queryArg.createGuardianDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianList: build.query<GuardianListApiResponse, GuardianListApiArg>({
        query: (queryArg) => ({
          url: `/guardian/list`,
          params: {
            search: queryArg.search,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Guardians"],
      }),
      guardianResendInvitation: build.mutation<
        GuardianResendInvitationApiResponse,
        GuardianResendInvitationApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/resendInvitation`,
          method: "POST",
          body: queryArg.guardianUpdateDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianUpdateAccount: build.mutation<
        GuardianUpdateAccountApiResponse,
        GuardianUpdateAccountApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/updateAccount`,
          method: "POST",
          body: queryArg.updateGuardianAccountDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianUpdateAddress: build.mutation<
        GuardianUpdateAddressApiResponse,
        GuardianUpdateAddressApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/updateAddress`,
          method: "POST",
          body: queryArg.updateGuardianAddressDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianUpdateEmployment: build.mutation<
        GuardianUpdateEmploymentApiResponse,
        GuardianUpdateEmploymentApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/updateEmployment`,
          method: "POST",
          body: queryArg.updateGuardianEmploymentDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianUpdateGeneral: build.mutation<
        GuardianUpdateGeneralApiResponse,
        GuardianUpdateGeneralApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/updateGeneral`,
          method: "POST",
          body: queryArg.updateGuardianGeneralDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      guardianUpdateName: build.mutation<
        GuardianUpdateNameApiResponse,
        GuardianUpdateNameApiArg
      >({
        query: (queryArg) => ({
          url: `/guardian/updateName`,
          method: "POST",
          body: queryArg.updateGuardianNameDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/health` }),
        providesTags: ["Health"],
      }),
      illnessById: build.query<IllnessByIdApiResponse, IllnessByIdApiArg>({
        query: (queryArg) => ({
          url: `/illness/byId`,
          params: {
            reportId: queryArg.reportId,
          },
        }),
        providesTags: ["Illness reports"],
      }),
      illnessCreate: build.mutation<
        IllnessCreateApiResponse,
        IllnessCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/illness/create`,
          method: "POST",
          body: queryArg.createIllnessReportDto,
        }),
        invalidatesTags: ["Illness reports"],
      }),
      illnessRemove: build.mutation<
        IllnessRemoveApiResponse,
        IllnessRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/illness/delete`,
          method: "DELETE",
          params: {
            reportId: queryArg.reportId,
          },
        }),
        invalidatesTags: ["Illness reports"],
      }),
      illnessList: build.query<IllnessListApiResponse, IllnessListApiArg>({
        query: (queryArg) => ({
          url: `/illness/list`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Illness reports"],
      }),
      illnessRules: build.query<IllnessRulesApiResponse, IllnessRulesApiArg>({
        query: () => ({ url: `/illness/rules` }),
        providesTags: ["Illness reports"],
      }),
      illnessSetRules: build.mutation<
        IllnessSetRulesApiResponse,
        IllnessSetRulesApiArg
      >({
        query: (queryArg) => ({
          url: `/illness/rules`,
          method: "POST",
          body: queryArg.exclusionRulesDto,
        }),
        invalidatesTags: ["Illness reports"],
      }),
      illnessUpdate: build.mutation<
        IllnessUpdateApiResponse,
        IllnessUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/illness/update`,
          method: "POST",
          body: queryArg.updateIllnessReportDto,
        }),
        invalidatesTags: ["Illness reports"],
      }),
      imagesUpload: build.mutation<ImagesUploadApiResponse, ImagesUploadApiArg>(
        {
          query: (queryArg) => ({
            url: `/images/upload`,
            method: "POST",
            body: queryArg.imageUploadDto,
          }),
          invalidatesTags: ["Images"],
        },
      ),
      incidentsAmend: build.mutation<
        IncidentsAmendApiResponse,
        IncidentsAmendApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/amend`,
          method: "POST",
          body: queryArg.amendIncidentDto,
        }),
        invalidatesTags: ["Incidents"],
      }),
      incidentsById: build.query<IncidentsByIdApiResponse, IncidentsByIdApiArg>(
        {
          query: (queryArg) => ({
            url: `/incident/byId`,
            params: {
              incidentId: queryArg.incidentId,
            },
          }),
          providesTags: ["Incidents"],
        },
      ),
      incidentsChild: build.query<
        IncidentsChildApiResponse,
        IncidentsChildApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/child`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Incidents"],
      }),
      incidentsCreate: build.mutation<
        IncidentsCreateApiResponse,
        IncidentsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/create`,
          method: "POST",
          body: queryArg.createIncidentDto,
        }),
        invalidatesTags: ["Incidents"],
      }),
      incidentsHandOver: build.query<
        IncidentsHandOverApiResponse,
        IncidentsHandOverApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/handOver`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Incidents"],
      }),
      incidentsOutstanding: build.query<
        IncidentsOutstandingApiResponse,
        IncidentsOutstandingApiArg
      >({
        query: () => ({ url: `/incident/outstanding` }),
        providesTags: ["Incidents"],
      }),
      incidentsPhoto: build.mutation<
        IncidentsPhotoApiResponse,
        IncidentsPhotoApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/photo`,
          method: "POST",
          body: queryArg.incidentPhotoUploadDto,
        }),
        invalidatesTags: ["Incidents"],
      }),
      incidentsSign: build.mutation<
        IncidentsSignApiResponse,
        IncidentsSignApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/sign`,
          method: "POST",
          body: queryArg.signIncidentDto,
        }),
        invalidatesTags: ["Incidents"],
      }),
      incidentsUpdate: build.mutation<
        IncidentsUpdateApiResponse,
        IncidentsUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/incident/update`,
          method: "POST",
          body: queryArg.updateIncidentDto,
        }),
        invalidatesTags: ["Incidents"],
      }),
      invitationAccept: build.mutation<
        InvitationAcceptApiResponse,
        InvitationAcceptApiArg
      >({
        query: (queryArg) => ({
          url: `/invitation/accept`,
          method: "POST",
          body: queryArg.acceptInvitationDto,
        }),
        invalidatesTags: ["Invitation"],
      }),
      invitationByToken: build.query<
        InvitationByTokenApiResponse,
        InvitationByTokenApiArg
      >({
        query: (queryArg) => ({
          url: `/invitation/byToken`,
          params: {
            token: queryArg.token,
          },
        }),
        providesTags: ["Invitation"],
      }),
      invitationCreate: build.mutation<
        InvitationCreateApiResponse,
        InvitationCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/invitation/create`,
          method: "POST",
          body: queryArg.createInvitationDto,
        }),
        invalidatesTags: ["Invitation"],
      }),
      invitationList: build.query<
        InvitationListApiResponse,
        InvitationListApiArg
      >({
        query: () => ({ url: `/invitation/list` }),
        providesTags: ["Invitation"],
      }),
      invitationResend: build.mutation<
        InvitationResendApiResponse,
        InvitationResendApiArg
      >({
        query: (queryArg) => ({
          url: `/invitation/resend`,
          method: "POST",
          body: queryArg.invitationIdDto,
        }),
        invalidatesTags: ["Invitation"],
      }),
      invitationRevoke: build.mutation<
        InvitationRevokeApiResponse,
        InvitationRevokeApiArg
      >({
        query: (queryArg) => ({
          url: `/invitation/revoke`,
          method: "POST",
          body: queryArg.invitationIdDto,
        }),
        invalidatesTags: ["Invitation"],
      }),
      medicalFamilyAllergenList: build.query<
        MedicalFamilyAllergenListApiResponse,
        MedicalFamilyAllergenListApiArg
      >({
        query: () => ({ url: `/medical/familyAllergenList` }),
        providesTags: ["Medical"],
      }),
      medicalRoomAllergyList: build.query<
        MedicalRoomAllergyListApiResponse,
        MedicalRoomAllergyListApiArg
      >({
        query: (queryArg) => ({
          url: `/medical/roomAllergyList`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Medical"],
      }),
      medicalRoomHealthList: build.query<
        MedicalRoomHealthListApiResponse,
        MedicalRoomHealthListApiArg
      >({
        query: (queryArg) => ({
          url: `/medical/roomHealthList`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Medical"],
      }),
      medicalRoomMedicationList: build.query<
        MedicalRoomMedicationListApiResponse,
        MedicalRoomMedicationListApiArg
      >({
        query: (queryArg) => ({
          url: `/medical/roomMedicationList`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Medical"],
      }),
      medicationsById: build.query<
        MedicationsByIdApiResponse,
        MedicationsByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/byId`,
          params: {
            medicationId: queryArg.medicationId,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsCorrectDose: build.mutation<
        MedicationsCorrectDoseApiResponse,
        MedicationsCorrectDoseApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/correctDose`,
          method: "POST",
          body: queryArg.correctDoseDto,
        }),
        invalidatesTags: ["Medication"],
      }),
      medicationsCreate: build.mutation<
        MedicationsCreateApiResponse,
        MedicationsCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/create`,
          method: "POST",
          body: queryArg.createMedicationDto,
        }),
        invalidatesTags: ["Medication"],
      }),
      medicationsDose: build.query<
        MedicationsDoseApiResponse,
        MedicationsDoseApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/dose`,
          params: {
            doseId: queryArg.doseId,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsDue: build.query<
        MedicationsDueApiResponse,
        MedicationsDueApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/due`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsGive: build.mutation<
        MedicationsGiveApiResponse,
        MedicationsGiveApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/give`,
          method: "POST",
          body: queryArg.giveDoseDto,
        }),
        invalidatesTags: ["Medication"],
      }),
      medicationsHistory: build.query<
        MedicationsHistoryApiResponse,
        MedicationsHistoryApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/history`,
          params: {
            childId: queryArg.childId,
            before: queryArg.before,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsInterval: build.query<
        MedicationsIntervalApiResponse,
        MedicationsIntervalApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/interval`,
          params: {
            intervalId: queryArg.intervalId,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsList: build.query<
        MedicationsListApiResponse,
        MedicationsListApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/list`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Medication"],
      }),
      medicationsSign: build.mutation<
        MedicationsSignApiResponse,
        MedicationsSignApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/sign`,
          method: "POST",
          body: queryArg.signMedicationDto,
        }),
        invalidatesTags: ["Medication"],
      }),
      medicationsUpdate: build.mutation<
        MedicationsUpdateApiResponse,
        MedicationsUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/medication/update`,
          method: "POST",
          body: queryArg.updateMedicationDto,
        }),
        invalidatesTags: ["Medication"],
      }),
      notesById: build.query<NotesByIdApiResponse, NotesByIdApiArg>({
        query: (queryArg) => ({
          url: `/note/byId`,
          params: {
            noteId: queryArg.noteId,
          },
        }),
        providesTags: ["Notes"],
      }),
      notesCreate: build.mutation<NotesCreateApiResponse, NotesCreateApiArg>({
        query: (queryArg) => ({
          url: `/note/create`,
          method: "POST",
          body: queryArg.createNoteDto,
        }),
        invalidatesTags: ["Notes"],
      }),
      notesRemove: build.mutation<NotesRemoveApiResponse, NotesRemoveApiArg>({
        query: (queryArg) => ({
          url: `/note/delete`,
          method: "DELETE",
          params: {
            noteId: queryArg.noteId,
          },
        }),
        invalidatesTags: ["Notes"],
      }),
      notesList: build.query<NotesListApiResponse, NotesListApiArg>({
        query: (queryArg) => ({
          url: `/note/list`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Notes"],
      }),
      notesUpdate: build.mutation<NotesUpdateApiResponse, NotesUpdateApiArg>({
        query: (queryArg) => ({
          url: `/note/update`,
          method: "POST",
          body: queryArg.updateNoteDto,
        }),
        invalidatesTags: ["Notes"],
      }),
      onMyWayCount: build.query<OnMyWayCountApiResponse, OnMyWayCountApiArg>({
        query: () => ({ url: `/onmyway/count` }),
        providesTags: ["On my way"],
      }),
      onMyWayRemove: build.mutation<
        OnMyWayRemoveApiResponse,
        OnMyWayRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/onmyway/deleteOmw`,
          method: "POST",
          body: queryArg.onMyWayIdDto,
        }),
        invalidatesTags: ["On my way"],
      }),
      onMyWayList: build.query<OnMyWayListApiResponse, OnMyWayListApiArg>({
        query: () => ({ url: `/onmyway/list` }),
        providesTags: ["On my way"],
      }),
      onMyWayRead: build.mutation<OnMyWayReadApiResponse, OnMyWayReadApiArg>({
        query: (queryArg) => ({
          url: `/onmyway/readOmw`,
          method: "POST",
          body: queryArg.onMyWayIdDto,
        }),
        invalidatesTags: ["On my way"],
      }),
      onMyWayRoomOmw: build.query<
        OnMyWayRoomOmwApiResponse,
        OnMyWayRoomOmwApiArg
      >({
        query: (queryArg) => ({
          url: `/onmyway/roomOmw`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["On my way"],
      }),
      onMyWaySend: build.mutation<OnMyWaySendApiResponse, OnMyWaySendApiArg>({
        query: (queryArg) => ({
          url: `/onmyway/send`,
          method: "POST",
          body: queryArg.sendOnMyWayDto,
        }),
        invalidatesTags: ["On my way"],
      }),
      phoneUpdate: build.mutation<PhoneUpdateApiResponse, PhoneUpdateApiArg>({
        query: (queryArg) => ({
          url: `/phone/update`,
          method: "POST",
          body: queryArg.updateGuardianPhonesDto,
        }),
        invalidatesTags: ["Guardians"],
      }),
      pickupChild: build.query<PickupChildApiResponse, PickupChildApiArg>({
        query: (queryArg) => ({
          url: `/pickup/child`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Pick-up"],
      }),
      pickupRemoveNeverRelease: build.mutation<
        PickupRemoveNeverReleaseApiResponse,
        PickupRemoveNeverReleaseApiArg
      >({
        query: (queryArg) => ({
          url: `/pickup/neverRelease`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Pick-up"],
      }),
      pickupNeverRelease: build.mutation<
        PickupNeverReleaseApiResponse,
        PickupNeverReleaseApiArg
      >({
        query: (queryArg) => ({
          url: `/pickup/neverRelease`,
          method: "POST",
          body: queryArg.createNeverReleaseDto,
        }),
        invalidatesTags: ["Pick-up"],
      }),
      registerCreateUser: build.mutation<
        RegisterCreateUserApiResponse,
        RegisterCreateUserApiArg
      >({
        query: (queryArg) => ({
          url: `/register/createUser`,
          method: "POST",
          body: queryArg.createUserDto,
        }),
        invalidatesTags: ["Register"],
      }),
      registerProfile: build.query<
        RegisterProfileApiResponse,
        RegisterProfileApiArg
      >({
        query: () => ({ url: `/register/profile` }),
        providesTags: ["Register"],
      }),
      registerReferral: build.query<
        RegisterReferralApiResponse,
        RegisterReferralApiArg
      >({
        query: () => ({ url: `/register/referral` }),
        providesTags: ["Register"],
      }),
      registerResendConfirmEmail: build.mutation<
        RegisterResendConfirmEmailApiResponse,
        RegisterResendConfirmEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/register/resendConfirmEmail`,
          method: "POST",
          body: queryArg.emailOnlyDto,
        }),
        invalidatesTags: ["Register"],
      }),
      registerSaveProfile: build.mutation<
        RegisterSaveProfileApiResponse,
        RegisterSaveProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/register/saveProfile`,
          method: "POST",
          body: queryArg.saveProfileDto,
        }),
        invalidatesTags: ["Register"],
      }),
      registerUpdateReferral: build.mutation<
        RegisterUpdateReferralApiResponse,
        RegisterUpdateReferralApiArg
      >({
        query: (queryArg) => ({
          url: `/register/updateReferral`,
          method: "POST",
          params: {
            referralCode: queryArg.referralCode,
          },
        }),
        invalidatesTags: ["Register"],
      }),
      remotesManifest: build.query<
        RemotesManifestApiResponse,
        RemotesManifestApiArg
      >({
        query: () => ({ url: `/remotes` }),
        providesTags: ["Web apps"],
      }),
      roomAddOrUpdateStream: build.mutation<
        RoomAddOrUpdateStreamApiResponse,
        RoomAddOrUpdateStreamApiArg
      >({
        query: (queryArg) => ({
          url: `/room/addOrUpdateStream`,
          method: "POST",
          body: queryArg.addOrUpdateStreamDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomByDaycare: build.query<RoomByDaycareApiResponse, RoomByDaycareApiArg>(
        {
          query: (queryArg) => ({
            url: `/room/byDaycare`,
            params: {
              daycareId: queryArg.daycareId,
            },
          }),
          providesTags: ["Rooms"],
        },
      ),
      roomById: build.query<RoomByIdApiResponse, RoomByIdApiArg>({
        query: (queryArg) => ({
          url: `/room/byId`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Rooms"],
      }),
      roomChildRoom: build.query<RoomChildRoomApiResponse, RoomChildRoomApiArg>(
        {
          query: (queryArg) => ({
            url: `/room/child`,
            params: {
              childId: queryArg.childId,
            },
          }),
          providesTags: ["Rooms"],
        },
      ),
      roomRemove: build.mutation<RoomRemoveApiResponse, RoomRemoveApiArg>({
        query: (queryArg) => ({
          url: `/room/delete`,
          method: "DELETE",
          params: {
            roomId: queryArg.roomId,
          },
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomList: build.query<RoomListApiResponse, RoomListApiArg>({
        query: () => ({ url: `/room/list` }),
        providesTags: ["Rooms"],
      }),
      roomSelectStreamList: build.query<
        RoomSelectStreamListApiResponse,
        RoomSelectStreamListApiArg
      >({
        query: () => ({ url: `/room/selectStreamList` }),
        providesTags: ["Rooms"],
      }),
      roomSelectStreamRooms: build.query<
        RoomSelectStreamRoomsApiResponse,
        RoomSelectStreamRoomsApiArg
      >({
        query: (queryArg) => ({
          url: `/room/selectStreamRooms`,
          params: {
            streamId: queryArg.streamId,
          },
        }),
        providesTags: ["Rooms"],
      }),
      roomSettings: build.query<RoomSettingsApiResponse, RoomSettingsApiArg>({
        query: (queryArg) => ({
          url: `/room/settings`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Rooms"],
      }),
      roomStaffRoom: build.query<RoomStaffRoomApiResponse, RoomStaffRoomApiArg>(
        {
          query: (queryArg) => ({
            url: `/room/staff`,
            params: {
              staffId: queryArg.staffId,
            },
          }),
          providesTags: ["Rooms"],
        },
      ),
      roomStreamList: build.query<
        RoomStreamListApiResponse,
        RoomStreamListApiArg
      >({
        query: () => ({ url: `/room/streamList` }),
        providesTags: ["Rooms"],
      }),
      roomStreamRooms: build.query<
        RoomStreamRoomsApiResponse,
        RoomStreamRoomsApiArg
      >({
        query: (queryArg) => ({
          url: `/room/streamRooms`,
          params: {
            streamId: queryArg.streamId,
          },
        }),
        providesTags: ["Rooms"],
      }),
      roomSupplyListByRoom: build.query<
        RoomSupplyListByRoomApiResponse,
        RoomSupplyListByRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/room/supplyListByRoom`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Rooms"],
      }),
      roomUpdate: build.mutation<RoomUpdateApiResponse, RoomUpdateApiArg>({
        query: (queryArg) => ({
          url: `/room/update`,
          method: "POST",
          body: queryArg.updateRoomDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomUpdateChild: build.mutation<
        RoomUpdateChildApiResponse,
        RoomUpdateChildApiArg
      >({
        query: (queryArg) => ({
          url: `/room/updateChild`,
          method: "POST",
          body: queryArg.updateChildRoomDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomUpdateSettings: build.mutation<
        RoomUpdateSettingsApiResponse,
        RoomUpdateSettingsApiArg
      >({
        query: (queryArg) => ({
          url: `/room/updateSettings`,
          method: "POST",
          body: queryArg.roomSettingsDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomUpdateStaff: build.mutation<
        RoomUpdateStaffApiResponse,
        RoomUpdateStaffApiArg
      >({
        query: (queryArg) => ({
          url: `/room/updateStaff`,
          method: "POST",
          body: queryArg.updateStaffRoomDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      roomUpdateSupplyList: build.mutation<
        RoomUpdateSupplyListApiResponse,
        RoomUpdateSupplyListApiArg
      >({
        query: (queryArg) => ({
          url: `/room/updateSupplyList`,
          method: "POST",
          body: queryArg.updateSupplyListDto,
        }),
        invalidatesTags: ["Rooms"],
      }),
      schedulesById: build.query<SchedulesByIdApiResponse, SchedulesByIdApiArg>(
        {
          query: (queryArg) => ({
            url: `/schedule/byId`,
            params: {
              id: queryArg.id,
            },
          }),
          providesTags: ["Schedules"],
        },
      ),
      schedulesCreate: build.mutation<
        SchedulesCreateApiResponse,
        SchedulesCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/create`,
          method: "POST",
          body: queryArg.createScheduleDto,
        }),
        invalidatesTags: ["Schedules"],
      }),
      schedulesRemove: build.mutation<
        SchedulesRemoveApiResponse,
        SchedulesRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/delete`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["Schedules"],
      }),
      schedulesList: build.query<SchedulesListApiResponse, SchedulesListApiArg>(
        {
          query: (queryArg) => ({
            url: `/schedule/list`,
            params: {
              childId: queryArg.childId,
            },
          }),
          providesTags: ["Schedules"],
        },
      ),
      schedulesReport: build.query<
        SchedulesReportApiResponse,
        SchedulesReportApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/report`,
          params: {
            date: queryArg.date,
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Schedules"],
      }),
      schedulesRequest: build.mutation<
        SchedulesRequestApiResponse,
        SchedulesRequestApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/request`,
          method: "POST",
          body: queryArg.createScheduleRequestDto,
        }),
        invalidatesTags: ["Schedules"],
      }),
      schedulesRequests: build.query<
        SchedulesRequestsApiResponse,
        SchedulesRequestsApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/requests`,
          params: {
            status: queryArg.status,
          },
        }),
        providesTags: ["Schedules"],
      }),
      schedulesRespond: build.mutation<
        SchedulesRespondApiResponse,
        SchedulesRespondApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/respond`,
          method: "POST",
          body: queryArg.respondScheduleRequestDto,
        }),
        invalidatesTags: ["Schedules"],
      }),
      schedulesUpdate: build.mutation<
        SchedulesUpdateApiResponse,
        SchedulesUpdateApiArg
      >({
        query: (queryArg) => ({
          url: `/schedule/update`,
          method: "POST",
          body: queryArg.updateScheduleDto,
        }),
        invalidatesTags: ["Schedules"],
      }),
      searchPeople: build.query<SearchPeopleApiResponse, SearchPeopleApiArg>({
        query: (queryArg) => ({
          url: `/search/people`,
          params: {
            q: queryArg.q,
            limit: queryArg.limit,
          },
        }),
        providesTags: ["Search"],
      }),
      staffById: build.query<StaffByIdApiResponse, StaffByIdApiArg>({
        query: (queryArg) => ({
          url: `/staff/byId`,
          params: {
            staffId: queryArg.staffId,
          },
        }),
        providesTags: ["Staff"],
      }),
      staffList: build.query<StaffListApiResponse, StaffListApiArg>({
        query: (queryArg) => ({
          url: `/staff/list`,
          params: {
            search: queryArg.search,
            roomId: queryArg.roomId,
            page: queryArg.page,
            pageSize: queryArg.pageSize,
          },
        }),
        providesTags: ["Staff"],
      }),
      staffUpdateCertification: build.mutation<
        StaffUpdateCertificationApiResponse,
        StaffUpdateCertificationApiArg
      >({
        query: (queryArg) => ({
          url: `/staff/updateCertification`,
          method: "POST",
          body: queryArg.updateCertificationDto,
        }),
        invalidatesTags: ["Staff"],
      }),
      staffUpdateEmployment: build.mutation<
        StaffUpdateEmploymentApiResponse,
        StaffUpdateEmploymentApiArg
      >({
        query: (queryArg) => ({
          url: `/staff/updateEmployment`,
          method: "POST",
          body: queryArg.updateEmploymentDto,
        }),
        invalidatesTags: ["Staff"],
      }),
      sunProtectionRemoveApplication: build.mutation<
        SunProtectionRemoveApplicationApiResponse,
        SunProtectionRemoveApplicationApiArg
      >({
        query: (queryArg) => ({
          url: `/sunprotection/application`,
          method: "DELETE",
          params: {
            applicationId: queryArg.applicationId,
          },
        }),
        invalidatesTags: ["Sun protection"],
      }),
      sunProtectionApply: build.mutation<
        SunProtectionApplyApiResponse,
        SunProtectionApplyApiArg
      >({
        query: (queryArg) => ({
          url: `/sunprotection/apply`,
          method: "POST",
          body: queryArg.applySunProductDto,
        }),
        invalidatesTags: ["Sun protection"],
      }),
      sunProtectionGrant: build.mutation<
        SunProtectionGrantApiResponse,
        SunProtectionGrantApiArg
      >({
        query: (queryArg) => ({
          url: `/sunprotection/consent`,
          method: "POST",
          body: queryArg.grantSunConsentDto,
        }),
        invalidatesTags: ["Sun protection"],
      }),
      sunProtectionFamily: build.query<
        SunProtectionFamilyApiResponse,
        SunProtectionFamilyApiArg
      >({
        query: () => ({ url: `/sunprotection/family` }),
        providesTags: ["Sun protection"],
      }),
      sunProtectionRoom: build.query<
        SunProtectionRoomApiResponse,
        SunProtectionRoomApiArg
      >({
        query: (queryArg) => ({
          url: `/sunprotection/room`,
          params: {
            roomId: queryArg.roomId,
            day: queryArg.day,
          },
        }),
        providesTags: ["Sun protection"],
      }),
      sunProtectionWithdraw: build.mutation<
        SunProtectionWithdrawApiResponse,
        SunProtectionWithdrawApiArg
      >({
        query: (queryArg) => ({
          url: `/sunprotection/withdraw`,
          method: "POST",
          body: queryArg.consentIdDto,
        }),
        invalidatesTags: ["Sun protection"],
      }),
      tabletChildById: build.query<
        TabletChildByIdApiResponse,
        TabletChildByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/childById`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletChildGuardians: build.query<
        TabletChildGuardiansApiResponse,
        TabletChildGuardiansApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/childGuardians`,
          params: {
            childId: queryArg.childId,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletChildrenList: build.query<
        TabletChildrenListApiResponse,
        TabletChildrenListApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/childrenList`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletDailyChildAttendances: build.query<
        TabletDailyChildAttendancesApiResponse,
        TabletDailyChildAttendancesApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/dailyChildAttendances`,
          method: "POST",
          body: queryArg.roomDayQueryDto,
        }),
        providesTags: ["Tablet"],
      }),
      tabletHomeRoomStaff: build.query<
        TabletHomeRoomStaffApiResponse,
        TabletHomeRoomStaffApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/homeRoomStaff`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletMovePeople: build.mutation<
        TabletMovePeopleApiResponse,
        TabletMovePeopleApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/movePeople`,
          method: "POST",
          body: queryArg.movePeopleDto,
        }),
        invalidatesTags: ["Tablet"],
      }),
      tabletStaffById: build.query<
        TabletStaffByIdApiResponse,
        TabletStaffByIdApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/staffById`,
          params: {
            id: queryArg.id,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletStaffList: build.query<
        TabletStaffListApiResponse,
        TabletStaffListApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/staffList`,
          params: {
            roomId: queryArg.roomId,
          },
        }),
        providesTags: ["Tablet"],
      }),
      tabletStaffSelectList: build.query<
        TabletStaffSelectListApiResponse,
        TabletStaffSelectListApiArg
      >({
        query: () => ({ url: `/tablet/staffSelectList` }),
        providesTags: ["Tablet"],
      }),
      tabletUpdateAttendance: build.mutation<
        TabletUpdateAttendanceApiResponse,
        TabletUpdateAttendanceApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/updateAttendance`,
          method: "POST",
          body: queryArg.updateAttendanceDto,
        }),
        invalidatesTags: ["Tablet"],
      }),
      tabletWeeklyRoomAttendance: build.query<
        TabletWeeklyRoomAttendanceApiResponse,
        TabletWeeklyRoomAttendanceApiArg
      >({
        query: (queryArg) => ({
          url: `/tablet/weeklyRoomAttendance`,
          method: "POST",
          body: queryArg.roomDayQueryDto,
        }),
        providesTags: ["Tablet"],
      }),
      userEmailConfirmEmail: build.mutation<
        UserEmailConfirmEmailApiResponse,
        UserEmailConfirmEmailApiArg
      >({
        query: (queryArg) => ({
          url: `/user/confirmEmail`,
          method: "POST",
          body: queryArg.confirmEmailDto,
        }),
        invalidatesTags: ["Register"],
      }),
      userLoggedInUser: build.query<
        UserLoggedInUserApiResponse,
        UserLoggedInUserApiArg
      >({
        query: () => ({ url: `/user/loggedInUser` }),
        providesTags: ["User"],
      }),
      userSetLanguage: build.mutation<
        UserSetLanguageApiResponse,
        UserSetLanguageApiArg
      >({
        query: (queryArg) => ({
          url: `/user/setLanguage`,
          method: "POST",
          body: queryArg.languageDto,
        }),
        invalidatesTags: ["User"],
      }),
      pinSetPin: build.mutation<PinSetPinApiResponse, PinSetPinApiArg>({
        query: (queryArg) => ({
          url: `/user/setPin`,
          method: "POST",
          body: queryArg.setPinDto,
        }),
        invalidatesTags: ["Account"],
      }),
      userSetTheme: build.mutation<UserSetThemeApiResponse, UserSetThemeApiArg>(
        {
          query: (queryArg) => ({
            url: `/user/setTheme`,
            method: "POST",
            body: queryArg.themeDto,
          }),
          invalidatesTags: ["User"],
        },
      ),
      userRoleAddAdmin: build.mutation<
        UserRoleAddAdminApiResponse,
        UserRoleAddAdminApiArg
      >({
        query: (queryArg) => ({
          url: `/userrole/addAdmin`,
          method: "POST",
          body: queryArg.addAdminDto,
        }),
        invalidatesTags: ["User roles"],
      }),
      userRoleCreate: build.mutation<
        UserRoleCreateApiResponse,
        UserRoleCreateApiArg
      >({
        query: (queryArg) => ({
          url: `/userrole/create`,
          method: "POST",
          body: queryArg.createUserRoleDto,
        }),
        invalidatesTags: ["User roles"],
      }),
      userRoleList: build.query<UserRoleListApiResponse, UserRoleListApiArg>({
        query: () => ({ url: `/userrole/list` }),
        providesTags: ["User roles"],
      }),
      userRoleListGrouped: build.query<
        UserRoleListGroupedApiResponse,
        UserRoleListGroupedApiArg
      >({
        query: () => ({ url: `/userrole/listGrouped` }),
        providesTags: ["User roles"],
      }),
      userRoleListGuardianUserRoles: build.query<
        UserRoleListGuardianUserRolesApiResponse,
        UserRoleListGuardianUserRolesApiArg
      >({
        query: (queryArg) => ({
          url: `/userrole/listGuardianUserRoles`,
          params: {
            daycareId: queryArg.daycareId,
          },
        }),
        providesTags: ["User roles"],
      }),
      userRoleMyroles: build.query<
        UserRoleMyrolesApiResponse,
        UserRoleMyrolesApiArg
      >({
        query: () => ({ url: `/userrole/myroles` }),
        providesTags: ["User roles"],
      }),
      userRoleRemove: build.mutation<
        UserRoleRemoveApiResponse,
        UserRoleRemoveApiArg
      >({
        query: (queryArg) => ({
          url: `/userrole/remove`,
          method: "DELETE",
          params: {
            id: queryArg.id,
          },
        }),
        invalidatesTags: ["User roles"],
      }),
      userRoleUpdateGuardianRoles: build.mutation<
        UserRoleUpdateGuardianRolesApiResponse,
        UserRoleUpdateGuardianRolesApiArg
      >({
        query: (queryArg) => ({
          url: `/userrole/updateGuardianRoles`,
          method: "POST",
          body: queryArg.updateGuardianRolesDto,
        }),
        invalidatesTags: ["User roles"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type TagsAssignApiResponse = /** status 200  */ TagDto[];
export type TagsAssignApiArg = {
  assignTagDto: AssignTagDto;
};
export type TagsChildTagsApiResponse = /** status 200  */ TagDto[];
export type TagsChildTagsApiArg = {
  childId: number;
};
export type TagsCreateApiResponse = /** status 200  */ TagDto;
export type TagsCreateApiArg = {
  createTagDto: CreateTagDto;
};
export type TagsRemoveApiResponse = unknown;
export type TagsRemoveApiArg = {
  id: number;
};
export type TagsListApiResponse = /** status 200  */ TagDto[];
export type TagsListApiArg = void;
export type TagsUnassignApiResponse = unknown;
export type TagsUnassignApiArg = {
  childId: number;
  tagId: number;
};
export type TagsUpdateApiResponse = /** status 200  */ TagDto;
export type TagsUpdateApiArg = {
  updateTagDto: UpdateTagDto;
};
export type TagsCreateAndAssignApiResponse = /** status 200  */ TagDto;
export type TagsCreateAndAssignApiArg = {
  createAndAssignTagDto: CreateAndAssignTagDto;
};
export type AbsencesCreateApiResponse = /** status 200  */ AbsenceDto;
export type AbsencesCreateApiArg = {
  createAbsenceDto: CreateAbsenceDto;
};
export type AbsencesRemoveApiResponse = unknown;
export type AbsencesRemoveApiArg = {
  id: number;
};
export type AbsencesListApiResponse = /** status 200  */ AbsenceDto[];
export type AbsencesListApiArg = {
  /** Only this child */
  childId?: number;
  /** Absences touching this day or later (default: the first of this month) */
  startDate?: string;
  /** Absences touching this day or earlier (default: the last of this month); at most 366 days after startDate */
  endDate?: string;
};
export type AccountForgotPasswordApiResponse = /** status 202  */ MessageDto;
export type AccountForgotPasswordApiArg = {
  emailOnlyDto: EmailOnlyDto;
};
export type AccountGrantAccessApiResponse = unknown;
export type AccountGrantAccessApiArg = {
  grantAccessDto: GrantAccessDto;
};
export type AccountPendingAccessApiResponse =
  /** status 200  */ PendingAccessDto[];
export type AccountPendingAccessApiArg = void;
export type AccountRequestAccessApiResponse =
  /** status 201  */ AccessRequestCreatedDto;
export type AccountRequestAccessApiArg = {
  requestAccessDto: RequestAccessDto;
};
export type AccountResetPasswordApiResponse = /** status 200  */ MessageDto;
export type AccountResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type FeatureControlFeaturecontrolApiResponse =
  /** status 200  */ DaycareFeatureControlDto;
export type FeatureControlFeaturecontrolApiArg = {
  daycareId: number;
};
export type OutboxOutboxApiResponse = /** status 200  */ OutboxEmailDto[];
export type OutboxOutboxApiArg = void;
export type FeatureControlUpdateFeaturecontrolApiResponse =
  /** status 200  */ DaycareFeatureControlDto;
export type FeatureControlUpdateFeaturecontrolApiArg = {
  updateFeatureControlDto: UpdateFeatureControlDto;
};
export type AppVersionCheckApiResponse = /** status 200  */ number;
export type AppVersionCheckApiArg = void;
export type AppVersionReleaseCacheApiResponse =
  /** status 200  */ ReleaseCacheResultDto;
export type AppVersionReleaseCacheApiArg = {
  releaseCacheDto: ReleaseCacheDto;
};
export type AttendanceByIdApiResponse = /** status 200  */ AttendanceRecordDto;
export type AttendanceByIdApiArg = {
  id: number;
};
export type PinAlertsClearApiResponse = unknown;
export type PinAlertsClearApiArg = {
  clearPinLockDto: ClearPinLockDto;
};
export type AttendanceCreateApiResponse =
  /** status 200  */ AttendanceRecordDto;
export type AttendanceCreateApiArg = {
  createAttendanceRecordDto: CreateAttendanceRecordDto;
};
export type AttendanceRemoveApiResponse = unknown;
export type AttendanceRemoveApiArg = {
  id: number;
};
export type ExpectedAttendanceExpectedApiResponse =
  /** status 200  */ ExpectedChildDto[];
export type ExpectedAttendanceExpectedApiArg = {
  /** The room (tablets: their own); left out: the whole daycare (staff and directors) */
  roomId?: number;
};
export type PinAlertsListApiResponse = /** status 200  */ PinAlertDto[];
export type PinAlertsListApiArg = void;
export type AttendanceReportApiResponse =
  /** status 200  */ AttendanceReportDto;
export type AttendanceReportApiArg = {
  /** First day (local) */
  startDate: string;
  /** Last day (local), included */
  endDate: string;
  /** Only time spent in this room */
  roomId?: number;
};
export type AttendanceReportCsvApiResponse = unknown;
export type AttendanceReportCsvApiArg = {
  /** First day (local) */
  startDate: string;
  /** Last day (local), included */
  endDate: string;
  /** Only time spent in this room */
  roomId?: number;
};
export type ReportedAttendanceByIdApiResponse =
  /** status 200  */ ReportedAttendanceDto;
export type ReportedAttendanceByIdApiArg = {
  id: number;
};
export type ReportedAttendanceRemoveApiResponse = unknown;
export type ReportedAttendanceRemoveApiArg = {
  id: number;
};
export type ReportedAttendanceListApiResponse =
  /** status 200  */ ReportedAttendanceDto[];
export type ReportedAttendanceListApiArg = {
  childId: number;
};
export type ReportedAttendanceSaveApiResponse =
  /** status 200  */ ReportedAttendanceDto;
export type ReportedAttendanceSaveApiArg = {
  saveReportedAttendanceDto: SaveReportedAttendanceDto;
};
export type AttendanceSearchApiResponse =
  /** status 200  */ AttendanceSearchDto;
export type AttendanceSearchApiArg = {
  personType: PersonType;
  personId: number;
  /** First day (local); default 30 days before endDate */
  startDate?: string;
  /** Last day (local), included; default today */
  endDate?: string;
  page?: number;
  pageSize?: number;
};
export type AttendanceUpdateApiResponse =
  /** status 200  */ AttendanceRecordDto;
export type AttendanceUpdateApiArg = {
  updateAttendanceRecordDto: UpdateAttendanceRecordDto;
};
export type AuditLogListApiResponse = /** status 200  */ AuditPageDto;
export type AuditLogListApiArg = {
  page?: number;
  pageSize?: number;
};
export type AuthCsrfApiResponse = unknown;
export type AuthCsrfApiArg = void;
export type AuthEndSessionsApiResponse = unknown;
export type AuthEndSessionsApiArg = {
  userIdDto: UserIdDto;
};
export type AuthImpersonateApiResponse = /** status 200  */ LoggedInUserDto;
export type AuthImpersonateApiArg = {
  userIdDto: UserIdDto;
};
export type AuthLoginApiResponse = /** status 200  */ LoggedInUserDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthLogoutApiResponse = unknown;
export type AuthLogoutApiArg = {
  refreshTokenDto: RefreshTokenDto;
};
export type AuthLogoutEverywhereApiResponse = unknown;
export type AuthLogoutEverywhereApiArg = void;
export type AuthRefreshTokenV2ApiResponse = /** status 200  */ LoggedInUserDto;
export type AuthRefreshTokenV2ApiArg = {
  refreshTokenDto: RefreshTokenDto;
};
export type AuthStopImpersonationApiResponse = unknown;
export type AuthStopImpersonationApiArg = void;
export type ChartsAbsencesApiResponse = /** status 200  */ MonthlyAbsencesDto;
export type ChartsAbsencesApiArg = {
  /** The day the chart is about (default today); monthly charts end with its month */
  selectedDate?: string;
};
export type ChartsChildAbsencesApiResponse = /** status 200  */ MonthCountDto[];
export type ChartsChildAbsencesApiArg = {
  /** The day the chart is about (default today); monthly charts end with its month */
  selectedDate?: string;
  childId: number;
};
export type ChartsDailyEventsApiResponse = /** status 200  */ DailyEventDto[];
export type ChartsDailyEventsApiArg = {
  /** The day the chart is about (default today); monthly charts end with its month */
  selectedDate?: string;
};
export type ChartsEventsApiResponse = /** status 200  */ MonthlyEventDto[];
export type ChartsEventsApiArg = {
  /** The day the chart is about (default today); monthly charts end with its month */
  selectedDate?: string;
};
export type ChartsFamilyAbsencesApiResponse =
  /** status 200  */ FamilyMonthlyAbsenceDto[];
export type ChartsFamilyAbsencesApiArg = {
  familyId: number;
};
export type ChildBulkMoveApiResponse = /** status 200  */ BulkResultDto;
export type ChildBulkMoveApiArg = {
  bulkMoveDto: BulkMoveDto;
};
export type ChildBulkTagApiResponse = /** status 200  */ BulkResultDto;
export type ChildBulkTagApiArg = {
  bulkTagDto: BulkTagDto;
};
export type ChildBulkWithdrawApiResponse = /** status 200  */ BulkResultDto;
export type ChildBulkWithdrawApiArg = {
  bulkWithdrawDto: BulkWithdrawDto;
};
export type ChildByIdApiResponse = /** status 200  */ ChildRecordDto;
export type ChildByIdApiArg = {
  childId: number;
};
export type ChildCreateApiResponse = /** status 200  */ ChildCreatedDto;
export type ChildCreateApiArg = {
  createChildDto: CreateChildDto;
};
export type ChildListApiResponse = /** status 200  */ ChildListDto;
export type ChildListApiArg = {
  /** Any part of the first, last or preferred name (case and accents ignored) */
  search?: string;
  /** Only children whose home room this is */
  roomId?: number;
  /** Only children with this tag */
  tagId?: number;
  status?: ChildStatus;
  sort?: ChildSort;
  order?: SortOrder;
  page?: number;
  pageSize?: number;
};
export type ChildUpdateAddressApiResponse = /** status 200  */ ChildRecordDto;
export type ChildUpdateAddressApiArg = {
  updateChildAddressDto: UpdateChildAddressDto;
};
export type ChildUpdateMedicalApiResponse = /** status 200  */ ChildRecordDto;
export type ChildUpdateMedicalApiArg = {
  updateChildMedicalDto: UpdateChildMedicalDto;
};
export type ChildUpdateNameApiResponse = /** status 200  */ ChildRecordDto;
export type ChildUpdateNameApiArg = {
  updateChildNameDto: UpdateChildNameDto;
};
export type ChildUpdatePersonalApiResponse = /** status 200  */ ChildRecordDto;
export type ChildUpdatePersonalApiArg = {
  updateChildPersonalDto: UpdateChildPersonalDto;
};
export type ChildUpdateRegistrationApiResponse =
  /** status 200  */ ChildRecordDto;
export type ChildUpdateRegistrationApiArg = {
  updateChildRegistrationDto: UpdateChildRegistrationDto;
};
export type ChildUpdateSchoolApiResponse = /** status 200  */ ChildRecordDto;
export type ChildUpdateSchoolApiArg = {
  updateChildSchoolDto: UpdateChildSchoolDto;
};
export type ContactByIdApiResponse = /** status 200  */ ContactRecordDto;
export type ContactByIdApiArg = {
  contactId: number;
};
export type ContactCreateApiResponse = /** status 200  */ ContactCreatedDto;
export type ContactCreateApiArg = {
  createContactDto: CreateContactDto;
};
export type ContactDeleteApiResponse = unknown;
export type ContactDeleteApiArg = {
  contactId: number;
};
export type ContactListApiResponse = /** status 200  */ ContactListDto;
export type ContactListApiArg = {
  /** Only this family's contacts */
  familyId?: number;
  /** Any part of the name or relation, or digits of a phone */
  search?: string;
  page?: number;
  pageSize?: number;
};
export type ContactReorderApiResponse = /** status 200  */ ContactListItemDto[];
export type ContactReorderApiArg = {
  reorderContactsDto: ReorderContactsDto;
};
export type ContactUpdateAddressApiResponse =
  /** status 200  */ ContactRecordDto;
export type ContactUpdateAddressApiArg = {
  updateContactAddressDto: UpdateContactAddressDto;
};
export type ContactUpdateChildrenApiResponse =
  /** status 200  */ ContactRecordDto;
export type ContactUpdateChildrenApiArg = {
  updateContactChildrenDto: UpdateContactChildrenDto;
};
export type ContactUpdateNameApiResponse = /** status 200  */ ContactRecordDto;
export type ContactUpdateNameApiArg = {
  updateContactNameDto: UpdateContactNameDto;
};
export type ContactUpdatePhonesApiResponse =
  /** status 200  */ ContactRecordDto;
export type ContactUpdatePhonesApiArg = {
  updateContactPhonesDto: UpdateContactPhonesDto;
};
export type DailyReportsByIdApiResponse = /** status 200  */ DailyEntryDto;
export type DailyReportsByIdApiArg = {
  entryId: number;
};
export type DailyReportsChildApiResponse = /** status 200  */ ChildDayDto;
export type DailyReportsChildApiArg = {
  childId: number;
  /** The daycare's day; today when left out */
  day?: string;
};
export type DailyReportsCreateApiResponse = /** status 200  */ DailyEntryDto[];
export type DailyReportsCreateApiArg = {
  createDailyEntriesDto: CreateDailyEntriesDto;
};
export type DailyReportsRemoveApiResponse = unknown;
export type DailyReportsRemoveApiArg = {
  entryId: number;
};
export type DailyReportsFamilyApiResponse =
  /** status 200  */ DailyEntryListDto;
export type DailyReportsFamilyApiArg = {
  familyId: number;
  /** Entries before this instant: the `nextBefore` of the previous page */
  before?: string;
};
export type DailyReportsHoldApiResponse = /** status 200  */ DailyEntryDto;
export type DailyReportsHoldApiArg = {
  holdDto: HoldDto;
};
export type DailyReportsRemovePhotoApiResponse =
  /** status 200  */ DailyEntryDto;
export type DailyReportsRemovePhotoApiArg = {
  entryId: number;
  fileId: number;
};
export type DailyReportsPhotoApiResponse = /** status 200  */ DailyEntryDto;
export type DailyReportsPhotoApiArg = {
  entryPhotoUploadDto: EntryPhotoUploadDto;
};
export type DailyReportsReviewApiResponse = /** status 200  */ DailyEntryDto[];
export type DailyReportsReviewApiArg = {
  /** The daycare's day; today when left out */
  day?: string;
  /** Only the children of this room */
  roomId?: number;
};
export type DailyReportsRoomApiResponse = /** status 200  */ RoomDayDto;
export type DailyReportsRoomApiArg = {
  roomId: number;
  /** The daycare's day; today when left out */
  day?: string;
};
export type DailyReportsSleepCheckApiResponse =
  /** status 200  */ SleepCheckDto;
export type DailyReportsSleepCheckApiArg = {
  recordSleepCheckDto: RecordSleepCheckDto;
};
export type DailyReportsSleepCheckListApiResponse =
  /** status 200  */ SleepCheckDto[];
export type DailyReportsSleepCheckListApiArg = {
  napId: number;
};
export type DailyReportsUpdateApiResponse = /** status 200  */ DailyEntryDto;
export type DailyReportsUpdateApiArg = {
  updateDailyEntryDto: UpdateDailyEntryDto;
};
export type DailyReportsWakeApiResponse = /** status 200  */ DailyEntryDto;
export type DailyReportsWakeApiArg = {
  wakeDto: WakeDto;
};
export type AgeGroupAgeGroupsApiResponse = /** status 200  */ AgeGroupDto[];
export type AgeGroupAgeGroupsApiArg = void;
export type DaycareChangeCenterApiResponse = /** status 200  */ LoggedInUserDto;
export type DaycareChangeCenterApiArg = {
  changeCenterDto: ChangeCenterDto;
};
export type DaycareChangeDaycareApiResponse = /** status 200  */ FamilyMovedDto;
export type DaycareChangeDaycareApiArg = {
  changeFamilyDaycareDto: ChangeFamilyDaycareDto;
};
export type DaycareFeatureControlApiResponse =
  /** status 200  */ FeatureControlDto;
export type DaycareFeatureControlApiArg = void;
export type DaycareListApiResponse = /** status 200  */ DaycareSummaryDto[];
export type DaycareListApiArg = void;
export type DaycareMoveDaycareApiResponse = /** status 200  */ LoggedInUserDto;
export type DaycareMoveDaycareApiArg = {
  moveOwnFamilyDto: MoveOwnFamilyDto;
};
export type DaycareMyDaycaresApiResponse =
  /** status 200  */ DaycareSummaryDto[];
export type DaycareMyDaycaresApiArg = void;
export type AgeGroupRemoveAgeGroupApiResponse = unknown;
export type AgeGroupRemoveAgeGroupApiArg = {
  id: number;
};
export type AgeGroupUpdateAgeGroupApiResponse = /** status 200  */ AgeGroupDto;
export type AgeGroupUpdateAgeGroupApiArg = {
  updateAgeGroupDto: UpdateAgeGroupDto;
};
export type FamilyArchiveApiResponse = /** status 200  */ FamilyDetailDto;
export type FamilyArchiveApiArg = {
  withdrawFamilyDto: WithdrawFamilyDto;
};
export type FamilyByIdApiResponse = /** status 200  */ FamilyDetailDto;
export type FamilyByIdApiArg = {
  familyId: number;
};
export type FamilyChangesListApiResponse =
  /** status 200  */ FamilyChangeListDto;
export type FamilyChangesListApiArg = {
  /** Only this child's changes and those of its family's guardians and contacts */
  childId?: number;
  /** Only this family's changes */
  familyId?: number;
  /** true: only the changes no director has marked seen yet */
  unseen?: "true" | "false";
  page?: number;
  pageSize?: number;
};
export type FamilyChangesSeenApiResponse =
  /** status 200  */ FamilyChangesSeenDto;
export type FamilyChangesSeenApiArg = {
  markFamilyChangesSeenDto: MarkFamilyChangesSeenDto;
};
export type FamilyListApiResponse = /** status 200  */ FamilyChoiceDto[];
export type FamilyListApiArg = {
  /** Any part of a guardian's or a child's name */
  search?: string;
};
export type FamilyRestoreApiResponse = /** status 200  */ FamilyDetailDto;
export type FamilyRestoreApiArg = {
  familyIdDto: FamilyIdDto;
};
export type GuardianByIdApiResponse = /** status 200  */ GuardianRecordDto;
export type GuardianByIdApiArg = {
  guardianId: number;
};
export type GuardianCreateApiResponse = /** status 200  */ GuardianCreatedDto;
export type GuardianCreateApiArg = {
  createGuardianDto: CreateGuardianDto;
};
export type GuardianListApiResponse = /** status 200  */ GuardianListDto;
export type GuardianListApiArg = {
  /** Any part of the name or e-mail, or digits of a phone */
  search?: string;
  page?: number;
  pageSize?: number;
};
export type GuardianResendInvitationApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianResendInvitationApiArg = {
  guardianUpdateDto: GuardianUpdateDto;
};
export type GuardianUpdateAccountApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianUpdateAccountApiArg = {
  updateGuardianAccountDto: UpdateGuardianAccountDto;
};
export type GuardianUpdateAddressApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianUpdateAddressApiArg = {
  updateGuardianAddressDto: UpdateGuardianAddressDto;
};
export type GuardianUpdateEmploymentApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianUpdateEmploymentApiArg = {
  updateGuardianEmploymentDto: UpdateGuardianEmploymentDto;
};
export type GuardianUpdateGeneralApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianUpdateGeneralApiArg = {
  updateGuardianGeneralDto: UpdateGuardianGeneralDto;
};
export type GuardianUpdateNameApiResponse =
  /** status 200  */ GuardianRecordDto;
export type GuardianUpdateNameApiArg = {
  updateGuardianNameDto: UpdateGuardianNameDto;
};
export type HealthCheckApiResponse = /** status 200  */ HealthDto;
export type HealthCheckApiArg = void;
export type IllnessByIdApiResponse = /** status 200  */ IllnessReportDto;
export type IllnessByIdApiArg = {
  reportId: number;
};
export type IllnessCreateApiResponse = /** status 200  */ IllnessReportDto;
export type IllnessCreateApiArg = {
  createIllnessReportDto: CreateIllnessReportDto;
};
export type IllnessRemoveApiResponse = unknown;
export type IllnessRemoveApiArg = {
  reportId: number;
};
export type IllnessListApiResponse = /** status 200  */ IllnessReportDto[];
export type IllnessListApiArg = {
  /** Only this child */
  childId?: number;
};
export type IllnessRulesApiResponse = /** status 200  */ ExclusionRuleViewDto[];
export type IllnessRulesApiArg = void;
export type IllnessSetRulesApiResponse =
  /** status 200  */ ExclusionRuleViewDto[];
export type IllnessSetRulesApiArg = {
  exclusionRulesDto: ExclusionRulesDto;
};
export type IllnessUpdateApiResponse = /** status 200  */ IllnessReportDto;
export type IllnessUpdateApiArg = {
  updateIllnessReportDto: UpdateIllnessReportDto;
};
export type ImagesUploadApiResponse = /** status 200  */ PhotoUrlsDto;
export type ImagesUploadApiArg = {
  imageUploadDto: ImageUploadDto;
};
export type IncidentsAmendApiResponse = /** status 200  */ IncidentDto;
export type IncidentsAmendApiArg = {
  amendIncidentDto: AmendIncidentDto;
};
export type IncidentsByIdApiResponse = /** status 200  */ IncidentDto;
export type IncidentsByIdApiArg = {
  incidentId: number;
};
export type IncidentsChildApiResponse = /** status 200  */ IncidentSummaryDto[];
export type IncidentsChildApiArg = {
  childId: number;
};
export type IncidentsCreateApiResponse = /** status 200  */ IncidentDto;
export type IncidentsCreateApiArg = {
  createIncidentDto: CreateIncidentDto;
};
export type IncidentsHandOverApiResponse = /** status 200  */ HandOverDto;
export type IncidentsHandOverApiArg = {
  childId: number;
};
export type IncidentsOutstandingApiResponse =
  /** status 200  */ IncidentSummaryDto[];
export type IncidentsOutstandingApiArg = void;
export type IncidentsPhotoApiResponse = /** status 200  */ IncidentDto;
export type IncidentsPhotoApiArg = {
  incidentPhotoUploadDto: IncidentPhotoUploadDto;
};
export type IncidentsSignApiResponse = /** status 200  */ IncidentDto;
export type IncidentsSignApiArg = {
  signIncidentDto: SignIncidentDto;
};
export type IncidentsUpdateApiResponse = /** status 200  */ IncidentDto;
export type IncidentsUpdateApiArg = {
  updateIncidentDto: UpdateIncidentDto;
};
export type InvitationAcceptApiResponse = unknown;
export type InvitationAcceptApiArg = {
  acceptInvitationDto: AcceptInvitationDto;
};
export type InvitationByTokenApiResponse =
  /** status 200  */ InvitationPreviewDto;
export type InvitationByTokenApiArg = {
  token: string;
};
export type InvitationCreateApiResponse = /** status 200  */ InvitationDto;
export type InvitationCreateApiArg = {
  createInvitationDto: CreateInvitationDto;
};
export type InvitationListApiResponse = /** status 200  */ InvitationDto[];
export type InvitationListApiArg = void;
export type InvitationResendApiResponse = /** status 200  */ InvitationDto;
export type InvitationResendApiArg = {
  invitationIdDto: InvitationIdDto;
};
export type InvitationRevokeApiResponse = /** status 200  */ InvitationDto;
export type InvitationRevokeApiArg = {
  invitationIdDto: InvitationIdDto;
};
export type MedicalFamilyAllergenListApiResponse =
  /** status 200  */ FamilyRoomAllergensDto[];
export type MedicalFamilyAllergenListApiArg = void;
export type MedicalRoomAllergyListApiResponse =
  /** status 200  */ RoomAllergyDto[];
export type MedicalRoomAllergyListApiArg = {
  /** Only the room's children (home room, or signed in there). A tablet always gets its own room. */
  roomId?: number;
};
export type MedicalRoomHealthListApiResponse = /** status 200  */ RoomHealthDto;
export type MedicalRoomHealthListApiArg = {
  roomId: number;
};
export type MedicalRoomMedicationListApiResponse =
  /** status 200  */ RoomMedicationDto[];
export type MedicalRoomMedicationListApiArg = {
  /** Only the room's children (home room, or signed in there). A tablet always gets its own room. */
  roomId?: number;
};
export type MedicationsByIdApiResponse = /** status 200  */ MedicationDetailDto;
export type MedicationsByIdApiArg = {
  medicationId: number;
};
export type MedicationsCorrectDoseApiResponse =
  /** status 200  */ MedicationDoseDto;
export type MedicationsCorrectDoseApiArg = {
  correctDoseDto: CorrectDoseDto;
};
export type MedicationsCreateApiResponse =
  /** status 200  */ MedicationDetailDto;
export type MedicationsCreateApiArg = {
  createMedicationDto: CreateMedicationDto;
};
export type MedicationsDoseApiResponse = /** status 200  */ MedicationDoseDto;
export type MedicationsDoseApiArg = {
  doseId: number;
};
export type MedicationsDueApiResponse = /** status 200  */ DueDoseDto[];
export type MedicationsDueApiArg = {
  /** The room; a tablet's own room when left out */
  roomId?: number;
};
export type MedicationsGiveApiResponse = /** status 200  */ MedicationDoseDto;
export type MedicationsGiveApiArg = {
  giveDoseDto: GiveDoseDto;
};
export type MedicationsHistoryApiResponse =
  /** status 200  */ MedicationHistoryDto;
export type MedicationsHistoryApiArg = {
  childId?: number;
  /** Doses given before this instant (the previous page’s nextBefore) */
  before?: string;
};
export type MedicationsIntervalApiResponse =
  /** status 200  */ MedicationIntervalDetailDto;
export type MedicationsIntervalApiArg = {
  intervalId: number;
};
export type MedicationsListApiResponse = /** status 200  */ MedicationDto[];
export type MedicationsListApiArg = {
  /** Only this child's; otherwise every child the caller reaches */
  childId?: number;
};
export type MedicationsSignApiResponse = /** status 200  */ MedicationDetailDto;
export type MedicationsSignApiArg = {
  signMedicationDto: SignMedicationDto;
};
export type MedicationsUpdateApiResponse =
  /** status 200  */ MedicationDetailDto;
export type MedicationsUpdateApiArg = {
  updateMedicationDto: UpdateMedicationDto;
};
export type NotesByIdApiResponse = /** status 200  */ NoteDto;
export type NotesByIdApiArg = {
  noteId: number;
};
export type NotesCreateApiResponse = /** status 200  */ NoteDto;
export type NotesCreateApiArg = {
  createNoteDto: CreateNoteDto;
};
export type NotesRemoveApiResponse = unknown;
export type NotesRemoveApiArg = {
  noteId: number;
};
export type NotesListApiResponse = /** status 200  */ NoteDto[];
export type NotesListApiArg = {
  childId: number;
};
export type NotesUpdateApiResponse = /** status 200  */ NoteDto;
export type NotesUpdateApiArg = {
  updateNoteDto: UpdateNoteDto;
};
export type OnMyWayCountApiResponse = /** status 200  */ OnMyWayCountDto;
export type OnMyWayCountApiArg = void;
export type OnMyWayRemoveApiResponse = unknown;
export type OnMyWayRemoveApiArg = {
  onMyWayIdDto: OnMyWayIdDto;
};
export type OnMyWayListApiResponse = /** status 200  */ OnMyWayDto[];
export type OnMyWayListApiArg = void;
export type OnMyWayReadApiResponse = /** status 200  */ OnMyWayDto;
export type OnMyWayReadApiArg = {
  onMyWayIdDto: OnMyWayIdDto;
};
export type OnMyWayRoomOmwApiResponse = /** status 200  */ OnMyWayDto[];
export type OnMyWayRoomOmwApiArg = {
  /** The room; staff and tablets default to (and may only ask for) their own room; directors without one get the daycare's */
  roomId?: number;
};
export type OnMyWaySendApiResponse = /** status 200  */ OnMyWayDto;
export type OnMyWaySendApiArg = {
  sendOnMyWayDto: SendOnMyWayDto;
};
export type PhoneUpdateApiResponse = /** status 200  */ GuardianRecordDto;
export type PhoneUpdateApiArg = {
  updateGuardianPhonesDto: UpdateGuardianPhonesDto;
};
export type PickupChildApiResponse = /** status 200  */ PickupListDto;
export type PickupChildApiArg = {
  childId: number;
};
export type PickupRemoveNeverReleaseApiResponse = unknown;
export type PickupRemoveNeverReleaseApiArg = {
  id: number;
};
export type PickupNeverReleaseApiResponse = /** status 200  */ NeverReleaseDto;
export type PickupNeverReleaseApiArg = {
  createNeverReleaseDto: CreateNeverReleaseDto;
};
export type RegisterCreateUserApiResponse = /** status 201  */ RegisteredDto;
export type RegisterCreateUserApiArg = {
  createUserDto: CreateUserDto;
};
export type RegisterProfileApiResponse = /** status 200  */ ProfileDto;
export type RegisterProfileApiArg = void;
export type RegisterReferralApiResponse = /** status 200  */ ReferralDto;
export type RegisterReferralApiArg = void;
export type RegisterResendConfirmEmailApiResponse =
  /** status 202  */ MessageDto;
export type RegisterResendConfirmEmailApiArg = {
  emailOnlyDto: EmailOnlyDto;
};
export type RegisterSaveProfileApiResponse =
  /** status 200  */ LoggedInUserResponseDto;
export type RegisterSaveProfileApiArg = {
  saveProfileDto: SaveProfileDto;
};
export type RegisterUpdateReferralApiResponse =
  /** status 200  */ ReferredByDto;
export type RegisterUpdateReferralApiArg = {
  referralCode: string;
};
export type RemotesManifestApiResponse = /** status 200  */ RemotesManifestDto;
export type RemotesManifestApiArg = void;
export type RoomAddOrUpdateStreamApiResponse = /** status 200  */ StreamDto;
export type RoomAddOrUpdateStreamApiArg = {
  addOrUpdateStreamDto: AddOrUpdateStreamDto;
};
export type RoomByDaycareApiResponse = /** status 200  */ RoomDetailDto[];
export type RoomByDaycareApiArg = {
  /** The current daycare (another answers 404) */
  daycareId: number;
};
export type RoomByIdApiResponse = /** status 200  */ RoomDetailDto;
export type RoomByIdApiArg = {
  roomId: number;
};
export type RoomChildRoomApiResponse = /** status 200  */ ChildRoomDto;
export type RoomChildRoomApiArg = {
  childId: number;
};
export type RoomRemoveApiResponse = unknown;
export type RoomRemoveApiArg = {
  roomId: number;
};
export type RoomListApiResponse = /** status 200  */ RoomDto[];
export type RoomListApiArg = void;
export type RoomSelectStreamListApiResponse = /** status 200  */ IdLabelDto[];
export type RoomSelectStreamListApiArg = void;
export type RoomSelectStreamRoomsApiResponse = /** status 200  */ IdLabelDto[];
export type RoomSelectStreamRoomsApiArg = {
  streamId: number;
};
export type RoomSettingsApiResponse = /** status 200  */ RoomSettingsViewDto;
export type RoomSettingsApiArg = {
  roomId: number;
};
export type RoomStaffRoomApiResponse = /** status 200  */ StaffRoomDto;
export type RoomStaffRoomApiArg = {
  staffId: number;
};
export type RoomStreamListApiResponse = /** status 200  */ StreamDto[];
export type RoomStreamListApiArg = void;
export type RoomStreamRoomsApiResponse = /** status 200  */ RoomDto[];
export type RoomStreamRoomsApiArg = {
  streamId: number;
};
export type RoomSupplyListByRoomApiResponse =
  /** status 200  */ SupplyItemDto[];
export type RoomSupplyListByRoomApiArg = {
  roomId: number;
};
export type RoomUpdateApiResponse = /** status 200  */ RoomDetailDto;
export type RoomUpdateApiArg = {
  updateRoomDto: UpdateRoomDto;
};
export type RoomUpdateChildApiResponse = /** status 200  */ ChildRoomDto;
export type RoomUpdateChildApiArg = {
  updateChildRoomDto: UpdateChildRoomDto;
};
export type RoomUpdateSettingsApiResponse =
  /** status 200  */ RoomSettingsViewDto;
export type RoomUpdateSettingsApiArg = {
  roomSettingsDto: RoomSettingsDto;
};
export type RoomUpdateStaffApiResponse = /** status 200  */ StaffRoomDto;
export type RoomUpdateStaffApiArg = {
  updateStaffRoomDto: UpdateStaffRoomDto;
};
export type RoomUpdateSupplyListApiResponse =
  /** status 200  */ SupplyItemDto[];
export type RoomUpdateSupplyListApiArg = {
  updateSupplyListDto: UpdateSupplyListDto;
};
export type SchedulesByIdApiResponse = /** status 200  */ ScheduleDto;
export type SchedulesByIdApiArg = {
  id: number;
};
export type SchedulesCreateApiResponse = /** status 200  */ ScheduleDto;
export type SchedulesCreateApiArg = {
  createScheduleDto: CreateScheduleDto;
};
export type SchedulesRemoveApiResponse = unknown;
export type SchedulesRemoveApiArg = {
  id: number;
};
export type SchedulesListApiResponse = /** status 200  */ ScheduleDto[];
export type SchedulesListApiArg = {
  childId: number;
};
export type SchedulesReportApiResponse = /** status 200  */ ScheduleReportDto;
export type SchedulesReportApiArg = {
  /** Schedules that apply on this day (default today) */
  date?: string;
  /** Only this room */
  roomId?: number;
};
export type SchedulesRequestApiResponse = /** status 200  */ ScheduleRequestDto;
export type SchedulesRequestApiArg = {
  createScheduleRequestDto: CreateScheduleRequestDto;
};
export type SchedulesRequestsApiResponse =
  /** status 200  */ ScheduleRequestDto[];
export type SchedulesRequestsApiArg = {
  /** Only requests with this status (default: all, pending first) */
  status?: "pending" | "approved" | "declined";
};
export type SchedulesRespondApiResponse = /** status 200  */ ScheduleRequestDto;
export type SchedulesRespondApiArg = {
  respondScheduleRequestDto: RespondScheduleRequestDto;
};
export type SchedulesUpdateApiResponse = /** status 200  */ ScheduleDto;
export type SchedulesUpdateApiArg = {
  updateScheduleDto: UpdateScheduleDto;
};
export type SearchPeopleApiResponse =
  /** status 200  */ PeopleSearchResultDto[];
export type SearchPeopleApiArg = {
  /** Any part of a name, a phone number or an e-mail address; case, accents and small typos are forgiven */
  q: string;
  /** How many people to answer at most */
  limit?: number;
};
export type StaffByIdApiResponse = /** status 200  */ StaffRecordDto;
export type StaffByIdApiArg = {
  staffId: number;
};
export type StaffListApiResponse = /** status 200  */ StaffListDto;
export type StaffListApiArg = {
  /** Any part of the name or e-mail address (case and accents ignored) */
  search?: string;
  /** Only staff whose home room this is */
  roomId?: number;
  page?: number;
  pageSize?: number;
};
export type StaffUpdateCertificationApiResponse =
  /** status 200  */ StaffRecordDto;
export type StaffUpdateCertificationApiArg = {
  updateCertificationDto: UpdateCertificationDto;
};
export type StaffUpdateEmploymentApiResponse =
  /** status 200  */ StaffRecordDto;
export type StaffUpdateEmploymentApiArg = {
  updateEmploymentDto: UpdateEmploymentDto;
};
export type SunProtectionRemoveApplicationApiResponse = unknown;
export type SunProtectionRemoveApplicationApiArg = {
  applicationId: number;
};
export type SunProtectionApplyApiResponse =
  /** status 200  */ SunApplicationDto[];
export type SunProtectionApplyApiArg = {
  applySunProductDto: ApplySunProductDto;
};
export type SunProtectionGrantApiResponse = /** status 200  */ SunConsentDto;
export type SunProtectionGrantApiArg = {
  grantSunConsentDto: GrantSunConsentDto;
};
export type SunProtectionFamilyApiResponse = /** status 200  */ SunChildDto[];
export type SunProtectionFamilyApiArg = void;
export type SunProtectionRoomApiResponse = /** status 200  */ SunRoomDto;
export type SunProtectionRoomApiArg = {
  roomId: number;
  /** The daycare's day; today when left out */
  day?: string;
};
export type SunProtectionWithdrawApiResponse = unknown;
export type SunProtectionWithdrawApiArg = {
  consentIdDto: ConsentIdDto;
};
export type TabletChildByIdApiResponse = /** status 200  */ PeopleChildDto;
export type TabletChildByIdApiArg = {
  id: number;
};
export type TabletChildGuardiansApiResponse =
  /** status 200  */ ChildGuardianDto[];
export type TabletChildGuardiansApiArg = {
  /** The child whose guardians may confirm a sign-in or sign-out */
  childId: number;
};
export type TabletChildrenListApiResponse = /** status 200  */ PeopleChildDto[];
export type TabletChildrenListApiArg = {
  /** Only the room's children (home room, or signed in there). A tablet always gets its own room. */
  roomId?: number;
};
export type TabletDailyChildAttendancesApiResponse =
  /** status 200  */ DailyChildAttendanceDto[];
export type TabletDailyChildAttendancesApiArg = {
  roomDayQueryDto: RoomDayQueryDto;
};
export type TabletHomeRoomStaffApiResponse =
  /** status 200  */ PeopleStaffDto[];
export type TabletHomeRoomStaffApiArg = {
  /** Only the room's children (home room, or signed in there). A tablet always gets its own room. */
  roomId?: number;
};
export type TabletMovePeopleApiResponse =
  /** status 200 Who moved (people already in the room are left as they are) */ MovedPersonDto[];
export type TabletMovePeopleApiArg = {
  movePeopleDto: MovePeopleDto;
};
export type TabletStaffByIdApiResponse = /** status 200  */ PeopleStaffDto;
export type TabletStaffByIdApiArg = {
  id: number;
};
export type TabletStaffListApiResponse = /** status 200  */ PeopleStaffDto[];
export type TabletStaffListApiArg = {
  /** Only the room's children (home room, or signed in there). A tablet always gets its own room. */
  roomId?: number;
};
export type TabletStaffSelectListApiResponse = /** status 200  */ LabelledDto[];
export type TabletStaffSelectListApiArg = void;
export type TabletUpdateAttendanceApiResponse =
  /** status 200  */ AttendanceChangeDto;
export type TabletUpdateAttendanceApiArg = {
  updateAttendanceDto: UpdateAttendanceDto;
};
export type TabletWeeklyRoomAttendanceApiResponse =
  /** status 200  */ WeeklyRoomAttendanceDto;
export type TabletWeeklyRoomAttendanceApiArg = {
  roomDayQueryDto: RoomDayQueryDto;
};
export type UserEmailConfirmEmailApiResponse =
  /** status 200  */ EmailConfirmedDto;
export type UserEmailConfirmEmailApiArg = {
  confirmEmailDto: ConfirmEmailDto;
};
export type UserLoggedInUserApiResponse =
  /** status 200  */ LoggedInUserResponseDto;
export type UserLoggedInUserApiArg = void;
export type UserSetLanguageApiResponse = /** status 200  */ LanguageDto;
export type UserSetLanguageApiArg = {
  languageDto: LanguageDto;
};
export type PinSetPinApiResponse = unknown;
export type PinSetPinApiArg = {
  setPinDto: SetPinDto;
};
export type UserSetThemeApiResponse = /** status 200  */ ThemeDto;
export type UserSetThemeApiArg = {
  themeDto: ThemeDto;
};
export type UserRoleAddAdminApiResponse = /** status 200  */ AddAdminResultDto;
export type UserRoleAddAdminApiArg = {
  addAdminDto: AddAdminDto;
};
export type UserRoleCreateApiResponse = /** status 201  */ UserRoleDto;
export type UserRoleCreateApiArg = {
  createUserRoleDto: CreateUserRoleDto;
};
export type UserRoleListApiResponse = /** status 200  */ RoleEntryDto[];
export type UserRoleListApiArg = void;
export type UserRoleListGroupedApiResponse = /** status 200  */ StaffRolesDto[];
export type UserRoleListGroupedApiArg = void;
export type UserRoleListGuardianUserRolesApiResponse =
  /** status 200  */ GuardianRolesDto[];
export type UserRoleListGuardianUserRolesApiArg = {
  /** The current daycare */
  daycareId: number;
};
export type UserRoleMyrolesApiResponse = /** status 200  */ RoleEntryDto[];
export type UserRoleMyrolesApiArg = void;
export type UserRoleRemoveApiResponse = unknown;
export type UserRoleRemoveApiArg = {
  /** The id of the role entry (from /userrole/listGrouped) */
  id: number;
};
export type UserRoleUpdateGuardianRolesApiResponse =
  /** status 200  */ UserRoleDto[];
export type UserRoleUpdateGuardianRolesApiArg = {
  updateGuardianRolesDto: UpdateGuardianRolesDto;
};
export type TagDto = {
  /** Children with the tag */
  childCount: number;
  color: string | null;
  id: number;
  label: string;
};
export type AssignTagDto = {
  childId: number;
  tagId: number;
};
export type CreateTagDto = {
  color?: string | null;
  label: string;
};
export type UpdateTagDto = {
  color?: string | null;
  id: number;
  label: string;
};
export type CreateAndAssignTagDto = {
  childId: number;
  color?: string | null;
  label: string;
};
export type LabelledDto = {
  id: number;
  label: string;
};
export type AbsenceDto = {
  child: LabelledDto;
  createdAt: string;
  /** Days away, both ends included */
  days: number;
  /** Last day away (the same as startDate for one day) */
  endDate: string;
  id: number;
  reason: string;
  /** Who reported it */
  reportedBy: LabelledDto | null;
  /** First day away */
  startDate: string;
};
export type CreateAbsenceDto = {
  childId: number;
  /** Last day away; left out: one day */
  endDate?: string;
  reason: string;
  /** First day away (guardians: today or later) */
  startDate: string;
};
export type MessageDto = {
  message: string;
};
export type EmailOnlyDto = {
  email: string;
};
export type GrantAccessDto = {
  accessId: number;
  gId: number;
};
export type DaycareSummaryDto = {
  id: number;
  label: string;
};
export type PendingAccessDto = {
  daycare: DaycareSummaryDto;
  email: string;
  firstName: string;
  /** The guardian (gId of grantAccess) */
  gId: number;
  /** The request (accessId of grantAccess) */
  id: number;
  lastName: string;
  requestedAt: string;
};
export type AccessRequestCreatedDto = {
  id: number;
};
export type RequestAccessDto = {
  daycareId: number;
};
export type ResetPasswordDto = {
  code: string;
  email: string;
  password: string;
};
export type DaycareFeatureControlDto = {
  /** Child daily reports */
  childDailyReport: boolean;
  /** Room daily checklists */
  dailyChecklist: boolean;
  daycareId: number;
  /** Invoices and billing */
  invoices: boolean;
  /** The weekly food menu */
  menu: boolean;
  /** Messages between the daycare and families */
  messages: boolean;
  /** The mobile app */
  mobileApp: boolean;
  /** Permission forms */
  permissionForm: boolean;
  /** Online registration and the waiting list */
  registration: boolean;
  /** Room supply lists */
  supplyList: boolean;
};
export type OutboxEmailDto = {
  createdAt: string;
  id: number;
  /** When the SMTP server accepted it; null while only in the outbox */
  sentAt: string | null;
  subject: string;
  text: string;
  to: string;
};
export type UpdateFeatureControlDto = {
  childDailyReport: boolean;
  dailyChecklist: boolean;
  daycareId: number;
  invoices: boolean;
  menu: boolean;
  messages: boolean;
  mobileApp: boolean;
  permissionForm: boolean;
  registration: boolean;
  supplyList: boolean;
};
export type ReleaseCacheResultDto = {
  released: boolean;
};
export type ReleaseCacheDto = {
  /** The cache entry to drop */
  cacheKey: "appVersion";
};
export type PersonType = "child" | "staff";
export type PickedUpByKind = "guardian" | "contact" | "other";
export type PickupRecordDto = {
  /** The staff member who allowed someone not on the list */
  allowedBy: LabelledDto | null;
  /** The guardian or contact; null for someone not on the list */
  id: number | null;
  kind: PickedUpByKind;
  /** The name as it was when the child was picked up */
  name: string;
  /** Why someone not on the list took the child */
  reason: string | null;
};
export type AttendanceRecordDto = {
  /** null while the person is in */
  endedAt: string | null;
  id: number;
  /** Minutes so far (up to now while open) */
  minutes: number;
  person: LabelledDto;
  personType: PersonType;
  /** Who picked the child up, when the sign-out recorded it */
  pickedUpBy: PickupRecordDto | null;
  room: LabelledDto;
  signedInBy: LabelledDto | null;
  signedOutBy: LabelledDto | null;
  startedAt: string;
};
export type ClearPinLockDto = {
  /** The person whose PIN locks and wrong PINs in this daycare are cleared */
  personId: number;
};
export type CreateAttendanceRecordDto = {
  /** null: still in */
  endedAt?: string | null;
  personId: number;
  personType: PersonType;
  roomId: number;
  startedAt: string;
};
export type ExpectedSource = "reported" | "schedule";
export type ExpectedChildDto = {
  /** Expected arrival (reported if a guardian said, else the schedule) */
  arrives: string;
  child: LabelledDto;
  departs: string | null;
  /** The expected arrival has passed */
  late: boolean;
  /** The guardian's note, when reported */
  note: string | null;
  photoUrl: string | null;
  /** The home room */
  room: LabelledDto;
  /** reported: a guardian said so today; schedule: the plan says so */
  source: ExpectedSource;
};
export type PinAlertDto = {
  /** Wrong PINs for this person on devices of this daycare within the last 24 hours */
  failedAttempts: number;
  label: string;
  lastFailedAt: string | null;
  /** Until when the PIN is refused (on at least one device); null when it is not locked */
  lockedUntil: string | null;
  personId: number;
};
export type ReportLineDto = {
  /** Days with attendance */
  days: number;
  /** Hours, two decimals */
  hours: number;
  id: number;
  label: string;
  minutes: number;
};
export type AttendanceReportDto = {
  children: ReportLineDto[];
  endDate: string;
  room: LabelledDto | null;
  staff: ReportLineDto[];
  startDate: string;
};
export type ReportedAttendanceDto = {
  /** When the child comes (local time) */
  arrives: string;
  child: LabelledDto;
  createdAt: string;
  date: string;
  /** When they will be picked up, if said */
  departs: string | null;
  id: number;
  note: string | null;
  reportedBy: LabelledDto | null;
};
export type SaveReportedAttendanceDto = {
  arrives: string;
  childId: number;
  /** The day (default today); today or later */
  date?: string;
  departs?: string | null;
  /** The report to change; left out: the child’s report of that day (made or replaced) */
  id?: number | null;
  note?: string | null;
};
export type AttendanceSearchDto = {
  endDate: string;
  /** Newest first */
  items: AttendanceRecordDto[];
  page: number;
  pageSize: number;
  person: LabelledDto;
  startDate: string;
  total: number;
  /** Minutes over the whole period */
  totalMinutes: number;
};
export type UpdateAttendanceRecordDto = {
  /** null: still in */
  endedAt?: string | null;
  id: number;
  roomId: number;
  startedAt: string;
};
export type AuditPersonDto = {
  id: number;
  name: string;
};
export type AuditEntryDto = {
  /** What happened: a sign-in, a role change, or the method and path of a write */
  action: string;
  /** Who did it (null for a failed sign-in) */
  actor: AuditPersonDto | null;
  createdAt: string;
  /** What the entry adds, e.g. the role granted */
  detail: object | null;
  id: number;
  /** The real user, when the actor was being impersonated */
  impersonator: AuditPersonDto | null;
  ip: string | null;
  /** What it was done to */
  target: string | null;
  /** The target's name: the person's or the centre's (null when it names nothing that exists) */
  targetName: string | null;
};
export type AuditPageDto = {
  /** Newest first */
  items: AuditEntryDto[];
  /** Entries of the daycare in all pages */
  total: number;
};
export type UserIdDto = {
  userId: number;
};
export type FeatureControlDto = {
  /** Child daily reports */
  childDailyReport: boolean;
  /** Room daily checklists */
  dailyChecklist: boolean;
  /** Invoices and billing */
  invoices: boolean;
  /** The weekly food menu */
  menu: boolean;
  /** Messages between the daycare and families */
  messages: boolean;
  /** The mobile app */
  mobileApp: boolean;
  /** Permission forms */
  permissionForm: boolean;
  /** Online registration and the waiting list */
  registration: boolean;
  /** Room supply lists */
  supplyList: boolean;
};
export type Language = "en" | "pt-BR";
export type RoleCode =
  | "MESSAGES"
  | "REGISTRATIONS"
  | "ATTENDANCE_STAFF"
  | "ATTENDANCE_CHILD"
  | "INCIDENTS"
  | "MEDICATIONS"
  | "PERMISSIONS"
  | "TRANSPORTATION"
  | "CONSENTS_CHILD"
  | "CONSENTS_STAFF"
  | "DOCUMENTS_STAFF"
  | "INVOICING"
  | "PAYMENTS"
  | "EMAILS"
  | "CUSTOM_LISTS"
  | "ROOM_DAILY_CHECKLIST"
  | "CHILD_DAILY_REPORT"
  | "SURVEYS"
  | "FOOD_MENU"
  | "TABLETS"
  | "BUSINESS_MANAGER"
  | "INTERNAL_STAFF"
  | "DIRECTOR"
  | "DAYCARE_SETTING"
  | "USER_ROLES"
  | "IMPERSONATION";
export type RoleEntryDto = {
  code: RoleCode;
};
export type ThemeName = "light" | "dark";
export type UserType = 1 | 2 | 3 | 4 | 5;
export type LoggedInUserDto = {
  /** Bearer token for every call (answered by sign-in, refresh, change center, impersonate) */
  accessToken?: string;
  /** The daycare the session works in */
  daycare: DaycareSummaryDto | null;
  /** The daycares the user may switch to */
  daycares: DaycareSummaryDto[];
  earlyAccess: boolean;
  email: string;
  emailConfirmed: boolean;
  familyId: number | null;
  /** Feature switches of the current daycare (all on without one) */
  featureControl: FeatureControlDto;
  firstName: string;
  hasChildren: boolean;
  id: number;
  /** The real user id while impersonating */
  impersonateId: number | null;
  /** True while someone with IMPERSONATION acts as this user */
  impersonated: boolean;
  /** The language the apps speak to the user and e-mails are written in */
  language: Language;
  lastName: string;
  profileComplete: boolean;
  /** Registration steps done (section 4) */
  registerProgress: number;
  registrationComplete: boolean;
  /** Roles held in the current daycare */
  roles: RoleEntryDto[];
  /** Home room in the current daycare (staff and tablets) */
  roomId: number | null;
  theme: ThemeName;
  type: UserType;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type RefreshTokenDto = {
  /** A refresh token; without it, the one in the refresh cookie */
  token?: string;
};
export type MonthCountDto = {
  /** Absent child-days on weekdays (Monday to Friday) in the month */
  count: number;
  /** YYYY-MM */
  month: string;
};
export type MonthlyAbsencesDto = {
  data: MonthCountDto[];
  /** Children reported absent on the selected day */
  notify: number;
};
export type DailyEventDto = {
  /** Children reported absent that day */
  absences: number;
  /** Children signed in that day */
  children: number;
  date: string;
  /** Staff signed in that day */
  staff: number;
};
export type MonthlyEventDto = {
  /** Child attendance days: each child counted once per local day they were signed in */
  children: number;
  month: string;
  /** Staff attendance days, the same way */
  staff: number;
};
export type ChildCountDto = {
  /** Absent weekdays of this child in the month */
  count: number;
  id: number;
  label: string;
};
export type FamilyMonthlyAbsenceDto = {
  /** Every child of the family, by first name */
  children: ChildCountDto[];
  /** The family's absent child-days on weekdays */
  count: number;
  month: string;
};
export type BulkResultDto = {
  /** Children changed */
  count: number;
};
export type BulkMoveDto = {
  childIds: number[];
  roomId: number;
};
export type BulkTagDto = {
  childIds: number[];
  tagId: number;
};
export type BulkWithdrawDto = {
  childIds: number[];
  /** The first day the children no longer attend */
  withdrawnOn: string;
};
export type AddressDto = {
  city: string | null;
  line: string | null;
  postalCode: string | null;
  province: string | null;
};
export type ChildRecordGuardianDto = {
  email: string;
  id: number;
  label: string;
};
export type AllergySeverity = "mild" | "moderate" | "severe";
export type ChildAllergyDto = {
  id: number;
  label: string;
  reaction: string | null;
  severity: AllergySeverity;
};
export type ChildImmunisationDto = {
  givenOn: string;
  id: number;
  vaccine: string;
};
export type ChildMedicationDto = {
  id: number;
  instructions: string | null;
  label: string;
  ongoing: boolean;
};
export type ChildMedicalDto = {
  allergies: ChildAllergyDto[];
  conditions: string | null;
  doctorName: string | null;
  doctorPhone: string | null;
  healthCardNumber: string | null;
  immunisations: ChildImmunisationDto[];
  medications: ChildMedicationDto[];
};
export type ChildPersonalDto = {
  comforters: string | null;
  dietaryNeeds: string | null;
  notes: string | null;
  routines: string | null;
};
export type ChildSchoolDto = {
  bus: string | null;
  grade: string | null;
  name: string | null;
};
export type ChildStatus = "enrolled" | "starting" | "withdrawn";
export type ChildTagDto = {
  color: string | null;
  id: number;
  label: string;
};
export type ChildRecordDto = {
  /** Null when the caller may not see it */
  address: AddressDto | null;
  birthDate: string;
  canEdit: boolean;
  canSeeAddress: boolean;
  canSeeMedical: boolean;
  familyId: number;
  firstName: string;
  gender: ("female" | "male" | "other") | null;
  guardians: ChildRecordGuardianDto[];
  id: number;
  /** Full name */
  label: string;
  languages: string[];
  lastName: string;
  /** Null when the caller may not see it */
  medical: ChildMedicalDto | null;
  personal: ChildPersonalDto;
  photoUrl: string | null;
  preferredName: string | null;
  /** Home room */
  room: LabelledDto | null;
  school: ChildSchoolDto;
  siblings: LabelledDto[];
  startDate: string | null;
  status: ChildStatus;
  tags: ChildTagDto[];
  withdrawnOn: string | null;
};
export type ChildCreatedDto = {
  familyId: number;
  id: number;
};
export type CreateChildDto = {
  /** Not in the future, at most 13 years ago */
  birthDate: string;
  /** An existing family of the daycare; left out, the child starts a new family */
  familyId?: number;
  firstName: string;
  gender?: ("female" | "male" | "other") | null;
  /** Home room */
  homeRoomId?: number | null;
  lastName: string;
  preferredName?: string | null;
  startDate?: string | null;
};
export type ChildListItemDto = {
  allergyCount: number;
  birthDate: string;
  familyId: number;
  firstName: string;
  id: number;
  /** Full name */
  label: string;
  lastName: string;
  /** Ongoing medications */
  onGoingMedication: number;
  photoUrl: string | null;
  preferredName: string | null;
  /** Home room */
  room: LabelledDto | null;
  severeAllergy: boolean;
  startDate: string | null;
  status: ChildStatus;
  tags: ChildTagDto[];
  withdrawnOn: string | null;
};
export type ChildListDto = {
  items: ChildListItemDto[];
  total: number;
};
export type ChildSort = "name" | "age" | "room" | "startDate" | "status";
export type SortOrder = "asc" | "desc";
export type UpdateChildAddressDto = {
  childId: number;
  city: string | null;
  line: string | null;
  postalCode: string | null;
  province: string | null;
};
export type AllergyInputDto = {
  label: string;
  reaction: string | null;
  severity: AllergySeverity;
};
export type ImmunisationInputDto = {
  /** Not in the future */
  givenOn: string;
  vaccine: string;
};
export type MedicationInputDto = {
  instructions: string | null;
  label: string;
  ongoing: boolean;
};
export type UpdateChildMedicalDto = {
  allergies: AllergyInputDto[];
  childId: number;
  conditions: string | null;
  doctorName: string | null;
  doctorPhone: string | null;
  healthCardNumber: string | null;
  immunisations: ImmunisationInputDto[];
  medications: MedicationInputDto[];
};
export type UpdateChildNameDto = {
  childId: number;
  firstName: string;
  lastName: string;
  preferredName: string | null;
};
export type UpdateChildPersonalDto = {
  birthDate: string;
  childId: number;
  comforters: string | null;
  dietaryNeeds: string | null;
  gender: ("female" | "male" | "other") | null;
  languages: string[];
  notes: string | null;
  routines: string | null;
};
export type UpdateChildRegistrationDto = {
  childId: number;
  /** Home room; null: none */
  homeRoomId: number | null;
  startDate: string | null;
  /** The first day the child no longer attends */
  withdrawnOn: string | null;
};
export type UpdateChildSchoolDto = {
  bus: string | null;
  childId: number;
  grade: string | null;
  name: string | null;
};
export type ContactChildDto = {
  /** Place in the child's emergency call order, from 1 */
  callOrder: number;
  child: LabelledDto;
  /** Called in an emergency */
  emergency: boolean;
  /** May pick the child up */
  mayPickUp: boolean;
};
export type PhoneCountry = "US" | "BR";
export type PhoneDto = {
  country: PhoneCountry;
  /** Digits only: 10 for US, 10 or 11 for BR */
  number: string;
};
export type PhonesDto = {
  home: PhoneDto | null;
  mobile: PhoneDto | null;
  work: PhoneDto | null;
};
export type ContactRecordDto = {
  /** Directors and the family only */
  address: AddressDto | null;
  canEdit: boolean;
  children: ContactChildDto[];
  email: string | null;
  familyId: number;
  firstName: string;
  id: number;
  label: string;
  lastName: string;
  mobile: PhoneDto | null;
  notes: string | null;
  phones: PhonesDto;
  photoUrl: string | null;
  relation: string;
};
export type ContactCreatedDto = {
  id: number;
};
export type ContactChildInputDto = {
  childId: number;
  /** Called in an emergency */
  emergency: boolean;
  /** May pick the child up */
  mayPickUp: boolean;
};
export type CreateContactDto = {
  children: ContactChildInputDto[];
  email?: string | null;
  /** Directors name the family; a guardian's own family is implied */
  familyId?: number;
  firstName: string;
  home?: PhoneDto | null;
  lastName: string;
  mobile?: PhoneDto | null;
  relation: string;
  work?: PhoneDto | null;
};
export type ContactListItemDto = {
  children: ContactChildDto[];
  familyId: number;
  id: number;
  label: string;
  mobile: PhoneDto | null;
  photoUrl: string | null;
  relation: string;
};
export type ContactListDto = {
  items: ContactListItemDto[];
  total: number;
};
export type ReorderContactsDto = {
  childId: number;
  /** All of the child's contacts, in the new call order */
  contactIds: number[];
};
export type UpdateContactAddressDto = {
  city: string | null;
  contactId: number;
  line: string | null;
  postalCode: string | null;
  province: string | null;
};
export type UpdateContactChildrenDto = {
  children: ContactChildInputDto[];
  contactId: number;
};
export type UpdateContactNameDto = {
  contactId: number;
  firstName: string;
  lastName: string;
  relation: string;
};
export type UpdateContactPhonesDto = {
  contactId: number;
  email?: string | null;
  home: PhoneDto | null;
  mobile: PhoneDto | null;
  work: PhoneDto | null;
};
export type DailyEntryKind = "meal" | "nap" | "movement" | "note";
export type DailyMeal =
  | "breakfast"
  | "morning_snack"
  | "lunch"
  | "afternoon_snack"
  | "dinner"
  | "bottle";
export type DailyMood = "happy" | "calm" | "tired" | "fussy" | "sad";
export type DailyMovement = "diaper" | "toilet";
export type AttachedPhotoDto = {
  fileId: number;
  /** The photo at display size (longest side 1024 px), WebP */
  photoUrl: string;
  /** A square 160 px thumbnail, WebP */
  thumbnailUrl: string;
};
export type DailyPortion = "all" | "most" | "some" | "none";
export type DailyMovementResult = "wet" | "soiled" | "wet_soiled" | "dry";
export type DailyEntryDto = {
  /** When it happened: the meal, the start of the nap, the change, the note */
  at: string;
  /** What a bottle held, in millilitres (the screens also show ounces) */
  bottleMl: number | null;
  /** Whether the caller may change or delete it (the daycare side, for children they care for) */
  canEdit: boolean;
  child: LabelledDto;
  childId: number;
  createdAt: string;
  /** A director held it back: the family does not see it (always false for a guardian) */
  held: boolean;
  id: number;
  kind: DailyEntryKind;
  meal: DailyMeal | null;
  mood: DailyMood | null;
  movement: DailyMovement | null;
  note: string | null;
  /** Photos, oldest first */
  photos: AttachedPhotoDto[];
  /** How much of a meal the child ate */
  portion: DailyPortion | null;
  /** Who recorded it */
  recordedBy: LabelledDto;
  result: DailyMovementResult | null;
  /** The end of a nap; null while the child sleeps and for other kinds */
  until: string | null;
  updatedAt: string | null;
};
export type ChildDayDto = {
  child: LabelledDto;
  day: string;
  /** The day’s entries, earliest first */
  entries: DailyEntryDto[];
};
export type CreateDailyEntriesDto = {
  /** When it happened; now when left out */
  at?: string;
  /** Millilitres a bottle held */
  bottleMl?: number | null;
  childIds: number[];
  kind: DailyEntryKind;
  meal?: DailyMeal | null;
  mood?: DailyMood | null;
  movement?: DailyMovement | null;
  note?: string | null;
  portion?: DailyPortion | null;
  result?: DailyMovementResult | null;
  /** The end of a nap; null or left out while the child sleeps */
  until?: string | null;
};
export type DailyEntryListDto = {
  /** Newest first */
  entries: DailyEntryDto[];
  /** Pass as `before` for the next page; null at the end */
  nextBefore: string | null;
};
export type HoldDto = {
  entryId: number;
  /** true holds the entry back from the family; false releases it */
  held: boolean;
};
export type EntryPhotoUploadDto = {
  entryId: number;
  /** A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most */
  file: Blob;
};
export type NapWatchDto = {
  /** When the next check is due: the last check (or the nap’s start) plus the interval */
  dueAt: string;
  /** Minutes between checks for the child’s age group */
  everyMinutes: number;
  lastCheckAt: string | null;
  napId: number;
};
export type RoomChildDto = {
  child: LabelledDto;
  lastMeal: DailyEntryDto | null;
  lastMovement: DailyEntryDto | null;
  /** The nap in progress, or the last one */
  lastNap: DailyEntryDto | null;
  lastNote: DailyEntryDto | null;
  /** Signed in right now */
  signedIn: boolean;
  /** The safe-sleep checks of the nap in progress */
  sleep: NapWatchDto | null;
  /** A small photo of the child */
  thumbnailUrl: string | null;
};
export type RoomDayDto = {
  /** The room’s children, by first name */
  children: RoomChildDto[];
  day: string;
  room: LabelledDto;
};
export type SleepPosition = "back" | "side" | "stomach";
export type SleepCheckDto = {
  /** Breathing normally */
  breathing: boolean;
  checkedAt: string;
  /** Who checked */
  checkedBy: LabelledDto;
  id: number;
  napId: number;
  position: SleepPosition;
};
export type RecordSleepCheckDto = {
  /** When the child was checked; now when left out */
  at?: string;
  /** Breathing normally */
  breathing: boolean;
  /** The nap in progress */
  napId: number;
  position: SleepPosition;
};
export type UpdateDailyEntryDto = {
  /** When it happened; now when left out */
  at?: string;
  /** Millilitres a bottle held */
  bottleMl?: number | null;
  entryId: number;
  meal?: DailyMeal | null;
  mood?: DailyMood | null;
  movement?: DailyMovement | null;
  note?: string | null;
  portion?: DailyPortion | null;
  result?: DailyMovementResult | null;
  /** The end of a nap; null or left out while the child sleeps */
  until?: string | null;
};
export type WakeDto = {
  entryId: number;
  /** When the child woke; now when left out */
  until?: string;
};
export type AgeGroupDto = {
  /** Children per staff member */
  childrenPerStaff: number;
  id: number;
  label: string;
  /** Exclusive; null for no upper bound */
  maxMonths: number | null;
  minMonths: number;
  /** Minutes between safe-sleep checks while a child of the group naps */
  sleepCheckMinutes: number;
};
export type ChangeCenterDto = {
  /** One of my daycares (Super: any daycare) */
  id: number;
};
export type FamilyMovedDto = {
  children: string[];
  daycareId: number;
  daycareLabel: string;
  familyId: number;
};
export type ChangeFamilyDaycareDto = {
  /** Another daycare the guardian has been given access to */
  daycareId: number;
  /** A family of the current daycare */
  familyId: number;
};
export type MoveOwnFamilyDto = {
  /** Another daycare the guardian has been given access to */
  daycareId: number;
};
export type UpdateAgeGroupDto = {
  childrenPerStaff: number;
  /** Left out to create an age group */
  id?: number;
  label: string;
  maxMonths?: number | null;
  minMonths: number;
  /** Minutes between safe-sleep checks; left out: kept, or for a new group 15 when it starts under 18 months, else 30 */
  sleepCheckMinutes?: number;
};
export type FamilyChildDto = {
  id: number;
  label: string;
  /** Signed in right now */
  signedIn: boolean;
  withdrawnOn: string | null;
};
export type FamilyDetailDto = {
  /** The day the family was withdrawn */
  archivedOn: string | null;
  children: FamilyChildDto[];
  daycareId: number;
  guardians: string[];
  id: number;
  /** The children's distinct last names, A to Z, to name the family after in the reader's language; empty for a family without children */
  surnames: string[];
};
export type WithdrawFamilyDto = {
  familyId: number;
  /** The first day the family's children no longer attend */
  withdrawnOn: string;
};
export type FamilyChangeDiffDto = {
  after: object;
  before: object;
};
export type FamilyChangePart =
  | "name"
  | "personal"
  | "address"
  | "school"
  | "medical"
  | "employment"
  | "phones"
  | "general"
  | "contacts"
  | "pickup";
export type FamilyChangeSubjectKind = "child" | "guardian" | "contact";
export type FamilyChangeSubjectDto = {
  id: number;
  kind: FamilyChangeSubjectKind;
  label: string;
};
export type FamilyChangeDto = {
  at: string;
  changes: FamilyChangeDiffDto;
  /** The child the change is about; null for a guardian or a contact of the whole family */
  child: LabelledDto | null;
  familyId: number;
  /** The guardian who made the change; null once their account is gone */
  guardian: LabelledDto | null;
  id: number;
  /** What a director should know at once: a new or changed allergy, medication or condition, a new pick-up person */
  important: boolean;
  part: FamilyChangePart;
  seenAt: string | null;
  subject: FamilyChangeSubjectDto;
};
export type FamilyChangeListDto = {
  items: FamilyChangeDto[];
  /** How many changes the filter matches */
  total: number;
  /** How many of those no director has marked seen */
  unseen: number;
};
export type FamilyChangesSeenDto = {
  /** How many of the changes were not marked seen before */
  count: number;
  /** How many changes of the daycare are left unseen */
  unseen: number;
};
export type MarkFamilyChangesSeenDto = {
  ids: number[];
};
export type FamilyChoiceDto = {
  children: string[];
  guardians: string[];
  id: number;
  /** The children's distinct last names, A to Z, to name the family after in the reader's language; empty for a family without children */
  surnames: string[];
};
export type FamilyIdDto = {
  familyId: number;
};
export type GuardianAccountDto = {
  emailConfirmed: boolean;
  invitedAt: string | null;
  lastSignInAt: string | null;
  /** Too many wrong passwords: signing in waits */
  locked: boolean;
};
export type GuardianEmploymentDto = {
  employer: string | null;
  workAddress: string | null;
  workPhone: PhoneDto | null;
};
export type GuardianLanguage = "en" | "pt-BR";
export type GuardianRelation =
  "mother" | "father" | "parent" | "grandparent" | "guardian" | "other";
export type GuardianChildRelationDto = {
  child: LabelledDto;
  relation: GuardianRelation;
};
export type GuardianRecordDto = {
  /** Directors only */
  account: GuardianAccountDto | null;
  accountHolder: boolean;
  /** Null when the caller may not see it */
  address: AddressDto | null;
  canEdit: boolean;
  /** The caller sees the address, employment and custody notes */
  canSeePrivate: boolean;
  /** Null when the caller may not see it */
  custodyNotes: string | null;
  email: string;
  /** Null when the caller may not see it */
  employment: GuardianEmploymentDto | null;
  familyId: number;
  firstName: string;
  id: number;
  label: string;
  language: GuardianLanguage;
  lastName: string;
  phones: PhonesDto;
  /** A signed link to the guardian's photo, short-lived */
  photoUrl: string | null;
  receivesInvoices: boolean;
  relations: GuardianChildRelationDto[];
};
export type GuardianCreatedDto = {
  id: number;
};
export type CreateGuardianDto = {
  email: string;
  /** The family of the daycare the guardian joins */
  familyId: number;
  firstName: string;
  language?: GuardianLanguage;
  lastName: string;
  mobile?: PhoneDto | null;
  /** The guardian's relation to every child of the family */
  relation: GuardianRelation;
  /** E-mail the guardian a link to choose their password */
  sendInvitation: boolean;
};
export type GuardianListItemDto = {
  /** Holds the family's account (invoices go to them) */
  accountHolder: boolean;
  children: LabelledDto[];
  email: string;
  familyId: number;
  id: number;
  label: string;
  mobile: PhoneDto | null;
  /** A signed link to the guardian's photo, short-lived */
  photoUrl: string | null;
};
export type GuardianListDto = {
  items: GuardianListItemDto[];
  total: number;
};
export type GuardianUpdateDto = {
  guardianId: number;
};
export type UpdateGuardianAccountDto = {
  email: string;
  guardianId: number;
};
export type UpdateGuardianAddressDto = {
  city: string | null;
  guardianId: number;
  line: string | null;
  postalCode: string | null;
  province: string | null;
};
export type UpdateGuardianEmploymentDto = {
  employer: string | null;
  guardianId: number;
  workAddress: string | null;
  workPhone: PhoneDto | null;
};
export type GuardianRelationInputDto = {
  childId: number;
  relation: GuardianRelation;
};
export type UpdateGuardianGeneralDto = {
  /** Holds the family's account; setting it takes it from the family's other guardian */
  accountHolder: boolean;
  /** Only a director may change it; left out, it stays as it is */
  custodyNotes?: string | null;
  guardianId: number;
  language: GuardianLanguage;
  receivesInvoices: boolean;
  /** Children of the guardian's family; those left out keep their relation */
  relations: GuardianRelationInputDto[];
};
export type UpdateGuardianNameDto = {
  firstName: string;
  guardianId: number;
  lastName: string;
};
export type HealthDto = {
  database: "up" | "down";
  status: "ok" | "error";
  /** The deployed web apps version (as /api/appVersion/check) */
  version: number;
};
export type IllnessSymptom =
  | "fever"
  | "vomiting"
  | "diarrhoea"
  | "rash"
  | "cough"
  | "conjunctivitis"
  | "lice"
  | "other";
export type IllnessReportDto = {
  /** A guardian reported it (otherwise the daycare did) */
  byFamily: boolean;
  /** Whether the caller may change it */
  canEdit: boolean;
  child: LabelledDto;
  childId: number;
  createdAt: string;
  diagnosis: string | null;
  id: number;
  /** The last time a symptom was seen; the return counts from it */
  lastSymptomAt: string;
  notes: string | null;
  /** When the illness was first noticed */
  noticedAt: string;
  /** Who picked the child up */
  pickedUpBy: string | null;
  /** Who reported it */
  reportedBy: LabelledDto;
  /** The earliest return: the last symptom plus the daycare's longest exclusion of the symptoms */
  returnAfter: string;
  /** The symptom whose rule set the return */
  returnRule: IllnessSymptom;
  /** The hours that rule asked for */
  returnRuleHours: number;
  /** When the daycare sent the child home */
  sentHomeAt: string | null;
  symptoms: IllnessSymptom[];
  /** Temperature in °C (the screens also show °F) */
  temperatureC: number | null;
  updatedAt: string | null;
};
export type CreateIllnessReportDto = {
  childId: number;
  diagnosis?: string | null;
  /** The last time a symptom was seen; noticedAt when left out */
  lastSymptomAt?: string;
  notes?: string | null;
  /** When the illness was first noticed */
  noticedAt: string;
  pickedUpBy?: string | null;
  sentHomeAt?: string | null;
  symptoms: IllnessSymptom[];
  /** Temperature in °C, one decimal */
  temperatureC?: number | null;
};
export type ExclusionRuleViewDto = {
  /** The hours when the daycare sets none */
  defaultHours: number;
  /** The daycare's hours at home after the last sign of the symptom */
  hours: number;
  symptom: IllnessSymptom;
};
export type ExclusionRuleDto = {
  /** Hours at home after the last sign of the symptom */
  hours: number;
  symptom: IllnessSymptom;
};
export type ExclusionRulesDto = {
  /** One rule per symptom; a symptom left out keeps its rule */
  rules: ExclusionRuleDto[];
};
export type UpdateIllnessReportDto = {
  diagnosis?: string | null;
  /** The last time a symptom was seen; noticedAt when left out */
  lastSymptomAt?: string;
  notes?: string | null;
  /** When the illness was first noticed */
  noticedAt: string;
  pickedUpBy?: string | null;
  reportId: number;
  sentHomeAt?: string | null;
  symptoms: IllnessSymptom[];
  /** Temperature in °C, one decimal */
  temperatureC?: number | null;
};
export type PhotoUrlsDto = {
  /** The photo at display size (longest side 1024 px), WebP */
  photoUrl: string;
  /** A square 160 px thumbnail, WebP */
  thumbnailUrl: string;
};
export type ImageUploadDto = {
  /** A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most */
  file: Blob;
  ownerId: number;
  /** Whose photo this is */
  ownerKind: "child" | "guardian" | "contact" | "staff";
};
export type IncidentAmendmentDto = {
  addedAt: string;
  addedBy: LabelledDto;
  id: number;
  text: string;
};
export type BodySide = "front" | "back";
export type InjuryDto = {
  label: string;
  side: BodySide;
  x: number;
  y: number;
};
export type IncidentSignatureDto = {
  at: string;
  /** The guardian who signed */
  by: LabelledDto;
  /** The drawn signature, a PNG data URL */
  image: string;
  /** The address the signature came from */
  ip: string;
  /** The name they typed */
  name: string;
};
export type IncidentStatus = "open" | "signed";
export type IncidentToldHow = "in_person" | "phone" | "text" | "email";
export type ToldGuardianDto = {
  at: string;
  /** Null when that guardian has since left the family */
  guardian: LabelledDto | null;
  how: IncidentToldHow;
};
export type IncidentDto = {
  /** Dated additions, oldest first */
  amendments: IncidentAmendmentDto[];
  /** The daycare side may add a dated amendment */
  canAmend: boolean;
  /** The daycare side may still correct it: nobody has signed it yet */
  canEdit: boolean;
  /** The caller is a guardian of the child and it waits for their signature */
  canSign: boolean;
  child: LabelledDto;
  childId: number;
  createdAt: string;
  firstAid: string | null;
  id: number;
  injuries: InjuryDto[];
  location: string | null;
  occurredAt: string;
  photos: AttachedPhotoDto[];
  /** Who wrote it; null for reports older than the incident forms */
  reportedBy: LabelledDto | null;
  signature: IncidentSignatureDto | null;
  signedAt: string | null;
  /** open until a guardian signs it */
  status: IncidentStatus;
  summary: string;
  told: ToldGuardianDto | null;
  updatedAt: string | null;
  witnesses: string[];
};
export type AmendIncidentDto = {
  incidentId: number;
  text: string;
};
export type IncidentSummaryDto = {
  child: LabelledDto;
  id: number;
  location: string | null;
  occurredAt: string;
  /** Who wrote it; null for reports older than the incident forms */
  reportedBy: LabelledDto | null;
  signedAt: string | null;
  /** open until a guardian signs it */
  status: IncidentStatus;
  summary: string;
};
export type InjuryMarkDto = {
  label: string;
  side: BodySide;
  /** Across the outline, 0 at its left edge and 1 at its right */
  x: number;
  /** Down the outline, 0 at the top of the head and 1 at the feet */
  y: number;
};
export type ToldDto = {
  at: string;
  /** A guardian of the child */
  guardianId: number;
  how: IncidentToldHow;
};
export type CreateIncidentDto = {
  childId: number;
  firstAid?: string | null;
  /** The injuries marked on the body map; none when there is no visible injury */
  injuries: InjuryMarkDto[];
  /** Where it happened */
  location: string;
  /** When it happened */
  occurredAt: string;
  /** What happened */
  summary: string;
  /** Which guardian was told, how and when; null while nobody has been told yet */
  told?: ToldDto | null;
  /** Who saw it */
  witnesses: string[];
};
export type HandOverDto = {
  incidents: IncidentSummaryDto[];
};
export type IncidentPhotoUploadDto = {
  /** A JPEG, PNG, WebP, GIF, AVIF or HEIC image of 10 MB at most */
  file: Blob;
  incidentId: number;
};
export type SignIncidentDto = {
  incidentId: number;
  /** The guardian’s name, typed */
  name: string;
  /** The drawn signature, a PNG data URL */
  signature: string;
};
export type UpdateIncidentDto = {
  firstAid?: string | null;
  incidentId: number;
  /** The injuries marked on the body map; none when there is no visible injury */
  injuries: InjuryMarkDto[];
  /** Where it happened */
  location: string;
  /** When it happened */
  occurredAt: string;
  /** What happened */
  summary: string;
  /** Which guardian was told, how and when; null while nobody has been told yet */
  told?: ToldDto | null;
  /** Who saw it */
  witnesses: string[];
};
export type AcceptInvitationDto = {
  password: string;
  token: string;
};
export type InvitationPreviewDto = {
  /** The name of the daycare that invites */
  daycare: string;
  email: string;
  label: string;
};
export type InvitationState = "pending" | "accepted" | "revoked" | "expired";
export type InvitationDto = {
  email: string;
  expiresAt: string;
  id: number;
  invitedAt: string;
  label: string;
  roles: RoleCode[];
  room: LabelledDto | null;
  state: InvitationState;
};
export type CreateInvitationDto = {
  email: string;
  firstName: string;
  /** The language of the invitation e-mail and of the new account; the director's own when left out */
  language?: Language;
  lastName: string;
  roles?: RoleCode[];
  /** The home room the new staff member starts in */
  roomId?: number;
};
export type InvitationIdDto = {
  id: number;
};
export type RoomAllergenDto = {
  label: string;
  /** Some child of the room has a severe reaction */
  severe: boolean;
};
export type FamilyRoomAllergensDto = {
  /** Allergens of the room, severe first, by name */
  allergens: RoomAllergenDto[];
  room: LabelledDto;
};
export type AllergyItemDto = {
  id: number;
  label: string;
  severe: boolean;
};
export type RoomAllergyDto = {
  allergies: string | null;
  child: LabelledDto;
  items: AllergyItemDto[];
};
export type HealthAllergyDto = {
  label: string;
  reaction: string | null;
  severity: AllergySeverity;
};
export type MedicationItemDto = {
  id: number;
  instructions: string | null;
  label: string;
};
export type HealthChildDto = {
  /** Most severe first */
  allergies: HealthAllergyDto[];
  /** What the family wrote about allergies */
  allergyNotes: string | null;
  child: LabelledDto;
  /** Medical conditions */
  conditions: string | null;
  dietaryNeeds: string | null;
  /** Ongoing medication */
  medications: MedicationItemDto[];
  /** Signed in now */
  signedIn: boolean;
};
export type RoomHealthDto = {
  /** The room's children (home room or signed in there), by name */
  children: HealthChildDto[];
  room: LabelledDto;
};
export type RoomMedicationDto = {
  child: LabelledDto;
  medications: MedicationItemDto[];
};
export type MedicationDoseDto = {
  amount: string;
  /** Whether the caller may correct it */
  canCorrect: boolean;
  child: LabelledDto;
  /** When the record was last corrected */
  correctedAt: string | null;
  givenAt: string;
  givenBy: LabelledDto;
  id: number;
  intervalId: number;
  medication: string;
  medicationId: number;
  note: string | null;
  witness: LabelledDto | null;
};
export type MedicationIntervalDto = {
  id: number;
  /** The time of day the dose is due (the daycare's clock); null for an as-needed medicine */
  time: string | null;
};
export type MedicationRoute =
  | "oral"
  | "inhaled"
  | "topical"
  | "eye"
  | "ear"
  | "nasal"
  | "injection"
  | "other";
export type MedicationSignatureDto = {
  at: string;
  /** The guardian account that signed */
  by: LabelledDto | null;
  /** The address the signature came from */
  ip: string;
  /** The name the guardian typed */
  name: string;
};
export type MedicationState =
  "awaiting_signature" | "upcoming" | "active" | "ended" | "expired";
export type MedicationDetailDto = {
  /** Given when needed rather than at set times */
  asNeeded: boolean;
  /** Whether the caller may change it (the child’s guardians and directors) */
  canEdit: boolean;
  /** Whether the caller gives its doses (the daycare side, for children they care for) */
  canGive: boolean;
  /** Whether the caller signs it (a guardian of the child) */
  canSign: boolean;
  child: LabelledDto;
  childId: number;
  dose: string;
  /** Every dose given, newest first */
  doses: MedicationDoseDto[];
  /** An emergency medicine (an auto-injector): each dose needs a witness and the family is told at once */
  emergency: boolean;
  endsOn: string;
  /** The medicine's own expiry date */
  expiresOn: string;
  /** The medicine expires within 30 days (or has expired) */
  expiresSoon: boolean;
  id: number;
  intervals: MedicationIntervalDto[];
  /** As needed: the most doses in a day */
  maxDailyDoses: number | null;
  /** As needed: the least minutes between two doses */
  minMinutesBetween: number | null;
  name: string;
  prescriber: string | null;
  reason: string | null;
  route: MedicationRoute;
  /** The guardian's signature; null until a guardian signs this version */
  signature: MedicationSignatureDto | null;
  /** The drawn signature as a PNG data URL */
  signatureImage: string | null;
  startsOn: string;
  /** Whether doses may be given today */
  state: MedicationState;
};
export type CorrectDoseDto = {
  amount: string;
  doseId: number;
  givenAt: string;
  note?: string | null;
};
export type CreateMedicationDto = {
  /** Given when needed (with a least gap and a daily maximum) rather than at set times */
  asNeeded: boolean;
  childId: number;
  dose: string;
  /** An emergency medicine (an auto-injector) */
  emergency?: boolean;
  endsOn: string;
  /** The medicine's expiry date, from its label */
  expiresOn: string;
  /** As needed: the most doses in a day */
  maxDailyDoses?: number | null;
  /** As needed: the least minutes between two doses */
  minMinutesBetween?: number | null;
  name: string;
  prescriber?: string | null;
  reason?: string | null;
  route: MedicationRoute;
  /** The drawn signature as a PNG data URL */
  signature?: string;
  /** A guardian signs with their typed name and a drawn signature */
  signedName?: string;
  startsOn: string;
  /** Scheduled: the times of day a dose is due (HH:MM) */
  times?: string[];
};
export type DueDoseState = "given" | "due" | "upcoming" | "as_needed";
export type DueDoseDto = {
  child: LabelledDto;
  dose: string;
  /** When today’s dose is due; null as needed */
  dueAt: string | null;
  emergency: boolean;
  /** The medicine expires within 30 days */
  expiresSoon: boolean;
  /** Today's dose of this interval once given (the latest, as needed) */
  given: MedicationDoseDto | null;
  intervalId: number;
  medicationId: number;
  name: string;
  route: MedicationRoute;
  state: DueDoseState;
  time: string | null;
};
export type GiveDoseDto = {
  amount: string;
  /** When it was given; now when left out */
  givenAt?: string;
  /** The staff member who gave it; required from a room tablet, the caller otherwise */
  givenById?: number;
  intervalId: number;
  note?: string | null;
  /** Emergency medicine: another staff member who saw it given */
  witnessId?: number;
};
export type MedicationHistoryDto = {
  doses: MedicationDoseDto[];
  /** Pass as `before` for the next page; null on the last */
  nextBefore: string | null;
};
export type MedicationDto = {
  /** Given when needed rather than at set times */
  asNeeded: boolean;
  /** Whether the caller may change it (the child’s guardians and directors) */
  canEdit: boolean;
  /** Whether the caller gives its doses (the daycare side, for children they care for) */
  canGive: boolean;
  /** Whether the caller signs it (a guardian of the child) */
  canSign: boolean;
  child: LabelledDto;
  childId: number;
  dose: string;
  /** An emergency medicine (an auto-injector): each dose needs a witness and the family is told at once */
  emergency: boolean;
  endsOn: string;
  /** The medicine's own expiry date */
  expiresOn: string;
  /** The medicine expires within 30 days (or has expired) */
  expiresSoon: boolean;
  id: number;
  intervals: MedicationIntervalDto[];
  /** As needed: the most doses in a day */
  maxDailyDoses: number | null;
  /** As needed: the least minutes between two doses */
  minMinutesBetween: number | null;
  name: string;
  prescriber: string | null;
  reason: string | null;
  route: MedicationRoute;
  /** The guardian's signature; null until a guardian signs this version */
  signature: MedicationSignatureDto | null;
  startsOn: string;
  /** Whether doses may be given today */
  state: MedicationState;
};
export type MedicationIntervalDetailDto = {
  dueAt: string | null;
  interval: MedicationIntervalDto;
  medication: MedicationDto;
  /** Why a dose cannot be given now; null when it can */
  refusal: string | null;
  /** Today's doses of the medication */
  today: MedicationDoseDto[];
};
export type SignMedicationDto = {
  medicationId: number;
  signature: string;
  signedName: string;
};
export type UpdateMedicationDto = {
  /** Given when needed (with a least gap and a daily maximum) rather than at set times */
  asNeeded: boolean;
  dose: string;
  /** An emergency medicine (an auto-injector) */
  emergency?: boolean;
  endsOn: string;
  /** The medicine's expiry date, from its label */
  expiresOn: string;
  /** As needed: the most doses in a day */
  maxDailyDoses?: number | null;
  medicationId: number;
  /** As needed: the least minutes between two doses */
  minMinutesBetween?: number | null;
  name: string;
  prescriber?: string | null;
  reason?: string | null;
  route: MedicationRoute;
  /** The drawn signature as a PNG data URL */
  signature?: string;
  /** A guardian signs with their typed name and a drawn signature */
  signedName?: string;
  startsOn: string;
  /** Scheduled: the times of day a dose is due (HH:MM) */
  times?: string[];
};
export type NoteVisibility = "staff" | "family";
export type NoteDto = {
  author: LabelledDto;
  body: string;
  /** Whether the caller may change or delete the note (its author or a director) */
  canEdit: boolean;
  child: LabelledDto;
  childId: number;
  createdAt: string;
  id: number;
  updatedAt: string | null;
  visibility: NoteVisibility;
};
export type CreateNoteDto = {
  body: string;
  childId: number;
  /** staff: only the daycare reads it; family: the child’s guardians read it too */
  visibility: NoteVisibility;
};
export type UpdateNoteDto = {
  body: string;
  noteId: number;
  /** staff: only the daycare reads it; family: the child’s guardians read it too */
  visibility: NoteVisibility;
};
export type OnMyWayCountDto = {
  /** Today's unread notices the caller would see */
  count: number;
};
export type OnMyWayIdDto = {
  id: number;
};
export type GuardianLabelDto = {
  id: number;
  label: string;
};
export type OnMyWayDto = {
  /** When the guardian expects to arrive */
  arrivingAt: string;
  child: LabelledDto;
  /** When it was sent */
  createdAt: string;
  /** Who is on their way */
  guardian: GuardianLabelDto;
  id: number;
  note: string | null;
  /** When the room read it; null while unread */
  readAt: string | null;
  /** Who marked it read */
  readBy: LabelledDto | null;
  /** The room told (the child’s room when it was sent) */
  room: LabelledDto;
};
export type SendOnMyWayDto = {
  /** One of your children */
  childId: number;
  /** Minutes until you arrive (0 = arriving now) */
  minutes: number;
  note?: string | null;
};
export type UpdateGuardianPhonesDto = {
  guardianId: number;
  home: PhoneDto | null;
  mobile: PhoneDto | null;
  work: PhoneDto | null;
};
export type PickupKind = "guardian" | "contact";
export type PickupPersonDto = {
  id: number;
  kind: PickupKind;
  label: string;
  mobile: PhoneDto | null;
  photoUrl: string | null;
  /** A guardian's relation code, or a contact's own words */
  relation: string;
};
export type NeverReleaseDto = {
  createdAt: string;
  description: string;
  documentNote: string | null;
  id: number;
  name: string;
};
export type PickupListDto = {
  /** The family's guardians, then the contacts who may pick the child up, in call order */
  authorised: PickupPersonDto[];
  neverRelease: NeverReleaseDto[];
};
export type CreateNeverReleaseDto = {
  childId: number;
  description: string;
  documentNote?: string | null;
  name: string;
};
export type RegisteredDto = {
  /** The address the confirmation code goes to */
  email: string;
  message: string;
};
export type CreateUserDto = {
  /** The daycare of a public registration link: the guardian joins it at once */
  daycareId?: number;
  email: string;
  firstName: string;
  /** The language the visitor reads the product in: the account keeps it, and its e-mails are written in it (English when left out) */
  language?: Language;
  lastName: string;
  password: string;
  /** The referral code of the person who recommended Daycare */
  referralCode?: string;
};
export type ProfileDto = {
  address: string | null;
  city: string | null;
  phone: string | null;
  postalCode: string | null;
  province: string | null;
};
export type ReferralDto = {
  /** The code others enter to say this user recommended Daycare */
  referralCode: string;
};
export type LoggedInUserResponseDto = {
  user: LoggedInUserDto;
};
export type SaveProfileDto = {
  address: string;
  city: string;
  phone: string;
  postalCode: string;
  province: string;
};
export type ReferredByDto = {
  /** The first name of the person whose code was entered */
  referredBy: string;
};
export type RemoteEntryDto = {
  /** Where the browser loads the remote from; the `v` query is a hash of the file, so a redeployed remote gets a new URL */
  entry: string;
};
export type RemotesManifestDto = {
  admin: RemoteEntryDto;
  guardian: RemoteEntryDto;
  super: RemoteEntryDto;
  tablet: RemoteEntryDto;
};
export type IdLabelDto = {
  id: number;
  label: string;
};
export type StreamDto = {
  active: boolean;
  id: number;
  label: string;
  rooms: IdLabelDto[];
};
export type AddOrUpdateStreamDto = {
  active?: boolean;
  /** Left out to create a stream */
  id?: number;
  label: string;
  /** Every room the stream uses afterwards */
  roomIds: number[];
};
export type RoomDetailDto = {
  ageGroupId: number | null;
  ageGroupLabel: string | null;
  capacity: number | null;
  /** Children signed in to the room now */
  childrenIn: number;
  /** Children per staff member: the room's own, else its age group's */
  childrenPerStaff: number | null;
  /** Children whose home room this is */
  enrolled: number;
  id: number;
  inRatio: boolean;
  label: string;
  /** Staff the ratio requires for the children in (0 outside the ratio or without one) */
  requiredStaff: number;
  /** Staff signed in to the room now */
  staffIn: number;
};
export type ChildRoomDto = {
  child: IdLabelDto;
  room: IdLabelDto | null;
};
export type RoomDto = {
  id: number;
  /** Whether children in the room count toward the staff-to-child ratio */
  inRatio: boolean;
  label: string;
};
export type RoomSettingsViewDto = {
  ageGroupId: number | null;
  capacity: number | null;
  /** The room's own ratio; null uses the age group's */
  childrenPerStaff: number | null;
  closesAt: string | null;
  inRatio: boolean;
  label: string;
  opensAt: string | null;
  roomId: number;
};
export type StaffRoomDto = {
  room: IdLabelDto | null;
  staff: IdLabelDto;
};
export type SupplyItemDto = {
  id: number;
  label: string;
  note: string | null;
};
export type UpdateRoomDto = {
  /** Left out to create a room */
  id?: number;
  /** Whether the room counts toward ratios (default true) */
  inRatio?: boolean;
  label: string;
};
export type UpdateChildRoomDto = {
  childId: number;
  /** null takes the child out of any room */
  roomId: number | null;
};
export type RoomSettingsDto = {
  ageGroupId?: number | null;
  capacity?: number | null;
  /** Children per staff member; null uses the age group's */
  childrenPerStaff?: number | null;
  closesAt?: string | null;
  inRatio?: boolean;
  opensAt?: string | null;
  roomId: number;
};
export type UpdateStaffRoomDto = {
  roomId: number | null;
  /** A staff member or room tablet of the daycare */
  staffId: number;
};
export type SupplyItemInputDto = {
  label: string;
  note?: string | null;
};
export type UpdateSupplyListDto = {
  items: SupplyItemInputDto[];
  roomId: number;
};
export type ScheduleDayDto = {
  /** Expected arrival, HH:MM (24-hour, local time) */
  arrives: string;
  /** Expected departure, HH:MM, after the arrival */
  departs: string;
  /** ISO weekday: Monday 1 … Sunday 7 */
  weekday: number;
};
export type AttendancePlanType = 1 | 2 | 3;
export type ScheduleDto = {
  child: LabelledDto;
  /** Applies today (local day of the daycare) */
  current: boolean;
  /** Monday first */
  days: ScheduleDayDto[];
  id: number;
  note: string | null;
  plan: AttendancePlanType;
  validFrom: string;
  validTo: string | null;
};
export type CreateScheduleDto = {
  childId: number;
  /** The weekdays, each at most once; FullTime and PartTime need at least one, DropIn may have none */
  days: ScheduleDayDto[];
  note?: string | null;
  /** FullTime 1, PartTime 2, DropIn 3 */
  plan: AttendancePlanType;
  /** First day the schedule applies */
  validFrom: string;
  /** Last day it applies; null or left out: open-ended */
  validTo?: string | null;
};
export type ScheduleReportCellDto = {
  /** Children scheduled to be in for part of that hour */
  count: number;
  /** The hour starting at HH:00 (0–23) */
  hour: number;
  /** ISO weekday, Monday 1 */
  weekday: number;
};
export type ScheduleReportRoomDto = {
  /** Only hours with someone expected; weekday, then hour */
  cells: ScheduleReportCellDto[];
  /** Children of the room with a schedule that applies on the day */
  children: number;
  room: LabelledDto;
};
export type ScheduleReportDto = {
  date: string;
  /** Each room (home rooms of the children), by label */
  rooms: ScheduleReportRoomDto[];
};
export type ScheduleRequestStatus = "pending" | "approved" | "declined";
export type ScheduleRequestDto = {
  child: LabelledDto;
  createdAt: string;
  days: ScheduleDayDto[];
  id: number;
  /** The guardian's note */
  note: string | null;
  plan: AttendancePlanType;
  /** The guardian who asked */
  requestedBy: LabelledDto;
  respondedAt: string | null;
  respondedBy: LabelledDto | null;
  /** The director's note */
  responseNote: string | null;
  /** The schedule it changes; null: a new one */
  scheduleId: number | null;
  status: ScheduleRequestStatus;
  validFrom: string;
  validTo: string | null;
};
export type CreateScheduleRequestDto = {
  childId: number;
  /** The weekdays, each at most once; FullTime and PartTime need at least one, DropIn may have none */
  days: ScheduleDayDto[];
  note?: string | null;
  /** FullTime 1, PartTime 2, DropIn 3 */
  plan: AttendancePlanType;
  /** The schedule to change; left out: a new schedule */
  scheduleId?: number | null;
  /** First day the schedule applies */
  validFrom: string;
  /** Last day it applies; null or left out: open-ended */
  validTo?: string | null;
};
export type RespondScheduleRequestDto = {
  /** true approves (and applies the schedule), false declines */
  approve: boolean;
  id: number;
  note?: string | null;
};
export type UpdateScheduleDto = {
  /** The weekdays, each at most once; FullTime and PartTime need at least one, DropIn may have none */
  days: ScheduleDayDto[];
  id: number;
  note?: string | null;
  /** FullTime 1, PartTime 2, DropIn 3 */
  plan: AttendancePlanType;
  /** First day the schedule applies */
  validFrom: string;
  /** Last day it applies; null or left out: open-ended */
  validTo?: string | null;
};
export type PeopleKind = "child" | "guardian" | "contact" | "staff";
export type PeopleMatchedBy = "name" | "phone" | "email";
export type PeopleSearchResultDto = {
  /** A child's or staff member's room, a guardian's children, a contact's relation and the family's children; empty when there is none */
  detail: string;
  id: number;
  kind: PeopleKind;
  label: string;
  /** What the query matched: the name, a phone number or the e-mail address */
  matched: PeopleMatchedBy;
  /** The record's page */
  url: string;
};
export type CertificationKind = "first-aid" | "cpr" | "background-check";
export type CertificationState = "valid" | "expiring" | "expired" | "missing";
export type CertificationRecordDto = {
  expiresOn: string | null;
  issuedOn: string | null;
  kind: CertificationKind;
  /** expiring: expires within 60 days of the daycare's today */
  state: CertificationState;
};
export type StaffRecordDto = {
  /** One per kind, in the order first aid, CPR, background check */
  certifications: CertificationRecordDto[];
  email: string;
  endedOn: string | null;
  id: number;
  label: string;
  phone: string | null;
  photoUrl: string | null;
  /** Role codes held in this daycare */
  roles: string[];
  /** The home room */
  room: LabelledDto | null;
  startedOn: string | null;
};
export type CertificationAlertsDto = {
  /** Certifications of the daycare's staff already expired */
  expired: number;
  /** Certifications of the daycare's staff expiring within 60 days */
  expiring: number;
};
export type CertificationDto = {
  expiresOn: string | null;
  kind: CertificationKind;
  /** expiring: expires within 60 days of the daycare's today */
  state: CertificationState;
};
export type StaffListItemDto = {
  /** One per kind, in the order first aid, CPR, background check */
  certifications: CertificationDto[];
  email: string;
  endedOn: string | null;
  id: number;
  label: string;
  photoUrl: string | null;
  /** Role codes held in this daycare */
  roles: string[];
  /** The home room */
  room: LabelledDto | null;
  startedOn: string | null;
};
export type StaffListDto = {
  /** Over all the staff of the daycare, whatever the filters */
  alerts: CertificationAlertsDto;
  items: StaffListItemDto[];
  total: number;
};
export type UpdateCertificationDto = {
  expiresOn: string | null;
  /** Both dates null removes the certification */
  issuedOn: string | null;
  kind: CertificationKind;
  staffId: number;
};
export type UpdateEmploymentDto = {
  endedOn: string | null;
  staffId: number;
  startedOn: string | null;
};
export type SunProduct = "sunscreen" | "repellent";
export type SunApplicationDto = {
  appliedAt: string;
  /** Who applied it */
  appliedBy: LabelledDto;
  childId: number;
  id: number;
  product: SunProduct;
};
export type ApplySunProductDto = {
  /** When it was applied; now when left out */
  at?: string;
  childIds: number[];
  product: SunProduct;
};
export type SunConsentDto = {
  grantedAt: string;
  /** Who gave the permission */
  grantedBy: LabelledDto;
  id: number;
  notes: string | null;
  product: SunProduct;
  productName: string | null;
};
export type GrantSunConsentDto = {
  childId: number;
  notes?: string | null;
  product: SunProduct;
  productName?: string | null;
};
export type SunChildDto = {
  /** Applications of the day (the family: of the last 7 days), newest first */
  applications: SunApplicationDto[];
  child: LabelledDto;
  /** The insect repellent permission in force */
  repellent: SunConsentDto | null;
  /** The sunscreen permission in force */
  sunscreen: SunConsentDto | null;
};
export type SunRoomDto = {
  children: SunChildDto[];
  day: string;
  room: LabelledDto;
};
export type ConsentIdDto = {
  consentId: number;
};
export type PeopleChildDto = {
  /** Allergy summary for the alert */
  allergies: string | null;
  /** Itemised allergies on record */
  allergyCount: number;
  /** Date of birth (YYYY-MM-DD) */
  birthDate: string;
  firstName: string;
  /** Whether the card shows an allergy alert */
  hasAllergies: boolean;
  /** The room the child belongs to */
  homeRoomId: number | null;
  id: number;
  /** Open incident count */
  incident: number;
  /** Full name */
  label: string;
  lastName: string;
  /** Ongoing medication count */
  onGoingMedication: number;
  /** Photo address; null shows initials */
  photoUrl: string | null;
  /** The room the child is signed in to; null when signed out */
  rId: number | null;
  /** When the current stay began; null when signed out */
  signedInAt: string | null;
  /** 1 signed in, 0 signed out */
  status: number;
  /** The child's tags (ids of /api/Tags/List) */
  tagIds: number[];
};
export type ChildGuardianDto = {
  /** Whether a PIN is set (needed to confirm on a tablet) */
  hasPin: boolean;
  id: number;
  /** Full name */
  label: string;
};
export type DailyChildAttendanceDto = {
  attendanceId: number;
  child: LabelledDto;
  endedAt: string | null;
  room: LabelledDto;
  signedInBy: LabelledDto | null;
  signedOutBy: LabelledDto | null;
  startedAt: string;
};
export type RoomDayQueryDto = {
  /** A day (YYYY-MM-DD) in the daycare's time zone; defaults to today */
  date?: string;
  /** The room (a tablet always gets its own) */
  roomId?: number;
};
export type PeopleStaffDto = {
  firstName: string;
  /** Whether a PIN is set (needed to sign in on a tablet) */
  hasPin: boolean;
  /** Home room in this daycare */
  homeRoomId: number | null;
  id: number;
  /** Full name */
  label: string;
  lastName: string;
  /** The room the staff member is signed in to; null when signed out */
  rId: number | null;
  /** When the current stay began; null when signed out */
  signedInAt: string | null;
  /** 1 signed in, 0 signed out */
  status: number;
};
export type MovedPersonDto = {
  at: string;
  /** The new interval, starting when the previous one ended */
  attendanceId: number;
  from: LabelledDto;
  person: LabelledDto;
  personType: PersonType;
  room: LabelledDto;
};
export type MovePeopleDto = {
  /** Signed-in children to move */
  children?: number[];
  /** The room to move to */
  roomId: number;
  /** Signed-in staff to move */
  staff?: number[];
};
export type SignedByKind = "staff" | "director" | "guardian";
export type SignedByDto = {
  id: number;
  kind: SignedByKind;
  label: string;
};
export type AttendanceChangeDto = {
  /** When it happened */
  at: string;
  attendanceId: number;
  /** Who signed the person in or out */
  by: SignedByDto | null;
  clientId: string;
  person: LabelledDto;
  personType: PersonType;
  /** Who picked the child up, on a sign-out that said so */
  pickup?: PickupRecordDto | null;
  /** The room signed in to, or left */
  room: LabelledDto;
  signedInAt: string;
  signedOutAt: string | null;
  /** 1 signed in, 0 signed out */
  status: number;
};
export type AttendanceAction = "signIn" | "signOut";
export type PickupDto = {
  /** The guardian (user id) or contact on the pick-up list; required for those kinds */
  id?: number;
  kind: PickedUpByKind;
  /** Required when kind is other */
  name?: string;
  /** Required when kind is other */
  reason?: string;
  /** The staff member who allows it; required when kind is other */
  staffId?: number;
  /** That staff member's PIN; required when kind is other */
  staffPin?: string;
};
export type UpdateAttendanceDto = {
  action: AttendanceAction;
  /** Made by the client once per tap; a retry sends the same id and gets the first answer */
  clientId: string;
  /** A guardian of the child confirming with their PIN */
  guardianId?: number;
  /** The child id, or the staff member’s user id */
  personId: number;
  personType: PersonType;
  /** A child's sign-out: who picks the child up. Someone not on the pick-up list is allowed by a staff member's PIN, who then signs the child out. */
  pickup?: PickupDto;
  /** The PIN of the staff member signing (themselves or a child), or of the confirming guardian */
  pin?: string;
  /** Sign-in room; defaults to the person's home room. A tablet signs into its own room. */
  roomId?: number;
  /** On a tablet: the staff member signing a child, confirming with their PIN */
  signedById?: number;
};
export type WeeklyPersonDto = {
  id: number;
  label: string;
  /** Minutes in the room, Monday to Sunday */
  minutes: number[];
  totalMinutes: number;
};
export type WeeklyRoomAttendanceDto = {
  children: WeeklyPersonDto[];
  /** The seven days, Monday first */
  days: string[];
  room: LabelledDto;
  staff: WeeklyPersonDto[];
  /** Monday of the week */
  weekStart: string;
};
export type EmailConfirmedDto = {
  emailConfirmed: boolean;
};
export type ConfirmEmailDto = {
  code: string;
  email: string;
};
export type LanguageDto = {
  language: Language;
};
export type SetPinDto = {
  /** 4 to 6 digits */
  pin: string;
};
export type ThemeDto = {
  theme: ThemeName;
};
export type AddAdminResultDto = {
  userId: number;
};
export type AddAdminDto = {
  /** The e-mail address of an existing account */
  email: string;
};
export type UserRoleDto = {
  code: RoleCode;
  id: number;
};
export type CreateUserRoleDto = {
  code: RoleCode;
  /** A staff member, tablet or admin of the current daycare */
  userId: number;
};
export type StaffRolesDto = {
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRoleDto[];
  /** User type (2 Staff, 3 Admin, 4 Tablet) */
  type: 2 | 3 | 4;
  userId: number;
};
export type GuardianRolesDto = {
  email: string;
  firstName: string;
  lastName: string;
  roles: UserRoleDto[];
  userId: number;
};
export type UpdateGuardianRolesDto = {
  /** Every role the guardian should hold afterwards */
  codes: RoleCode[];
  /** A guardian of the current daycare */
  userId: number;
};
export const {
  useTagsAssignMutation,
  useTagsChildTagsQuery,
  useTagsCreateMutation,
  useTagsRemoveMutation,
  useTagsListQuery,
  useTagsUnassignMutation,
  useTagsUpdateMutation,
  useTagsCreateAndAssignMutation,
  useAbsencesCreateMutation,
  useAbsencesRemoveMutation,
  useAbsencesListQuery,
  useAccountForgotPasswordMutation,
  useAccountGrantAccessMutation,
  useAccountPendingAccessQuery,
  useAccountRequestAccessMutation,
  useAccountResetPasswordMutation,
  useFeatureControlFeaturecontrolQuery,
  useOutboxOutboxQuery,
  useFeatureControlUpdateFeaturecontrolMutation,
  useAppVersionCheckQuery,
  useAppVersionReleaseCacheMutation,
  useAttendanceByIdQuery,
  usePinAlertsClearMutation,
  useAttendanceCreateMutation,
  useAttendanceRemoveMutation,
  useExpectedAttendanceExpectedQuery,
  usePinAlertsListQuery,
  useAttendanceReportQuery,
  useAttendanceReportCsvQuery,
  useReportedAttendanceByIdQuery,
  useReportedAttendanceRemoveMutation,
  useReportedAttendanceListQuery,
  useReportedAttendanceSaveMutation,
  useAttendanceSearchQuery,
  useAttendanceUpdateMutation,
  useAuditLogListQuery,
  useAuthCsrfQuery,
  useAuthEndSessionsMutation,
  useAuthImpersonateMutation,
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthLogoutEverywhereMutation,
  useAuthRefreshTokenV2Mutation,
  useAuthStopImpersonationMutation,
  useChartsAbsencesQuery,
  useChartsChildAbsencesQuery,
  useChartsDailyEventsQuery,
  useChartsEventsQuery,
  useChartsFamilyAbsencesQuery,
  useChildBulkMoveMutation,
  useChildBulkTagMutation,
  useChildBulkWithdrawMutation,
  useChildByIdQuery,
  useChildCreateMutation,
  useChildListQuery,
  useChildUpdateAddressMutation,
  useChildUpdateMedicalMutation,
  useChildUpdateNameMutation,
  useChildUpdatePersonalMutation,
  useChildUpdateRegistrationMutation,
  useChildUpdateSchoolMutation,
  useContactByIdQuery,
  useContactCreateMutation,
  useContactDeleteMutation,
  useContactListQuery,
  useContactReorderMutation,
  useContactUpdateAddressMutation,
  useContactUpdateChildrenMutation,
  useContactUpdateNameMutation,
  useContactUpdatePhonesMutation,
  useDailyReportsByIdQuery,
  useDailyReportsChildQuery,
  useDailyReportsCreateMutation,
  useDailyReportsRemoveMutation,
  useDailyReportsFamilyQuery,
  useDailyReportsHoldMutation,
  useDailyReportsRemovePhotoMutation,
  useDailyReportsPhotoMutation,
  useDailyReportsReviewQuery,
  useDailyReportsRoomQuery,
  useDailyReportsSleepCheckMutation,
  useDailyReportsSleepCheckListQuery,
  useDailyReportsUpdateMutation,
  useDailyReportsWakeMutation,
  useAgeGroupAgeGroupsQuery,
  useDaycareChangeCenterMutation,
  useDaycareChangeDaycareMutation,
  useDaycareFeatureControlQuery,
  useDaycareListQuery,
  useDaycareMoveDaycareMutation,
  useDaycareMyDaycaresQuery,
  useAgeGroupRemoveAgeGroupMutation,
  useAgeGroupUpdateAgeGroupMutation,
  useFamilyArchiveMutation,
  useFamilyByIdQuery,
  useFamilyChangesListQuery,
  useFamilyChangesSeenMutation,
  useFamilyListQuery,
  useFamilyRestoreMutation,
  useGuardianByIdQuery,
  useGuardianCreateMutation,
  useGuardianListQuery,
  useGuardianResendInvitationMutation,
  useGuardianUpdateAccountMutation,
  useGuardianUpdateAddressMutation,
  useGuardianUpdateEmploymentMutation,
  useGuardianUpdateGeneralMutation,
  useGuardianUpdateNameMutation,
  useHealthCheckQuery,
  useIllnessByIdQuery,
  useIllnessCreateMutation,
  useIllnessRemoveMutation,
  useIllnessListQuery,
  useIllnessRulesQuery,
  useIllnessSetRulesMutation,
  useIllnessUpdateMutation,
  useImagesUploadMutation,
  useIncidentsAmendMutation,
  useIncidentsByIdQuery,
  useIncidentsChildQuery,
  useIncidentsCreateMutation,
  useIncidentsHandOverQuery,
  useIncidentsOutstandingQuery,
  useIncidentsPhotoMutation,
  useIncidentsSignMutation,
  useIncidentsUpdateMutation,
  useInvitationAcceptMutation,
  useInvitationByTokenQuery,
  useInvitationCreateMutation,
  useInvitationListQuery,
  useInvitationResendMutation,
  useInvitationRevokeMutation,
  useMedicalFamilyAllergenListQuery,
  useMedicalRoomAllergyListQuery,
  useMedicalRoomHealthListQuery,
  useMedicalRoomMedicationListQuery,
  useMedicationsByIdQuery,
  useMedicationsCorrectDoseMutation,
  useMedicationsCreateMutation,
  useMedicationsDoseQuery,
  useMedicationsDueQuery,
  useMedicationsGiveMutation,
  useMedicationsHistoryQuery,
  useMedicationsIntervalQuery,
  useMedicationsListQuery,
  useMedicationsSignMutation,
  useMedicationsUpdateMutation,
  useNotesByIdQuery,
  useNotesCreateMutation,
  useNotesRemoveMutation,
  useNotesListQuery,
  useNotesUpdateMutation,
  useOnMyWayCountQuery,
  useOnMyWayRemoveMutation,
  useOnMyWayListQuery,
  useOnMyWayReadMutation,
  useOnMyWayRoomOmwQuery,
  useOnMyWaySendMutation,
  usePhoneUpdateMutation,
  usePickupChildQuery,
  usePickupRemoveNeverReleaseMutation,
  usePickupNeverReleaseMutation,
  useRegisterCreateUserMutation,
  useRegisterProfileQuery,
  useRegisterReferralQuery,
  useRegisterResendConfirmEmailMutation,
  useRegisterSaveProfileMutation,
  useRegisterUpdateReferralMutation,
  useRemotesManifestQuery,
  useRoomAddOrUpdateStreamMutation,
  useRoomByDaycareQuery,
  useRoomByIdQuery,
  useRoomChildRoomQuery,
  useRoomRemoveMutation,
  useRoomListQuery,
  useRoomSelectStreamListQuery,
  useRoomSelectStreamRoomsQuery,
  useRoomSettingsQuery,
  useRoomStaffRoomQuery,
  useRoomStreamListQuery,
  useRoomStreamRoomsQuery,
  useRoomSupplyListByRoomQuery,
  useRoomUpdateMutation,
  useRoomUpdateChildMutation,
  useRoomUpdateSettingsMutation,
  useRoomUpdateStaffMutation,
  useRoomUpdateSupplyListMutation,
  useSchedulesByIdQuery,
  useSchedulesCreateMutation,
  useSchedulesRemoveMutation,
  useSchedulesListQuery,
  useSchedulesReportQuery,
  useSchedulesRequestMutation,
  useSchedulesRequestsQuery,
  useSchedulesRespondMutation,
  useSchedulesUpdateMutation,
  useSearchPeopleQuery,
  useStaffByIdQuery,
  useStaffListQuery,
  useStaffUpdateCertificationMutation,
  useStaffUpdateEmploymentMutation,
  useSunProtectionRemoveApplicationMutation,
  useSunProtectionApplyMutation,
  useSunProtectionGrantMutation,
  useSunProtectionFamilyQuery,
  useSunProtectionRoomQuery,
  useSunProtectionWithdrawMutation,
  useTabletChildByIdQuery,
  useTabletChildGuardiansQuery,
  useTabletChildrenListQuery,
  useTabletDailyChildAttendancesQuery,
  useTabletHomeRoomStaffQuery,
  useTabletMovePeopleMutation,
  useTabletStaffByIdQuery,
  useTabletStaffListQuery,
  useTabletStaffSelectListQuery,
  useTabletUpdateAttendanceMutation,
  useTabletWeeklyRoomAttendanceQuery,
  useUserEmailConfirmEmailMutation,
  useUserLoggedInUserQuery,
  useUserSetLanguageMutation,
  usePinSetPinMutation,
  useUserSetThemeMutation,
  useUserRoleAddAdminMutation,
  useUserRoleCreateMutation,
  useUserRoleListQuery,
  useUserRoleListGroupedQuery,
  useUserRoleListGuardianUserRolesQuery,
  useUserRoleMyrolesQuery,
  useUserRoleRemoveMutation,
  useUserRoleUpdateGuardianRolesMutation,
} = injectedRtkApi;
