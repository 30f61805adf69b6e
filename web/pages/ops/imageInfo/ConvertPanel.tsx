import { useState } from 'react';
import { Banner, Button, Descriptions, Form, Tag } from '@douyinfe/semi-ui';
import { IconDownload } from '@douyinfe/semi-icons';
import { convertFields, convertImage, IMAGE_FORMATS, TARGET_KB_MAX, type ConvertedImage, type ImageInfo } from '@shared/api/ops/images';
import { LockButton } from '../../../components/LockButton';
import { upload } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { blobOf, renamed, sizeText } from './sizes';

const FORMAT_NAMES: Record<string, string> = { webp: 'WebP', jpeg: 'JPEG', png: 'PNG' };

interface Settings {
  format: (typeof IMAGE_FORMATS)[number];
  targetKb?: number;
  keepMetadata: boolean;
}

function save(result: ConvertedImage, name: string) {
  const url = URL.createObjectURL(blobOf(result.base64, result.contentType));
  const link = Object.assign(document.createElement('a'), { href: url, download: renamed(name, result.format) });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 转换/压缩: format, target size, metadata; the result's figures, preview and download. */
export function ConvertPanel({ file, info }: { file: File; info: ImageInfo }) {
  const [settings, setSettings] = useState<Settings>({ format: 'webp', keepMetadata: false });
  const [result, setResult] = useState<ConvertedImage | null>(null);

  const run = async () => {
    const fields = { format: settings.format, targetKb: settings.targetKb, keepMetadata: settings.keepMetadata ? '1' : '0' };
    const checked = convertFields.safeParse(fields);
    if (!checked.success) return notice.warning(checked.error.issues[0]!.message);
    setResult(await upload(convertImage, file, fields));
  };

  const saved = result ? Math.round((1 - result.size / info.size) * 100) : 0;
  return (
    <div className="cd-panel">
      <Form layout="horizontal" labelPosition="left" initValues={settings} onValueChange={(v) => setSettings(v as Settings)}>
        <Form.RadioGroup field="format" label="目标格式" type="button" options={IMAGE_FORMATS.map((f) => ({ value: f, label: FORMAT_NAMES[f] }))} />
        <Form.InputNumber field="targetKb" label="目标大小" suffix="KB" min={1} max={TARGET_KB_MAX} precision={0} placeholder="不填则不限" style={{ width: 180 }} />
        <Form.Switch field="keepMetadata" label="保留元数据" />
        <LockButton theme="solid" onClick={() => void run().catch(() => undefined)}>
          转换
        </LockButton>
      </Form>
      {settings.keepMetadata && info.gps && <Banner type="warning" fullMode={false} description="保留元数据会把拍摄位置（GPS）一起带到结果里。" />}
      {result && (
        <div style={{ display: 'flex', gap: 16, marginTop: 12, alignItems: 'flex-start' }}>
          <img src={`data:${result.contentType};base64,${result.base64}`} alt="转换结果" style={{ maxWidth: 240, maxHeight: 180, border: '1px solid var(--semi-color-border)' }} />
          <div>
            <Descriptions
              row
              size="small"
              data={[
                { key: '格式', value: FORMAT_NAMES[result.format] },
                { key: '结果大小', value: <span data-testid="result-size">{sizeText(result.size)}</span> },
                { key: '原图', value: `${sizeText(info.size)}（${saved >= 0 ? `减少 ${saved}%` : `增加 ${-saved}%`}）` },
                { key: '尺寸', value: `${result.width} × ${result.height}` },
                { key: '质量', value: result.quality ?? '无损' },
                { key: '元数据', value: result.metadataKept ? '已保留' : '已去除' },
              ]}
            />
            {settings.targetKb !== undefined && (
              <Tag color={result.reachedTarget ? 'green' : 'orange'} style={{ margin: '8px 0' }}>
                {result.reachedTarget ? '已达到目标大小' : '已缩到最小仍超出目标大小'}
              </Tag>
            )}
            <div>
              <Button icon={<IconDownload />} onClick={() => save(result, file.name)}>
                下载结果
              </Button>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}
