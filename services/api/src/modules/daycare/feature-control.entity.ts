import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FeatureControl as FeatureControlFlags } from '@daycare/shared';

/** The feature-control flags of one daycare; every feature starts on. */
@Entity('feature_control')
export class FeatureControl implements FeatureControlFlags {
  @PrimaryColumn({ name: 'daycare_id', type: 'integer' })
  daycareId: number;

  @Column('boolean', { default: true })
  messages: boolean;

  @Column('boolean', { default: true })
  registration: boolean;

  @Column('boolean', { default: true })
  invoices: boolean;

  @Column('boolean', { name: 'permission_form', default: true })
  permissionForm: boolean;

  @Column('boolean', { name: 'child_daily_report', default: true })
  childDailyReport: boolean;

  @Column('boolean', { default: true })
  menu: boolean;

  @Column('boolean', { name: 'supply_list', default: true })
  supplyList: boolean;

  @Column('boolean', { name: 'mobile_app', default: true })
  mobileApp: boolean;

  @Column('boolean', { name: 'daily_checklist', default: true })
  dailyChecklist: boolean;
}
