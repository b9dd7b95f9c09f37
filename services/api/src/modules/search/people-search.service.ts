import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { preparedQuery } from '../../database/prepared-query';
import { DEFAULT_LIMIT, type PeopleKind, type PeopleSearchQueryDto, type PeopleSearchResultDto } from './dto/people-search.dto';
import { likeFragment, PEOPLE_SEARCH_SQL, phoneDigits } from './people-search-query';

/** The page that opens each kind of record. */
const RECORD_URL: Record<PeopleKind, (id: number) => string> = {
  child: (id) => `/child/${id}`,
  guardian: (id) => `/guardians/${id}`,
  contact: (id) => `/contacts/view/${id}`,
  staff: (id) => `/staff/manage?staffId=${id}`,
};

/** Finds the caller's daycare's children, guardians, contacts and (for directors) staff by name, phone or e-mail, best first. */
@Injectable()
export class PeopleSearchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  async search(user: AuthenticatedUser, query: PeopleSearchQueryDto): Promise<PeopleSearchResultDto[]> {
    const reach = await this.access.peopleSearchReach(user);
    // Prepared: planning this statement costs more than running it on a daycare's people.
    const [name, sql] = reach.staff ? ['people-search-with-staff', PEOPLE_SEARCH_SQL.withStaff] : ['people-search', PEOPLE_SEARCH_SQL.withoutStaff];
    const rows = await preparedQuery<Omit<PeopleSearchResultDto, 'url'>>(this.dataSource, name, sql, [
      reach.daycareId,
      query.q,
      likeFragment(query.q),
      phoneDigits(query.q),
      query.limit ?? DEFAULT_LIMIT,
    ]);
    return rows.map((row) => ({ ...row, url: RECORD_URL[row.kind](row.id) }));
  }
}
