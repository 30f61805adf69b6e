import { useEffect, useState } from 'react';
import { Typography, Upload } from '@douyinfe/semi-ui';
import { IconUpload } from '@douyinfe/semi-icons';
import { IMAGE_MAX_BYTES, ImageMessages, inspectImage, type ImageInfo } from '@shared/api/ops/images';
import { upload } from '../../../lib/api';
import { notice } from '../../../lib/notice';
import { ConvertPanel } from './ConvertPanel';
import { ImageDetails } from './ImageDetails';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/tiff,image/avif,image/heic,image/heif,.heic,.heif';

/** 图片信息: read a picture (type, size, EXIF, GPS), then convert or compress it; nothing is stored on the server. */
export function ImageTool() {
  const [picked, setPicked] = useState<{ file: File; info: ImageInfo; preview: string } | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.preview) : undefined), [picked]);

  const inspect = async (file: File) => {
    if (file.size > IMAGE_MAX_BYTES) return notice.error(ImageMessages.tooLarge);
    const info = await upload(inspectImage, file);
    setPicked({ file, info, preview: URL.createObjectURL(file) });
  };

  return (
    <div className="cd-list">
      <div className="cd-panel">
        <Upload
          action=""
          accept={ACCEPT}
          draggable
          limit={1}
          showUploadList={false}
          dragIcon={<IconUpload size="extra-large" />}
          dragMainText="点击或拖入一张图片"
          dragSubText="JPG、PNG、WEBP、GIF、TIFF、AVIF、HEIC，最大 20MB；仅用于读取和转换，不会保存"
          customRequest={({ fileInstance, onSuccess, onError }) => {
            inspect(fileInstance).then(() => onSuccess({}), (e: unknown) => onError({ status: 0 }, e as Event));
          }}
        />
      </div>
      {picked && (
        <div className="cd-panel" style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
          <img src={picked.preview} alt={picked.file.name} style={{ maxWidth: 200, maxHeight: 160, border: '1px solid var(--semi-color-border)' }} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Title heading={6}>{picked.file.name}</Typography.Title>
            <ImageDetails info={picked.info} />
          </div>
        </div>
      )}
      {picked && <ConvertPanel key={picked.preview} file={picked.file} info={picked.info} />}
    </div>
  );
}
