import { Daycare } from '../modules/daycare/daycare.entity';
import { FeatureControl } from '../modules/daycare/feature-control.entity';
import { Room } from '../modules/rooms/room.entity';
import { User } from '../modules/users/user.entity';
import { UserDaycare } from '../modules/users/user-daycare.entity';

/** Every entity the data source maps; the tables themselves come from the migrations. */
export const ENTITIES = [Daycare, FeatureControl, User, UserDaycare, Room];
