import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { RoomDto } from './dto/room.dto';
import { Room } from './room.entity';

@Injectable()
export class RoomsService {
  constructor(@InjectRepository(Room) private readonly rooms: Repository<Room>) {}

  /** The daycare's rooms by label. */
  listForDaycare(daycareId: number): Promise<RoomDto[]> {
    return this.rooms
      .createQueryBuilder('room')
      .select(['room.id', 'room.label', 'room.inRatio'])
      .where('room.daycareId = :daycareId', { daycareId })
      .orderBy('room.label')
      .getMany();
  }
}
