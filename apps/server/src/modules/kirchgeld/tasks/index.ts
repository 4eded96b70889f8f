export {
  createKgTask,
  findKgTask,
  type KgTaskRow,
  type KgTaskState,
  type KgTaskUpdate,
  updateKgTask,
} from './tasks.repository';
export { registerKgTaskRoutes } from './tasks.routes';
export { toKgTaskProgress } from './tasks.service';
