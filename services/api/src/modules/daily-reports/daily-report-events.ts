import { Injectable } from '@nestjs/common';
import type { DailyReportChange } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { HubEvents } from '../hub';
import { CHILD_WHEREABOUTS } from './daily-entry-queries';

export interface EntryChange {
  entryId: number;
  childId: number;
  change: DailyReportChange;
}

/** Tells the child's room, the directors and the child's family, live, that a daily report changed. */
@Injectable()
export class DailyReportEvents {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hub: HubEvents,
  ) {}

  async changed(daycareId: number, changes: readonly EntryChange[]): Promise<void> {
    if (!changes.length) return;
    const children: { childId: number; familyId: number; roomId: number | null }[] = await this.dataSource.query(CHILD_WHEREABOUTS, [changes.map((change) => change.childId), daycareId]);
    await Promise.all(
      children.map(({ childId, familyId, roomId }) => {
        const mine = changes.filter((change) => change.childId === childId);
        return this.hub.dailyReport({ daycareId, childId, familyId, roomId, entryIds: mine.map((change) => change.entryId), change: mine[0].change });
      }),
    );
  }
}
