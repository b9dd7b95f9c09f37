import { ApiProperty } from '@nestjs/swagger';

/** An e-mail as the operations outbox page lists it. */
export class OutboxEmailDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: 'parent@demo.test' })
  to: string;

  @ApiProperty({ example: 'Your Daycare confirmation code' })
  subject: string;

  @ApiProperty({ example: 'Hi Sarah,\n\nYour confirmation code is 123456.' })
  text: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the SMTP server accepted it; null while only in the outbox' })
  sentAt: Date | null;
}
