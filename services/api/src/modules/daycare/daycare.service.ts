import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { UserType } from '@daycare/shared';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { UserDaycare } from '../users/user-daycare.entity';
import { DAYCARE_NOT_FOUND } from '../../common/access';
import { Daycare } from './daycare.entity';
import type { DaycareSummaryDto } from './dto/daycare.dto';

@Injectable()
export class DaycareService {
  constructor(@InjectRepository(Daycare) private readonly daycares: Repository<Daycare>) {}

  /** Every daycare by label (operations). */
  listAll(): Promise<DaycareSummaryDto[]> {
    return this.summaries().getMany();
  }

  /** The daycares the user belongs to; a Super user may work in any. */
  listFor(user: AuthenticatedUser): Promise<DaycareSummaryDto[]> {
    if (user.type === UserType.Super) return this.listAll();
    return this.summaries()
      .innerJoin(UserDaycare, 'membership', 'membership.daycareId = daycare.id AND membership.userId = :userId', { userId: user.id })
      .getMany();
  }

  /** The daycare the user may switch to; not one of theirs answers 404, as a missing one does. */
  async findSwitchable(user: AuthenticatedUser, daycareId: number): Promise<DaycareSummaryDto> {
    const query = this.summaries().where('daycare.id = :daycareId', { daycareId });
    if (user.type !== UserType.Super) {
      query.innerJoin(UserDaycare, 'membership', 'membership.daycareId = daycare.id AND membership.userId = :userId', { userId: user.id });
    }
    const daycare = await query.getOne();
    if (!daycare) throw new NotFoundException(DAYCARE_NOT_FOUND);
    return daycare;
  }

  private summaries() {
    return this.daycares.createQueryBuilder('daycare').select(['daycare.id', 'daycare.label']).orderBy('daycare.label').addOrderBy('daycare.id');
  }
}
