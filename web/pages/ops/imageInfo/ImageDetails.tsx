import { Banner, Collapse, Descriptions, Table } from '@douyinfe/semi-ui';
import type { ImageInfo } from '@shared/api/ops/images';
import { sizeText } from './sizes';

const EXIF_COLUMNS = [
  { title: '分组', dataIndex: 'group', width: 90 },
  { title: '标签', dataIndex: 'tag', width: 200 },
  { title: '值', dataIndex: 'value' },
];

/** What the picture is, its GPS position flagged, and every metadata entry. */
export function ImageDetails({ info }: { info: ImageInfo }) {
  return (
    <>
      {info.gps && (
        <Banner
          type="danger"
          fullMode={false}
          closeIcon={null}
          title="图片含有拍摄位置（GPS）"
          description={`纬度 ${info.gps.latitude.toFixed(6)}，经度 ${info.gps.longitude.toFixed(6)}${info.gps.altitude !== null ? `，海拔 ${info.gps.altitude} 米` : ''}。对外发布前请在下方转换时去除元数据，以免泄露拍摄地点。`}
        />
      )}
      <Descriptions
        row
        size="small"
        data={[
          { key: '类型', value: `${info.format.toUpperCase()}（${info.contentType}）` },
          { key: '大小', value: <span data-testid="original-size">{sizeText(info.size)}</span> },
          { key: '尺寸', value: `${info.width} × ${info.height} 像素` },
          { key: '方向', value: info.orientation && info.orientation > 1 ? `EXIF 方向 ${info.orientation}（显示时旋转）` : '正常' },
          { key: '透明通道', value: info.hasAlpha ? '有' : '无' },
          { key: '帧数', value: info.pages },
          { key: '元数据', value: info.hasMetadata ? `${info.exif.length} 项` : '无' },
        ]}
      />
      {info.exif.length > 0 && (
        <Collapse>
          <Collapse.Panel header={`EXIF / XMP / IPTC（${info.exif.length} 项）`} itemKey="exif">
            <Table size="small" rowKey={(r?: ImageInfo['exif'][number]) => `${r?.group}.${r?.tag}`} columns={EXIF_COLUMNS} dataSource={info.exif} pagination={false} scroll={{ y: 320 }} />
          </Collapse.Panel>
        </Collapse>
      )}
    </>
  );
}
