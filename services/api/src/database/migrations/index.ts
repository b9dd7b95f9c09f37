import { CreateFoundation1795382860659 } from './1795382860659-create-foundation';
import { AddSessions1795500000000 } from './1795500000000-add-sessions';
import { AddAccounts1795500001000 } from './1795500001000-add-accounts';
import { AddAttendance1795600000000 } from './1795600000000-add-attendance';
import { AddRoomSettingsAndTags1795600001000 } from './1795600001000-add-room-settings-and-tags';
import { AddOnMyWay1795700000000 } from './1795700000000-add-on-my-way';
import { AddSchedulesAndAbsences1795800000000 } from './1795800000000-add-schedules-and-absences';
import { AddRefreshTokenSuccessor1795900004000 } from './1795900004000-add-refresh-token-successor';
import { AddPinThrottle1795900004100 } from './1795900004100-add-pin-throttle';
import { LoginThrottleWithoutLock1795900004200 } from './1795900004200-login-throttle-without-lock';
import { AddUserLanguage1795900004300 } from './1795900004300-add-user-language';
import { AddChildRecords1796000000000 } from './1796000000000-add-child-records';
import { AddGuardianContactRecords1796000100000 } from './1796000100000-add-guardian-contact-records';
import { AddStaffRecords1796000200000 } from './1796000200000-add-staff-records';
import { AddStoredFiles1796000300000 } from './1796000300000-add-stored-files';
import { AddPeopleSearch1796000400000 } from './1796000400000-add-people-search';
import { AddFamilyMovesAndArchive1796000500000 } from './1796000500000-add-family-moves-and-archive';
import { AddChildNotes1796000600000 } from './1796000600000-add-child-notes';
import { ChildNotesFollowFamilyMoves1796000650000 } from './1796000650000-child-notes-follow-family-moves';
import { AddPickupRecords1796000700000 } from './1796000700000-add-pickup-records';
import { AddFamilyChanges1796000800000 } from './1796000800000-add-family-changes';
import { AddPeoplePhotos1796000870000 } from './1796000870000-add-people-photos';
import { AddDailyEntries1796000900000 } from './1796000900000-add-daily-entries';
import { AddSleepChecks1796000910000 } from './1796000910000-add-sleep-checks';
import { AddDailySummaries1796000920000 } from './1796000920000-add-daily-summaries';
import { AddIncidentReports1796001300000 } from './1796001300000-add-incident-reports';

/** Every migration, oldest first. A new migration is added here explicitly. */
export const MIGRATIONS = [CreateFoundation1795382860659, AddSessions1795500000000, AddAccounts1795500001000, AddAttendance1795600000000, AddRoomSettingsAndTags1795600001000, AddOnMyWay1795700000000, AddSchedulesAndAbsences1795800000000, AddRefreshTokenSuccessor1795900004000, AddPinThrottle1795900004100, LoginThrottleWithoutLock1795900004200, AddUserLanguage1795900004300, AddChildRecords1796000000000, AddGuardianContactRecords1796000100000, AddStaffRecords1796000200000, AddStoredFiles1796000300000, AddPeopleSearch1796000400000, AddFamilyMovesAndArchive1796000500000, AddChildNotes1796000600000, ChildNotesFollowFamilyMoves1796000650000, AddPickupRecords1796000700000, AddFamilyChanges1796000800000, AddPeoplePhotos1796000870000, AddDailyEntries1796000900000, AddSleepChecks1796000910000, AddDailySummaries1796000920000, AddIncidentReports1796001300000];
