export * from './dto/note.dto';
export { NotesModule } from './notes.module';
export { NotesService } from './notes.service';
