import { Module } from '@nestjs/common';
import { HubModule } from '../hub';
import { OnMyWayController } from './on-my-way.controller';
import { OnMyWayService } from './on-my-way.service';

/** On-my-way notices: guardians send, the child's room and the directors read (live through the hub). */
@Module({
  imports: [HubModule],
  controllers: [OnMyWayController],
  providers: [OnMyWayService],
})
export class OnMyWayModule {}
