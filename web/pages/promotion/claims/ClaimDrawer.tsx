import { useState } from 'react';
import { Table, Typography } from '@douyinfe/semi-ui';
import { IconPrint } from '@douyinfe/semi-icons';
import { claimDetailGet, claimLog, claimTransitions, type ClaimDetail } from '@shared/api/promotion/claim';
import { exceedanceText } from '@shared/api/promotion/limits';
import { claimFields, claimLineFields } from '@shared/api/promotion/recordFields';
import { claimScreen } from '@shared/api/promotion/screens';
import { reimbursementMachine } from '@shared/workflow';
import { fieldColumns } from '../../../components/fields';
import { LockButton } from '../../../components/LockButton';
import { DetailSection, DetailSheet, useRecordDetail } from '../../../components/resource';
import { Auth } from '../../../lib/session/Auth';
import { ClaimPrint } from './ClaimPrint';
import { useSubmitClaim } from './useSubmitClaim';

interface ClaimDrawerProps {
  id: number;
  onClose(): void;
  onEdit?(id: number): void;
  onChanged(): void;
}

const ALWAYS = ['creatorName', 'platformName', 'accountCompanyName', 'promoteType', 'month', 'purpose', 'totalCny', 'overLimit', 'createdAt', 'submittedAt'] as const;
const DECIDED = ['overName', 'overAt', 'managerName', 'managerAt', 'financeName', 'financeAt', 'paymentSerialNo', 'paidOn'] as const;
const lineColumns = fieldColumns(claimLineFields, ['lineNo', 'sku', 'description', 'spentOn', 'amount', 'exchangeRate', 'amountCny']).map((c) => ({
  title: c.title,
  dataIndex: c.key,
  width: c.width,
  render: (_: unknown, row: ClaimDetail['lines'][number]) => c.render?.(row) ?? String((row as Record<string, unknown>)[c.key] ?? '-'),
}));

function Lines({ c }: { c: ClaimDetail }) {
  const names = new Map(c.attachments.map((a) => [a.id, a]));
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="id"
      dataSource={c.lines}
      columns={[
        ...lineColumns,
        {
          title: '票据',
          dataIndex: 'fileIds',
          render: (_: unknown, l: ClaimDetail['lines'][number]) =>
            l.fileIds.map((id) => (
              <div key={id}>
                <a href={names.get(id)?.url} target="_blank" rel="noreferrer">
                  {names.get(id)?.name ?? id}
                </a>
              </div>
            )),
        },
      ]}
    />
  );
}

/** A claim: its fields, lines with receipts, what was over a limit, the actions allowed now, its log, 编辑, 提交 and 打印. */
export function ClaimDrawer({ id, onClose, onEdit, onChanged }: ClaimDrawerProps) {
  const drawer = useRecordDetail({ detail: { endpoint: claimDetailGet, query: { id } }, log: { endpoint: claimLog, query: { id } }, onClose, onChanged });
  const c = drawer.record;
  const [printing, setPrinting] = useState(false);
  const submit = useSubmitClaim();

  return (
    <>
      <DetailSheet
        {...drawer.sheet}
        machine={reimbursementMachine}
        heading={c?.serialNo}
        fields={claimFields}
        names={[...ALWAYS, ...DECIDED.filter((k) => c?.[k])]}
        transitions={claimTransitions}
        exclude={['submit', 'submitOver', 'pay']}
        buttons={
          <>
            {c?.editable && onEdit && <LockButton onClick={() => onEdit(c.id)}>编辑</LockButton>}
            {c?.editable && (
              <LockButton
                theme="solid"
                onClick={async () => {
                  if (await submit({ id: c.id, version: c.version })) {
                    onChanged();
                    await drawer.reload();
                  }
                }}
              >
                提交
              </LockButton>
            )}
            <Auth code={claimScreen.code('print')}>
              <LockButton icon={<IconPrint />} onClick={() => setPrinting(true)}>
                打印
              </LockButton>
            </Auth>
          </>
        }
      >
        {c && (
          <>
            <DetailSection title="报销明细" empty="无明细">
              <Lines c={c} />
            </DetailSection>
            {c.overLimit && (
              <DetailSection title="超限情况" empty="无">
                {c.overDetail.map((e) => (
                  <Typography.Paragraph key={`${e.kind}${e.limitId}${e.month}`} type="danger">
                    {exceedanceText(e)}
                  </Typography.Paragraph>
                ))}
                <Typography.Paragraph>超限原因：{c.overReason ?? '-'}</Typography.Paragraph>
              </DetailSection>
            )}
          </>
        )}
      </DetailSheet>
      {printing && c && <ClaimPrint claim={c} log={drawer.log ?? []} onClose={() => setPrinting(false)} />}
    </>
  );
}
