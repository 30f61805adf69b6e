import { desc } from 'drizzle-orm';
import { LIST_COUNT_CAP } from '@shared/api/inputs';
import { reviewerInfoPage, reviewerOrderPage, type ReviewerOrderRow } from '@shared/api/reviewers/orders';
import { addressOut } from '@shared/api/review/detail';
import { maskText } from '@shared/api/secret';
import { reviewOrderAddresses, reviewPlanOrderDetails } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countedListPage } from '../../http/preparedList';
import { platformScope } from '../reference';
import { seesPersonalData } from './access';
import {
  addressLinks,
  costCalculator,
  detailLinks,
  reviewerAddressConditions,
  reviewerAddressValues,
  reviewerOrderConditions,
  reviewerOrderValues,
  selectReviewerAddresses,
  selectReviewerDetails,
  type ReviewerDetail,
} from './links';

/** 测评订单 and 测评人信息: the programme's details and addresses read by reviewer (docs/domain/reviewers.md). */
const d = reviewPlanOrderDetails;
const a = reviewOrderAddresses;

type AddressRecord = typeof a.$inferSelect;
/** The programme's masking of an address (review-programme.md "Addresses are personal data"). */
function shownAddress(x: AddressRecord, full: boolean) {
  const out = { id: x.id, receiver: x.receiver, phone: x.phone, email: x.email, street: x.street, city: x.city, region: x.region, postcode: x.postcode, country: x.country, enabled: x.enabled, masked: !full };
  if (full) return addressOut.parse(out);
  return addressOut.parse({ ...out, receiver: maskText(x.receiver), phone: maskText(x.phone), email: x.email && maskText(x.email), street: maskText(x.street), postcode: maskText(x.postcode) });
}

export function orderRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(reviewerOrderPage, async ({ query, caller, deps }) => {
      const cost = costCalculator(deps.db);
      const page = await countedListPage(deps.db, {
        name: 'reviewer_orders',
        values: reviewerOrderValues(await platformScope(deps.db, caller), query),
        conditions: reviewerOrderConditions,
        select: (extra) => selectReviewerDetails(deps.db, extra),
        order: [desc(d.id)],
        counted: detailLinks,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
      });
      const rows: ReviewerOrderRow[] = [];
      for (const x of page.rows as ReviewerDetail[]) {
        const { planFee: _fee, planFeeCurrency: _currency, ...row } = x;
        rows.push({ ...row, reviewed: x.reviewerStatus === 'reviewed', costCny: (await cost(x))?.toFixed(2) ?? null, createdAt: x.createdAt.toISOString() });
      }
      return { ...page, rows };
    })
    .add(reviewerInfoPage, async ({ query, caller, deps }) => {
      const full = await seesPersonalData(caller);
      const page = await countedListPage(deps.db, {
        name: 'reviewer_addresses',
        values: reviewerAddressValues(await platformScope(deps.db, caller), query),
        conditions: reviewerAddressConditions,
        select: (extra) => selectReviewerAddresses(deps.db, extra),
        order: [desc(a.id)],
        counted: addressLinks,
        cap: LIST_COUNT_CAP,
        page: query.page,
        limit: query.limit,
      });
      return {
        ...page,
        rows: page.rows.map((x) => ({ id: x.address.id, reviewerId: x.reviewerId, reviewerName: x.reviewerName, reviewerCountry: x.reviewerCountry, planOrderSerialNo: x.planOrderSerialNo, invitationCode: x.invitationCode, address: shownAddress(x.address, full), createdAt: x.address.createdAt.toISOString() })),
      };
    });
}
