import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccessService, Permission } from '../../common/access';
import type { AuthenticatedUser } from '../../common/authorization/authenticated-user';
import { containsPattern, GUARDIAN_TYPE } from './child-queries';
import type { FamilyChoiceDto } from './dto/family.dto';

/** At most this many families answer one search. */
const MAX_CHOICES = 20;

/** Families as choices when a director adds a child to an existing family. */
@Injectable()
export class FamiliesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: AccessService,
  ) {}

  /** The daycare's families whose guardians' or children's names hold the search, named after their children's last names. */
  async choices(user: AuthenticatedUser, search: string | undefined): Promise<FamilyChoiceDto[]> {
    const { daycareId } = await this.access.require(user, Permission.FamilyChoose);
    const pattern = containsPattern(search?.trim() ?? '');
    return this.dataSource.query(
      `WITH members AS (
         SELECT f.id,
                coalesce((SELECT array_agg(u.first_name || ' ' || u.last_name ORDER BY u.first_name, u.last_name, u.id)
                            FROM "user" u WHERE u.family_id = f.id AND u.type = ${GUARDIAN_TYPE}), '{}') AS guardians,
                coalesce((SELECT array_agg(c.first_name || ' ' || c.last_name ORDER BY c.birth_date, c.id)
                            FROM child c WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id), '{}') AS children,
                (SELECT string_agg(DISTINCT c.last_name, ' and ') FROM child c WHERE c.family_id = f.id AND c.daycare_id = f.daycare_id) AS names
           FROM family f WHERE f.daycare_id = $1)
       SELECT id, coalesce(names || ' family', 'Family ' || id) AS label, guardians, children
         FROM members
        WHERE search_fold(array_to_string(guardians || children, ' ')) LIKE search_fold($2)
        ORDER BY lower(names) NULLS LAST, id
        LIMIT ${MAX_CHOICES}`,
      [daycareId, pattern],
    );
  }
}
