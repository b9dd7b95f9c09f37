import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins counted per key: `pair:<email>|<ip>`, `account:<email>` or `address:<ip>`. */
@Entity('login_throttle')
export class LoginThrottle {
  @PrimaryColumn('text')
  key: string;

  @Column('integer')
  failures: number;

  @Column('timestamptz', { name: 'last_failure_at' })
  lastFailureAt: Date;
}
