import { downloadImportErrors } from '@shared/api/report';
import { download } from '../../lib/api';

/** Saves the error file of a failed import (its rows with 错误原因). */
export const downloadErrorFile = (recordId: number, uploadedName: string) =>
  download(downloadImportErrors, undefined, `${uploadedName.replace(/\.xlsx$/i, '')}_错误原因.xlsx`, { params: { id: recordId } });
