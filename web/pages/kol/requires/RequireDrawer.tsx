import { downLoadZipFile, getKolRequireById, getLogByRequireId, requireTransitions } from '@shared/api/kol/require';
import { requireFieldSet } from '@shared/api/kol/fields';
import { kolRequireScreen } from '@shared/api/kol/screens';
import { kolRequireMachine } from '@shared/workflow';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { download } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { BatchAudit } from './BatchAudit';
import { RedsSection } from './RedsSection';
import { AddNoteButton, ChangeOwnerButton } from './RequireExtras';

interface RequireDrawerProps {
  id: number;
  onClose(): void;
  onEdit(): void;
  onChanged(): void;
}

const NAMES = ['sku', 'productName', 'platformName', 'channel', 'budget', 'wantedPosts', 'deadline', 'ownerName', 'batchNo', 'description', 'creatorName', 'createdAt', 'attachments'] as const;

/** A KOL requirement: fields, its audit batch (a manager decides it here), its posts, the log. */
export function RequireDrawer({ id, onClose, onEdit, onChanged }: RequireDrawerProps) {
  const drawer = useRecordDetail({ detail: { endpoint: getKolRequireById, query: { id } }, log: { endpoint: getLogByRequireId, query: { requireId: id } }, onClose, onChanged });
  const r = drawer.record;
  return (
    <DetailSheet
      {...drawer.sheet}
      machine={kolRequireMachine}
      heading={r?.serialNo}
      fields={requireFieldSet}
      names={NAMES}
      transitions={requireTransitions}
      buttons={
        <>
          {r?.editable && <LockButton onClick={onEdit}>编辑</LockButton>}
          {r && (
            <Auth code={kolRequireScreen.code('owner')}>
              <ChangeOwnerButton record={r} onDone={drawer.changed} />
            </Auth>
          )}
          {r && <AddNoteButton requireId={r.id} onDone={drawer.changed} />}
          {r && r.attachments.length > 0 && (
            <Auth code={kolRequireScreen.code('download')}>
              <LockButton onClick={() => download(downLoadZipFile, undefined, `${r.serialNo}.zip`, { body: { id: r.id } })}>打包下载附件</LockButton>
            </Auth>
          )}
        </>
      }
    >
      {r?.batch && (
        <DetailSection title="审核批次" empty="未提交">
          <BatchAudit batch={r.batch} onDecided={drawer.changed} />
        </DetailSection>
      )}
      {r && (r.status === 'approved' || r.redsCount > 0) && (
        <DetailSection title="红人帖子与样品物流" empty="暂无帖子">
          <RedsSection requireId={r.id} approved={r.status === 'approved'} editable={r.status === 'approved' || r.status === 'closed'} />
        </DetailSection>
      )}
    </DetailSheet>
  );
}
