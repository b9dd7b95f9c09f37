export { Child } from './child.entity';
export * from './dto/people.dto';
export * from './dto/pin-alerts.dto';
export * from './dto/pin.dto';
export { Family } from './family.entity';
export { PeopleModule } from './people.module';
export { PeopleService } from './people.service';
export { NO_PIN_ALERT, PIN_MESSAGES, PinService } from './pin.service';
