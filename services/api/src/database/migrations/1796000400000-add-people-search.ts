import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trigram indexes for the people search: the folded names (case and accents ignored), e-mails and
 * phone digits of children, guardians, staff and contacts, so a typo or a fragment still finds them.
 * The expressions are the search query's own; an index only serves the query that repeats it exactly.
 */
const PEOPLE_SEARCH_INDEXES: Record<string, [table: string, expression: string]> = {
  child_search_name: ['child', `search_fold(first_name || ' ' || last_name || coalesce(' ' || preferred_name, ''))`],
  user_search_name: ['"user"', `search_fold(first_name || ' ' || last_name)`],
  user_search_email: ['"user"', `email`],
  user_search_phones: ['"user"', `coalesce(mobile_phone, '') || ' ' || coalesce(home_phone, '')`],
  user_search_staff_phone: ['"user"', `regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')`],
  contact_search_name: ['contact', `search_fold(first_name || ' ' || last_name)`],
  contact_search_email: ['contact', `coalesce(email, '')`],
  contact_search_phones: ['contact', `coalesce(mobile_phone, '') || ' ' || coalesce(home_phone, '') || ' ' || coalesce(work_phone, '')`],
};

export class AddPeopleSearch1796000400000 implements MigrationInterface {
  name = 'AddPeopleSearch1796000400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const [index, [table, expression]] of Object.entries(PEOPLE_SEARCH_INDEXES)) {
      await queryRunner.query(`CREATE INDEX ${index} ON ${table} USING gin ((${expression}) gin_trgm_ops)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of Object.keys(PEOPLE_SEARCH_INDEXES)) await queryRunner.query(`DROP INDEX ${index}`);
    // pg_trgm stays, as btree_gist does: other objects may use it, and creating it again is harmless.
  }
}
