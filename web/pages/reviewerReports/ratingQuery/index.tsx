import { useState } from 'react';
import { Form } from '@douyinfe/semi-ui';
import { addProductRatingExcelTask, importProductRating, queryProductRatingList, RATING_IMPORT_KIND, RATING_TEMPLATE_FILE, type SnapshotRow } from '@shared/api/reviewerReports/ratings';
import { getAsinByGroupName, getSellerByGroupName, getSkuByStar } from '@shared/api/reviewerReports/lookups';
import { ratingQueryScreen } from '@shared/api/reviewerReports/screens';
import { formatTime } from '@shared/format';
import { ImportButton, TemplateDownloadLink } from '../../../components/excel';
import { ExportButton, ResourceList, useResourceList } from '../../../components/resource';
import type { DataColumn } from '../../../components/table/DataTable';
import { useApi } from '../../../lib/api';
import { Auth } from '../../../lib/session/Auth';
import { ProductTrendSheet, type ProductRef } from '../common/ProductTrendSheet';
import { RATING_FILTERS, RatingFilterFields, ratingQuery } from '../common/RatingFilterFields';

const FILTERS = { ...RATING_FILTERS, asin: '', sku: '', storeId: '', minStar: '', maxStar: '' };

const COLUMNS: DataColumn<SnapshotRow>[] = [
  { key: 'week', title: '周', width: 90 },
  { key: 'weekStart', title: '周一', width: 110 },
  { key: 'platformCode', title: '站点', width: 90 },
  { key: 'asin', title: 'ASIN', width: 120 },
  { key: 'sku', title: 'SKU', width: 120 },
  { key: 'skuName', title: '产品', width: 180, ellipsis: true },
  { key: 'storeName', title: '店铺', width: 150 },
  { key: 'groupName', title: '产品组', width: 80 },
  { key: 'categoryName', title: '品类', width: 90 },
  { key: 'star', title: '星级', width: 80, align: 'right' },
  { key: 'ratingCount', title: '评分数', width: 90, align: 'right' },
  { key: 'importedByName', title: '导入人', width: 90 },
  { key: 'importedAt', title: '导入时间', width: 160, render: (r) => formatTime(r.importedAt) },
];

/** Pickers searched on the server: ASINs, SKUs and stores that have ratings. */
function SearchFields() {
  const [asin, setAsin] = useState('');
  const [sku, setSku] = useState('');
  const [store, setStore] = useState('');
  const asins = useApi(getAsinByGroupName, { keyword: asin });
  const skus = useApi(getSkuByStar, { keyword: sku });
  const stores = useApi(getSellerByGroupName, { keyword: store });
  const remote = { showClear: true, filter: true, remote: true } as const;
  return (
    <>
      <Form.Select field="asin" label="ASIN" {...remote} onSearch={setAsin} style={{ width: 180 }} optionList={asins.data ?? []} />
      <Form.Select field="sku" label="SKU" {...remote} onSearch={setSku} style={{ width: 180 }} optionList={skus.data ?? []} />
      <Form.Select field="storeId" label="店铺" {...remote} onSearch={setStore} style={{ width: 160 }} optionList={(stores.data ?? []).map((s) => ({ value: String(s.value), label: s.label }))} />
      <Form.Input field="minStar" label="星级从" style={{ width: 70 }} />
      <Form.Input field="maxStar" label="到" style={{ width: 70 }} />
    </>
  );
}

/** /reportQuery/ratingQuery: every product's weekly rating, its import, and a product's trend with its promotion log. */
export default function RatingQueryPage() {
  const state = useResourceList({
    endpoint: queryProductRatingList,
    filters: FILTERS,
    toQuery: ({ asin, sku, storeId, minStar, maxStar, ...rest }) => ({ ...ratingQuery(rest), asin, sku, storeId, minStar, maxStar }),
  });
  const [product, setProduct] = useState<ProductRef | null>(null);
  return (
    <>
      <ResourceList
        title="产品评分"
        state={state}
        tableKey="reviewerReports.ratingQuery"
        columns={COLUMNS}
        open={{ column: 'asin', onOpen: setProduct }}
        emptyText="没有评分数据：下载导入模板，填入平台导出的星级与评分数后导入"
        filterFields={
          <>
            <RatingFilterFields />
            <SearchFields />
          </>
        }
        toolbar={
          <>
            <Auth code={ratingQueryScreen.code('import')}>
              <ImportButton endpoint={importProductRating} onImported={() => state.refresh()}>
                导入评分
              </ImportButton>
              <TemplateDownloadLink kind={RATING_IMPORT_KIND} fileName={RATING_TEMPLATE_FILE} />
            </Auth>
            <ExportButton endpoint={addProductRatingExcelTask} query={state.query} />
          </>
        }
      />
      <ProductTrendSheet product={product} onClose={() => setProduct(null)} />
    </>
  );
}
