/** Excel pieces for business pages: background exports, imports with their templates. */
export { ExportTaskButton } from './ExportTaskButton';
export { ImportButton } from './ImportButton';
export { TemplateDownloadLink } from './TemplateDownloadLink';
export { downloadErrorFile } from './errorFile';
