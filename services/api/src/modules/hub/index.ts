export { HubEvents } from './hub-events.service';
export { type AliveConnection, HubPresence } from './hub-presence.service';
export { HubModule } from './hub.module';
