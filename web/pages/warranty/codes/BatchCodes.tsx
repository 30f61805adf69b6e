import { useState } from 'react';
import { Button, Modal, Space, Table, Typography } from '@douyinfe/semi-ui';
import { generateQrCode, productQrDetailPage, type CodeRow } from '@shared/api/warranty/code';
import { call, useApi } from '../../../lib/api';

const PAGE = 20;

/** Opens the code's image in a window of its own and prints it (a label torn or lost). */
function printImage(code: string, image: string) {
  const w = window.open('', '_blank', 'width=420,height=480');
  if (!w) return;
  w.document.title = code;
  const img = w.document.createElement('img');
  img.src = image;
  img.alt = code;
  img.style.width = '300px';
  const caption = w.document.createElement('div');
  caption.textContent = code;
  w.document.body.append(img, caption);
  img.onload = () => w.print();
}

/** Every code of a batch, page by page (序号 cursor), each with 补打: its image, printed again. */
export function BatchCodes({ batchId }: { batchId: number }) {
  // The cursors of the pages seen: 上一页 goes back to the one before.
  const [cursors, setCursors] = useState<Array<number | undefined>>([undefined]);
  const after = cursors[cursors.length - 1];
  const page = useApi(productQrDetailPage, { batchId, limit: PAGE, ...(after === undefined ? {} : { after }) } as never);
  const [reprint, setReprint] = useState<{ code: string; url: string; image: string } | null>(null);
  const rows = page.data?.rows ?? [];
  const columns = [
    { title: '序号', dataIndex: 'seq', width: 70 },
    { title: '二维码', dataIndex: 'code', render: (_: unknown, c: CodeRow) => <Typography.Text copyable={{ content: c.url }}>{c.code}</Typography.Text> },
    { title: '登记', dataIndex: 'customerName', render: (_: unknown, c: CodeRow) => (c.customerName ? `${c.customerName}（${c.orderSerialNo ?? ''}）` : '未登记') },
    {
      title: '操作',
      dataIndex: 'id',
      width: 80,
      render: (_: unknown, c: CodeRow) => (
        <Button size="small" theme="borderless" onClick={() => void call(generateQrCode, { query: { id: c.id } }).then(setReprint)}>
          补打
        </Button>
      ),
    },
  ];
  return (
    <>
      <Table size="small" rowKey="id" pagination={false} dataSource={rows} columns={columns} aria-label="批次二维码" />
      <Space style={{ marginTop: 8 }}>
        <Typography.Text type="tertiary">
          共 {page.data?.total ?? 0} 个{page.data?.totalCapped ? '以上' : ''}，第 {cursors.length} 页
        </Typography.Text>
        <Button size="small" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
          上一页
        </Button>
        <Button size="small" disabled={page.data?.nextAfter == null} onClick={() => setCursors((c) => [...c, page.data!.nextAfter!])}>
          下一页
        </Button>
      </Space>
      {reprint && (
        <Modal title={`补打：${reprint.code}`} visible onCancel={() => setReprint(null)} footer={null} width={420}>
          <div style={{ textAlign: 'center' }}>
            <img src={reprint.image} alt={reprint.code} style={{ width: 240 }} />
            <Typography.Paragraph copyable={{ content: reprint.url }}>{reprint.url}</Typography.Paragraph>
            <Button theme="solid" onClick={() => printImage(reprint.code, reprint.image)}>
              打印
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
