export { IllnessModule } from './illness.module';
export { IllnessService } from './illness.service';
