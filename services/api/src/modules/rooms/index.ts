/** What other modules use of the rooms module. */
export { defaultSleepCheckMinutes, INFANT_SLEEP_CHECK } from './dto/room-settings.dto';
