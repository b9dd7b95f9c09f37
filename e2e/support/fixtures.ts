// The data a browser test needs, built by the test itself with names no other test uses, so it never
// depends on what the demo data holds today (who is in, who is out). No API creates a child or a
// person, so those rows go straight into this run's database; people copy a demo account of their
// kind (type, centres, roles, password and PIN), so they sign in the way that account does.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { product, productNow } from './browser';
import { DEMO } from './session';

export const LITTLE_ACORNS = 'Little Acorns Early Learning';

export interface FixtureChild {
  id: number;
  firstName: string;
  lastName: string;
  /** "First Last", as every list writes a child. */
  label: string;
  familyId: number;
  homeRoomId: number | null;
}

export interface FixturePerson {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  label: string;
}

/** A short mark unique to this test run and builder, added to last names so two tests never meet. */
function runMark(): string {
  return randomUUID().slice(0, 6);
}

export class Fixtures {
  private made = 0;

  private constructor(
    private readonly db: Client,
    private readonly mark: string,
  ) {}

  /** A builder on the running product's database (browser tests run against PostgreSQL: DATABASE_URL). */
  static async open(): Promise<Fixtures> {
    const { databaseName } = product();
    if (!process.env.DATABASE_URL || !databaseName) throw new Error('Fixtures need the product on PostgreSQL: set DATABASE_URL');
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseName}`;
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    return new Fixtures(db, runMark());
  }

  async close(): Promise<void> {
    await this.db.end();
  }

  /** A last name nobody else has: `Hartley` becomes `Hartley-3f9a1c-2`. */
  private unique(lastName: string): string {
    this.made += 1;
    return `${lastName}-${this.mark}-${this.made}`;
  }

  async daycareId(label = LITTLE_ACORNS): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>('SELECT id FROM daycare WHERE label = $1 ORDER BY id LIMIT 1', [label]);
    if (!rows[0]) throw new Error(`No centre called ${label}`);
    return rows[0].id;
  }

  async roomId(label: string, daycare = LITTLE_ACORNS): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>('SELECT id FROM room WHERE daycare_id = $1 AND label = $2', [await this.daycareId(daycare), label]);
    if (!rows[0]) throw new Error(`${daycare} has no room called ${label}`);
    return rows[0].id;
  }

  /** A family of its own at the centre, without guardians or children yet. */
  async family(daycare = LITTLE_ACORNS): Promise<number> {
    const { rows } = await this.db.query<{ id: number }>('INSERT INTO family (daycare_id, created_at) VALUES ($1, $2) RETURNING id', [await this.daycareId(daycare), productNow()]);
    return rows[0].id;
  }

  /** A child who has never been signed in: signed out, in the room given as home room (or none). */
  async child(options: { firstName: string; lastName: string; homeRoom?: string; birthDate?: string; familyId?: number; daycare?: string }): Promise<FixtureChild> {
    const daycare = options.daycare ?? LITTLE_ACORNS;
    const daycareId = await this.daycareId(daycare);
    const familyId = options.familyId ?? (await this.family(daycare));
    const homeRoomId = options.homeRoom ? await this.roomId(options.homeRoom, daycare) : null;
    const lastName = this.unique(options.lastName);
    const { rows } = await this.db.query<{ id: number }>(
      'INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date, home_room_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [daycareId, familyId, options.firstName, lastName, options.birthDate ?? '2025-12-01', homeRoomId],
    );
    return { id: rows[0].id, firstName: options.firstName, lastName, label: `${options.firstName} ${lastName}`, familyId, homeRoomId };
  }

  /**
   * A person who signs in as the demo account `like` does (same kind, centres, roles, password and
   * PIN), under their own name; a guardian joins `familyId`, an educator gets `homeRoom` at each centre.
   */
  async personLike(like: string, options: { firstName: string; lastName: string; familyId?: number; homeRoom?: string }): Promise<FixturePerson> {
    const lastName = this.unique(options.lastName);
    const email = `${options.firstName}.${lastName}@fixture.test`.toLowerCase();
    const { rows } = await this.db.query<{ id: number; model: number }>(
      `INSERT INTO "user" (email, first_name, last_name, type, theme, email_confirmed, password_hash, pin_hash, register_progress,
                           registration_complete, profile_complete, early_access, phone, address, city, province, postal_code, family_id, created_at)
       SELECT $1, $2, $3, type, theme, email_confirmed, password_hash, pin_hash, register_progress,
              registration_complete, profile_complete, early_access, phone, address, city, province, postal_code, $4, $6
         FROM "user" WHERE email = $5
       RETURNING id, (SELECT id FROM "user" WHERE email = $5) AS model`,
      [email, options.firstName, lastName, options.familyId ?? null, like, productNow()],
    );
    if (!rows[0]) throw new Error(`No demo account ${like} to copy`);
    const { id, model } = rows[0];
    const room = options.homeRoom ?? null;
    await this.db.query(
      `INSERT INTO user_daycare (user_id, daycare_id, relationship, room_id)
       SELECT $1, ud.daycare_id, ud.relationship, coalesce((SELECT r.id FROM room r WHERE r.daycare_id = ud.daycare_id AND r.label = $3), ud.room_id)
         FROM user_daycare ud WHERE ud.user_id = $2`,
      [id, model, room],
    );
    await this.db.query('INSERT INTO user_role (user_id, daycare_id, code) SELECT $1, daycare_id, code FROM user_role WHERE user_id = $2', [id, model]);
    return { id, email, firstName: options.firstName, lastName, label: `${options.firstName} ${lastName}` };
  }

  /** An educator of the room, signed out, with the demo PIN. */
  educator(firstName: string, lastName: string, homeRoom: string): Promise<FixturePerson> {
    return this.personLike(DEMO.staff, { firstName, lastName, homeRoom });
  }

  /** A guardian of the family, signing in with the demo password (and the demo PIN on a tablet). */
  guardian(firstName: string, lastName: string, familyId: number): Promise<FixturePerson> {
    return this.personLike(DEMO.parent, { firstName, lastName, familyId });
  }
}
