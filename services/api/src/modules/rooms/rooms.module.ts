import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AgeGroupController } from './age-group.controller';
import { Room } from './room.entity';
import { RoomController } from './room.controller';
import { RoomsService } from './rooms.service';

@Module({
  imports: [TypeOrmModule.forFeature([Room])],
  controllers: [RoomController, AgeGroupController],
  providers: [RoomsService],
  exports: [RoomsService],
})
export class RoomsModule {}
