import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { ClockService } from '../../common/clock/clock.service';
import { localToday } from '../../common/daycare-day';
import { ReportPdf } from '../../common/pdf/report-pdf';
import { fillText, spokenLanguage } from '../../common/texts/fill-text';
import { DEFAULT_SLEEP_CHECK_MINUTES } from './daily-entry-queries';
import { textsIn } from './entry-lines';

type Texts = ReturnType<typeof textsIn>['sleepLog'];

interface LoggedCheck {
  at: string;
  position: 'back' | 'side' | 'stomach';
  breathing: boolean;
  by: string;
}

interface LoggedNap {
  child: string;
  at: Date;
  until: Date | null;
  checks: LoggedCheck[];
}

interface LogHeader {
  daycare: string;
  room: string;
  timeZone: string;
  everyMinutes: number;
  reader: string;
  language: string;
}

/** The naps of a day in a room: the room's own children and any child signed in to it when the nap began. */
const NAPS_OF_ROOM_DAY = `
  SELECT c.first_name || ' ' || c.last_name AS child, e.at, e.until,
    COALESCE((SELECT json_agg(json_build_object('at', s.checked_at, 'position', s.position, 'breathing', s.breathing, 'by', u.first_name || ' ' || u.last_name) ORDER BY s.checked_at, s.id)
                FROM sleep_check s JOIN "user" u ON u.id = s.checked_by WHERE s.nap_id = e.id), '[]') AS checks
  FROM daily_entry e
  JOIN child c ON c.id = e.child_id AND c.daycare_id = e.daycare_id
  JOIN daycare d ON d.id = e.daycare_id
  WHERE e.kind = 'nap' AND e.daycare_id = $1 AND (e.at AT TIME ZONE d.time_zone)::date = $3::date
    AND (c.home_room_id = $2 OR EXISTS (SELECT 1 FROM attendance a WHERE a.person_kind = 'child' AND a.person_id = c.id AND a.room_id = $2
                                          AND a.started_at <= e.at AND (a.ended_at IS NULL OR a.ended_at > e.at)))
  ORDER BY c.first_name, c.last_name, e.at`;

const HEADER = `
  SELECT d.label AS daycare, d.time_zone AS "timeZone", r.label AS room,
    COALESCE(g.sleep_check_minutes, ${DEFAULT_SLEEP_CHECK_MINUTES}) AS "everyMinutes",
    u.first_name || ' ' || u.last_name AS reader, u.language
  FROM room r JOIN daycare d ON d.id = r.daycare_id LEFT JOIN age_group g ON g.id = r.age_group_id JOIN "user" u ON u.id = $3
  WHERE r.id = $1 AND r.daycare_id = $2`;

/** The printable safe-sleep check log of a room's day, for the inspector, in the reader's language. */
@Injectable()
export class SleepLogService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
    private readonly clock: ClockService,
  ) {}

  async pdf(user: AuthenticatedUser, roomId: number, day?: string): Promise<{ fileName: string; pdf: Buffer }> {
    const scope = await this.access.require(user, Permission.DailyReportRoomRead, [roomId]);
    const date = day ?? (await localToday(this.dataSource, scope.daycareId, this.clock.now()));
    const [header]: LogHeader[] = await this.dataSource.query(HEADER, [roomId, scope.daycareId, user.id]);
    const naps: LoggedNap[] = await this.dataSource.query(NAPS_OF_ROOM_DAY, [scope.daycareId, roomId, date]);
    const texts = textsIn(header.language).sleepLog;
    const format = formats(spokenLanguage(header.language), header.timeZone);
    const document = new ReportPdf({
      title: texts.title,
      subtitle: fillText(texts.subtitle, { daycare: header.daycare, room: header.room, day: format.day(new Date(`${date}T12:00:00Z`)) }),
      footer: fillText(texts.footer, { time: format.dateTime(this.clock.now()), name: header.reader }),
      pageLabel: (page, pages) => fillText(texts.page, { page: String(page), pages: String(pages) }),
    });
    if (!naps.length) document.paragraph(texts.noNaps, 'muted');
    for (const nap of naps) writeNap(document, nap, header.everyMinutes, texts, format.time);
    return { fileName: fillText(texts.fileName, { room: header.room, day: date }), pdf: await document.toBuffer() };
  }
}

function writeNap(document: ReportPdf, nap: LoggedNap, everyMinutes: number, texts: Texts, time: (at: Date) => string): void {
  const end = nap.until ? time(new Date(nap.until)) : texts.stillAsleep;
  document.heading(fillText(texts.nap, { child: nap.child, start: time(new Date(nap.at)), end, minutes: String(everyMinutes) }));
  if (!nap.checks.length) {
    document.paragraph(texts.noChecks, 'warning');
    return;
  }
  let previous = new Date(nap.at);
  const gaps: boolean[] = [];
  const rows = nap.checks.map((check) => {
    const at = new Date(check.at);
    const minutes = Math.round((at.getTime() - previous.getTime()) / 60_000);
    previous = at;
    const late = minutes > everyMinutes;
    gaps.push(late || !check.breathing || check.position === 'stomach');
    const gap = fillText(late ? texts.late : texts.onTime, { minutes: String(minutes), every: String(everyMinutes) });
    return [time(at), texts.positions[check.position], check.breathing ? texts.breathing.normal : texts.breathing.notNormal, gap, check.by];
  });
  const { columns } = texts;
  document.table(
    [
      { header: columns.time, share: 1 },
      { header: columns.position, share: 1.4 },
      { header: columns.breathing, share: 1.1 },
      { header: columns.gap, share: 2.2 },
      { header: columns.checkedBy, share: 1.6 },
    ],
    rows,
    gaps,
  );
}

function formats(language: string, timeZone: string) {
  const time = new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const dateTime = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return { time: (at: Date) => time.format(at), day: (at: Date) => day.format(at), dateTime: (at: Date) => dateTime.format(at) };
}
