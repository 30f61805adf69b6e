import '../../../components/table/table.css';
import { useState } from 'react';
import { Banner } from '@douyinfe/semi-ui';
import { trackScreen } from '@shared/api/supply/screens';
import { addPlanTrackExcelTask, importSupplyPlanPo, type BatchConfirmResult } from '@shared/api/supply/tracks';
import { ExportTaskButton, ImportButton } from '../../../components/excel';
import { Auth } from '../../../lib/session/Auth';
import { TrackList } from '../common/TrackList';
import { BatchAuditButtons } from './BatchAuditButtons';
import { BatchConfirmButton } from './BatchConfirmButton';

/** /sale/supply-plan (计划跟踪): audit, the supply chain's batch confirm (failed lines listed), PO import, export. */
export default function TracksPage() {
  const [failed, setFailed] = useState<(BatchConfirmResult & { verb: string }) | null>(null);
  return (
    <>
      {failed && failed.failed.length > 0 && (
        <Banner
          type="warning"
          closeIcon={null}
          title={`已${failed.verb} ${failed.done.length} 条，${failed.failed.length} 条未${failed.verb}`}
          description={
            <ul className="supply-failed-lines">
              {failed.failed.map((f) => (
                <li key={f.id}>
                  {f.serialNo ?? f.id}：{f.message}
                </li>
              ))}
            </ul>
          }
        />
      )}
      <TrackList
        title="计划跟踪"
        tableKey="supply.tracks"
        toolbar={(ids, refresh, clear, query) => (
          <>
            <Auth code={trackScreen.code('audit')}>
              <BatchAuditButtons
                ids={ids}
                onDone={(r, verb) => {
                  setFailed({ ...r, verb });
                  clear();
                  refresh();
                }}
              />
            </Auth>
            <Auth code={trackScreen.code('confirm')}>
              <BatchConfirmButton
                ids={ids}
                onDone={(r) => {
                  setFailed({ ...r, verb: '确认' });
                  clear();
                  refresh();
                }}
              />
            </Auth>
            <Auth code={trackScreen.code('import')}>
              <ImportButton endpoint={importSupplyPlanPo} onImported={refresh}>
                导入PO
              </ImportButton>
            </Auth>
            <Auth code={trackScreen.code('export')}>
              <ExportTaskButton endpoint={addPlanTrackExcelTask} query={query as never} />
            </Auth>
          </>
        )}
      />
    </>
  );
}
