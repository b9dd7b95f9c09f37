import type { EntityManager } from 'typeorm';

/** A drawn signature: a tiny PNG, enough for the medication page to show one. */
const DEMO_SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAJJRU5ErkJggg==';

/**
 * Once: Sarah signed an antibiotic for Emma yesterday, given at 9:00, 13:00 and 17:00 for a week, so
 * the room tablet has a dose due on most of the day. The medicine expires in three weeks, to show the
 * expiry warning.
 */
export async function seedSignedMedication(manager: EntityManager, daycareId: number, parentId: number, now: Date): Promise<void> {
  const [medication] = await manager.query(
    `INSERT INTO child_medication (daycare_id, child_id, label, instructions, ongoing, source, dose, route, reason, prescriber, starts_on, ends_on, expires_on,
                                   signed_by, signed_name, signed_at, signed_ip, signature, created_by, created_at)
     SELECT $1, c.id, 'Amoxicillin', '5 ml', true, 'authorisation', '5 ml', 'oral', 'Ear infection', 'Dr. Anita Patel', today - 1, today + 6, today + 21,
            $2, 'Sarah Thompson', $3::timestamptz - interval '1 day', '192.0.2.10', $4, $2, $3::timestamptz - interval '1 day'
       FROM child c CROSS JOIN LATERAL (SELECT ($3::timestamptz AT TIME ZONE d.time_zone)::date AS today FROM daycare d WHERE d.id = $1) AS local
      WHERE c.daycare_id = $1 AND c.first_name = 'Emma' AND c.last_name = 'Thompson'
        AND NOT EXISTS (SELECT 1 FROM child_medication m WHERE m.child_id = c.id AND m.source = 'authorisation')
     RETURNING id`,
    [daycareId, parentId, now, DEMO_SIGNATURE],
  );
  if (!medication) return;
  await manager.query(`INSERT INTO medication_interval (daycare_id, medication_id, time_of_day) SELECT $1, $2, t::time FROM unnest(ARRAY['09:00', '13:00', '17:00']) AS t`, [
    daycareId,
    medication.id,
  ]);
}
