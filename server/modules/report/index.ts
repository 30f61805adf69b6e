export { reportRoutes } from './routes';
export { startReportWorkers } from './workers';
