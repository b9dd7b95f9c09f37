import type { MigrationInterface, QueryRunner } from 'typeorm';

const SYMPTOMS = `'fever', 'vomiting', 'diarrhoea', 'rash', 'cough', 'conjunctivitis', 'lice', 'other'`;

/**
 * Illness reports and each daycare's exclusion rules. A report stores the earliest return it
 * gave when written (the last symptom plus the longest rule of its symptoms) and that rule, so a
 * later change of the rules never moves a return date a family was already told.
 */
export class AddIllnessReports1796001400000 implements MigrationInterface {
  name = 'AddIllnessReports1796001400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE illness_report (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        daycare_id integer NOT NULL,
        child_id integer NOT NULL,
        symptoms text[] NOT NULL CONSTRAINT illness_report_symptoms_known
          CHECK (cardinality(symptoms) BETWEEN 1 AND 8 AND symptoms <@ ARRAY[${SYMPTOMS}]::text[]),
        temperature_c numeric(3, 1) CONSTRAINT illness_report_temperature_plausible CHECK (temperature_c BETWEEN 34 AND 43),
        noticed_at timestamptz NOT NULL,
        last_symptom_at timestamptz NOT NULL,
        sent_home_at timestamptz,
        picked_up_by text CHECK (picked_up_by IS NULL OR length(picked_up_by) <= 120),
        diagnosis text CHECK (diagnosis IS NULL OR length(diagnosis) <= 500),
        notes text CHECK (notes IS NULL OR length(notes) <= 2000),
        return_after timestamptz NOT NULL,
        return_rule text NOT NULL,
        return_rule_hours integer NOT NULL CHECK (return_rule_hours BETWEEN 0 AND 336),
        reported_by integer NOT NULL REFERENCES "user" (id),
        by_family boolean NOT NULL,
        created_at timestamptz NOT NULL,
        updated_by integer REFERENCES "user" (id),
        updated_at timestamptz,
        CONSTRAINT illness_report_symptoms_after_noticed CHECK (last_symptom_at >= noticed_at),
        CONSTRAINT illness_report_sent_home_after_noticed CHECK (sent_home_at IS NULL OR sent_home_at >= noticed_at),
        CONSTRAINT illness_report_return_after_symptoms CHECK (return_after >= last_symptom_at),
        CONSTRAINT illness_report_rule_of_its_symptoms CHECK (return_rule = ANY (symptoms)),
        CONSTRAINT illness_report_child_fk FOREIGN KEY (child_id, daycare_id) REFERENCES child (id, daycare_id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX illness_report_child_return ON illness_report (child_id, return_after DESC)`);
    await queryRunner.query(`CREATE INDEX illness_report_daycare_noticed ON illness_report (daycare_id, noticed_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE illness_exclusion_rule (
        daycare_id integer NOT NULL REFERENCES daycare (id) ON DELETE CASCADE,
        symptom text NOT NULL CONSTRAINT illness_exclusion_rule_symptom_known CHECK (symptom IN (${SYMPTOMS})),
        hours integer NOT NULL CONSTRAINT illness_exclusion_rule_hours_range CHECK (hours BETWEEN 0 AND 336),
        PRIMARY KEY (daycare_id, symptom)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE illness_exclusion_rule`);
    await queryRunner.query(`DROP TABLE illness_report`);
  }
}
