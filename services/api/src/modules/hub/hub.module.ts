import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { HubAccess } from './hub-access.service';
import { HubBus } from './hub-bus.service';
import { HubConnections } from './hub-connections.service';
import { HubEvents } from './hub-events.service';
import { HubPresence } from './hub-presence.service';
import { HubTransport } from './hub-transport';

/** The live hub at /chatHub (SignalR JSON protocol); feature modules import it for HubEvents. */
@Module({
  imports: [AuthModule],
  providers: [HubAccess, HubBus, HubConnections, HubEvents, HubPresence, HubTransport],
  exports: [HubEvents, HubPresence],
})
export class HubModule {}
