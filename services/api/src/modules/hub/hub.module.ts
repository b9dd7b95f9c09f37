import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { FamilyLiveController } from './family-live.controller';
import { FamilyStreams } from './family-streams.service';
import { HubAccess } from './hub-access.service';
import { HubBus } from './hub-bus.service';
import { HubConnections } from './hub-connections.service';
import { HubEvents } from './hub-events.service';
import { HubPresence } from './hub-presence.service';
import { HubTransport } from './hub-transport';

/** The live hub at /chatHub (SignalR JSON protocol) and the families' event streams; feature modules import it for HubEvents. */
@Module({
  imports: [AuthModule],
  controllers: [FamilyLiveController],
  providers: [FamilyStreams, HubAccess, HubBus, HubConnections, HubEvents, HubPresence, HubTransport],
  exports: [HubEvents, HubPresence],
})
export class HubModule {}
